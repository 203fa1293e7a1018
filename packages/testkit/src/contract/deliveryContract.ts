/**
 * The `EventOutbox` claims: a claim counts the attempt and leases the
 * delivery, takes the oldest due first, never hands one delivery to two
 * concurrent claims, and keeps to its scope (a few of one endpoint, none of
 * an endpoint the worker is still sending to).
 */
import { assert, describe } from "@effect/vitest"
import { DeliveryId, EventOutbox, LabelRepository, LabelVersionRepository, WebhookRepository } from "@elabel/domain"
import { Effect, Option } from "effect"
import { at, labelAggregate, uuid } from "./records.ts"
import type { ContractIt } from "./support.ts"
import { claimOf, event, FAR, LEASE, webhookRecord, workspaceWithEvents } from "./webhookRecords.ts"

/** Registers the claim tests on `it`. */
export const deliveryContract = (it: ContractIt): void => {
  describe("EventOutbox claims", () => {
    it.effect("oldestPending: when the oldest delivery still pending of an enabled endpoint was created", () =>
      Effect.gen(function* () {
        const repo = yield* WebhookRepository
        const outbox = yield* EventOutbox
        const workspace = yield* workspaceWithEvents()
        const endpoint = webhookRecord(workspace)
        yield* repo.insert(endpoint)
        yield* outbox.append(event(workspace, "label.published", 3))
        // The store is shared with the other tests: the oldest is this one or older.
        const oldest = yield* outbox.oldestPending
        assert.isTrue(Option.isSome(oldest))
        assert.isTrue(Option.getOrThrow(oldest) <= at(3))
        assert.strictEqual(new Date(Option.getOrThrow(oldest)).toISOString(), Option.getOrThrow(oldest))
      })
    )

    it.effect("a claim counts the attempt and leases the delivery; attempts, lists and redelivery", () =>
      Effect.gen(function* () {
        const repo = yield* WebhookRepository
        const outbox = yield* EventOutbox
        const workspace = yield* workspaceWithEvents()
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
        // Redelivery starts a recorded delivery over; one in flight (its claim's lease running) is left alone.
        const redelivered = yield* outbox.redeliver(first.id, at(9))
        assert.strictEqual(redelivered._tag, "Redelivered")
        if (redelivered._tag === "Redelivered") {
          assert.deepInclude(redelivered.delivery, { status: "pending", attempts: 0, next_attempt_at: at(9) })
        }
        assert.deepStrictEqual(yield* outbox.redeliver(second.id, "2100-01-01T00:02:30.000Z"), { _tag: "InFlight" })
        assert.deepInclude(Option.getOrUndefined(yield* outbox.findById(second.id)), { attempts: 2 })
        const afterLease = yield* outbox.redeliver(second.id, "2100-01-01T00:03:00.000Z")
        assert.strictEqual(afterLease._tag, "Redelivered")
        assert.deepStrictEqual(yield* outbox.redeliver(DeliveryId.make(uuid()), at(9)), { _tag: "NotFound" })
        // A disabled endpoint's deliveries wait.
        yield* repo.update(endpoint.id, { enabled: false })
        assert.deepStrictEqual(yield* claimOf([endpoint.id], "2100-02-01T00:00:00.000Z"), [])
      })
    )

    it.effect("a version's append carrying its event fans it out as the outbox's append does", () =>
      Effect.gen(function* () {
        const outbox = yield* EventOutbox
        const workspace = yield* workspaceWithEvents()
        const endpoint = webhookRecord(workspace)
        yield* (yield* WebhookRepository).insert(endpoint)
        const aggregate = labelAggregate(workspace)
        yield* (yield* LabelRepository).insert(aggregate)
        const carried = event(workspace, "label.published", 5)
        yield* (yield* LabelVersionRepository).append(
          {
            label_id: aggregate.label.id,
            workspace_id: workspace,
            version: 1,
            created_at: at(5),
            created_by: "editor",
            is_published: true,
            content_hash: `hash-${aggregate.label.id}`,
            previous_hash: null,
            document: "{}"
          },
          carried
        )
        const listed = yield* outbox.list(endpoint.id, { limit: 10, offset: 0 })
        assert.deepStrictEqual(
          listed.map((row) => [row.event_id, row.event_type, row.status]),
          [[carried.id, "label.published", "pending"]]
        )
      })
    )

    it.effect("concurrent claims never hold the same delivery", () =>
      Effect.gen(function* () {
        const repo = yield* WebhookRepository
        const outbox = yield* EventOutbox
        const workspace = yield* workspaceWithEvents()
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

    it.effect("a claim keeps to its scope: the oldest few of each endpoint, none of a skipped one", () =>
      Effect.gen(function* () {
        const repo = yield* WebhookRepository
        const outbox = yield* EventOutbox
        const workspace = yield* workspaceWithEvents()
        const [busy, slow, other] = [webhookRecord(workspace), webhookRecord(workspace), webhookRecord(workspace)]
        for (const endpoint of [busy, slow, other]) yield* repo.insert(endpoint)
        const events = Array.from({ length: 5 }, (_, minute) => event(workspace, "label.published", minute))
        for (const sent of events) yield* outbox.append(sent)
        const claimed = yield* claimOf([busy.id, slow.id, other.id], FAR, LEASE, { perEndpoint: 2, skip: [busy.id] })
        const taken = (endpoint: string) =>
          claimed
            .filter((row) => row.webhook_id === endpoint)
            .map((row) => row.event_id)
            .sort()
        const oldest = [events[0]?.id, events[1]?.id].sort()
        assert.deepStrictEqual([taken(busy.id), taken(slow.id), taken(other.id)], [[], oldest, oldest])
      })
    )
  })
}
