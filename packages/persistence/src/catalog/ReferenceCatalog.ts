/**
 * The shape of the reference catalogue a fresh install starts with, and the
 * small constructors its data files write one entry a line with.
 *
 * Ids are stable across installs: every id is a UUID v5 of the entry's key
 * (e.g. `ingredient:sulphites`, `grape_variety:pinot-noir`,
 * `grape_variety_synonym:pinot-noir/spatburgunder`, `country:de`,
 * `material:gl-70`) in the namespace {@link REFERENCE_CATALOG_NAMESPACE},
 * computed once and written literally into the data files. An entry keeps its
 * id when its name is corrected later; a new entry gets the id of its own key.
 */
import type {
  Catalog,
  CertificationId,
  CountryId,
  IngredientCategoryId,
  MaterialId,
  ProductionMethodId
} from "@elabel/domain"
import { GrapeVarietyId, GrapeVarietySynonymId } from "@elabel/domain"

/** UUID v5 of `urn:elabel:reference-catalog:v1` in the RFC 4122 URL namespace. */
export const REFERENCE_CATALOG_NAMESPACE = "9b6df8bb-ae70-537e-9ea1-0370f48df0ef"

/** The locales every translated catalogue entry is named in; English is the base name. */
export const CATALOG_LOCALES = ["en", "de", "fr", "it", "es", "pt", "nl"] as const

/** A name in each of {@link CATALOG_LOCALES}, in that order. */
export type LocaleNames = readonly [en: string, de: string, fr: string, it: string, es: string, pt: string, nl: string]

/** A category grouping ingredients on the label, e.g. "Acidity regulators". */
export interface ReferenceIngredientCategory {
  readonly id: IngredientCategoryId
  readonly name: string
  readonly names: Catalog.Names
  readonly order: number
  /** Whether a label prints the category's name before its ingredients (only additive classes do). */
  readonly prints_name: boolean
}

/** A stored ingredient with its E-number, e.g. `"E 224"`, or null when it has none. */
export type ReferenceIngredient = Catalog.StoredIngredient & { readonly e_number: string | null }

/** A packaging material with its recycling code of Decision 97/129/EC, e.g. `GL 70`. */
export interface ReferenceMaterial {
  readonly id: MaterialId
  readonly name: string
  readonly names: Catalog.Names
  /** Abbreviation and number, as printed: `"GL 70"`, `"C/PAP 84"`. */
  readonly code: string
  readonly abbreviation: string
  readonly number: number
}

/** A country by its ISO 3166-1 alpha-2 code. */
export interface ReferenceCountry {
  readonly id: CountryId
  readonly code: string
  readonly name: string
  readonly names: Catalog.Names
}

/** What a certification attests. */
export type CertificationKind = Catalog.CertificationKind

/** A certification or label scheme, e.g. Demeter or HVE. */
export interface ReferenceCertification {
  readonly id: CertificationId
  readonly name: string
  readonly names: Catalog.Names
  readonly kind: CertificationKind
}

/** A production method, e.g. the traditional method of sparkling wine. */
export interface ReferenceProductionMethod {
  readonly id: ProductionMethodId
  readonly name: string
  readonly names: Catalog.Names
}

/** Every reference catalogue. */
export interface ReferenceCatalog {
  readonly ingredientCategories: ReadonlyArray<ReferenceIngredientCategory>
  readonly ingredients: ReadonlyArray<ReferenceIngredient>
  readonly closureTypes: ReadonlyArray<Catalog.StoredClosureType>
  readonly materials: ReadonlyArray<ReferenceMaterial>
  readonly grapeVarieties: ReadonlyArray<Catalog.StoredGrapeVariety>
  readonly countries: ReadonlyArray<ReferenceCountry>
  readonly certifications: ReadonlyArray<ReferenceCertification>
  readonly productionMethods: ReadonlyArray<ReferenceProductionMethod>
}

/** The names by locale of a {@link LocaleNames} tuple. */
export const localeNames = ([en, de, fr, it, es, pt, nl]: LocaleNames): Catalog.Names => ({
  en,
  de,
  fr,
  it,
  es,
  pt,
  nl
})

/**
 * The names of a seven-name tuple plus, for each further language, the name
 * its table (`ingredientNames/`, `materialMethodNames/`) gives the entry's
 * English name in the `kind` section.
 */
export const withFurtherNames = <K extends string>(
  names: LocaleNames,
  tables: Readonly<Record<string, Readonly<Record<K, Readonly<Record<string, string>>>>>>,
  kind: K
): Catalog.Names => ({
  ...localeNames(names),
  ...Object.fromEntries(
    Object.entries(tables).flatMap(([locale, table]) => {
      const name = table[kind][names[0]]
      return name === undefined ? [] : [[locale, name]]
    })
  )
})

/** A grape variety with its synonyms, each given as `[id, name]`. */
export const variety = (
  id: string,
  name: string,
  synonyms: ReadonlyArray<readonly [id: string, name: string]> = []
): Catalog.StoredGrapeVariety => ({
  id: GrapeVarietyId.make(id),
  name,
  synonyms: synonyms.map(([synonymId, synonymName]) => ({
    id: GrapeVarietySynonymId.make(synonymId),
    name: synonymName
  }))
})
