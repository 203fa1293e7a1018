/**
 * The reference catalogue a fresh install starts with: ingredients and their
 * categories, closure types, packaging materials, grape varieties, countries,
 * certifications and production methods, with stable ids (see
 * `ReferenceCatalog.ts`), and its conversion to the in-memory store's seed.
 */
import type { CatalogSeed } from "./CatalogSeed.ts"
import { certifications } from "./certifications.ts"
import { closureTypes } from "./closures.ts"
import { countries } from "./countries.ts"
import { grapeVarieties } from "./grapeVarieties.ts"
import { ingredientCategories, ingredients } from "./ingredients.ts"
import { materials } from "./materials.ts"
import { productionMethods } from "./productionMethods.ts"
import type { ReferenceCatalog } from "./ReferenceCatalog.ts"

export * from "./ReferenceCatalog.ts"

/** The reference catalogue. */
export const referenceCatalog: ReferenceCatalog = {
  ingredientCategories,
  ingredients,
  closureTypes,
  materials,
  grapeVarieties,
  countries,
  certifications,
  productionMethods
}

/**
 * The seed of a storage layer (`layerMemory`, `layerEmbedded`,
 * `layerPostgres`, each with `{ catalog }`) holding a reference catalogue.
 * The ingredients lose their `e_number`, which is not part of the API's row.
 */
export const toCatalogSeed = (catalog: ReferenceCatalog): CatalogSeed => ({
  ingredientCategories: catalog.ingredientCategories,
  ingredients: catalog.ingredients.map(({ e_number: _eNumber, ...ingredient }) => ingredient),
  closureTypes: catalog.closureTypes,
  materials: catalog.materials,
  grapeVarieties: catalog.grapeVarieties,
  countries: catalog.countries,
  certifications: catalog.certifications,
  productionMethods: catalog.productionMethods
})
