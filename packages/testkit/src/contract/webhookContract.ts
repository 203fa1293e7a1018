/**
 * The `WebhookRepository` and `EventOutbox` contract: endpoints round trip
 * with their secrets; an event fans out to the enabled endpoints of its
 * workspace subscribed to its type, only when its transaction commits;
 * claims count attempts, lease the delivery and never hand one delivery
 * to two concurrent claims; expiries are announced once per date.
 */
import { assert, describe } from "@effect/vitest"
import {
  DeliveryId,
  EventOutbox,
  MarketingQrCodeRepository,
  Transactor,
  Webhook,
  WebhookId,
  WebhookRepository,
  type WorkspaceId
} from "@elabel/domain"
import { Effect, Option } from "effect"
import { at, freshWorkspace, published, qrCodeRecord, uuid } from "./records.ts"
import type { ContractIt } from "./support.ts"

/** An enabled endpoint of `workspace` for `events`. */
export const webhookRecord = (
  workspace: WorkspaceId,
  events: ReadonlyArray<Webhook.EventType> = ["label.published"],
  overrides: Partial<Webhook.WebhookRecord> = {}
): Webhook.WebhookRecord => ({
  id: WebhookId.make(uuid()),
  workspace_id: workspace,
  url: "https://hooks.example/elabel",
  events,
  description: "ERP sync ü",
  enabled: true,
  disabled_reason: null,
  consecutive_failures: 0,
  created_at: at(0),
  updated_at: at(0),
  secret: Webhook.newSecret(),
  ...overrides
})

const event = (workspace: WorkspaceId, type: Webhook.EventType = "label.published", minute = 0) =>
  Webhook.makeEvent(uuid(), type, at(minute), { id: uuid(), workspace_id: workspace, expires_at: null })

const FAR = "2100-01-01T00:00:00.000Z"
const LEASE = "2100-01-01T00:01:00.000Z"

/** Claims everything due far in the future, keeping only the deliveries of `webhooks`. */
const claimOf = (webhooks: ReadonlyArray<string>, now = FAR, lease = LEASE) =>
  Effect.map(
    EventOutbox.use((outbox) => outbox.claimDue(now, lease, 1000)),
    (rows) => rows.filter((row) => webhooks.includes(row.webhook_id))
  )

