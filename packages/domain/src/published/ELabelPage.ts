/**
 * The view model of the consumer e-label page (`GET /l/{ref}`): everything
 * the page shows, chosen, ordered, localized and formatted, but no markup.
 * The HTTP layer renders it; this module only decides what it says.
 */

import type { Format } from "../label/Format.ts"
import type { Label } from "../label/Label.ts"
import type { LabelChildren } from "../label/LabelChildren.ts"
import { type Translation, translationKeys } from "../label/Translation.ts"
import {
  type CatalogGrapeVariety,
  type CatalogMaterial,
  formatAlcohol,
  formatVolume,
  type GrapeVarietyLine,
  grapeVarietyLines,
  type OperatorLine,
  operatorLines,
  type PackagingLine,
  packagingLines
} from "./ELabelFacts.ts"
import {
  allergenNames,
  type CatalogIngredient,
  type CatalogIngredientCategory,
  type IngredientGroup,
  ingredientGroups,
  type NamedEntry,
  nameIn
} from "./ELabelIngredients.ts"
import { type NutritionDeclaration, nutritionDeclaration } from "./ELabelNutrition.ts"
import { availableLocales, negotiateLanguages, type PageLanguages } from "./LocaleNegotiation.ts"
import { type ELabelStrings, labelTerm, stringsByLanguage, stringsFor, termLine } from "./strings/index.ts"

export type {
  CatalogGrapeVariety,
  CatalogMaterial,
  GrapeVarietyLine,
  OperatorLine,
  PackagingLine
} from "./ELabelFacts.ts"
export {
  disposalKey,
  formatAlcohol,
  formatVolume,
  grapeVarietyLines,
  operatorLines,
  packagingLines
} from "./ELabelFacts.ts"
export type {
  CatalogIngredient,
  CatalogIngredientCategory,
  IngredientGroup,
  IngredientItem,
  NamedEntry
} from "./ELabelIngredients.ts"
export { ingredientGroups, nameIn } from "./ELabelIngredients.ts"
export type { NutritionDeclaration, NutritionRow } from "./ELabelNutrition.ts"
export { negligibleKeys, nutritionDeclaration } from "./ELabelNutrition.ts"
export type { PageLanguages } from "./LocaleNegotiation.ts"
export {
  availableLocales,
  matchLocale,
  negotiateLanguages,
  negotiateLocale,
  parseAcceptLanguage
} from "./LocaleNegotiation.ts"

/** The languages the page has its fixed words in: the 24 official EU languages. */
export const pageLanguages: ReadonlyArray<string> = Object.keys(stringsByLanguage)

/** The catalogue entries a label references; the reference catalogue itself fits. */
export interface ELabelCatalog {
  readonly ingredients: ReadonlyArray<CatalogIngredient>
  readonly ingredientCategories: ReadonlyArray<CatalogIngredientCategory>
  readonly materials: ReadonlyArray<CatalogMaterial>
  readonly certifications: ReadonlyArray<NamedEntry>
  readonly countries: ReadonlyArray<NamedEntry>
  readonly productionMethods: ReadonlyArray<NamedEntry>
  /** The grape varieties the label names; none when left out. */
  readonly grapeVarieties?: ReadonlyArray<CatalogGrapeVariety> | undefined
}

/** Everything the page is built from: a published label, the scanned format, child lists, catalogue. */
export interface ELabelContext {
  readonly label: Label
  /** The format whose short link or GTIN was scanned; null for the label's own link. */
  readonly format?: Format | null | undefined
  readonly children: LabelChildren
  readonly catalog: ELabelCatalog
}

/** What the visitor asked for. */
export interface ELabelRequest {
  readonly lang?: string | null | undefined
  readonly acceptLanguage?: string | null | undefined
  /** Languages already negotiated (`negotiateLanguages`), e.g. by a cache keyed on them; `lang` and `acceptLanguage` are then not read. */
  readonly languages?: PageLanguages | undefined
}

/** The consumer e-label page. */
export interface ELabelPage {
  /** The page language: its fixed words and legal terms, any of the 24 official EU languages. */
  readonly locale: string
  /** The label locale the free texts (translation texts, custom ingredients) are in. */
  readonly text_locale: string
  /** The label's locales, what `?lang=` and the switcher offer. */
  readonly available_locales: ReadonlyArray<string>
  readonly strings: ELabelStrings
  readonly name_lines: ReadonlyArray<{ readonly text: string; readonly small: boolean }>
  /** The vintage year, or the "non-vintage" wording. */
  readonly vintage: string | null
  readonly fill_volume: string | null
  readonly alcohol: string | null
  /** Coded values in the page language (Annex III terms for sweetness); other strings as written. */
  readonly product_type: string | null
  readonly color: string | null
  readonly sweetness: string | null
  readonly dealcoholisation: string | null
  /** The packaging-gas statement, alone (no category name before it), in the page language. */
  readonly packaging_gas: string | null
  readonly country_of_origin: string | null
  readonly production_method: string | null
  readonly grape_varieties: ReadonlyArray<GrapeVarietyLine>
  readonly ingredients: ReadonlyArray<IngredientGroup>
  readonly custom_ingredients: string | null
  /** "Contains: Sulphites" (Art. 21(1)), naming the allergens of the list in the page language. */
  readonly allergen_statement: string | null
  readonly allergen_text: string | null
  readonly nutrition: NutritionDeclaration | null
  readonly operators: ReadonlyArray<OperatorLine>
  readonly packagings: ReadonlyArray<PackagingLine>
  /** The reminder that collection rules are local, when the page lists packaging. */
  readonly disposal_note: string | null
  readonly certifications: ReadonlyArray<string>
  /** The translation's other texts in the spec's order, empty ones left out. */
  readonly texts: ReadonlyArray<{ readonly key: (typeof translationKeys)[number]; readonly text: string }>
  readonly gtin: string | null
  readonly lot: string | null
  readonly inspection_number: string | null
}

