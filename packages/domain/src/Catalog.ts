/**
 * The read-only reference catalogues label child lists and fields point at.
 * Stored entries carry names per locale; the rows of the API carry one name,
 * chosen by the caller's locale with fallback to the base name.
 */
import { Schema } from "effect"
import {
  ClosureTypeId,
  GrapeVarietyId,
  GrapeVarietySynonymId,
  IngredientCategoryId,
  IngredientId,
  MaterialId
} from "./ids.ts"

/** Ingredient row of `GET /v1/catalog/ingredients`. */
export const IngredientEntry = Schema.Struct({
  id: IngredientId,
  name: Schema.NullOr(Schema.String),
  organic_name: Schema.NullOr(Schema.String),
  is_allergen: Schema.NullOr(Schema.Boolean),
  order: Schema.NullOr(Schema.Int),
  ingredient_category_id: Schema.NullOr(IngredientCategoryId)
}).annotate({ identifier: "CatalogIngredient" })
export type IngredientEntry = typeof IngredientEntry.Type

/** Closure type row of `GET /v1/catalog/closure-types`. */
export const ClosureTypeEntry = Schema.Struct({
  id: ClosureTypeId,
  name: Schema.NullOr(Schema.String),
  weight: Schema.NullOr(Schema.Number),
  material: Schema.Struct({ id: MaterialId, name: Schema.NullOr(Schema.String) })
}).annotate({ identifier: "CatalogClosureType" })
export type ClosureTypeEntry = typeof ClosureTypeEntry.Type

/** Grape variety row of `GET /v1/catalog/grape-varieties`. */
export const GrapeVarietyEntry = Schema.Struct({
  id: GrapeVarietyId,
  name: Schema.NullOr(Schema.String),
  synonyms: Schema.Array(Schema.Struct({ id: GrapeVarietySynonymId, name: Schema.NullOr(Schema.String) }))
}).annotate({ identifier: "CatalogGrapeVariety" })
export type GrapeVarietyEntry = typeof GrapeVarietyEntry.Type

/** Names by locale code, e.g. `{ de: "Sulfite", fr: "Sulfites" }`. */
export type Names = Readonly<Record<string, string>>

/** Stored ingredient: the row's base names plus their translations. */
export interface StoredIngredient extends IngredientEntry {
  readonly names: Names
  readonly organic_names: Names
}

/** Stored closure type; the material's name is localized too. */
export interface StoredClosureType extends ClosureTypeEntry {
  readonly names: Names
  readonly material_names: Names
}

/** Stored grape variety; synonyms are names in their own right and not translated. */
export type StoredGrapeVariety = GrapeVarietyEntry

/** The catalogues whose ids label writes may reference. */
export const CatalogKind = Schema.Literals([
  "ingredient",
  "grape_variety",
  "material",
  "certification",
  "country",
  "production_method"
])
export type CatalogKind = typeof CatalogKind.Type

/** A grape variety / synonym pair to check. */
export interface SynonymRef {
  readonly grape_variety_id: string
  readonly grape_variety_synonym_id: string
}

/** The name in `locale`, else the base name. */
export const localized = (base: string | null, names: Names, locale: string | undefined): string | null =>
  (locale !== undefined ? names[locale] : undefined) ?? base

/** The API row of a stored ingredient in a locale. */
export const localizeIngredient = (
  { names, organic_names, ...row }: StoredIngredient,
  locale: string | undefined
): IngredientEntry => ({
  ...row,
  name: localized(row.name, names, locale),
  organic_name: localized(row.organic_name, organic_names, locale)
})

/** The API row of a stored closure type in a locale. */
export const localizeClosureType = (
  { names, material_names, ...row }: StoredClosureType,
  locale: string | undefined
): ClosureTypeEntry => ({
  ...row,
  name: localized(row.name, names, locale),
  material: { id: row.material.id, name: localized(row.material.name, material_names, locale) }
})

/** Folds case and accents, for search: "Spätburgunder" matches "spatburgunder". */
export const foldForSearch = (s: string): string =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()

/** Whether a variety matches a search by name or synonym name. */
export const varietyMatches = (variety: StoredGrapeVariety, q: string): boolean => {
  const needle = foldForSearch(q)
  return [variety.name, ...variety.synonyms.map((s) => s.name)].some(
    (name) => name !== null && foldForSearch(name).includes(needle)
  )
}

/** Query of the catalogue lists. */
export const CatalogQuery = Schema.Struct({
  locale: Schema.optionalKey(Schema.String),
  q: Schema.optionalKey(Schema.String),
  limit: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1000 }))),
  offset: Schema.optionalKey(Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))))
})
export type CatalogQuery = typeof CatalogQuery.Type
