/**
 * Every write leaves one audit event (issue 32 item 4): the test walks the
 * write operations (POST, PUT, PATCH, DELETE under `/v1`) of the OpenAPI
 * document the app serves, runs each once as a caller allowed to, on a fresh
 * store seeded like the tenancy matrix, and counts the workspace's events
 * before and after. An operation the document gains without a case here
 * fails the first test: add its case (and, when by design it records other
 * than one event, its count in `SEVERAL` with why).
 */
import { assert, describe, it } from "@effect/vitest"
import { AuditLog, type WorkspaceId } from "@elabel/domain"
import { users } from "@elabel/testkit"
import { Effect } from "effect"
import { pdf, upload } from "./support/mediaFiles.ts"
import { type RouteCase, seedTenancy, type TenancyFixture, tenancyRoutes } from "./support/routes.ts"
import { call, type Wire, type WireDomain, WireLive, type WireResponse } from "./support/wire.ts"

/** One write to run: the request (built on the fixture, with what it needs set up first) and its event. */
interface WriteCase {
  readonly as: string
  readonly request: (
    f: TenancyFixture
  ) => Effect.Effect<{ readonly path: string; readonly body?: unknown }, never, Wire | WireDomain>
  readonly status: number
  readonly action: string
  /** Sends the write itself, when it is no JSON body (an upload). */
  readonly raw?: (f: TenancyFixture) => Effect.Effect<WireResponse, never, Wire>
}

/** Operations that record other than one event by design: how many for their case, and why. */
const SEVERAL: Readonly<Record<string, { readonly events: number; readonly why: string }>> = {
  "POST /v1/workspaces/:id/imports": {
    events: 2,
    why: "each imported row is its own label write (create or update), recorded as such: two rows, two events"
  },
  "POST /v1/publish-requests/:id/approve": {
    events: 2,
    why: "the approval publishes the label through the publish use case, recorded as every publish is (label.publish), beside the decision (ADR 0057)"
  }
}

/** The events of a workspace, newest first. */
const eventsOf = (workspace: WorkspaceId) =>
  AuditLog.use((log) => log.list(workspace, {}, { limit: 10_000, offset: 0 })).pipe(Effect.orDie)

const send = (method: string, path: string, as: string, body?: unknown) =>
  call(method, path, { as, ...(body === undefined ? {} : { body }) })

const expectOk = (answer: { readonly status: number; readonly text: string }, status: number, what: string) =>
  Effect.sync(() => assert.strictEqual(answer.status, status, `${what}: ${answer.text}`))

/** Makes a webhook endpoint of the fixture's workspace; answers its path. */
const webhookOf = (f: TenancyFixture) =>
  Effect.gen(function* () {
    const base = `/v1/workspaces/${f.workspace.id}/webhooks`
    const made = yield* send("POST", base, users.editor, {
      url: "https://93.184.215.14/hook",
      events: ["label.published"]
    })
    yield* expectOk(made, 201, "webhook setup")
    return `${base}/${(made.json as { readonly id: string }).id}`
  })

/** A webhook endpoint with one delivery (the fixture's draft label published); answers the delivery's path. */
const deliveryOf = (f: TenancyFixture) =>
  Effect.gen(function* () {
    const hook = yield* webhookOf(f)
    yield* expectOk(yield* send("POST", `/v1/labels/${f.label.id}/publish`, users.editor), 200, "publish setup")
    const listed = yield* send("GET", `${hook}/deliveries`, users.editor)
    const [delivery] = (listed.json as { readonly items: ReadonlyArray<{ readonly id: string }> }).items
    if (delivery === undefined) return yield* Effect.die(new Error("the publish queued no delivery"))
    return `${hook}/deliveries/${delivery.id}`
  })

/** A PDF of the fixture's workspace; answers its path. */
const mediaOf = (f: TenancyFixture) =>
  Effect.gen(function* () {
    const made = yield* upload(f.workspace.id, pdf, "application/pdf", users.editor)
    yield* expectOk(made, 201, "media setup")
    return { path: `/v1/media/${(made.json as { readonly id: string }).id}` }
  })