const byId = <A extends { readonly id: string }>(entries: ReadonlyArray<A>, id: string | null): A | undefined =>
  id === null ? undefined : entries.find((entry) => entry.id === id)

const entryName = (entries: ReadonlyArray<NamedEntry>, id: string | null, locale: string): string | null => {
  const entry = byId(entries, id)
  return entry === undefined ? null : nameIn(entry, locale)
}

const translationIn = (label: Label, locale: string): Translation | undefined =>
  label.translations.find((t) => t.locale.toLowerCase() === locale.toLowerCase())

/**
 * Builds the page of a label in the languages the request negotiates: the
 * fixed words and catalogue names in the page language (any of the 24), the
 * free texts from the translation of the text locale (one of the label's).
 * Coded values show in the page language (`labelTerm`).
 * Fill volume, product type and sweetness show unless their `show_*` switch
 * is false; the inspection number only when `show_inspection_number` is true.
 */
export const buildELabelPage = (context: ELabelContext, request: ELabelRequest = {}): ELabelPage => {
  const { label, children, catalog } = context
  const format = context.format ?? null
  const available = availableLocales(label)
  const languages =
    request.languages ??
    negotiateLanguages({
      pageLanguages,
      available,
      lang: request.lang,
      acceptLanguage: request.acceptLanguage,
      labelLocale: label.locale
    })
  const locale = languages.page
  const strings = stringsFor(locale)
  const translation = translationIn(label, languages.text)
  const ingredients = ingredientGroups(children.ingredients, catalog, locale)
  const allergens = allergenNames(ingredients)
  const quantity = format?.quantity ?? label.quantity
  const nameLines = [
    { text: label.name, small: false },
    ...(label.name_line_2 ? [{ text: label.name_line_2, small: label.name_line_2_small === true }] : []),
    ...(label.name_line_3 ? [{ text: label.name_line_3, small: label.name_line_3_small === true }] : [])
  ]
  return {
    locale,
    text_locale: languages.text,
    available_locales: available,
    strings,
    name_lines: nameLines,
    vintage: label.is_non_vintage ? strings.nonVintage : label.vintage,
    fill_volume: quantity === null || label.show_quantity === false ? null : formatVolume(quantity, strings),
    alcohol: formatAlcohol(label, strings),
    product_type: label.show_product_type === false ? null : labelTerm("product_type", label.product_type, locale),
    color: labelTerm("color", label.color, locale),
    sweetness:
      label.show_sweetness === false ? null : labelTerm("sweetness", label.sweetness, locale, label.product_type),
    dealcoholisation: labelTerm("dealcoholisation_status", label.dealcoholisation_status, locale),
    packaging_gas: labelTerm("packaging_gas", label.packaging_gas, locale),
    country_of_origin: entryName(catalog.countries, label.country_of_origin_id, locale),
    production_method: entryName(catalog.productionMethods, label.production_method_id, locale),
    grape_varieties: grapeVarietyLines(children.grape_varieties, catalog.grapeVarieties ?? [], strings),
    ingredients,
    custom_ingredients: translation?.custom_ingredients ?? null,
    allergen_statement: allergens.length === 0 ? null : termLine(strings, strings.contains, allergens.join(", ")),
    allergen_text: label.show_allergen_text === true ? (translation?.allergen_text ?? null) : null,
    nutrition: nutritionDeclaration(label, strings),
    operators: operatorLines(label, strings),
    packagings: packagingLines(children.packagings, catalog.materials, strings, locale),
    disposal_note: children.packagings.length === 0 ? null : strings.disposal.local,
    certifications: children.certifications.flatMap(
      (row) => entryName(catalog.certifications, row.certification_id, locale) ?? []
    ),
    texts: translationKeys
      .filter((key) => key !== "allergen_text" && key !== "custom_ingredients")
      .flatMap((key) => {
        const text = translation?.[key]
        return text ? [{ key, text }] : []
      }),
    gtin: format?.gtin ?? label.gtin,
    lot: format?.lot ?? label.lot,
    inspection_number: label.show_inspection_number === true ? label.inspection_number : null
  }
}
