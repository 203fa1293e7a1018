/**
 * The `WebhookRepository` and `EventOutbox` contract: endpoints round trip
 * with their secrets, updates are versioned; an event fans out to the enabled endpoints of its
 * workspace subscribed to its type, only when its transaction commits;
 * the outbox keeps deliveries per endpoint (`deliveryContract.ts` claims them).
 */
import { assert, describe } from "@effect/vitest"
import { EventOutbox, Transactor, WebhookId, WebhookRepository } from "@elabel/domain"
import { Effect, Option } from "effect"
import { at, freshWorkspace, uuid } from "./records.ts"
import type { ContractIt } from "./support.ts"
import { event, webhookRecord, workspaceWithEvents } from "./webhookRecords.ts"

/** Registers the webhook and outbox tests on `it`. */
export const webhookContract = (it: ContractIt): void => {
  describe("WebhookRepository and EventOutbox", () => {
    it.effect("endpoints round trip field for field, list by creation, update, and delete with their deliveries", () =>
      Effect.gen(function* () {
        const repo = yield* WebhookRepository
        const outbox = yield* EventOutbox
        const workspace = yield* workspaceWithEvents()
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
          Option.some({ ...first, events: ["label.updated"], enabled: false, updated_at: at(5), version: 2 })
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
        const workspace = yield* workspaceWithEvents()
        const wanted = webhookRecord(workspace, ["label.published", "label.updated"])
        const other = webhookRecord(workspace, ["label.unpublished"])
        const disabled = webhookRecord(workspace, ["label.published"], { enabled: false })
        const elsewhere = webhookRecord(freshWorkspace(), ["label.published"])
        for (const row of [wanted, other, disabled, elsewhere]) yield* repo.insert(row)
        const sent = event(workspace, "label.published", 3)
        assert.strictEqual(yield* outbox.append(sent), 1)
        // A workspace whose plan has no events keeps none, whatever its endpoints.
        const withoutEvents = yield* workspaceWithEvents(false)
        yield* repo.insert(webhookRecord(withoutEvents, ["label.published"]))
        assert.strictEqual(yield* outbox.append(event(withoutEvents, "label.published")), 0)
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
        const workspace = yield* workspaceWithEvents()
        const endpoint = webhookRecord(workspace)
        yield* repo.insert(endpoint)
        yield* Effect.flip(transactor.transaction(Effect.andThen(outbox.append(event(workspace)), Effect.fail("no"))))
        assert.deepStrictEqual(yield* outbox.list(endpoint.id, { limit: 10, offset: 0 }), [])
      })
    )

    it.effect("an update increments the version and, given the versions it accepts, changes only those", () =>
      Effect.gen(function* () {
        const repo = yield* WebhookRepository
        const endpoint = webhookRecord(freshWorkspace(), ["label.published"], { version: 7 })
        yield* repo.insert(endpoint)
        assert.isTrue(Option.isNone(yield* repo.update(endpoint.id, { description: "stale" }, [6, 99])))
        assert.isTrue(Option.isNone(yield* repo.update(endpoint.id, { description: "stale" }, [])))
        const updated = yield* repo.update(endpoint.id, { description: "fresh" }, [6, 7])
        assert.deepStrictEqual(updated, Option.some({ ...endpoint, description: "fresh", version: 8 }))
        const unconditional = yield* repo.update(endpoint.id, {})
        assert.deepStrictEqual(
          Option.map(unconditional, (row) => row.version),
          Option.some(9)
        )
        assert.deepStrictEqual(yield* repo.findById(endpoint.id), unconditional)
      })
    )

    it.effect(
      "failed deliveries are counted atomically, disable at the limit once, and a success resets the count",
      () =>
        Effect.gen(function* () {
          const repo = yield* WebhookRepository
          const endpoint = webhookRecord(freshWorkspace())
          yield* repo.insert(endpoint)
          const count = repo.countFailedDelivery(endpoint.id, 3, "3 deliveries in a row failed every attempt")
          yield* Effect.all(
            Array.from({ length: 2 }, () => count),
            { concurrency: "unbounded" }
          )
          assert.deepInclude(Option.getOrUndefined(yield* repo.findById(endpoint.id)), {
            consecutive_failures: 2,
            enabled: true,
            version: 3
          })
          yield* repo.resetFailures(endpoint.id)
          yield* repo.resetFailures(endpoint.id)
          assert.deepInclude(Option.getOrUndefined(yield* repo.findById(endpoint.id)), {
            consecutive_failures: 0,
            version: 4
          })
          const counted = yield* Effect.all(
            Array.from({ length: 5 }, () => count),
            { concurrency: "unbounded" }
          )
          const counts = counted.map((row) => Option.getOrUndefined(row)?.consecutive_failures ?? 0)
          assert.deepStrictEqual(
            counts.sort((a, b) => a - b),
            [1, 2, 3, 4, 5]
          )
          assert.deepInclude(Option.getOrUndefined(yield* repo.findById(endpoint.id)), {
            consecutive_failures: 5,
            enabled: false,
            disabled_reason: "3 deliveries in a row failed every attempt"
          })
          assert.isTrue(Option.isNone(yield* repo.countFailedDelivery(WebhookId.make(uuid()), 3, "none")))
        })
    )
  })
}