/** The action each tenancy row's write records. */
const tenancyActions: Readonly<Record<string, string>> = {
  "PATCH /v1/brands/:id": "brand.update",
  "POST /v1/brands/:id/publish": "brand.publish",
  "POST /v1/brands/:id/unpublish": "brand.unpublish",
  "PATCH /v1/business-operators/:id": "business_operator.update",
  "DELETE /v1/business-operators/:id": "business_operator.delete",
  "PATCH /v1/labels/:id": "label.update",
  "DELETE /v1/labels/:id": "label.delete",
  "POST /v1/labels/:id/duplicate": "label.duplicate",
  "POST /v1/labels/:id/publish": "label.publish",
  "POST /v1/labels/:id/unpublish": "label.unpublish",
  "POST /v1/labels/:id/publish-requests": "label.publish_request",
  "PUT /v1/labels/:id/translations/:locale": "label.translation.put",
  "POST /v1/labels/:id/formats": "format.create",
  "PUT /v1/labels/:id/grape-varieties": "label.children.replace",
  "PUT /v1/labels/:id/ingredients": "label.children.replace",
  "PUT /v1/labels/:id/packagings": "label.children.replace",
  "PUT /v1/labels/:id/certifications": "label.children.replace",
  "PATCH /v1/label-formats/:id": "format.update",
  "DELETE /v1/label-formats/:id": "format.delete",
  "PATCH /v1/marketing-qr-codes/:id": "marketing_qr_code.update",
  "DELETE /v1/marketing-qr-codes/:id": "marketing_qr_code.delete",
  "POST /v1/marketing-qr-codes/:id/publish": "marketing_qr_code.publish",
  "POST /v1/marketing-qr-codes/:id/unpublish": "marketing_qr_code.unpublish",
  "POST /v1/labels": "label.create",
  "POST /v1/brands": "brand.create",
  "POST /v1/business-operators": "business_operator.create",
  "POST /v1/marketing-qr-codes": "marketing_qr_code.create"
}

/** The tenancy matrix's writes, as the editor sends them there (a create names the fixture's workspace). */
const fromTenancy = (route: RouteCase): WriteCase => ({
  as: users.editor,
  request: (f) =>
    Effect.succeed({
      path: route.path(route.target(f)),
      ...(route.body === undefined ? {} : { body: route.body(f, route.target(f)) })
    }),
  status: route.ok,
  action: tenancyActions[route.name] ?? "unknown"
})

const workspacePath = (suffix: string) => (f: TenancyFixture) =>
  Effect.succeed({ path: `/v1/workspaces/${f.workspace.id}${suffix}` })

