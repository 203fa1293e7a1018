/**
 * The `AuditLog` contract: events round trip field for field, list newest
 * first with every filter, and only `prune` removes them (before an instant).
 */
import { assert, describe } from "@effect/vitest"
import { type Audit, AuditLog, LabelId, LabelRepository } from "@elabel/domain"
import { Effect, Option } from "effect"
import { at, freshWorkspace, labelAggregate, uuid } from "./records.ts"
import { type ContractIt, everything } from "./support.ts"

const event = (
  workspace: Audit.AuditEvent["workspace_id"],
  minutes: number,
  overrides: Partial<Audit.AuditEvent> = {}
): Audit.AuditEvent => ({
  id: uuid(),
  workspace_id: workspace,
  at: at(minutes),
  actor: { type: "user", id: "test-editor", name: null },
  action: "label.update",
  resource_type: "label",
  resource_id: uuid(),
  changes: { name: { before: "Riesling", after: "Grauburgunder — Spätlese" }, quantity: { before: null, after: 750 } },
  request_id: "req-1",
  idempotency_key: null,
  ...overrides
})

/** Registers the audit log tests on `it`. */
export const auditContract = (it: ContractIt): void => {
  describe("AuditLog", () => {
    it.effect("events round trip, newest first, with every filter", () =>
      Effect.gen(function* () {
        const log = yield* AuditLog
        const workspace = freshWorkspace()
        const first = event(workspace, 1)
        const second = event(workspace, 2, {
          actor: { type: "api_key", id: uuid(), name: "ERP" },
          action: "label.publish",
          changes: null,
          request_id: null,
          idempotency_key: "k-1"
        })
        // The service's own writes (the webhook worker's disable) are kept as the users' are.
        const third = event(workspace, 3, {
          actor: { type: "system", id: "webhook-worker", name: null },
          resource_type: "webhook",
          action: "webhook.disable",
          changes: null
        })
        for (const e of [second, first, third]) yield* log.append(e)
        yield* log.append(event(freshWorkspace(), 2))
        assert.deepStrictEqual(yield* log.list(workspace, {}, everything), [third, second, first])
        assert.deepStrictEqual(yield* log.list(workspace, {}, { limit: 1, offset: 1 }), [second, first])
        assert.deepStrictEqual(yield* log.list(workspace, { action: "label.publish" }, everything), [second])
        assert.deepStrictEqual(yield* log.list(workspace, { actor: second.actor.id }, everything), [second])
        assert.deepStrictEqual(yield* log.list(workspace, { resource_type: "webhook" }, everything), [third])
        assert.deepStrictEqual(yield* log.list(workspace, { resource_id: first.resource_id }, everything), [first])
        assert.deepStrictEqual(yield* log.list(workspace, { from: at(2), to: at(3) }, everything), [second])
      })
    )

    it.effect("a label row's write appends its event with it, and none when it writes nothing", () =>
      Effect.gen(function* () {
        const [log, labels] = [yield* AuditLog, yield* LabelRepository]
        const workspace = freshWorkspace()
        const aggregate = labelAggregate(workspace)
        const id = aggregate.label.id
        yield* labels.insert(aggregate)
        const { stamp } = Option.getOrThrow(yield* labels.findForWrite(id, false))
        const written = event(workspace, 1, { resource_id: id })
        assert.isTrue(Option.isSome(yield* labels.writeRow(id, { name: "Audited" }, stamp, { event: written })))
        // A stale stamp, then a label that does not exist: no row written, no event kept.
        yield* labels.writeRow(id, { name: "Stale" }, stamp, { event: event(workspace, 2, { resource_id: id }) })
        yield* labels.writeRow(LabelId.make(uuid()), {}, undefined, { event: event(workspace, 3) })
        assert.deepStrictEqual(yield* log.list(workspace, {}, everything), [written])
      })
    )

    it.effect("prune removes the events before an instant and answers how many", () =>
      Effect.gen(function* () {
        const log = yield* AuditLog
        const workspace = freshWorkspace()
        const old = event(workspace, -60 * 24 * 400)
        const recent = event(workspace, -60 * 24 * 400 + 10)
        yield* log.append(old)
        yield* log.append(recent)
        assert.isAtLeast(yield* log.prune(at(-60 * 24 * 400 + 5)), 1)
        assert.deepStrictEqual(yield* log.list(workspace, {}, everything), [recent])
      })
    )
  })
}
