/**
 * A write's read keeps, per label, what its formats, translations, child lists and brand decoded to
 * (`embeddedParts.ts`): read again unchanged, they are the same values; changed by any other writer (here
 * plain SQL, as another process would), the read has the change. On every SQL storage.
 */
import { assert, describe, it } from "@effect/vitest"
import { domainServicesLayer, IdGenerator, LabelRepository, RefGenerator } from "@elabel/domain"
import { catalogFixture, createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { sqlStorages } from "./sqlSupport.ts"

for (const [name, storage] of sqlStorages(catalogFixture)) {
  describe(`a write's read of a label's parts on ${name}`, () => {
    it.effect("answers the parts it kept while their rows are unchanged, and what another writer changed", () =>
      Effect.gen(function* () {
        const { workspace, brandId } = yield* seedWorkspace()
        const label = yield* createCompleteLabel(users.editor, workspace.id, brandId)
        const repository = yield* LabelRepository
        const sql = yield* SqlClient.SqlClient
        const read = Effect.map(repository.findForWrite(label.id, false), Option.getOrThrow)
        const first = yield* read
        assert.isAbove(first.children.ingredients.length, 1)
        const again = yield* read
        assert.strictEqual(again.children.ingredients, first.children.ingredients)
        assert.strictEqual(again.label.translations, first.label.translations)
        assert.strictEqual(again.brand, first.brand)

        // Another writer drops the first ingredient and renames the brand; the row of the label is untouched.
        const dropped = first.children.ingredients[0]!
        yield* sql`DELETE FROM label_ingredients WHERE id = ${dropped.id}`
        yield* sql`UPDATE brands SET name = 'Renamed elsewhere' WHERE id = ${brandId}`
        const changed = yield* read
        assert.deepStrictEqual(
          changed.children.ingredients.map((row) => row.id),
          first.children.ingredients.slice(1).map((row) => row.id)
        )
        assert.strictEqual(changed.brand?.name, "Renamed elsewhere")
        // What did not change is still what was kept.
        assert.strictEqual(changed.children.packagings, first.children.packagings)
        assert.strictEqual(changed.label.formats, first.label.formats)
      }).pipe(
        Effect.provide(
          domainServicesLayer.pipe(Layer.provideMerge(Layer.mergeAll(storage, IdGenerator.layer, RefGenerator.layer)))
        )
      )
    )
  })
}
