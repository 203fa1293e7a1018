import { Catalog, CatalogRepository } from "@elabel/domain"
import { Effect, Layer } from "effect"
import type { CatalogSeed } from "../catalog/CatalogSeed.ts"
import { MemoryStore } from "./MemoryStore.ts"
import { pageBy } from "./queries.ts"

/** The entries of the catalogue of `kind`, by id. */
const entriesOf = (seed: CatalogSeed, kind: Catalog.CatalogKind): ReadonlyArray<{ readonly id: string }> => {
  switch (kind) {
    case "ingredient":
      return seed.ingredients
    case "grape_variety":
      return seed.grapeVarieties
    // A closure type's material is known even if a hand-written seed forgot to list it.
    case "material":
      return [...seed.materials, ...seed.closureTypes.map((entry) => entry.material)]
    case "certification":
      return seed.certifications
    case "country":
      return seed.countries
    case "production_method":
      return seed.productionMethods
  }
}

/** The entries whose id is among `ids`. */
const only = <A extends { readonly id: string }>(entries: ReadonlyArray<A>, ids: ReadonlyArray<string>) => {
  const wanted = new Set(ids)
  return entries.filter((entry) => wanted.has(entry.id))
}

/**
 * `CatalogRepository` on the memory store's seed, in the orders the port
 * names (strings compared by code unit, which is code point order for the
 * catalogues' names, as SQL's `COLLATE "C"`; null last, as Postgres orders
 * ascending).
 */
export const CatalogRepositoryMemory: Layer.Layer<CatalogRepository, never, MemoryStore> = Layer.effect(
  CatalogRepository,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    return CatalogRepository.of({
      ingredients: (page) =>
        store.read(({ catalog }) => pageBy(catalog.ingredients, (entry) => [entry.order, entry.name, entry.id], page)),
      ingredientCategories: (page) =>
        store.read(({ catalog }) =>
          pageBy(catalog.ingredientCategories, (entry) => [entry.order, entry.name, entry.id], page)
        ),
      closureTypes: (page) =>
        store.read(({ catalog }) => pageBy(catalog.closureTypes, (entry) => [entry.name, entry.id], page)),
      grapeVarieties: (q, page) =>
        store.read(({ catalog }) =>
          pageBy(
            q === undefined
              ? catalog.grapeVarieties
              : catalog.grapeVarieties.filter((entry) => Catalog.varietyMatches(entry, q)),
            (entry) => [entry.name, entry.id],
            page
          )
        ),
      materials: (page) =>
        store.read(({ catalog }) =>
          pageBy(catalog.materials, (entry) => [entry.number, entry.abbreviation, entry.id], page)
        ),
      countries: (page) =>
        store.read(({ catalog }) => pageBy(catalog.countries, (entry) => [entry.code, entry.id], page)),
      certifications: (page) =>
        store.read(({ catalog }) => pageBy(catalog.certifications, (entry) => [entry.name, entry.id], page)),
      productionMethods: (page) =>
        store.read(({ catalog }) => pageBy(catalog.productionMethods, (entry) => [entry.name, entry.id], page)),
      unknownIds: (kind, ids) =>
        store.read(({ catalog }) => {
          const known = new Set(entriesOf(catalog, kind).map((entry) => entry.id))
          return [...new Set(ids)].filter((id) => !known.has(id))
        }),
      entriesFor: (ids) =>
        store.read(({ catalog }) => {
          const ingredients = only(catalog.ingredients, ids.ingredientIds)
          const categoryIds = ingredients.flatMap((entry) => entry.ingredient_category_id ?? [])
          return {
            ingredients,
            ingredientCategories: only(catalog.ingredientCategories, categoryIds),
            materials: only(catalog.materials, ids.materialIds),
            certifications: only(catalog.certifications, ids.certificationIds),
            countries: only(catalog.countries, ids.countryIds),
            productionMethods: only(catalog.productionMethods, ids.productionMethodIds),
            grapeVarieties: only(catalog.grapeVarieties, ids.grapeVarietyIds)
          }
        }),
      synonymMismatches: (pairs) =>
        store.read(({ catalog }) =>
          pairs.filter((pair) => {
            const variety = catalog.grapeVarieties.find((entry) => entry.id === pair.grape_variety_id)
            return !variety?.synonyms.some((synonym) => synonym.id === pair.grape_variety_synonym_id)
          })
        )
    })
  })
)
