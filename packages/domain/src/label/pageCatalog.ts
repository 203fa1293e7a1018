/**
 * The catalogue entries a label's pages name, read once per write (ADR 0061):
 * the ids a page names (`pageIds`), entries a write has already read with the
 * ids it read them for (`HeldEntries`), and whether those serve a page
 * (`heldFor`), so a child list's reference check and its version's snapshot,
 * or a publish's gate and its version, share one read.
 */
import type { CatalogKind } from "../catalog/Catalog.ts"
import type { CatalogEntries, CatalogEntryIds } from "../catalog/CatalogRepository.ts"
import type { CatalogReference } from "../catalog/Catalogs.ts"
import type { Brand } from "./Brand.ts"
import type { Label } from "./Label.ts"
import type { LabelChildren } from "./LabelChildren.ts"

/** Entries a write has read, and the ids it read them for. */
export interface HeldEntries {
  readonly ids: CatalogEntryIds
  readonly entries: CatalogEntries
}

/**
 * The catalogue ids a label's page names: its child lists (grape varieties too), its country and method, its
 * brand's country and its operators' countries.
 */
export const pageIds = (
  inputs: {
    readonly label: Label
    readonly children: LabelChildren
    readonly brand: Brand | null
  },
  operators: ReadonlyArray<{ readonly country_id: string | null }> = []
): CatalogEntryIds => {
  const { label, children, brand } = inputs
  return {
    ingredientIds: children.ingredients.map((row) => row.ingredient_id),
    materialIds: children.packagings.flatMap((row) => row.material_id ?? []),
    certificationIds: children.certifications.map((row) => row.certification_id),
    countryIds: [
      ...new Set(
        [
          label.country_of_origin_id,
          brand?.country_id ?? null,
          ...operators.map((operator) => operator.country_id)
        ].filter((id) => id !== null)
      )
    ],
    productionMethodIds: label.production_method_id === null ? [] : [label.production_method_id],
    grapeVarietyIds: children.grape_varieties.flatMap((row) => row.grape_variety_id ?? [])
  }
}

/** Which list of `CatalogEntryIds` holds a kind's ids. */
const ID_LISTS: Record<CatalogKind, keyof CatalogEntryIds> = {
  ingredient: "ingredientIds",
  grape_variety: "grapeVarietyIds",
  material: "materialIds",
  certification: "certificationIds",
  country: "countryIds",
  production_method: "productionMethodIds"
}

/** `ids` with the referenced ids added to their kinds' lists. */
export const withReferences = (ids: CatalogEntryIds, references: ReadonlyArray<CatalogReference>): CatalogEntryIds => {
  const out: Record<keyof CatalogEntryIds, Array<string>> = {
    ingredientIds: [...ids.ingredientIds],
    materialIds: [...ids.materialIds],
    certificationIds: [...ids.certificationIds],
    countryIds: [...ids.countryIds],
    productionMethodIds: [...ids.productionMethodIds],
    grapeVarietyIds: [...ids.grapeVarietyIds]
  }
  for (const reference of references) out[ID_LISTS[reference.kind]].push(reference.id)
  return out
}

const lower = (ids: ReadonlyArray<string>) => new Set(ids.map((id) => id.toLowerCase()))

/**
 * The held entries of `ids`, exactly as a read of those ids answers them, when `held` was read for every one
 * of them; `undefined` otherwise (the page needs a read of its own).
 */
export const heldFor = (held: HeldEntries | undefined, ids: CatalogEntryIds): CatalogEntries | undefined => {
  if (held === undefined) return undefined
  const wanted = {} as Record<keyof CatalogEntryIds, ReadonlySet<string>>
  for (const list of Object.values(ID_LISTS)) {
    wanted[list] = lower(ids[list])
    // The held ids made a set once per list, not once per wanted id (a PUT of 20 ingredients asked 20 times).
    const readIds = lower(held.ids[list])
    for (const id of wanted[list]) if (!readIds.has(id)) return undefined
  }
  const { entries } = held
  const keep = <A extends { readonly id: string }>(rows: ReadonlyArray<A>, list: keyof CatalogEntryIds) =>
    rows.filter((row) => wanted[list].has(row.id.toLowerCase()))
  const ingredients = keep(entries.ingredients, "ingredientIds")
  const categories = new Set(ingredients.map((entry) => entry.ingredient_category_id))
  return {
    ingredients,
    ingredientCategories: entries.ingredientCategories.filter((entry) => categories.has(entry.id)),
    materials: keep(entries.materials, "materialIds"),
    certifications: keep(entries.certifications, "certificationIds"),
    countries: keep(entries.countries, "countryIds"),
    productionMethods: keep(entries.productionMethods, "productionMethodIds"),
    grapeVarieties: keep(entries.grapeVarieties, "grapeVarietyIds")
  }
}
