/** The `LabelVersionRepository` contract: append-only history per label, newest first, latest by any ref. */
import { assert, describe } from "@effect/vitest"
import { type LabelAggregate, LabelRepository, type LabelVersion, LabelVersionRepository } from "@elabel/domain"
import { Effect, Option } from "effect"
import { at, freshWorkspace, labelAggregate } from "./records.ts"
import type { ContractIt } from "./support.ts"

/** Version `n` of the aggregate's label, chained to `previous`; the document is any text (storage never parses it). */
export const versionOf = (
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

/** A stored label (of a new workspace unless given) with three versions (the third a withdrawal). */
const labelWithHistory = Effect.fnUntraced(function* (workspace = freshWorkspace()) {
  const aggregate = labelAggregate(workspace)
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
        const { aggregate, versions } = yield* labelWithHistory()
        const id = aggregate.label.id
        assert.deepStrictEqual(yield* repository.latest(id), Option.some(versions[2]!))
        assert.deepStrictEqual(yield* repository.get(id, 2), Option.some(versions[1]!))
        assert.isTrue(Option.isNone(yield* repository.get(id, 4)))
        assert.deepStrictEqual(yield* repository.list(id, { limit: 1, offset: 0 }), [versions[2]!, versions[1]!])
        assert.deepStrictEqual(yield* repository.list(id, { limit: 5, offset: 2 }), [versions[0]!])
        assert.deepStrictEqual(yield* repository.versionsOf([id]), versions)
      })
    )

    it.effect("each append makes its hash and number the label's head; heads page by label id within a workspace", () =>
      Effect.gen(function* () {
        const repository = yield* LabelVersionRepository
        const workspace = freshWorkspace()
        const first = yield* labelWithHistory(workspace)
        const second = yield* labelWithHistory(workspace)
        const draft = labelAggregate(workspace, { is_published: false, published_at: null })
        yield* (yield* LabelRepository).insert(draft)
        const withdrawn = labelAggregate(workspace, { is_published: false })
        yield* (yield* LabelRepository).insert(withdrawn)
        const expected = [
          { label_id: first.aggregate.label.id, head: first.versions[2]!.content_hash, version: 3 },
          { label_id: second.aggregate.label.id, head: second.versions[2]!.content_hash, version: 3 },
          { label_id: withdrawn.label.id, head: null, version: null }
        ].sort((a, b) => (a.label_id < b.label_id ? -1 : 1))
        assert.deepStrictEqual(yield* repository.heads(workspace, undefined, 10), expected)
        assert.deepStrictEqual(yield* repository.heads(workspace, undefined, 1), expected.slice(0, 1))
        assert.deepStrictEqual(yield* repository.heads(workspace, expected[0]!.label_id, 10), expected.slice(1))
        const both = [second.aggregate.label.id, first.aggregate.label.id]
        assert.deepStrictEqual(
          (yield* repository.versionsOf(both)).map((v) => `${v.label_id}/${v.version}`),
          [first, second]
            .sort((a, b) => (a.aggregate.label.id < b.aggregate.label.id ? -1 : 1))
            .flatMap(({ versions }) => versions.map((v) => `${v.label_id}/${v.version}`))
        )
      })
    )

    it.effect("the latest version is found by the label's ref and by each format's ref; others find none", () =>
      Effect.gen(function* () {
        const repository = yield* LabelVersionRepository
        const { aggregate, versions } = yield* labelWithHistory()
        const refs = [aggregate.label.ref, ...aggregate.formats.map((format) => format.ref)]
        for (const ref of refs)
          assert.deepStrictEqual(yield* repository.latestByRef(ref ?? ""), Option.some(versions[2]!))
        assert.isTrue(Option.isNone(yield* repository.latestByRef("no-such-ref")))
        const bare = labelAggregate(freshWorkspace())
        yield* (yield* LabelRepository).insert(bare)
        assert.isTrue(Option.isNone(yield* repository.latestByRef(bare.label.ref ?? "")))
      })
    )

    it.effect("labels published once without versions are listed for the upgrade until they have one", () =>
      Effect.gen(function* () {
        const repository = yield* LabelVersionRepository
        const published = labelAggregate(freshWorkspace(), { is_published: true })
        const withdrawn = labelAggregate(freshWorkspace(), { is_published: false })
        const draft = labelAggregate(freshWorkspace(), { is_published: false, published_at: null })
        for (const aggregate of [published, withdrawn, draft]) yield* (yield* LabelRepository).insert(aggregate)
        const pending = repository.unversioned
        assert.include(yield* pending, published.label.id)
        assert.include(yield* pending, withdrawn.label.id)
        assert.notInclude(yield* pending, draft.label.id)
        yield* repository.append(versionOf(published, 1, undefined))
        assert.notInclude(yield* pending, published.label.id)
      })
    )
  })
}
