/**
 * `Labels.create` with parts (what bulk import creates labels with): the
 * whole label in one write, answered as a read gives it, under the rules of
 * the writes of each part.
 */
import { assert, describe, it } from "@effect/vitest"
import { Labels, Primitives } from "@elabel/domain"
import { catalogIds, seedWorkspace, TestLayer, users, validLabelCreate } from "@elabel/testkit"
import { Effect } from "effect"
import { failsWith, paths, unknownId } from "./support.ts"

describe("Labels.create with parts", () => {
  it.effect("stores fields, formats in order, the chosen default, translations and lists; answers what get reads", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const { workspace, brandId } = yield* seedWorkspace()
      const created = yield* labels.create(users.editor, validLabelCreate(workspace.id, brandId, { quantity: 750 }), {
        fields: { vintage: "2023", alcohol: 12, country_of_origin_id: catalogIds.countries.germany },
        formats: [{ quantity: 1500 }, { quantity: 375, lot: "L1" }],
        default_format: 2,
        translations: [
          { locale: "fr", description: "Frais" },
          { locale: "de", description: "Erst" },
          { locale: "de", description: "Frisch" }
        ],
        ingredients: [{ ingredient_id: catalogIds.ingredients.grapes, order: 1 }]
      })
      assert.deepStrictEqual(created, yield* labels.get(users.editor, created.id))
      assert.deepStrictEqual(
        created.formats.map((format) => format.quantity),
        [750, 1500, 375]
      )
      assert.strictEqual(created.default_format_id, created.formats[2]?.id)
      assert.deepStrictEqual([created.vintage, created.alcohol, created.quantity], ["2023", 12, 750])
      assert.deepStrictEqual(
        created.translations.map((translation) => [translation.locale, translation.description]),
        [
          ["de", "Frisch"],
          ["fr", "Frais"]
        ]
      )
      const children = yield* labels.children(users.editor, created.id)
      assert.deepStrictEqual(
        children.ingredients.map((row) => row.ingredient_id),
        [catalogIds.ingredients.grapes]
      )
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect(
    "names every unknown catalogue id at its path; refuses a default beyond the formats, too many formats",
    () =>
      Effect.gen(function* () {
        const labels = yield* Labels
        const { workspace, brandId } = yield* seedWorkspace()
        const input = validLabelCreate(workspace.id, brandId)
        const unknown = yield* failsWith(
          labels.create(users.editor, input, {
            fields: { country_of_origin_id: unknownId },
            ingredients: [{ ingredient_id: catalogIds.ingredients.grapes }, { ingredient_id: unknownId as never }],
            certifications: [{ certification_id: unknownId as never }]
          }),
          "InvalidInput"
        )
        assert.sameMembers(
          [...paths(unknown)],
          ["country_of_origin_id", "ingredients[1].ingredient_id", "certifications[0].certification_id"]
        )
        const beyond = yield* failsWith(
          labels.create(users.editor, input, { formats: [{ quantity: 750 }], default_format: 1 }),
          "InvalidInput"
        )
        assert.deepStrictEqual(paths(beyond), ["default_format"])
        const formats = Array.from({ length: Primitives.MAX_ITEMS + 1 }, () => ({ quantity: 750 }))
        yield* failsWith(labels.create(users.editor, input, { formats }), "Conflict")
        assert.strictEqual(
          (yield* labels.list(users.viewer, { workspace_id: workspace.id }, { limit: 10, offset: 0 })).items.length,
          0
        )
      }).pipe(Effect.provide(TestLayer))
  )
})
