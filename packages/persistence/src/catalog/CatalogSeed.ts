import type { Catalog } from "@elabel/domain"

/**
 * The reference catalogues a store starts with: every entry of every
 * catalogue, as stored (names per locale). The memory adapter serves it as
 * is; the SQL adapters load it with `seedCatalog`. Every material a closure
 * type names is listed in `materials`.
 */
export interface CatalogSeed {
  readonly ingredientCategories: ReadonlyArray<Catalog.StoredIngredientCategory>
  readonly ingredients: ReadonlyArray<Catalog.StoredIngredient>
  readonly closureTypes: ReadonlyArray<Catalog.StoredClosureType>
  readonly materials: ReadonlyArray<Catalog.StoredMaterial>
  readonly grapeVarieties: ReadonlyArray<Catalog.StoredGrapeVariety>
  readonly countries: ReadonlyArray<Catalog.StoredCountry>
  readonly certifications: ReadonlyArray<Catalog.StoredCertification>
  readonly productionMethods: ReadonlyArray<Catalog.StoredProductionMethod>
}

/** A seed without any catalogue entry: every catalogue id is unknown. */
export const emptyCatalogSeed: CatalogSeed = {
  ingredientCategories: [],
  ingredients: [],
  closureTypes: [],
  materials: [],
  grapeVarieties: [],
  countries: [],
  certifications: [],
  productionMethods: []
}
