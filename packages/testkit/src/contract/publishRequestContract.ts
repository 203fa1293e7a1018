/**
 * The `PublishRequestRepository` contract: requests round trip field for
 * field (their frozen view too), list newest first per workspace, label and
 * state, keep one pending request per label, and are decided once.
 */
import { assert, describe } from "@effect/vitest"
import { LabelId, type PublishRequest, PublishRequestId, PublishRequestRepository, WorkspaceId } from "@elabel/domain"
import { Effect, Option } from "effect"
import { at, uuid } from "./records.ts"
import { type ContractIt, everything } from "./support.ts"

const requestRecord = (
  workspace: WorkspaceId,
  overrides: Partial<PublishRequest.PublishRequestRecord> = {}
): PublishRequest.PublishRequestRecord => ({
  id: PublishRequestId.make(uuid()),
  workspace_id: workspace,
  label_id: LabelId.make(uuid()),
  state: "pending",
  content_hash: "ab".repeat(32),
  requested_by: "apikey:6c1f0f0e-0d0c-4b0a-9f8e-7d6c5b4a3f2e",
  requested_at: at(0),
  decided_by: null,
  decided_at: null,
  note: null,
  content: { label: { name: "Riesling — Spätlese", alcohol_content: 12.5, formats: [] }, brand: null },
  ...overrides
})

/** Registers the publish request tests on `it`. */
export const publishRequestContract = (it: ContractIt): void => {
  describe("PublishRequestRepository", () => {
    it.effect("requests round trip and list newest first, by label and by state", () =>
      Effect.gen(function* () {
        const repo = yield* PublishRequestRepository
        const workspace = WorkspaceId.make(uuid())
        const first = requestRecord(workspace)
        const second = requestRecord(workspace, { requested_at: at(1) })
        const other = requestRecord(WorkspaceId.make(uuid()))
        for (const request of [first, second, other]) assert.isTrue(yield* repo.insert(request))
        assert.deepStrictEqual(yield* repo.findById(first.id), Option.some(first))
        assert.isTrue(Option.isNone(yield* repo.findById(PublishRequestId.make(uuid()))))
        assert.deepStrictEqual(yield* repo.list({ workspace }, everything), [second, first])
        assert.deepStrictEqual(yield* repo.list({ workspace }, { limit: 1, offset: 1 }), [first])
        assert.deepStrictEqual(yield* repo.list({ workspace, label: first.label_id }, everything), [first])
        assert.deepStrictEqual(yield* repo.list({ workspace, label: other.label_id }, everything), [])
        assert.deepStrictEqual(yield* repo.pendingOf(second.label_id), Option.some(second))

        const decision = {
          state: "rejected",
          decided_by: "owner-1",
          decided_at: at(2),
          note: "Vintage is 2023"
        } as const
        const decided = { ...second, ...decision }
        assert.deepStrictEqual(yield* repo.decide(second.id, decision), Option.some(decided))
        assert.isTrue(Option.isNone(yield* repo.pendingOf(second.label_id)))
        assert.deepStrictEqual(yield* repo.list({ workspace, state: "rejected" }, everything), [decided])
        assert.deepStrictEqual(yield* repo.list({ workspace, state: "pending" }, everything), [first])
      })
    )

    it.effect("a label has one pending request, and a request is decided once", () =>
      Effect.gen(function* () {
        const repo = yield* PublishRequestRepository
        const workspace = WorkspaceId.make(uuid())
        const pending = requestRecord(workspace)
        assert.isTrue(yield* repo.insert(pending))
        const again = requestRecord(workspace, { label_id: pending.label_id, requested_at: at(1) })
        assert.isFalse(yield* repo.insert(again), "a second pending request of the label is refused")
        assert.isTrue(Option.isNone(yield* repo.findById(again.id)))

        const approval = { state: "approved", decided_by: "admin-1", decided_at: at(3), note: null } as const
        assert.isTrue(Option.isSome(yield* repo.decide(pending.id, approval)))
        const rejection = { state: "rejected", decided_by: "admin-2", decided_at: at(4), note: "late" } as const
        assert.isTrue(Option.isNone(yield* repo.decide(pending.id, rejection)), "decided already")
        assert.isTrue(Option.isNone(yield* repo.decide(PublishRequestId.make(uuid()), rejection)), "unknown")
        assert.deepStrictEqual(yield* repo.findById(pending.id), Option.some({ ...pending, ...approval }))
        assert.isTrue(yield* repo.insert(again), "once decided, the label may be requested again")
      })
    )
  })
}
