/**
 * Webhook endpoints over the wire and their deliveries to a real local
 * receiver: CRUD with the secret shown once, roles, plan and URL checks,
 * tenancy (another workspace's endpoint answers 404 on every route), and
 * deliveries signed as Standard Webhooks says, checked with our own HMAC
 * and with the `standardwebhooks` library; retries, 410 and the SSRF check
 * at delivery time (a resolver the test injects turns a public name private).
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import { assert, describe, it } from "@effect/vitest"
import { Labels, MarketingQrCodes } from "@elabel/domain"
import { createCompleteLabel, createQrCode, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect, Layer, Schedule } from "effect"
import { Webhook as StandardWebhook } from "standardwebhooks"
import { type ResolveHost, WebhookResolver } from "../src/webhooks/WebhookAddressPolicy.ts"
import { deliverDue, WebhookPollInterval, WebhookWorkerLive } from "../src/webhooks/WebhookWorker.ts"
import { openApp } from "./support/scanner.ts"
import { PermissiveLayer, permissive, strict, workspaceWithCodeEndpoint } from "./support/webhookDomain.ts"
import { openReceiver } from "./support/webhookReceiver.ts"

interface Created {
  readonly id: string
  readonly secret: string
  readonly url: string
  readonly events: ReadonlyArray<string>
  readonly enabled: boolean
}

/** Our own check of a Standard Webhooks signature: HMAC-SHA256 of `id.timestamp.body`, base64, `v1,` prefix. */
const signatureMatches = (secret: string, headers: Record<string, unknown>, body: string): boolean => {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64")
  const signed = `${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`
  const expected = createHmac("sha256", key).update(signed).digest()
  return String(headers["webhook-signature"])
    .split(" ")
    .some((entry) => {
      const [version, signature] = entry.split(",")
      const given = Buffer.from(signature ?? "", "base64")
      return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected)
    })
}

const json = <A>(answer: { readonly text: string }): A => JSON.parse(answer.text) as A

