/** What a label holds besides its row: translations per locale and the catalogue checks of the child lists. */
import { assert, describe, it } from "@effect/vitest"
import { CertificationId, GrapeVarietyId, IngredientId, Labels, MaterialId } from "@elabel/domain"
import { catalogIds, createLabel, seedWorkspace, TestLayer, users, validChildren } from "@elabel/testkit"
import { Effect } from "effect"
import { failsWith, paths, tick, unknownId } from "./support.ts"

describe("translations", () => {
  it.effect("a PUT stores every absent field as null under the path's locale; a second PUT replaces it", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createLabel(users.editor, workspace.id, brandId)
      const first = yield* labels.putTranslation(users.editor, label.id, "fr", { description: "Sec", region: "Alsace" })
      assert.strictEqual(first.locale, "fr")
      assert.strictEqual(first.description, "Sec")
      assert.isNull(first.aroma)
      yield* labels.putTranslation(users.editor, label.id, "de", { description: "Trocken" })
      const now = yield* tick
      const second = yield* labels.putTranslation(users.editor, label.id, "fr", { aroma: "Pomme", region: null })
      assert.isNull(second.description)
      assert.isNull(second.region)
      assert.strictEqual(second.aroma, "Pomme")
      const stored = yield* labels.get(users.viewer, label.id)
      assert.deepStrictEqual(
        stored.translations.map((t) => [t.locale, t.description]),
        [
          ["de", "Trocken"],
          ["fr", null]
        ]
      )
      assert.deepStrictEqual(stored.translations[1], second)
      assert.strictEqual(stored.updated_at, now)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("an unknown locale is UnknownLocale and stores nothing", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createLabel(users.editor, workspace.id, brandId)
      yield* tick
      for (const locale of ["xx", "DE", "de-AT", "", "constructor"]) {
        const error = yield* failsWith(
          labels.putTranslation(users.editor, label.id, locale, { description: "x" }),
          "UnknownLocale"
        )
        assert.strictEqual(error.locale, locale)
      }
      assert.deepStrictEqual(yield* labels.get(users.editor, label.id), label)
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("child lists against the catalogue", () => {
  it.effect("unknown or mismatched catalogue ids are InvalidInput naming each row's path; the list is kept", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createLabel(users.editor, workspace.id, brandId)
      yield* labels.putIngredients(users.editor, label.id, validChildren.ingredients)
      yield* labels.putGrapeVarieties(users.editor, label.id, validChildren.grape_varieties)
      const before = yield* labels.children(users.editor, label.id)

      const ingredients = yield* failsWith(
        labels.putIngredients(users.editor, label.id, [
          { ingredient_id: catalogIds.ingredients.grapes },
          { ingredient_id: IngredientId.make(unknownId) }
        ]),
        "InvalidInput"
      )
      assert.deepStrictEqual(paths(ingredients), ["[1].ingredient_id"])

      const { pinotNoir, grenache } = catalogIds.grapeVarieties
      const varieties = yield* failsWith(
        labels.putGrapeVarieties(users.editor, label.id, [
          { grape_variety_id: grenache, grape_variety_synonym_id: catalogIds.grapeVarietySynonyms.spaetburgunder },
          { grape_variety_id: pinotNoir, grape_variety_synonym_id: catalogIds.grapeVarietySynonyms.pinotNero },
          { grape_variety_synonym_id: catalogIds.grapeVarietySynonyms.garnacha },
          { grape_variety_id: GrapeVarietyId.make(unknownId) }
        ]),
        "InvalidInput"
      )
      assert.sameMembers(
        [...paths(varieties)],
        ["[0].grape_variety_synonym_id", "[2].grape_variety_synonym_id", "[3].grape_variety_id"]
      )

      const packagings = yield* failsWith(
        labels.putPackagings(users.editor, label.id, [
          { material_id: null },
          { material_id: MaterialId.make(unknownId) }
        ]),
        "InvalidInput"
      )
      assert.deepStrictEqual(paths(packagings), ["[1].material_id"])
      const certifications = yield* failsWith(
        labels.putCertifications(users.editor, label.id, [{ certification_id: CertificationId.make(unknownId) }]),
        "InvalidInput"
      )
      assert.deepStrictEqual(paths(certifications), ["[0].certification_id"])

      assert.deepStrictEqual(yield* labels.children(users.editor, label.id), before)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("every row naming an unknown id is reported, also when rows repeat it", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createLabel(users.editor, workspace.id, brandId)
      const unknown = IngredientId.make(unknownId)
      const repeated = yield* failsWith(
        labels.putIngredients(users.editor, label.id, [{ ingredient_id: unknown }, { ingredient_id: unknown }]),
        "InvalidInput"
      )
      assert.deepStrictEqual(paths(repeated), ["[0].ingredient_id", "[1].ingredient_id"])
      const variety = yield* failsWith(
        labels.putGrapeVarieties(users.editor, label.id, [
          {
            grape_variety_id: GrapeVarietyId.make(unknownId),
            grape_variety_synonym_id: catalogIds.grapeVarietySynonyms.garnacha
          }
        ]),
        "InvalidInput"
      )
      assert.sameMembers([...paths(variety)], ["[0].grape_variety_id", "[0].grape_variety_synonym_id"])
      assert.deepStrictEqual((yield* labels.children(users.editor, label.id)).ingredients, [])
    }).pipe(Effect.provide(TestLayer))
  )
})
