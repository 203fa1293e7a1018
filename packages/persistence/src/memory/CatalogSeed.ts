import type { Catalog } from "@elabel/domain"

/**
 * The reference catalogues an in-memory store starts with. `ids` lists the
 * known ids of the catalogues without entries of their own (materials,
 * certifications, countries, production methods); ingredient and grape
 * variety ids come from their lists, material ids also from closure types.
 */
export interface CatalogSeed {
  readonly ingredients: ReadonlyArray<Catalog.StoredIngredient>
  readonly closureTypes: ReadonlyArray<Catalog.StoredClosureType>
  readonly grapeVarieties: ReadonlyArray<Catalog.StoredGrapeVariety>
  readonly ids: Partial<Record<Catalog.CatalogKind, ReadonlyArray<string>>>
}

/** A seed without any catalogue entry: every catalogue id is unknown. */
export const emptyCatalogSeed: CatalogSeed = { ingredients: [], closureTypes: [], grapeVarieties: [], ids: {} }
