/**
 * Approval before publishing (issue 32 item 3) over the wire on the memory
 * store: the flow with two users and a change in between, the compliance
 * gate, tenancy, API keys, the setting's own route, and the webhook events
 * delivered. `publishRequestsSql.test.ts` runs the flow on PGlite and PostgreSQL.
 */
import { assert, describe, it } from "@effect/vitest"
import { ApiKeys, PublishRequests, Webhooks } from "@elabel/domain"
import { createLabel, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect } from "effect"
import { deliverDue } from "../src/webhooks/WebhookWorker.ts"
import { approvalFlow, approvalWorkspace, expectAnswer, json, type RequestBody } from "./support/publishFlow.ts"
import { outsiders } from "./support/routes.ts"
import { openApp } from "./support/scanner.ts"
import { PermissiveLayer, permissive } from "./support/webhookDomain.ts"
import { openReceiver } from "./support/webhookReceiver.ts"

const bearer = (secret: string) => ({ headers: { authorization: `Bearer ${secret}` } })

describe("publish requests", () => {
  it.effect("two users and a change in between: 409 naming it, a rejection, a request approved as made", () =>
    Effect.asVoid(approvalFlow).pipe(Effect.provide(TestLayer), Effect.scoped)
  )

  it.effect("a label the publish gate refuses answers 422 with the gate's errors, and no request is made", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace, brandId } = yield* seedWorkspace({ plan: "premium" })
      const label = yield* createLabel(users.editor, workspace.id, brandId)
      const refused = yield* app.send("POST", `/v1/labels/${label.id}/publish-requests`, { as: users.editor })
      expectAnswer(refused, 422, "label-incomplete")
      const compliance = json<{ readonly errors: ReadonlyArray<unknown> }>(
        yield* app.send("GET", `/v1/labels/${label.id}/compliance`, { as: users.editor })
      )
      assert.deepStrictEqual(json<{ readonly errors: ReadonlyArray<unknown> }>(refused).errors, compliance.errors)
      assert.include(json<{ readonly detail: string }>(refused).detail, "no publish request was made")
      const listed = yield* app.send("GET", `/v1/labels/${label.id}/publish-requests`, { as: users.editor })
      assert.deepStrictEqual(json<{ readonly items: ReadonlyArray<unknown> }>(listed).items, [])
    }).pipe(Effect.provide(TestLayer), Effect.scoped)
  )

  it.effect("another workspace's request, label or workspace answers exactly like a missing one", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { label } = yield* approvalWorkspace(app)
      const request = yield* PublishRequests.use((requests) => requests.request(users.editor, label.id))
      yield* seedWorkspace({ name: "Foreign", owner: outsiders.foreignMember, members: [] })
      const unknown = crypto.randomUUID()
      const routes: ReadonlyArray<readonly [string, (id: string) => string, unknown?]> = [
        ["GET", (id) => `/v1/publish-requests/${id}`],
        ["POST", (id) => `/v1/publish-requests/${id}/approve`],
        ["POST", (id) => `/v1/publish-requests/${id}/reject`, { note: "No" }],
        ["GET", (id) => `/v1/labels/${id}/publish-requests`],
        ["POST", (id) => `/v1/labels/${id}/publish-requests`],
        ["GET", (id) => `/v1/workspaces/${id}/publish-requests`],
        ["PATCH", (id) => `/v1/workspaces/${id}`, { publish_approval: false }]
      ]
      for (const [method, path, body] of routes) {
        const id = path("x").includes("/workspaces/")
          ? label.workspace_id
          : path("x").includes("/labels/")
            ? label.id
            : request.id
        const send = (target: string) =>
          app.send(method, path(target), { as: outsiders.foreignMember, ...(body === undefined ? {} : { body }) })
        const foreign = yield* send(id)
        const missing = yield* send(unknown)
        expectAnswer(foreign, 404, "not-found")
        const shown = (answer: typeof foreign, sent: string) => ({
          status: answer.status,
          body: answer.text
            .split(sent)
            .join(":id")
            .replace(/"request_id":"[^"]*"/, "")
        })
        assert.deepStrictEqual(shown(foreign, id), shown(missing, unknown), `${method} ${path(":id")}`)
      }
      const still = yield* PublishRequests.use((requests) => requests.get(users.viewer, request.id))
      assert.strictEqual(still.state, "pending", "nothing was decided")
    }).pipe(Effect.provide(TestLayer), Effect.scoped)
  )

  it.effect("API keys: an editor key requests (not publishes), no key approves, a viewer key only reads", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace, label } = yield* approvalWorkspace(app)
      const key = (role: "editor" | "viewer") =>
        ApiKeys.use((keys) => keys.create(users.owner, workspace.id, { name: `${role} key`, role })).pipe(
          Effect.orDie,
          Effect.map((made) => bearer(made.secret))
        )
      const editor = yield* key("editor")
      const viewer = yield* key("viewer")
      const base = `/v1/labels/${label.id}`
      expectAnswer(yield* app.send("POST", `${base}/publish`, editor), 403, "approval-required")
      expectAnswer(yield* app.send("POST", `${base}/publish-requests`, viewer), 403, "not-writable")
      const filed = yield* app.send("POST", `${base}/publish-requests`, editor)
      expectAnswer(filed, 201)
      const request = json<RequestBody>(filed)
      assert.match(request.requested_by, /^apikey:/)
      for (const credential of [editor, viewer]) {
        expectAnswer(
          yield* app.send("POST", `/v1/publish-requests/${request.id}/approve`, credential),
          403,
          "admin-only"
        )
      }
      expectAnswer(yield* app.send("GET", `/v1/publish-requests/${request.id}`, viewer), 200)
      expectAnswer(
        yield* app.send("PATCH", `/v1/workspaces/${workspace.id}`, { ...editor, body: {} }),
        403,
        "admin-only"
      )
      expectAnswer(yield* app.send("POST", `/v1/publish-requests/${request.id}/approve`, { as: users.admin }), 200)
    }).pipe(Effect.provide(TestLayer), Effect.scoped)
  )

  it.effect("publish_approval: owners and admins set it, editors may not; off, editors publish as before", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace, label } = yield* approvalWorkspace(app)
      const path = `/v1/workspaces/${workspace.id}`
      expectAnswer(
        yield* app.send("PATCH", path, { as: users.editor, body: { publish_approval: false } }),
        403,
        "admin-only"
      )
      expectAnswer(
        yield* app.send("PATCH", path, { as: users.admin, body: { can_publish: true } }),
        400,
        "invalid-body"
      )
      expectAnswer(yield* app.send("POST", `/v1/labels/${label.id}/publish`, { as: users.admin }), 200)
      const off = yield* app.send("PATCH", path, { as: users.admin, body: { publish_approval: false } })
      expectAnswer(off, 200)
      assert.isFalse(
        json<{ readonly publish_approval: boolean }>(yield* app.send("GET", path, { as: users.viewer }))
          .publish_approval
      )
      expectAnswer(yield* app.send("POST", `/v1/labels/${label.id}/unpublish`, { as: users.editor }), 200)
      expectAnswer(yield* app.send("POST", `/v1/labels/${label.id}/publish`, { as: users.editor }), 200)
    }).pipe(Effect.provide(TestLayer), Effect.scoped)
  )
})

