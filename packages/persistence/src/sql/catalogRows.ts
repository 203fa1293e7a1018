/**
 * Catalogue rows -> stored catalogue entries. The columns are named after the
 * entry fields; `names` columns are `jsonb` and arrive parsed.
 */
import {
  Catalog,
  type CertificationId,
  type ClosureTypeId,
  type CountryId,
  type IngredientCategoryId,
  type IngredientId,
  type MaterialId,
  type ProductionMethodId
} from "@elabel/domain"
import type { Row } from "effect/sql/SqlConnection"

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))
const int = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))
const CERTIFICATION_KINDS: ReadonlySet<string> = new Set(Catalog.CertificationKind.literals)

const names = (value: unknown): Catalog.Names => (value ?? {}) as Catalog.Names

/** A `catalog_ingredients` row. */
export const toIngredient = (row: Row): Catalog.StoredIngredient => ({
  id: row.id as IngredientId,
  name: text(row.name),
  organic_name: text(row.organic_name),
  is_allergen: row.is_allergen as boolean | null,
  order: int(row.order),
  ingredient_category_id: row.ingredient_category_id as IngredientCategoryId | null,
  names: names(row.names),
  organic_names: names(row.organic_names)
})

/** A `catalog_closure_types` row joined with its material (`material_id`, `material_name`, `material_names`). */
export const toClosureType = (row: Row): Catalog.StoredClosureType => ({
  id: row.id as ClosureTypeId,
  name: text(row.name),
  weight: row.weight as number | null,
  material: { id: row.material_id as MaterialId, name: text(row.material_name) },
  names: names(row.names),
  material_names: names(row.material_names)
})

/** A `catalog_ingredient_categories` row. */
export const toIngredientCategory = (row: Row): Catalog.StoredIngredientCategory => ({
  id: row.id as IngredientCategoryId,
  name: text(row.name),
  order: int(row.order),
  prints_name: row.prints_name as boolean,
  names: names(row.names)
})

/** A `catalog_materials` row. */
export const toMaterial = (row: Row): Catalog.StoredMaterial => ({
  id: row.id as MaterialId,
  name: text(row.name),
  code: text(row.code),
  abbreviation: text(row.abbreviation),
  number: int(row.number),
  names: names(row.names)
})

/** A `catalog_countries` row. */
export const toCountry = (row: Row): Catalog.StoredCountry => ({
  id: row.id as CountryId,
  code: text(row.code),
  name: text(row.name),
  names: names(row.names)
})

/** A `catalog_certifications` row; a kind the domain does not know reads as null. */
export const toCertification = (row: Row): Catalog.StoredCertification => ({
  id: row.id as CertificationId,
  name: text(row.name),
  kind: CERTIFICATION_KINDS.has(row.kind as string) ? (row.kind as Catalog.CertificationKind) : null,
  names: names(row.names)
})

/** A `catalog_production_methods` row. */
export const toProductionMethod = (row: Row): Catalog.StoredProductionMethod => ({
  id: row.id as ProductionMethodId,
  name: text(row.name),
  names: names(row.names)
})
