import { assert, describe, it } from "@effect/vitest"
import { Label, LabelChildren, MarketingQrCode, Translation } from "@elabel/domain"
import {
  catalogIds,
  certificationsPut,
  grapeVarietiesPut,
  ingredientsPut,
  labelDuplicate,
  labelPatch,
  operation,
  packagingsPut,
  qrCodeCreate,
  qrCodePatch,
  translationPut
} from "@elabel/testkit"
import { Arbitrary, Effect, Schema } from "effect"

const strict = { onExcessProperty: "error" } as const
const samples = <A>(arbitrary: Arbitrary.Arbitrary<A>) => Arbitrary.sampleEffect(arbitrary, { count: 200 })

/** Every sample decodes with `schema`, strictly, to itself. */
const allDecode = <A>(
  arbitrary: Arbitrary.Arbitrary<A>,
  schema: Schema.ConstraintDecoder<unknown>,
  toInput: (a: A) => unknown = (a) => a
) =>
  Effect.gen(function* () {
    const values = yield* samples(arbitrary)
    assert.strictEqual(values.length, 200)
    const decode = Schema.decodeUnknownSync(schema)
    for (const value of values) assert.deepStrictEqual(decode(toInput(value), strict), toInput(value))
    return values
  })

describe("arbitraries", () => {
  it.effect("labelPatch samples are LabelPatch bodies, with links and fixture catalogue ids", () =>
    Effect.gen(function* () {
      const values = yield* allDecode(labelPatch, Label.LabelPatch)
      assert.isTrue(values.some((patch) => typeof patch.marketing_link_href === "string"))
      assert.isTrue(values.some((patch) => Object.keys(patch).length > 10))
      const countries: ReadonlyArray<string> = Object.values(catalogIds.countries)
      for (const patch of values) {
        assert.isFalse("brand_id" in patch || "default_format_id" in patch)
        if (patch.country_of_origin_id != null) assert.include(countries, patch.country_of_origin_id)
      }
    })
  )

  it.effect("translationPut samples are TranslationPut bodies", () =>
    Effect.asVoid(allDecode(translationPut, Translation.TranslationPut))
  )

  it.effect("grapeVarietiesPut rows name fixture varieties and only their own synonyms", () =>
    Effect.gen(function* () {
      const values = yield* allDecode(grapeVarietiesPut, LabelChildren.GrapeVarietiesPut)
      const { pinotNoir, grenache } = catalogIds.grapeVarieties
      const syn = catalogIds.grapeVarietySynonyms
      const owner: Record<string, string> = {
        [syn.spaetburgunder]: pinotNoir,
        [syn.blauburgunder]: pinotNoir,
        [syn.pinotNero]: pinotNoir,
        [syn.garnacha]: grenache,
        [syn.cannonau]: grenache
      }
      const varieties: ReadonlyArray<string> = Object.values(catalogIds.grapeVarieties)
      const rows = values.flat()
      assert.isTrue(rows.some((row) => row.grape_variety_synonym_id != null))
      for (const row of rows) {
        if (row.grape_variety_id != null) assert.include(varieties, row.grape_variety_id)
        if (row.grape_variety_synonym_id != null) {
          assert.strictEqual(owner[row.grape_variety_synonym_id], row.grape_variety_id)
        }
      }
    })
  )

  it.effect("ingredientsPut rows name fixture ingredients", () =>
    Effect.gen(function* () {
      const values = yield* allDecode(ingredientsPut, LabelChildren.IngredientsPut)
      const known: ReadonlyArray<string> = Object.values(catalogIds.ingredients)
      for (const row of values.flat()) assert.include(known, row.ingredient_id)
    })
  )

  it.effect("packagingsPut rows name fixture materials", () =>
    Effect.gen(function* () {
      const values = yield* allDecode(packagingsPut, LabelChildren.PackagingsPut)
      const known: ReadonlyArray<string> = Object.values(catalogIds.materials)
      for (const row of values.flat()) if (row.material_id != null) assert.include(known, row.material_id)
    })
  )

  it.effect("certificationsPut rows name fixture certifications, up to 200 rows", () =>
    Effect.gen(function* () {
      const values = yield* allDecode(certificationsPut, LabelChildren.CertificationsPut)
      const known: ReadonlyArray<string> = Object.values(catalogIds.certifications)
      for (const row of values.flat()) assert.include(known, row.certification_id)
      const long = yield* Arbitrary.sampleEffect(certificationsPut, { count: 50, size: 1000 })
      assert.isTrue(long.every((rows) => rows.length <= 200))
      assert.isTrue(long.some((rows) => rows.length > 20))
    })
  )

  it.effect("labelDuplicate samples are LabelDuplicate bodies without brand_id", () =>
    Effect.gen(function* () {
      const values = yield* allDecode(labelDuplicate, Label.LabelDuplicate)
      assert.isTrue(values.every((body) => !("brand_id" in body)))
    })
  )

  it.effect("qrCodeCreate samples are QrCodeCreate bodies once the workspace is spread in", () =>
    Effect.gen(function* () {
      const workspace_id = "00000000-0000-4000-8000-000000000001"
      const values = yield* allDecode(qrCodeCreate, MarketingQrCode.QrCodeCreate, (body) => ({
        ...body,
        workspace_id
      }))
      assert.isTrue(values.some((body) => typeof body.expires_at === "string"))
    })
  )

  it.effect("qrCodePatch samples are QrCodePatch bodies", () =>
    Effect.asVoid(allDecode(qrCodePatch, MarketingQrCode.QrCodePatch))
  )

  it.effect("operation samples cover publish, unpublish and valid patches", () =>
    Effect.gen(function* () {
      const values = yield* samples(operation)
      const decode = Schema.decodeUnknownSync(Label.LabelPatch)
      for (const op of values) if (op._tag === "patch") assert.deepStrictEqual(decode(op.patch, strict), op.patch)
      assert.sameMembers([...new Set(values.map((op) => op._tag))], ["publish", "unpublish", "patch"])
    })
  )
})