/** Every write operation of the document by `METHOD /path` (its parameters as `:name`). */
const cases: Readonly<Record<string, WriteCase>> = {
  ...Object.fromEntries(tenancyRoutes.filter((route) => route.kind !== "read").map((r) => [r.name, fromTenancy(r)])),
  "PATCH /v1/workspaces/:id": {
    as: users.admin,
    request: (f) => Effect.succeed({ path: `/v1/workspaces/${f.workspace.id}`, body: { publish_approval: true } }),
    status: 200,
    action: "workspace.update"
  },
  "POST /v1/publish-requests/:id/approve": {
    as: users.owner,
    request: (f) => Effect.succeed({ path: `/v1/publish-requests/${f.publishRequest.id}/approve` }),
    status: 200,
    action: "label.publish_approve"
  },
  "POST /v1/publish-requests/:id/reject": {
    as: users.owner,
    request: (f) =>
      Effect.succeed({ path: `/v1/publish-requests/${f.publishRequest.id}/reject`, body: { note: "Not yet" } }),
    status: 200,
    action: "label.publish_reject"
  },
  "POST /v1/workspaces/:id/imports": {
    as: users.editor,
    request: (f) =>
      Effect.succeed({ path: `/v1/workspaces/${f.workspace.id}/imports`, body: [{ name: "One" }, { name: "Two" }] }),
    status: 200,
    action: "label.create"
  },
  "POST /v1/workspaces/:id/api-keys": {
    as: users.owner,
    request: (f) =>
      Effect.succeed({ path: `/v1/workspaces/${f.workspace.id}/api-keys`, body: { name: "ERP", role: "editor" } }),
    status: 201,
    action: "api_key.create"
  },
  "DELETE /v1/workspaces/:id/api-keys/:key_id": {
    as: users.owner,
    request: (f) =>
      Effect.gen(function* () {
        const base = `/v1/workspaces/${f.workspace.id}/api-keys`
        const made = yield* send("POST", base, users.owner, { name: "ERP", role: "viewer" })
        return { path: `${base}/${(made.json as { readonly id: string }).id}` }
      }),
    status: 204,
    action: "api_key.revoke"
  },
  "POST /v1/workspaces/:id/media": {
    as: users.editor,
    request: workspacePath("/media"),
    raw: (f) => upload(f.workspace.id, pdf, "application/pdf", users.editor),
    status: 201,
    action: "media.create"
  },
  "PATCH /v1/media/:id": {
    as: users.editor,
    request: (f) => Effect.map(mediaOf(f), ({ path }) => ({ path, body: { filename: "sheet.pdf" } })),
    status: 200,
    action: "media.update"
  },
  "DELETE /v1/media/:id": {
    as: users.editor,
    request: mediaOf,
    status: 204,
    action: "media.delete"
  },
  "POST /v1/workspaces/:id/webhooks": {
    as: users.editor,
    request: (f) =>
      Effect.map(workspacePath("/webhooks")(f), (request) => ({
        ...request,
        body: { url: "https://93.184.215.14/hook", events: ["label.published"] }
      })),
    status: 201,
    action: "webhook.create"
  },
  "PATCH /v1/workspaces/:id/webhooks/:webhook_id": {
    as: users.editor,
    request: (f) => Effect.map(webhookOf(f), (path) => ({ path, body: { description: "The shop" } })),
    status: 200,
    action: "webhook.update"
  },
  "DELETE /v1/workspaces/:id/webhooks/:webhook_id": {
    as: users.editor,
    request: (f) => Effect.map(webhookOf(f), (path) => ({ path })),
    status: 204,
    action: "webhook.delete"
  },
  "POST /v1/workspaces/:id/webhooks/:webhook_id/rotate-secret": {
    as: users.editor,
    request: (f) => Effect.map(webhookOf(f), (path) => ({ path: `${path}/rotate-secret` })),
    status: 200,
    action: "webhook.rotate_secret"
  },
  "POST /v1/workspaces/:id/webhooks/:webhook_id/deliveries/:delivery_id/redeliver": {
    as: users.editor,
    request: (f) => Effect.map(deliveryOf(f), (path) => ({ path: `${path}/redeliver` })),
    status: 200,
    action: "webhook.redeliver"
  }
}

const WRITES = new Set(["post", "put", "patch", "delete"])

/** The write operations of the document the app serves, as `METHOD /path` with `:name` parameters. */
const documentedWrites = Effect.gen(function* () {
  const answer = yield* call("GET", "/openapi.json")
  const paths = (answer.json as { readonly paths: Record<string, Record<string, unknown>> }).paths
  return Object.entries(paths)
    .filter(([path]) => path.startsWith("/v1/"))
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => WRITES.has(method))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ":$1")}`)
    )
    .sort()
})

describe("an audit event for every write operation", () => {
  it.effect("every write operation of the OpenAPI document has its case here", () =>
    Effect.gen(function* () {
      const documented = yield* documentedWrites
      const covered = new Set(Object.keys(cases))
      assert.deepStrictEqual(
        documented.filter((operation) => !covered.has(operation)),
        [],
        "write operations without a case"
      )
      assert.deepStrictEqual(
        [...covered].filter((operation) => !documented.includes(operation)).sort(),
        [],
        "cases of operations the document does not have"
      )
    }).pipe(Effect.provide(WireLive))
  )

  for (const [operation, write] of Object.entries(cases)) {
    it.effect(`${operation} leaves ${SEVERAL[operation]?.events ?? "exactly one"} event(s): ${write.action}`, () =>
      Effect.gen(function* () {
        const f = yield* seedTenancy
        const { path, body } = yield* write.request(f)
        const before = (yield* eventsOf(f.workspace.id)).length
        const answer =
          write.raw === undefined
            ? yield* send(operation.split(" ")[0] ?? "POST", path, write.as, body)
            : yield* write.raw(f)
        yield* expectOk(answer, write.status, operation)
        const events = yield* eventsOf(f.workspace.id)
        const expected = SEVERAL[operation]?.events ?? 1
        assert.strictEqual(events.length, before + expected, JSON.stringify(events.slice(0, 3).map((e) => e.action)))
        // Events of one write share their instant: the case's own is among the newest, in any order.
        assert.include(
          events.slice(0, expected).map((event) => event.action),
          write.action
        )
      }).pipe(Effect.provide(WireLive))
    )
  }
})
