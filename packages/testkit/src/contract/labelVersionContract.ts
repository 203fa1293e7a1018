/** The `LabelVersionRepository` contract: append-only history per label, newest first, latest by any ref. */
import { assert, describe } from "@effect/vitest"
import { type LabelAggregate, LabelRepository, type LabelVersion, LabelVersionRepository } from "@elabel/domain"
import { Effect, Option } from "effect"
import { at, freshWorkspace, labelAggregate } from "./records.ts"
import type { ContractIt } from "./support.ts"

/** Version `n` of the aggregate's label, chained to `previous`; the document is any text (storage never parses it). */
const versionOf = (
  aggregate: LabelAggregate,
  n: number,
  previous: LabelVersion.StoredLabelVersion | undefined
): LabelVersion.StoredLabelVersion => ({
  label_id: aggregate.label.id,
  workspace_id: aggregate.label.workspace_id,
  version: n,
  created_at: at(n),
  created_by: "editor ✓",
  is_published: n !== 3,
  content_hash: `hash-${aggregate.label.id}-${n}`,
  previous_hash: previous?.content_hash ?? null,
  document: `{"n":${n},"text":"Spätlese 🍷"}`
})

/** A stored label with three versions (the third a withdrawal). */
const labelWithHistory = Effect.gen(function* () {
  const aggregate = labelAggregate(freshWorkspace())
  yield* (yield* LabelRepository).insert(aggregate)
  const versions: Array<LabelVersion.StoredLabelVersion> = []
  for (const n of [1, 2, 3]) {
    const version = versionOf(aggregate, n, versions.at(-1))
    yield* (yield* LabelVersionRepository).append(version)
    versions.push(version)
  }
  return { aggregate, versions }
})

/** Registers the label version tests on `it`. */
export const labelVersionContract = (it: ContractIt): void => {
  describe("LabelVersionRepository", () => {
    it.effect("versions read back field for field: latest, by number, newest first with paging", () =>
      Effect.gen(function* () {
        const repository = yield* LabelVersionRepository
        const { aggregate, versions } = yield* labelWithHistory
        const id = aggregate.label.id
        assert.deepStrictEqual(yield* repository.latest(id), Option.some(versions[2]!))
        assert.deepStrictEqual(yield* repository.get(id, 2), Option.some(versions[1]!))
        assert.isTrue(Option.isNone(yield* repository.get(id, 4)))
        assert.deepStrictEqual(yield* repository.list(id, { limit: 1, offset: 0 }), [versions[2]!, versions[1]!])
        assert.deepStrictEqual(yield* repository.list(id, { limit: 5, offset: 2 }), [versions[0]!])
        const all = (yield* repository.all(aggregate.label.workspace_id)).filter((v) => v.label_id === id)
        assert.deepStrictEqual(all, versions)
      })
    )

    it.effect("the latest version is found by the label's ref and by each format's ref; others find none", () =>
      Effect.gen(function* () {
        const repository = yield* LabelVersionRepository
        const { aggregate, versions } = yield* labelWithHistory
        const refs = [aggregate.label.ref, ...aggregate.formats.map((format) => format.ref)]
        for (const ref of refs)
          assert.deepStrictEqual(yield* repository.latestByRef(ref ?? ""), Option.some(versions[2]!))
        assert.isTrue(Option.isNone(yield* repository.latestByRef("no-such-ref")))
        const bare = labelAggregate(freshWorkspace())
        yield* (yield* LabelRepository).insert(bare)
        assert.isTrue(Option.isNone(yield* repository.latestByRef(bare.label.ref ?? "")))
      })
    )

    it.effect("published labels without versions are listed for the upgrade until they have one", () =>
      Effect.gen(function* () {
        const repository = yield* LabelVersionRepository
        const published = labelAggregate(freshWorkspace(), { is_published: true })
        const draft = labelAggregate(freshWorkspace(), { is_published: false })
        for (const aggregate of [published, draft]) yield* (yield* LabelRepository).insert(aggregate)
        const pending = repository.unversionedPublished
        assert.include(yield* pending, published.label.id)
        assert.notInclude(yield* pending, draft.label.id)
        yield* repository.append(versionOf(published, 1, undefined))
        assert.notInclude(yield* pending, published.label.id)
      })
    )
  })
}
