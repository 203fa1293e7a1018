/**
 * The list of ingredients as an EU wine label prints it: in the label's
 * order, additives under the name of their category ("Acidity regulators:
 * tartaric acid, malic acid"), allergens marked for emphasis (Reg. (EU)
 * 1169/2011 Art. 21) and organic ingredients under their organic name.
 */
import type { Names } from "../catalog/Catalog.ts"
import type { IngredientRow } from "../label/LabelChildren.ts"

/** A catalogue entry with a base name and its translations. */
export interface NamedEntry {
  readonly id: string
  readonly name: string | null
  readonly names: Names
}

/** The catalogue ingredient the page needs (a stored or reference ingredient fits). */
export interface CatalogIngredient extends NamedEntry {
  readonly organic_name: string | null
  readonly organic_names: Names
  readonly is_allergen: boolean | null
  readonly ingredient_category_id: string | null
  readonly e_number?: string | null | undefined
}

/** An ingredient category. */
export interface CatalogIngredientCategory extends NamedEntry {
  /**
   * Whether a label names the category before its ingredients (default
   * true). Only functional classes of additives are named (Annex VII Part C);
   * raw materials, enrichment products and liqueurs are listed plainly.
   */
  readonly prints_name?: boolean | undefined
}

/** One ingredient on the page. */
export interface IngredientItem {
  readonly id: string
  readonly name: string
  readonly e_number: string | null
  /** Printed with emphasis (bold) as an allergen. */
  readonly allergen: boolean
  readonly organic: boolean
}

/** A run of ingredients under one category name, or with none (`category` null). */
export interface IngredientGroup {
  readonly category: string | null
  readonly items: ReadonlyArray<IngredientItem>
}

/** The translation of a locale among names (`de-AT` falls back to `de`), if any. */
const translated = (names: NamedEntry["names"], locale: string): string | undefined =>
  names[locale] ?? names[locale.toLowerCase().split("-")[0] ?? ""]

/** The name of an entry in a locale (`de-AT` falls back to `de`), else its base name. */
export const nameIn = (entry: Pick<NamedEntry, "name" | "names">, locale: string): string | null =>
  translated(entry.names, locale) ?? entry.name

/** The label's ingredient rows by `order` (rows without one last), equal orders as listed. */
export const orderedRows = (rows: ReadonlyArray<IngredientRow>): ReadonlyArray<IngredientRow> =>
  rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (a.row.order ?? Infinity) - (b.row.order ?? Infinity) || a.index - b.index)
    .map(({ row }) => row)

/**
 * The organic name in the locale; where only the plain name is translated,
 * none, as the plain name with its organic mark says the same in the page's
 * language; else the base organic name.
 */
const organicNameIn = (ingredient: CatalogIngredient, locale: string): string | null =>
  translated(ingredient.organic_names, locale) ??
  (translated(ingredient.names, locale) === undefined ? ingredient.organic_name : null)

const item = (row: IngredientRow, ingredient: CatalogIngredient, locale: string): IngredientItem | null => {
  const organicName = row.is_organic === true ? organicNameIn(ingredient, locale) : null
  const name = organicName ?? nameIn(ingredient, locale) ?? ingredient.e_number ?? null
  if (name === null) return null
  return {
    id: ingredient.id,
    name,
    e_number: ingredient.e_number ?? null,
    allergen: ingredient.is_allergen === true,
    organic: row.is_organic === true
  }
}

/**
 * Groups the label's ingredients in order: consecutive ingredients of the
 * same named category share one heading; ingredients of unnamed categories
 * run together without one. Rows whose ingredient is not in the catalogue
 * are left out.
 */
export const ingredientGroups = (
  rows: ReadonlyArray<IngredientRow>,
  catalog: {
    readonly ingredients: ReadonlyArray<CatalogIngredient>
    readonly ingredientCategories: ReadonlyArray<CatalogIngredientCategory>
  },
  locale: string
): ReadonlyArray<IngredientGroup> => {
  const ingredients = new Map(catalog.ingredients.map((i) => [i.id, i]))
  const categories = new Map(catalog.ingredientCategories.map((c) => [c.id, c]))
  const groups: Array<{ key: string | null; category: string | null; items: Array<IngredientItem> }> = []
  for (const row of orderedRows(rows)) {
    const ingredient = ingredients.get(row.ingredient_id)
    const entry = ingredient === undefined ? null : item(row, ingredient, locale)
    if (ingredient === undefined || entry === null) continue
    const category =
      ingredient.ingredient_category_id === null ? undefined : categories.get(ingredient.ingredient_category_id)
    const heading = category === undefined || category.prints_name === false ? null : nameIn(category, locale)
    const key = heading === null || category === undefined ? null : category.id
    const last = groups.at(-1)
    if (last !== undefined && last.key === key) last.items.push(entry)
    else groups.push({ key, category: heading, items: [entry] })
  }
  return groups.map(({ category, items }) => ({ category, items }))
}

/** The names of the allergens among the groups' ingredients, each once, in list order. */
export const allergenNames = (groups: ReadonlyArray<IngredientGroup>): ReadonlyArray<string> => [
  ...new Set(groups.flatMap((group) => group.items.filter((entry) => entry.allergen).map((entry) => entry.name)))
]
