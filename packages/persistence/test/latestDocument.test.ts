/**
 * A write's read leaves the latest version's document out (a text of 10 to 30 KB read from its TOAST and
 * sent on every write) when the version was stored with a comparison of this code's definition (ADR 0075),
 * which it hands back instead, or when the caller names the hash it holds decoded (`knownHash`). A version
 * stored without one (recorded before comparisons were kept) is read whole for any other hash, or none.
 * On every SQL storage.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  COMPARISON_DEFINITION,
  domainServicesLayer,
  IdGenerator,
  LabelRepository,
  Labels,
  LabelVersionRepository,
  RefGenerator
} from "@elabel/domain"
import { catalogFixture, createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect, Layer, Option } from "effect"
import { sqlStorages } from "./sqlSupport.ts"

for (const [name, storage] of sqlStorages(catalogFixture)) {
  describe(`a write's read on ${name}`, () => {
    it.effect("hands back the latest version's comparison instead of its document, or the document whole", () =>
      Effect.gen(function* () {
        const { workspace, brandId } = yield* seedWorkspace()
        const label = yield* createCompleteLabel(users.editor, workspace.id, brandId)
        yield* Labels.use((labels) => labels.publish(users.editor, label.id))
        const repository = yield* LabelRepository
        const stateOf = (knownHash?: string) =>
          Effect.map(repository.findForWrite(label.id, false, undefined, knownHash), Option.getOrThrow)

        // Recorded by this code: its comparison, and no document.
        const recorded = yield* stateOf()
        assert.strictEqual(recorded.latest?.document, "")
        assert.strictEqual(recorded.compared?.definition, COMPARISON_DEFINITION)
        assert.match(recorded.compared?.view_hash ?? "", /^[0-9a-f]{64}$/)
        assert.include(recorded.compared?.refs ?? [], label.ref)
        assert.deepStrictEqual(recorded.compared?.missing, [])

        // A version stored without one, as versions recorded before comparisons were kept.
        const versions = yield* LabelVersionRepository
        const first = Option.getOrThrow(yield* versions.get(label.id, 1))
        const older = { ...first, version: 2, previous_hash: first.content_hash, content_hash: "f".repeat(64) }
        yield* versions.append(older)
        const whole = yield* stateOf()
        assert.isUndefined(whole.compared)
        assert.strictEqual(whole.latest?.document, first.document)
        const held = yield* stateOf(older.content_hash)
        assert.strictEqual(held.latest?.document, "")
        assert.deepStrictEqual({ ...held.latest, document: first.document }, whole.latest)
        assert.strictEqual((yield* stateOf("another hash")).latest?.document, first.document)
      }).pipe(
        Effect.provide(
          domainServicesLayer.pipe(Layer.provideMerge(Layer.mergeAll(storage, IdGenerator.layer, RefGenerator.layer)))
        )
      )
    )
  })
}
