/**
 * A `CatalogSeed` as the rows of the catalogue tables, in an order that
 * satisfies the references between them (materials before the closure types
 * naming them, varieties before their synonyms). Columns are named after the
 * entry fields and listed here (never taken from an entry's keys); `names` go in as JSON text for the `jsonb` columns, and
 * `search_text` holds a name folded as the domain folds a search.
 */
import { Catalog } from "@elabel/domain"
import type { CatalogSeed } from "../catalog/CatalogSeed.ts"

/** The rows of one table. */
export interface TableRows {
  readonly table: string
  readonly rows: ReadonlyArray<Record<string, unknown>>
}

const json = (names: Catalog.Names): string => JSON.stringify(names)
const fold = (name: string | null): string | null => (name === null ? null : Catalog.foldForSearch(name))

/** The columns every catalogue shares. */
const base = (entry: { readonly id: string; readonly name: string | null; readonly names: Catalog.Names }) => ({
  id: entry.id,
  name: entry.name,
  names: json(entry.names)
})

/** Every table's rows of a seed, in insertion order. */
export const catalogSeedRows = (seed: CatalogSeed): ReadonlyArray<TableRows> => [
  {
    table: "catalog_ingredient_categories",
    rows: seed.ingredientCategories.map((entry) => ({
      ...base(entry),
      order: entry.order,
      prints_name: entry.prints_name
    }))
  },
  {
    table: "catalog_ingredients",
    rows: seed.ingredients.map((entry) => ({
      ...base(entry),
      organic_name: entry.organic_name,
      organic_names: json(entry.organic_names),
      is_allergen: entry.is_allergen,
      order: entry.order,
      ingredient_category_id: entry.ingredient_category_id
    }))
  },
  {
    table: "catalog_materials",
    rows: seed.materials.map((entry) => ({
      ...base(entry),
      code: entry.code,
      abbreviation: entry.abbreviation,
      number: entry.number
    }))
  },
  {
    table: "catalog_closure_types",
    rows: seed.closureTypes.map((entry) => ({
      ...base(entry),
      weight: entry.weight,
      material_id: entry.material.id
    }))
  },
  {
    table: "catalog_grape_varieties",
    rows: seed.grapeVarieties.map((entry) => ({ id: entry.id, name: entry.name, search_text: fold(entry.name) }))
  },
  {
    table: "catalog_grape_variety_synonyms",
    rows: seed.grapeVarieties.flatMap((entry) =>
      entry.synonyms.map((synonym, position) => ({
        id: synonym.id,
        grape_variety_id: entry.id,
        position,
        name: synonym.name,
        search_text: fold(synonym.name)
      }))
    )
  },
  { table: "catalog_countries", rows: seed.countries.map((entry) => ({ ...base(entry), code: entry.code })) },
  { table: "catalog_certifications", rows: seed.certifications.map((entry) => ({ ...base(entry), kind: entry.kind })) },
  { table: "catalog_production_methods", rows: seed.productionMethods.map(base) }
]
