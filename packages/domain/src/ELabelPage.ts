/**
 * The view model of the consumer e-label page (`GET /l/{ref}`): everything
 * the page shows, chosen, ordered, localized and formatted, but no markup.
 * The HTTP layer renders it; this module only decides what it says.
 */

import {
  type CatalogMaterial,
  formatAlcohol,
  formatVolume,
  type OperatorLine,
  operatorLines,
  type PackagingLine,
  packagingLines
} from "./ELabelFacts.ts"
import {
  type CatalogIngredient,
  type CatalogIngredientCategory,
  type IngredientGroup,
  ingredientGroups,
  type NamedEntry,
  nameIn
} from "./ELabelIngredients.ts"
import { type NutritionDeclaration, nutritionDeclaration } from "./ELabelNutrition.ts"
import { type ELabelStrings, stringsFor } from "./ELabelStrings.ts"
import type { Format } from "./Format.ts"
import type { Label } from "./Label.ts"
import type { LabelChildren } from "./LabelChildren.ts"
import { availableLocales, negotiateLocale } from "./LocaleNegotiation.ts"
import { type Translation, translationKeys } from "./Translation.ts"

export type { CatalogMaterial, OperatorLine, PackagingLine } from "./ELabelFacts.ts"
export { formatAlcohol, formatVolume, operatorLines, packagingLines } from "./ELabelFacts.ts"
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
export { availableLocales, matchLocale, negotiateLocale, parseAcceptLanguage } from "./LocaleNegotiation.ts"

/** The catalogue entries a label references; the reference catalogue itself fits. */
export interface ELabelCatalog {
  readonly ingredients: ReadonlyArray<CatalogIngredient>
  readonly ingredientCategories: ReadonlyArray<CatalogIngredientCategory>
  readonly materials: ReadonlyArray<CatalogMaterial>
  readonly certifications: ReadonlyArray<NamedEntry>
  readonly countries: ReadonlyArray<NamedEntry>
  readonly productionMethods: ReadonlyArray<NamedEntry>
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
}

/** The consumer e-label page. */
export interface ELabelPage {
  readonly locale: string
  readonly available_locales: ReadonlyArray<string>
  readonly strings: ELabelStrings
  readonly name_lines: ReadonlyArray<{ readonly text: string; readonly small: boolean }>
  /** The vintage year, or the "non-vintage" wording. */
  readonly vintage: string | null
  readonly fill_volume: string | null
  readonly alcohol: string | null
  readonly product_type: string | null
  readonly sweetness: string | null
  readonly country_of_origin: string | null
  readonly production_method: string | null
  readonly ingredients: ReadonlyArray<IngredientGroup>
  readonly custom_ingredients: string | null
  readonly allergen_text: string | null
  readonly nutrition: NutritionDeclaration | null
  readonly operators: ReadonlyArray<OperatorLine>
  readonly packagings: ReadonlyArray<PackagingLine>
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
 * Builds the page of a label in the language the request negotiates. Fill
 * volume, product type and sweetness show unless their `show_*` switch is
 * false; the inspection number only when `show_inspection_number` is true.
 */
export const buildELabelPage = (context: ELabelContext, request: ELabelRequest = {}): ELabelPage => {
  const { label, children, catalog } = context
  const format = context.format ?? null
  const available = availableLocales(label)
  const locale = negotiateLocale({
    available,
    lang: request.lang,
    acceptLanguage: request.acceptLanguage,
    labelLocale: label.locale
  })
  const strings = stringsFor(locale)
  const translation = translationIn(label, locale)
  const quantity = format?.quantity ?? label.quantity
  const nameLines = [
    { text: label.name, small: false },
    ...(label.name_line_2 ? [{ text: label.name_line_2, small: label.name_line_2_small === true }] : []),
    ...(label.name_line_3 ? [{ text: label.name_line_3, small: label.name_line_3_small === true }] : [])
  ]
  return {
    locale,
    available_locales: available,
    strings,
    name_lines: nameLines,
    vintage: label.is_non_vintage ? strings.nonVintage : label.vintage,
    fill_volume: quantity === null || label.show_quantity === false ? null : formatVolume(quantity, strings),
    alcohol: formatAlcohol(label, strings),
    product_type: label.show_product_type === false ? null : label.product_type,
    sweetness: label.show_sweetness === false ? null : label.sweetness,
    country_of_origin: entryName(catalog.countries, label.country_of_origin_id, locale),
    production_method: entryName(catalog.productionMethods, label.production_method_id, locale),
    ingredients: ingredientGroups(children.ingredients, catalog, locale),
    custom_ingredients: translation?.custom_ingredients ?? null,
    allergen_text: label.show_allergen_text === true ? (translation?.allergen_text ?? null) : null,
    nutrition: nutritionDeclaration(label, strings),
    operators: operatorLines(label, strings),
    packagings: packagingLines(children.packagings, catalog.materials, locale),
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
