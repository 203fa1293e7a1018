/** The read-only catalogues: names in the caller's locale with fallback, stable paging, search by synonym. */
import { assert, describe, it } from "@effect/vitest"
import { Catalogs } from "@elabel/domain"
import { catalogIds, TestLayer } from "@elabel/testkit"
import { Effect } from "effect"
import { failsWith } from "./support.ts"

describe("ingredients", () => {
  it.effect("are ordered by their order, named in the locale, else by the base name", () =>
    Effect.gen(function* () {
      const catalogs = yield* Catalogs
      const names = (locale?: string) =>
        Effect.map(catalogs.ingredients(locale === undefined ? {} : { locale }), (page) =>
          page.items.map((row) => row.name)
        )
      const base = ["Grapes", "Sucrose", "Tartaric acid", "Citric acid", "Sulphites", "Egg albumin"]
      assert.deepStrictEqual(yield* names(), base)
      assert.deepStrictEqual(yield* names("de"), [
        "Trauben",
        "Saccharose",
        "Weinsäure",
        "Citronensäure",
        "Sulfite",
        "Hühnereiweiß"
      ])
      // A supported locale without translations, an unsupported one and an object key all fall back.
      for (const locale of ["it", "xx", "constructor", "__proto__"]) assert.deepStrictEqual(yield* names(locale), base)

      const [grapes, sucrose] = (yield* catalogs.ingredients({ locale: "fr" })).items
      assert.deepStrictEqual(grapes, {
        id: catalogIds.ingredients.grapes,
        name: "Raisins",
        organic_name: "Raisins biologiques",
        is_allergen: false,
        order: 1,
        ingredient_category_id: catalogIds.ingredientCategories.rawMaterials
      })
      assert.isNull(sucrose?.organic_name)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("page with limit and offset, has_more telling whether rows follow", () =>
    Effect.gen(function* () {
      const catalogs = yield* Catalogs
      const first = yield* catalogs.ingredients({ limit: 4 })
      assert.deepStrictEqual([first.items.length, first.limit, first.offset, first.has_more], [4, 4, 0, true])
      const rest = yield* catalogs.ingredients({ limit: 4, offset: 4 })
      assert.deepStrictEqual(
        rest.items.map((row) => row.id),
        [catalogIds.ingredients.sulphites, catalogIds.ingredients.eggAlbumin]
      )
      assert.isFalse(rest.has_more)
      const exact = yield* catalogs.ingredients({ limit: 6 })
      assert.isFalse(exact.has_more)
      const nullOffset = yield* catalogs.ingredients({ limit: 1, offset: null })
      assert.deepStrictEqual([nullOffset.offset, nullOffset.items[0]?.id], [0, catalogIds.ingredients.grapes])
      const past = yield* catalogs.ingredients({ offset: 10 })
      assert.deepStrictEqual([past.items, past.limit, past.has_more], [[], 50, false])
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("closure types", () => {
  it.effect("are named, with their material, in the locale", () =>
    Effect.gen(function* () {
      const catalogs = yield* Catalogs
      const de = yield* catalogs.closureTypes({ locale: "de" })
      assert.deepStrictEqual(
        de.items.map((row) => [row.name, row.material.name]),
        [
          ["Naturkorken", "Kork"],
          ["Schraubverschluss", "Aluminium"]
        ]
      )
      const base = yield* catalogs.closureTypes({ locale: "pl" })
      assert.deepStrictEqual(
        base.items.map((row) => [row.name, row.material.id, row.weight]),
        [
          ["Natural cork", catalogIds.materials.cork, 4],
          ["Screw cap", catalogIds.materials.aluminium, 5]
        ]
      )
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("grape varieties", () => {
  it.effect("are ordered by name and found by name or synonym, ignoring case and accents", () =>
    Effect.gen(function* () {
      const catalogs = yield* Catalogs
      const found = (q?: string) =>
        Effect.map(catalogs.grapeVarieties(q === undefined ? {} : { q }), (page) => page.items.map((row) => row.name))
      assert.deepStrictEqual(yield* found(), ["Chardonnay", "Grenache", "Pinot Noir", "Riesling"])
      assert.deepStrictEqual(yield* found("Spätburgunder"), ["Pinot Noir"])
      assert.deepStrictEqual(yield* found("SPATBURG"), ["Pinot Noir"])
      assert.deepStrictEqual(yield* found("cannonau"), ["Grenache"])
      assert.deepStrictEqual(yield* found("pinot"), ["Pinot Noir"])
      assert.deepStrictEqual(yield* found("ries"), ["Riesling"])
      assert.deepStrictEqual(yield* found("zweigelt"), [])
      const pinot = (yield* catalogs.grapeVarieties({ q: "blau" })).items[0]
      assert.deepStrictEqual(
        pinot?.synonyms.map((synonym) => synonym.name),
        ["Spätburgunder", "Blauburgunder", "Pinot Nero"]
      )
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("page like the other catalogues, also when searching", () =>
    Effect.gen(function* () {
      const catalogs = yield* Catalogs
      const page = yield* catalogs.grapeVarieties({ limit: 2, offset: 1 })
      assert.deepStrictEqual([page.items.map((row) => row.name), page.has_more], [["Grenache", "Pinot Noir"], true])
      const searched = yield* catalogs.grapeVarieties({ q: "n", limit: 1, offset: 1 })
      assert.deepStrictEqual([searched.items.map((row) => row.name), searched.has_more], [["Grenache"], true])
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("Catalogs.validate", () => {
  it.effect("names every unknown id and every synonym of another variety, and accepts known ones", () =>
    Effect.gen(function* () {
      const catalogs = yield* Catalogs
      yield* catalogs.validate(
        [
          { path: "a", kind: "ingredient", id: catalogIds.ingredients.sulphites },
          { path: "b", kind: "material", id: catalogIds.materials.cork },
          { path: "c", kind: "country", id: catalogIds.countries.italy }
        ],
        [
          {
            path: "d",
            grape_variety_id: catalogIds.grapeVarieties.grenache,
            grape_variety_synonym_id: catalogIds.grapeVarietySynonyms.garnacha
          }
        ]
      )
      const error = yield* failsWith(
        catalogs.validate(
          [
            { path: "x", kind: "ingredient", id: catalogIds.grapeVarieties.riesling },
            { path: "y", kind: "certification", id: catalogIds.certifications.vegan }
          ],
          [
            {
              path: "z",
              grape_variety_id: catalogIds.grapeVarieties.riesling,
              grape_variety_synonym_id: catalogIds.grapeVarietySynonyms.garnacha
            }
          ]
        ),
        "InvalidInput"
      )
      assert.deepStrictEqual(
        error.errors.map((issue) => issue.path),
        ["x", "z"]
      )
    }).pipe(Effect.provide(TestLayer))
  )
})