/** Registers the webhook and outbox tests on `it`. */
export const webhookContract = (it: ContractIt): void => {
  describe("WebhookRepository and EventOutbox", () => {
    it.effect("endpoints round trip field for field, list by creation, update, and delete with their deliveries", () =>
      Effect.gen(function* () {
        const repo = yield* WebhookRepository
        const outbox = yield* EventOutbox
        const workspace = freshWorkspace()
        const first = webhookRecord(workspace, ["label.published", "marketing_qr_code.expired"])
        const second = webhookRecord(workspace, ["label.updated"], { created_at: at(1), description: null })
        yield* repo.insert(second)
        yield* repo.insert(first)
        assert.deepStrictEqual(yield* repo.findById(first.id), Option.some(first))
        assert.deepStrictEqual(yield* repo.list(workspace, { limit: 10, offset: 0 }), [first, second])
        assert.deepStrictEqual(yield* repo.list(freshWorkspace(), { limit: 10, offset: 0 }), [])
        const changed = yield* repo.update(first.id, { events: ["label.updated"], enabled: false, updated_at: at(5) })
        assert.deepStrictEqual(
          changed,
          Option.some({ ...first, events: ["label.updated"], enabled: false, updated_at: at(5) })
        )
        assert.isTrue(Option.isNone(yield* repo.update(WebhookId.make(uuid()), { enabled: true })))
        yield* outbox.append(event(workspace, "label.updated"))
        assert.strictEqual((yield* outbox.list(second.id, { limit: 10, offset: 0 })).length, 1)
        yield* repo.delete(second.id)
        assert.isTrue(Option.isNone(yield* repo.findById(second.id)))
        assert.deepStrictEqual(yield* outbox.list(second.id, { limit: 10, offset: 0 }), [])
      })
    )

    it.effect("an event reaches the enabled endpoints of its workspace subscribed to its type, once each", () =>
      Effect.gen(function* () {
        const repo = yield* WebhookRepository
        const outbox = yield* EventOutbox
        const workspace = freshWorkspace()
        const wanted = webhookRecord(workspace, ["label.published", "label.updated"])
        const other = webhookRecord(workspace, ["label.unpublished"])
        const disabled = webhookRecord(workspace, ["label.published"], { enabled: false })
        const elsewhere = webhookRecord(freshWorkspace(), ["label.published"])
        for (const row of [wanted, other, disabled, elsewhere]) yield* repo.insert(row)
        const sent = event(workspace, "label.published", 3)
        assert.strictEqual(yield* outbox.append(sent), 1)
        const [delivery, ...none] = yield* outbox.list(wanted.id, { limit: 10, offset: 0 })
        assert.deepStrictEqual(none, [])
        assert.deepInclude(delivery, {
          webhook_id: wanted.id,
          event_id: sent.id,
          event_type: "label.published",
          body: sent.body,
          status: "pending",
          attempts: 0,
          response_code: null,
          next_attempt_at: at(3),
          created_at: at(3)
        })
        for (const row of [other, disabled, elsewhere]) {
          assert.deepStrictEqual(yield* outbox.list(row.id, { limit: 10, offset: 0 }), [])
        }
      })
    )

    it.effect("an event appended in a transaction that rolls back is never delivered", () =>
      Effect.gen(function* () {
        const repo = yield* WebhookRepository
        const outbox = yield* EventOutbox
        const transactor = yield* Transactor
        const workspace = freshWorkspace()
        const endpoint = webhookRecord(workspace)
        yield* repo.insert(endpoint)
        yield* Effect.flip(transactor.transaction(Effect.andThen(outbox.append(event(workspace)), Effect.fail("no"))))
        assert.deepStrictEqual(yield* outbox.list(endpoint.id, { limit: 10, offset: 0 }), [])
      })
    )

    it.effect("a claim counts the attempt and leases the delivery; attempts, lists and redelivery", () =>
      Effect.gen(function* () {
        const repo = yield* WebhookRepository
        const outbox = yield* EventOutbox
        const workspace = freshWorkspace()
        const endpoint = webhookRecord(workspace)
        yield* repo.insert(endpoint)
        const older = event(workspace, "label.published", 1)
        const newer = event(workspace, "label.published", 2)
        yield* outbox.append(older)
        yield* outbox.append(newer)
        assert.deepStrictEqual(yield* claimOf([endpoint.id], at(0)), [])
        // A claim chooses the oldest due first; it may answer them in any order.
        const order = [older.id, newer.id]
        const claimed = [...(yield* claimOf([endpoint.id]))].sort(
          (a, b) => order.indexOf(a.event_id) - order.indexOf(b.event_id)
        )
        assert.deepStrictEqual(
          claimed.map((row) => [row.event_id, row.attempts, row.url, row.secret, row.body]),
          [older, newer].map((e) => [e.id, 1, endpoint.url, endpoint.secret, e.body])
        )
        // Leased: not due again before the lease ends, due after it.
        assert.deepStrictEqual(yield* claimOf([endpoint.id]), [])
        const [first, second] = claimed
        if (first === undefined || second === undefined) return assert.fail("expected two claims")
        yield* outbox.recordAttempt(first.id, {
          status: "delivered",
          response_code: 204,
          duration_ms: 12,
          error: null,
          last_attempt_at: at(4),
          next_attempt_at: null
        })
        const again = yield* claimOf([endpoint.id], "2100-01-01T00:02:00.000Z", "2100-01-01T00:03:00.000Z")
        assert.deepStrictEqual(
          again.map((row) => [row.id, row.attempts]),
          [[second.id, 2]]
        )
        const listed = yield* outbox.list(endpoint.id, { limit: 10, offset: 0 })
        assert.deepStrictEqual(
          listed.map((row) => row.id),
          [second.id, first.id]
        )
        assert.deepInclude(listed[1], {
          status: "delivered",
          response_code: 204,
          duration_ms: 12,
          last_attempt_at: at(4),
          next_attempt_at: null,
          attempts: 1
        })
        const redelivered = yield* outbox.redeliver(first.id, at(9))
        assert.deepInclude(Option.getOrUndefined(redelivered), { status: "pending", next_attempt_at: at(9) })
        assert.isTrue(Option.isNone(yield* outbox.redeliver(DeliveryId.make(uuid()), at(9))))
        // A disabled endpoint's deliveries wait.
        yield* repo.update(endpoint.id, { enabled: false })
        assert.deepStrictEqual(yield* claimOf([endpoint.id], "2100-02-01T00:00:00.000Z"), [])
      })
    )

    it.effect("concurrent claims never hold the same delivery", () =>
      Effect.gen(function* () {
        const repo = yield* WebhookRepository
        const outbox = yield* EventOutbox
        const workspace = freshWorkspace()
        const endpoint = webhookRecord(workspace)
        yield* repo.insert(endpoint)
        for (let i = 0; i < 20; i++) yield* outbox.append(event(workspace, "label.published", i))
        const claims = yield* Effect.all(
          Array.from({ length: 4 }, () => claimOf([endpoint.id])),
          { concurrency: "unbounded" }
        )
        const ids = claims.flat().map((row) => row.id)
        assert.strictEqual(ids.length, 20)
        assert.strictEqual(new Set(ids).size, 20)
      })
    )

    it.effect("a passed expiry of a published code is announced once per expiry date", () =>
      Effect.gen(function* () {
        const codes = yield* MarketingQrCodeRepository
        const outbox = yield* EventOutbox
        const workspace = freshWorkspace()
        const code = published(qrCodeRecord(workspace, { expires_at: "2090-01-01T00:00:00+02:00" }))
        const draft = qrCodeRecord(workspace, { expires_at: "2090-01-01T00:00:00Z" })
        yield* codes.insert(code)
        yield* codes.insert(draft)
        const mine = <A extends { readonly id: string }>(rows: ReadonlyArray<A>) =>
          rows.filter((row) => row.id === code.id || row.id === draft.id)
        assert.deepStrictEqual(mine(yield* outbox.claimExpired("2089-12-31T21:59:59.999Z")), [])
        assert.deepStrictEqual(mine(yield* outbox.claimExpired("2089-12-31T22:00:00.000Z")), [
          { id: code.id, workspace_id: workspace, expires_at: "2089-12-31T22:00:00.000Z" }
        ])
        assert.deepStrictEqual(mine(yield* outbox.claimExpired("2095-01-01T00:00:00.000Z")), [])
      })
    )
  })
}