describe("webhook endpoints", () => {
  it.effect("create shows the secret once; get, list, patch, rotate and delete; roles, plan and URL rules", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace } = yield* seedWorkspace({ plan: "premium" })
      const base = `/v1/workspaces/${workspace.id}/webhooks`
      const created = yield* app.send("POST", base, {
        as: users.editor,
        body: { url: "https://erp.example.com/elabel", events: ["label.published", "label.updated"] }
      })
      assert.strictEqual(created.status, 201, created.text)
      const endpoint = json<Created>(created)
      assert.strictEqual(created.headers.get("location"), `${base}/${endpoint.id}`)
      assert.match(endpoint.secret, /^whsec_[A-Za-z0-9+/]{43}=$/)
      assert.strictEqual(Buffer.from(endpoint.secret.slice(6), "base64").length, 32)

      const read = yield* app.send("GET", `${base}/${endpoint.id}`, { as: users.viewer })
      assert.strictEqual(read.status, 200)
      assert.notInclude(read.text, endpoint.secret)
      assert.notProperty(json<object>(read), "secret")
      const list = json<{ items: ReadonlyArray<Created> }>(yield* app.send("GET", base, { as: users.viewer }))
      assert.deepStrictEqual(
        list.items.map((item) => item.id),
        [endpoint.id]
      )
      assert.notInclude(JSON.stringify(list), endpoint.secret)

      const patched = yield* app.send("PATCH", `${base}/${endpoint.id}`, {
        as: users.admin,
        body: { events: ["marketing_qr_code.expired"], enabled: false }
      })
      assert.strictEqual(patched.status, 200, patched.text)
      assert.deepInclude(json<Created>(patched), { events: ["marketing_qr_code.expired"], enabled: false })

      const rotated = json<Created>(
        yield* app.send("POST", `${base}/${endpoint.id}/rotate-secret`, { as: users.editor })
      )
      assert.match(rotated.secret, /^whsec_/)
      assert.notStrictEqual(rotated.secret, endpoint.secret)

      const viewer = yield* app.send("POST", base, {
        as: users.viewer,
        body: { url: "https://erp.example.com/x", events: ["label.published"] }
      })
      assert.strictEqual(viewer.status, 403)
      assert.include(viewer.text, "/problems/not-writable")

      for (const url of [
        "http://erp.example.com/x",
        "https://127.0.0.1/x",
        "https://169.254.169.254/latest",
        "https://[::1]/x",
        "https://10.1.2.3/x",
        "https://localhost/x",
        "https://user:pw@erp.example.com/x"
      ]) {
        const refused = yield* app.send("POST", base, { as: users.editor, body: { url, events: ["label.published"] } })
        assert.strictEqual(refused.status, 400, url)
        assert.include(refused.text, '"path":"url"', url)
      }
      const unknownEvent = yield* app.send("POST", base, {
        as: users.editor,
        body: { url: "https://erp.example.com/x", events: ["label.deleted"] }
      })
      assert.strictEqual(unknownEvent.status, 400)

      const { workspace: standard } = yield* seedWorkspace({ plan: "standard" })
      const noPlan = yield* app.send("POST", `/v1/workspaces/${standard.id}/webhooks`, {
        as: users.owner,
        body: { url: "https://erp.example.com/x", events: ["label.published"] }
      })
      assert.strictEqual(noPlan.status, 403)
      assert.include(noPlan.text, "/problems/plan-limit")

      assert.strictEqual((yield* app.send("DELETE", `${base}/${endpoint.id}`, { as: users.owner })).status, 204)
      assert.strictEqual((yield* app.send("GET", `${base}/${endpoint.id}`, { as: users.owner })).status, 404)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("another workspace's endpoint answers 404 on every route, as an unknown id does", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace: mine } = yield* seedWorkspace({ plan: "premium" })
      const { workspace: theirs } = yield* seedWorkspace({
        plan: "premium",
        owner: users.stranger,
        members: []
      })
      const created = yield* app.send("POST", `/v1/workspaces/${theirs.id}/webhooks`, {
        as: users.stranger,
        body: { url: "https://erp.example.com/theirs", events: ["label.published"] }
      })
      const theirEndpoint = json<Created>(created).id
      const unknown = crypto.randomUUID()
      const delivery = crypto.randomUUID()
      for (const [workspace, id] of [
        [theirs.id, theirEndpoint],
        [mine.id, theirEndpoint],
        [mine.id, unknown]
      ] as const) {
        const base = `/v1/workspaces/${workspace}/webhooks`
        const routes: ReadonlyArray<readonly [string, string, unknown?]> = [
          ["GET", `${base}/${id}`],
          ["PATCH", `${base}/${id}`, { description: "mine now" }],
          ["DELETE", `${base}/${id}`],
          ["POST", `${base}/${id}/rotate-secret`],
          ["GET", `${base}/${id}/deliveries`],
          ["POST", `${base}/${id}/deliveries/${delivery}/redeliver`]
        ]
        for (const [method, path, body] of routes) {
          const answer = yield* app.send(method, path, { as: users.owner, body })
          assert.strictEqual(answer.status, 404, `${method} ${path}`)
          assert.include(answer.text, "/problems/not-found")
        }
      }
      for (const method of ["GET", "POST"]) {
        const answer = yield* app.send(method, `/v1/workspaces/${theirs.id}/webhooks`, {
          as: users.owner,
          body: method === "POST" ? { url: "https://erp.example.com/x", events: ["label.published"] } : undefined
        })
        // A workspace path the caller is not a member of names nothing it may see.
        assert.strictEqual(answer.status, 404, method)
      }
      const still = yield* app.send("GET", `/v1/workspaces/${theirs.id}/webhooks/${theirEndpoint}`, {
        as: users.stranger
      })
      assert.notInclude(still.text, "mine now")
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("webhook deliveries", () => {
  it.live("a published label reaches the receiver signed as Standard Webhooks says, once, with its version", () =>
    Effect.gen(function* () {
      const receiver = yield* openReceiver
      const app = yield* openApp()
      const { workspace, brandId } = yield* seedWorkspace({ plan: "premium" })
      const endpoint = json<Created>(
        yield* app.send("POST", `/v1/workspaces/${workspace.id}/webhooks`, {
          as: users.editor,
          body: { url: receiver.url, events: ["label.published", "label.updated"] }
        })
      )
      const label = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750 })
      yield* (yield* Labels).publish(users.editor, label.id)
      assert.strictEqual(yield* deliverDue.pipe(Effect.provide(permissive)), 1)
      assert.strictEqual(yield* deliverDue.pipe(Effect.provide(permissive)), 0)

      const [request, ...others] = receiver.received
      assert.deepStrictEqual(others, [])
      if (request === undefined) return assert.fail("nothing received")
      const headers = request.headers as Record<string, string>
      assert.match(headers["webhook-id"] ?? "", /^msg_[0-9a-f]{32}$/)
      assert.match(headers["webhook-timestamp"] ?? "", /^\d{10}$/)
      // The attempt's span, for a receiver that continues the trace (W3C Trace Context).
      assert.match(headers.traceparent ?? "", /^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/)
      assert.isTrue(signatureMatches(endpoint.secret, headers, request.body))
      assert.isFalse(signatureMatches(endpoint.secret, headers, request.body.replace("label", "lab3l")))
      // The library a receiver would use agrees.
      const payload = new StandardWebhook(endpoint.secret).verify(request.body, headers) as {
        type: string
        data: Record<string, unknown>
      }
      const versions = json<{ items: ReadonlyArray<{ version: number; content_hash: string }> }>(
        yield* app.send("GET", `/v1/labels/${label.id}/versions`, { as: users.viewer })
      )
      assert.strictEqual(payload.type, "label.published")
      assert.deepStrictEqual(payload.data, {
        id: label.id,
        workspace_id: workspace.id,
        version: 1,
        content_hash: versions.items[0]?.content_hash
      })

      const log = json<{ items: ReadonlyArray<Record<string, unknown>> }>(
        yield* app.send("GET", `/v1/workspaces/${workspace.id}/webhooks/${endpoint.id}/deliveries`, {
          as: users.viewer
        })
      )
      assert.deepInclude(log.items[0], {
        event_id: headers["webhook-id"],
        event_type: "label.published",
        status: "delivered",
        attempts: 1,
        response_code: 200,
        next_attempt_at: null
      })
    }).pipe(Effect.provide(PermissiveLayer), Effect.scoped)
  )

  it.live("the server's worker delivers on its own, within its poll interval", () =>
    Effect.gen(function* () {
      const receiver = yield* openReceiver
      const { workspace } = yield* workspaceWithCodeEndpoint(receiver.url)
      yield* Layer.build(
        WebhookWorkerLive.pipe(Layer.provide([permissive, Layer.succeed(WebhookPollInterval)("50 millis")]))
      )
      const codes = yield* MarketingQrCodes
      yield* codes.publish(users.editor, (yield* createQrCode(users.editor, workspace.id)).id)
      yield* Effect.sync(() => receiver.received.length).pipe(
        Effect.repeat({ until: (n) => n > 0, schedule: Schedule.spaced("20 millis") }),
        Effect.timeout("5 seconds")
      )
      assert.strictEqual(receiver.received.length, 1)
    }).pipe(Effect.provide(PermissiveLayer), Effect.scoped)
  )

  it.live("a failing receiver is retried on schedule, a redelivery goes out again, and 410 disables the endpoint", () =>
    Effect.gen(function* () {
      const receiver = yield* openReceiver
      const app = yield* openApp()
      const { workspace } = yield* seedWorkspace({ plan: "premium" })
      const base = `/v1/workspaces/${workspace.id}/webhooks`
      const endpoint = json<Created>(
        yield* app.send("POST", base, {
          as: users.editor,
          body: { url: receiver.url, events: ["marketing_qr_code.published"] }
        })
      )
      const codes = yield* MarketingQrCodes
      const code = yield* codes.create(users.editor, { workspace_id: workspace.id, url: "https://wine.example" })
      yield* codes.publish(users.editor, code.id)
      receiver.answer(500)
      const before = Date.now()
      yield* deliverDue.pipe(Effect.provide(permissive))
      const deliveries = () =>
        app
          .send("GET", `${base}/${endpoint.id}/deliveries`, { as: users.viewer })
          .pipe(Effect.map((answer) => json<{ items: ReadonlyArray<Record<string, unknown>> }>(answer).items))
      const [failed] = yield* deliveries()
      assert.deepInclude(failed, { status: "pending", attempts: 1, response_code: 500 })
      const next = Date.parse(String(failed?.next_attempt_at)) - before
      assert.isAtLeast(next, 5000)
      assert.isBelow(next, 5600 + (Date.now() - before))
      // Not due yet: nothing is sent.
      assert.strictEqual(yield* deliverDue.pipe(Effect.provide(permissive)), 0)

      receiver.answer(410)
      const again = yield* app.send("POST", `${base}/${endpoint.id}/deliveries/${failed?.id}/redeliver`, {
        as: users.editor
      })
      assert.strictEqual(again.status, 200, again.text)
      assert.strictEqual(yield* deliverDue.pipe(Effect.provide(permissive)), 1)
      assert.strictEqual(receiver.received.length, 2)
      assert.strictEqual(receiver.received[0]?.headers["webhook-id"], receiver.received[1]?.headers["webhook-id"])
      const disabled = json<Created & { disabled_reason: string }>(
        yield* app.send("GET", `${base}/${endpoint.id}`, { as: users.viewer })
      )
      assert.isFalse(disabled.enabled)
      assert.include(disabled.disabled_reason, "410")
      // The redelivery started over: its attempt is the first of a new schedule.
      assert.deepInclude((yield* deliveries())[0], { status: "failed", attempts: 1, response_code: 410 })
    }).pipe(Effect.provide(PermissiveLayer), Effect.scoped)
  )

  it.live("at delivery time a public-looking name that resolves to a private address is refused: nothing is sent", () =>
    Effect.gen(function* () {
      const receiver = yield* openReceiver
      const app = yield* openApp()
      const { workspace } = yield* seedWorkspace({ plan: "premium" })
      // The name passed when it was saved; by delivery time it resolves to this machine.
      const port = new URL(receiver.url).port
      const endpoint = json<Created>(
        yield* app.send("POST", `/v1/workspaces/${workspace.id}/webhooks`, {
          as: users.editor,
          body: { url: `https://hooks.example.com:${port}/hooks`, events: ["marketing_qr_code.published"] }
        })
      )
      const asked: Array<string> = []
      const rebound: ResolveHost = (hostname, _family, callback) => {
        asked.push(hostname)
        callback(null, [{ address: "127.0.0.1", family: 4 }])
      }
      const codes = yield* MarketingQrCodes
      yield* codes.publish(users.editor, (yield* createQrCode(users.editor, workspace.id)).id)
      const sent = yield* deliverDue.pipe(Effect.provide(strict), Effect.provideService(WebhookResolver, rebound))
      assert.strictEqual(sent, 1)
      assert.deepStrictEqual(asked, ["hooks.example.com"])
      assert.strictEqual(receiver.connections(), 0)
      const log = json<{ items: ReadonlyArray<Record<string, unknown>> }>(
        yield* app.send("GET", `/v1/workspaces/${workspace.id}/webhooks/${endpoint.id}/deliveries`, {
          as: users.viewer
        })
      )
      assert.deepInclude(log.items[0], { status: "pending", response_code: null })
      assert.strictEqual(log.items[0]?.error, "hooks.example.com resolves to a non-public address")
    }).pipe(Effect.provide(TestLayer), Effect.scoped)
  )
})
