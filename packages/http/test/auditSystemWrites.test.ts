/**
 * Audit events of the writes no request makes (issue 32 item 2): the
 * webhook worker disabling an endpoint (as the `system`), the operator's
 * workspace writes; and writes that change nothing record nothing.
 */
import { assert, describe, it } from "@effect/vitest"
import { AuditLog, WebhookDeliveries, WebhookDelivery, WorkspaceAdmin, type WorkspaceId } from "@elabel/domain"
import { users } from "@elabel/testkit"
import { Effect } from "effect"
import { seedTenancy } from "./support/routes.ts"
import { call, WireLive } from "./support/wire.ts"

const eventsOf = (workspace: WorkspaceId) =>
  AuditLog.use((log) => log.list(workspace, {}, { limit: 10_000, offset: 0 })).pipe(Effect.orDie)

const actionsSince = (workspace: WorkspaceId, count: number) =>
  Effect.map(eventsOf(workspace), (events) => events.slice(0, events.length - count).map((e) => e.action))

describe("audit events of the worker and the operator", () => {
  it.effect("the worker's disabling is one system event; an endpoint already off records none", () =>
    Effect.gen(function* () {
      const f = yield* seedTenancy
      const hook = yield* call("POST", `/v1/workspaces/${f.workspace.id}/webhooks`, {
        as: users.editor,
        body: { url: "https://93.184.215.14/hook", events: ["label.published"] }
      })
      const path = `/v1/workspaces/${f.workspace.id}/webhooks/${(hook.json as { readonly id: string }).id}`
      yield* call("POST", `/v1/labels/${f.label.id}/publish`, { as: users.editor })
      const worker = yield* WebhookDeliveries
      const [delivery] = yield* Effect.orDie(worker.claim(10))
      if (delivery === undefined) return yield* Effect.die(new Error("no delivery was due"))
      const gone = { response_code: 410, duration_ms: 5, error: null }

      let seen = (yield* eventsOf(f.workspace.id)).length
      yield* Effect.orDie(worker.complete(delivery, gone))
      const [disabled] = yield* eventsOf(f.workspace.id)
      assert.deepStrictEqual(
        [disabled?.action, disabled?.actor, disabled?.changes?.enabled],
        ["webhook.disable", { type: "system", id: "webhook-worker", name: null }, { before: true, after: false }]
      )
      seen += 1
      yield* Effect.orDie(worker.complete(delivery, gone))
      assert.deepStrictEqual(yield* actionsSince(f.workspace.id, seen), [])

      // Enabled again, then deliveries that fail every attempt: the one that reaches the limit disables.
      yield* call("PATCH", path, { as: users.editor, body: { enabled: true } })
      seen += 1
      const exhausted = { ...delivery, attempts: WebhookDelivery.MAX_ATTEMPTS }
      const failing = { response_code: 500, duration_ms: 5, error: null }
      for (let failed = 1; failed <= WebhookDelivery.DISABLE_AFTER_FAILED_DELIVERIES + 1; failed++) {
        yield* Effect.orDie(worker.complete(exhausted, failing))
      }
      assert.deepStrictEqual(yield* actionsSince(f.workspace.id, seen), ["webhook.disable"])
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("the operator's workspace writes are recorded; settings or roles it already has record none", () =>
    Effect.gen(function* () {
      const f = yield* seedTenancy
      const admin = yield* WorkspaceAdmin
      const seen = (yield* eventsOf(f.workspace.id)).length
      yield* Effect.orDie(admin.set(f.workspace.id, { atlas_listing_enabled: true }))
      yield* Effect.orDie(admin.set(f.workspace.id, { atlas_listing_enabled: true }))
      yield* Effect.orDie(admin.addMember(f.workspace.id, users.viewer, "viewer"))
      const events = yield* eventsOf(f.workspace.id)
      assert.deepStrictEqual(
        events.slice(0, events.length - seen).map((e) => [e.action, e.actor.type, e.changes]),
        [["workspace.update", "operator", { atlas_listing_enabled: { before: null, after: true } }]]
      )
      const made = yield* Effect.orDie(admin.create({ name: "New", owner: users.owner }))
      assert.deepStrictEqual(
        (yield* eventsOf(made.id)).map((e) => e.action),
        ["workspace.create"]
      )
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("brand and QR code writes that change nothing record nothing", () =>
    Effect.gen(function* () {
      const f = yield* seedTenancy
      const seen = (yield* eventsOf(f.workspace.id)).length
      for (const [method, path, body] of [
        ["POST", `/v1/brands/${f.publishedBrand.id}/publish`, undefined],
        ["POST", `/v1/brands/${f.brand.id}/unpublish`, undefined],
        ["PATCH", `/v1/brands/${f.brand.id}`, { name: f.brand.name }],
        ["POST", `/v1/marketing-qr-codes/${f.publishedQr.id}/publish`, undefined],
        ["POST", `/v1/marketing-qr-codes/${f.qr.id}/unpublish`, undefined],
        ["PATCH", `/v1/marketing-qr-codes/${f.qr.id}`, { name: f.qr.name }]
      ] as const) {
        const answer = yield* call(method, path, { as: users.editor, ...(body === undefined ? {} : { body }) })
        assert.strictEqual(answer.status, 200, `${method} ${path}: ${answer.text}`)
      }
      const refused = yield* call("DELETE", `/v1/marketing-qr-codes/${f.publishedQr.id}`, { as: users.editor })
      assert.strictEqual(refused.status, 409)
      const viewer = yield* call("PATCH", `/v1/brands/${f.brand.id}`, { as: users.viewer, body: { name: "No" } })
      assert.strictEqual(viewer.status, 403)
      assert.deepStrictEqual(yield* actionsSince(f.workspace.id, seen), [])
    }).pipe(Effect.provide(WireLive))
  )
})
