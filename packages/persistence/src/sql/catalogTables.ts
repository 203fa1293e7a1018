/** The catalogue tables, shared by the catalogue repository and the seed. */
import type { Catalog } from "@elabel/domain"

/** The table holding each catalogue's ids. */
export const CATALOG_TABLES: Record<Catalog.CatalogKind, string> = {
  ingredient: "catalog_ingredients",
  grape_variety: "catalog_grape_varieties",
  material: "catalog_materials",
  certification: "catalog_certifications",
  country: "catalog_countries",
  production_method: "catalog_production_methods"
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a string can be compared with a uuid column (anything else is unknown without asking). */
export const isUuid = (s: string): boolean => UUID.test(s)
