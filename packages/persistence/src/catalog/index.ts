/**
 * The reference catalogue a fresh install starts with: ingredients and their
 * categories, closure types, packaging materials, grape varieties, countries,
 * certifications and production methods, with stable ids (see
 * `ReferenceCatalog.ts`), and its conversion to the in-memory store's seed.
 */
import type { CatalogSeed } from "../memory/CatalogSeed.ts"
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
 * The seed of `layerMemory({ catalog })` holding a reference catalogue. The
 * ingredients lose their `e_number`, which is not part of the API's row;
 * materials, certifications, countries and production methods are known by id.
 */
export const toCatalogSeed = (catalog: ReferenceCatalog): CatalogSeed => ({
  ingredients: catalog.ingredients.map(({ e_number: _eNumber, ...ingredient }) => ingredient),
  closureTypes: catalog.closureTypes,
  grapeVarieties: catalog.grapeVarieties,
  ids: {
    material: catalog.materials.map((material) => material.id),
    certification: catalog.certifications.map((certification) => certification.id),
    country: catalog.countries.map((country) => country.id),
    production_method: catalog.productionMethods.map((method) => method.id)
  }
})
