/**
 * The shipped reference catalogue as a store serves it, once seeded with
 * it: every catalogue whole (hundreds of entries, accents, nulls, names per
 * locale) and in the port's order, varieties found by synonym, entries in
 * the caller's locale, and ids checked, on a store of its own.
 */
import { assert, describe } from "@effect/vitest"
import { CatalogRepository, Catalogs, InvalidInput } from "@elabel/domain"
import { type CatalogSeed, referenceCatalog, toCatalogSeed } from "@elabel/persistence"
import { Effect } from "effect"
import { servesInOrder } from "./catalogContract.ts"
import type { ContractIt } from "./support.ts"

/** The seed of the store these tests run on. */
export const referenceSeed: CatalogSeed = toCatalogSeed(referenceCatalog)

const catalog = referenceCatalog
const withCatalogs = Effect.provide(Catalogs.layer)

const byName = <A extends { readonly name: string | null }>(entries: ReadonlyArray<A>, name: string): A => {
  const found = entries.find((entry) => entry.name === name)
  assert.isDefined(found, `no entry named ${name}`)
  return found as A
}

/** Registers the reference catalogue tests on `it`; the store must hold exactly `referenceSeed`. */
export const catalogSeedContract = (it: ContractIt): void => {
  describe("reference catalogue", () => {
    const pinotNoir = byName(catalog.grapeVarieties, "Pinot Noir")
    const spaetburgunder = byName(pinotNoir.synonyms, "Spätburgunder")

    it.effect("is served whole, every catalogue in the port's order", () =>
      Effect.gen(function* () {
        yield* servesInOrder(referenceSeed)
        const repository = yield* CatalogRepository
        assert.strictEqual((yield* repository.countries({ limit: 1000, offset: 0 })).length, 249)
      })
    )

    it.effect("lists every variety and finds them by synonym, ignoring case and accents", () =>
      Effect.gen(function* () {
        const catalogs = yield* Catalogs
        const all = yield* catalogs.grapeVarieties({ limit: 1000 })
        assert.isAtLeast(all.items.length, 250)
        assert.isFalse(all.has_more)
        const found = yield* catalogs.grapeVarieties({ q: "spatburgunder" })
        assert.include(
          found.items.map((row) => row.name),
          "Pinot Noir"
        )
        const primitivo = yield* catalogs.grapeVarieties({ q: "PRIMITIVO" })
        assert.deepStrictEqual(
          primitivo.items.map((row) => row.name),
          ["Zinfandel"]
        )
      }).pipe(withCatalogs)
    )

    it.effect("serves ingredients and closure types in the caller's locale, without the E-number field", () =>
      Effect.gen(function* () {
        const catalogs = yield* Catalogs
        const ingredients = yield* catalogs.ingredients({ locale: "de", limit: 1000 })
        assert.strictEqual(ingredients.items.length, catalog.ingredients.length)
        const first = ingredients.items[0]
        assert.deepStrictEqual(first, {
          id: byName(catalog.ingredients, "Grapes").id,
          name: "Trauben",
          organic_name: "Trauben aus ökologischem Anbau",
          is_allergen: false,
          order: 1,
          ingredient_category_id: byName(catalog.ingredientCategories, "Raw materials").id
        })
        assert.include(
          ingredients.items.map((row) => row.name),
          "Sulfite"
        )
        const closures = yield* catalogs.closureTypes({ locale: "fr" })
        const natural = closures.items.find((row) => row.id === byName(catalog.closureTypes, "Natural cork").id)
        assert.deepStrictEqual([natural?.name, natural?.material.name], ["Bouchon en liège naturel", "Liège"])
      }).pipe(withCatalogs)
    )

    it.effect("accepts catalogued ids of every kind and rejects others", () =>
      Effect.gen(function* () {
        const catalogs = yield* Catalogs
        yield* catalogs.validate(
          [
            { path: "country_of_origin_id", kind: "country", id: catalog.countries[0]!.id },
            { path: "production_method_id", kind: "production_method", id: catalog.productionMethods[0]!.id },
            { path: "certifications[0]", kind: "certification", id: catalog.certifications[0]!.id },
            { path: "packagings[0]", kind: "material", id: catalog.materials[0]!.id },
            { path: "ingredients[0]", kind: "ingredient", id: catalog.ingredients[0]!.id },
            { path: "grape_varieties[0]", kind: "grape_variety", id: pinotNoir.id }
          ],
          [{ path: "grape_varieties[0]", grape_variety_id: pinotNoir.id, grape_variety_synonym_id: spaetburgunder.id }]
        )
        const grenache = byName(catalog.grapeVarieties, "Grenache")
        const error = yield* catalogs
          .validate(
            [{ path: "country_of_origin_id", kind: "country", id: catalog.materials[0]!.id }],
            [{ path: "grape_varieties[0]", grape_variety_id: grenache.id, grape_variety_synonym_id: spaetburgunder.id }]
          )
          .pipe(Effect.flip)
        assert.instanceOf(error, InvalidInput)
        assert.deepStrictEqual(
          (error as InvalidInput).errors.map((issue) => issue.path),
          ["country_of_origin_id", "grape_varieties[0]"]
        )
      }).pipe(withCatalogs)
    )
  })
}
