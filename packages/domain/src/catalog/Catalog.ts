/**
 * The read-only reference catalogues label child lists and fields point at.
 * Stored entries carry names per locale; the rows of the API carry one name,
 * chosen by the caller's locale with fallback to the base name.
 */
import { Schema } from "effect"
import { described } from "../shared/descriptions/index.ts"
import {
  CertificationId,
  ClosureTypeId,
  CountryId,
  GrapeVarietyId,
  GrapeVarietySynonymId,
  IngredientCategoryId,
  IngredientId,
  MaterialId,
  ProductionMethodId
} from "../shared/ids.ts"

/** Ingredient row of `GET /v1/catalog/ingredients`. */
export const IngredientEntry = Schema.Struct(
  described({
    id: IngredientId,
    name: Schema.NullOr(Schema.String),
    organic_name: Schema.NullOr(Schema.String),
    is_allergen: Schema.NullOr(Schema.Boolean),
    order: Schema.NullOr(Schema.Int),
    ingredient_category_id: Schema.NullOr(IngredientCategoryId)
  })
).annotate({ identifier: "CatalogIngredient" })
export type IngredientEntry = typeof IngredientEntry.Type

/** Closure type row of `GET /v1/catalog/closure-types`. */
export const ClosureTypeEntry = Schema.Struct(
  described({
    id: ClosureTypeId,
    name: Schema.NullOr(Schema.String),
    weight: Schema.NullOr(Schema.Finite),
    material: Schema.Struct({ id: MaterialId, name: Schema.NullOr(Schema.String) })
  })
).annotate({ identifier: "CatalogClosureType" })
export type ClosureTypeEntry = typeof ClosureTypeEntry.Type

/** Grape variety row of `GET /v1/catalog/grape-varieties`. */
export const GrapeVarietyEntry = Schema.Struct(
  described({
    id: GrapeVarietyId,
    name: Schema.NullOr(Schema.String),
    synonyms: Schema.Array(Schema.Struct({ id: GrapeVarietySynonymId, name: Schema.NullOr(Schema.String) }))
  })
).annotate({ identifier: "CatalogGrapeVariety" })
export type GrapeVarietyEntry = typeof GrapeVarietyEntry.Type

/**
 * Ingredient category row of `GET /v1/catalog/ingredient-categories`: the
 * heading a label lists ingredients under, in `order`. `prints_name` tells
 * whether a label prints that heading: only functional classes of additives
 * are named ("Acidity regulators: tartaric acid"); raw materials, enrichment
 * products and liqueurs are listed by their own names.
 */
export const IngredientCategoryEntry = Schema.Struct(
  described({
    id: IngredientCategoryId,
    name: Schema.NullOr(Schema.String),
    order: Schema.NullOr(Schema.Int),
    prints_name: Schema.Boolean
  })
).annotate({ identifier: "CatalogIngredientCategory" })
export type IngredientCategoryEntry = typeof IngredientCategoryEntry.Type

/**
 * Packaging material row of `GET /v1/catalog/materials`, with its
 * identification code of Decision 97/129/EC: `code` as printed ("GL 70"),
 * made of `abbreviation` ("GL") and `number` (70).
 */
export const MaterialEntry = Schema.Struct(
  described({
    id: MaterialId,
    name: Schema.NullOr(Schema.String),
    code: Schema.NullOr(Schema.String),
    abbreviation: Schema.NullOr(Schema.String),
    number: Schema.NullOr(Schema.Int)
  })
).annotate({ identifier: "CatalogMaterial" })
export type MaterialEntry = typeof MaterialEntry.Type

/** Country row of `GET /v1/catalog/countries`: `code` is the ISO 3166-1 alpha-2 code, e.g. "DE". */
export const CountryEntry = Schema.Struct(
  described({
    id: CountryId,
    code: Schema.NullOr(Schema.String),
    name: Schema.NullOr(Schema.String)
  })
).annotate({ identifier: "CatalogCountry" })
export type CountryEntry = typeof CountryEntry.Type

/** What a certification attests. */
export const CertificationKind = Schema.Literals(["organic", "biodynamic", "vegan", "sustainability", "other"])
export type CertificationKind = typeof CertificationKind.Type

/** Certification row of `GET /v1/catalog/certifications`, e.g. Demeter (biodynamic). */
export const CertificationEntry = Schema.Struct(
  described({
    id: CertificationId,
    name: Schema.NullOr(Schema.String),
    kind: Schema.NullOr(CertificationKind)
  })
).annotate({ identifier: "CatalogCertification" })
export type CertificationEntry = typeof CertificationEntry.Type

/** Production method row of `GET /v1/catalog/production-methods`, e.g. the traditional method. */
export const ProductionMethodEntry = Schema.Struct(
  described({
    id: ProductionMethodId,
    name: Schema.NullOr(Schema.String)
  })
).annotate({ identifier: "CatalogProductionMethod" })
export type ProductionMethodEntry = typeof ProductionMethodEntry.Type

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

/** A stored entry of a catalogue whose only translated field is `name`. */
export type StoredNamed<Entry extends { readonly name: string | null }> = Entry & { readonly names: Names }

/** Stored ingredient category. */
export type StoredIngredientCategory = StoredNamed<IngredientCategoryEntry>
/** Stored packaging material. */
export type StoredMaterial = StoredNamed<MaterialEntry>
/** Stored country. */
export type StoredCountry = StoredNamed<CountryEntry>
/** Stored certification. */
export type StoredCertification = StoredNamed<CertificationEntry>
/** Stored production method. */
export type StoredProductionMethod = StoredNamed<ProductionMethodEntry>

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

/** The API row of a stored entry whose only translated field is `name`, in a locale. */
export const localizeNamed = <Entry extends { readonly name: string | null }>(
  { names, ...row }: StoredNamed<Entry>,
  locale: string | undefined
): Entry =>
  // The rest of a stored entry is its row: `Entry` has no `names` of its own.
  ({ ...row, name: localized(row.name, names, locale) }) as unknown as Entry

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
export const CatalogQuery = Schema.Struct(
  described({
    locale: Schema.optionalKey(Schema.String),
    q: Schema.optionalKey(Schema.String),
    limit: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1000 }))),
    offset: Schema.optionalKey(Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))))
  })
)
export type CatalogQuery = typeof CatalogQuery.Type
