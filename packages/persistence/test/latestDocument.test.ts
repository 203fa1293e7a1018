/**
 * A write's read leaves the latest version's document out (a text of 10 to 30 KB read from its TOAST and
 * sent on every write) when the caller names the hash it holds decoded (`knownHash`); any other hash, or
 * none, reads it whole. On every SQL storage.
 */
import { assert, describe, it } from "@effect/vitest"
import { domainServicesLayer, IdGenerator, LabelRepository, Labels, RefGenerator } from "@elabel/domain"
import { catalogFixture, createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect, Layer, Option } from "effect"
import { sqlStorages } from "./sqlSupport.ts"

for (const [name, storage] of sqlStorages(catalogFixture)) {
  describe(`a write's read on ${name}`, () => {
    it.effect("leaves out the latest document only when its hash is the one the caller holds", () =>
      Effect.gen(function* () {
        const { workspace, brandId } = yield* seedWorkspace()
        const label = yield* createCompleteLabel(users.editor, workspace.id, brandId)
        yield* Labels.use((labels) => labels.publish(users.editor, label.id))
        const repository = yield* LabelRepository
        const latestOf = (knownHash?: string) =>
          Effect.map(
            repository.findForWrite(label.id, false, undefined, knownHash),
            (found) => Option.getOrThrow(found).latest!
          )
        const whole = yield* latestOf()
        assert.isAbove(whole.document.length, 1000)
        const held = yield* latestOf(whole.content_hash)
        assert.strictEqual(held.document, "")
        assert.deepStrictEqual({ ...held, document: whole.document }, whole)
        assert.strictEqual((yield* latestOf("another hash")).document, whole.document)
      }).pipe(
        Effect.provide(
          domainServicesLayer.pipe(Layer.provideMerge(Layer.mergeAll(storage, IdGenerator.layer, RefGenerator.layer)))
        )
      )
    )
  })
}