describe("publish request webhook events", () => {
  it.live("requested, rejected and approved reach a subscribed endpoint, with the request as data", () =>
    Effect.gen(function* () {
      const receiver = yield* openReceiver
      const app = yield* openApp()
      const { workspace, label } = yield* approvalWorkspace(app)
      yield* (yield* Webhooks).create(users.owner, workspace.id, {
        url: receiver.url,
        events: ["label.publish_requested", "label.publish_approved", "label.publish_rejected"]
      })
      const requests = yield* PublishRequests
      const first = yield* requests.request(users.editor, label.id)
      yield* requests.reject(users.owner, first.id, "Not yet")
      const second = yield* requests.request(users.editor, label.id)
      yield* requests.approve(users.admin, second.id)
      while ((yield* deliverDue.pipe(Effect.provide(permissive))) > 0) {}
      const received = receiver.received.map(
        (request) => JSON.parse(request.body) as { readonly type: string; readonly data: Record<string, unknown> }
      )
      assert.sameMembers(
        received.map((event) => `${event.type} ${event.data.id}`),
        [
          `label.publish_requested ${first.id}`,
          `label.publish_rejected ${first.id}`,
          `label.publish_requested ${second.id}`,
          `label.publish_approved ${second.id}`
        ]
      )
      assert.deepInclude(received.find((event) => event.type === "label.publish_approved")?.data ?? {}, {
        id: second.id,
        workspace_id: workspace.id,
        label_id: label.id,
        state: "approved",
        content_hash: second.content_hash,
        requested_by: users.editor,
        decided_by: users.admin
      })
    }).pipe(Effect.provide(PermissiveLayer), Effect.scoped)
  )
})
