import { Catalog, CatalogRepository } from "@elabel/domain"
import { Effect, Layer } from "effect"
import type { CatalogSeed } from "./CatalogSeed.ts"
import { MemoryStore } from "./MemoryStore.ts"
import { pageBy } from "./queries.ts"

/** The ids the seed holds for a catalogue. */
const knownIds = (seed: CatalogSeed, kind: Catalog.CatalogKind): ReadonlySet<string> => {
  const listed: ReadonlyArray<string> =
    kind === "ingredient"
      ? seed.ingredients.map((entry) => entry.id)
      : kind === "grape_variety"
        ? seed.grapeVarieties.map((entry) => entry.id)
        : kind === "material"
          ? seed.closureTypes.map((entry) => entry.material.id)
          : []
  return new Set([...listed, ...(seed.ids[kind] ?? [])])
}

/**
 * `CatalogRepository` on the memory store's seed. Ingredients are ordered by
 * `order`, then name, then id; closure types and grape varieties by name,
 * then id (null last, as Postgres orders ascending).
 */
export const CatalogRepositoryMemory: Layer.Layer<CatalogRepository, never, MemoryStore> = Layer.effect(
  CatalogRepository,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    return CatalogRepository.of({
      ingredients: (page) =>
        store.read(({ catalog }) => pageBy(catalog.ingredients, (entry) => [entry.order, entry.name, entry.id], page)),
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
      unknownIds: (kind, ids) =>
        store.read(({ catalog }) => {
          const known = knownIds(catalog, kind)
          return [...new Set(ids)].filter((id) => !known.has(id))
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
