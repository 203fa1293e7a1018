import { Context, Effect, Layer } from "effect"
import { type FieldIssue, InvalidInput, type PersistenceUnavailable } from "../shared/errors.ts"
import { isLocale } from "../shared/Locale.ts"
import { type Paged, type PageRequest, pageRequest, toPage } from "../shared/Paging.ts"
import { toPageOf } from "../workspace/lists.ts"
import {
  type CatalogKind,
  type CatalogQuery,
  type CertificationEntry,
  type ClosureTypeEntry,
  type CountryEntry,
  type GrapeVarietyEntry,
  type IngredientCategoryEntry,
  type IngredientEntry,
  localizeClosureType,
  localizeIngredient,
  localizeNamed,
  type MaterialEntry,
  type ProductionMethodEntry,
  type StoredNamed,
  type SynonymRef
} from "./Catalog.ts"
import { type CatalogEntries, CatalogRepository } from "./CatalogRepository.ts"

/** A catalogue id a write refers to, with the input path that named it. */
export interface CatalogReference {
  readonly path: string
  readonly kind: CatalogKind
  readonly id: string
}

type List<Entry> = (query: CatalogQuery) => Effect.Effect<Paged<Entry>, PersistenceUnavailable>

/** The read-only catalogues, and the check that a write's catalogue ids exist. */
export class Catalogs extends Context.Service<
  Catalogs,
  {
    readonly ingredients: List<IngredientEntry>
    readonly ingredientCategories: List<IngredientCategoryEntry>
    readonly closureTypes: List<ClosureTypeEntry>
    /** Varieties, searched by `q` in their names and synonyms; `locale` changes nothing. */
    readonly grapeVarieties: List<GrapeVarietyEntry>
    readonly materials: List<MaterialEntry>
    readonly countries: List<CountryEntry>
    readonly certifications: List<CertificationEntry>
    readonly productionMethods: List<ProductionMethodEntry>
    /**
     * Fails with `InvalidInput` naming every path whose id is not in its
     * catalogue, or whose synonym does not belong to its variety.
     */
    readonly validate: (
      references: ReadonlyArray<CatalogReference>,
      synonyms?: ReadonlyArray<SynonymRef & { readonly path: string }>,
      /** Entries read for (at least) every referenced id: the ids are checked against them, without a read. */
      known?: CatalogEntries
    ) => Effect.Effect<void, InvalidInput | PersistenceUnavailable>
  }
>()("@elabel/domain/services/Catalogs") {
  /** Needs the catalogue repository. */
  static readonly layer = Layer.effect(
    Catalogs,
    Effect.gen(function* () {
      const catalog = yield* CatalogRepository

      const ingredients = Effect.fn("Catalogs.ingredients")(function* (query: CatalogQuery) {
        const page = pageRequest(query)
        const locale = supportedLocale(query.locale)
        const rows = yield* catalog.ingredients(page)
        return toPageOf(rows, page, (row) => localizeIngredient(row, locale))
      })

      const closureTypes = Effect.fn("Catalogs.closureTypes")(function* (query: CatalogQuery) {
        const page = pageRequest(query)
        const locale = supportedLocale(query.locale)
        const rows = yield* catalog.closureTypes(page)
        return toPageOf(rows, page, (row) => localizeClosureType(row, locale))
      })

      /** A catalogue whose only translated field is `name`. */
      const named = <Entry extends { readonly name: string | null }>(
        span: string,
        rows: (page: PageRequest) => Effect.Effect<ReadonlyArray<StoredNamed<Entry>>, PersistenceUnavailable>
      ) =>
        Effect.fn(span)(function* (query: CatalogQuery) {
          const page = pageRequest(query)
          const locale = supportedLocale(query.locale)
          return toPageOf(yield* rows(page), page, (row) => localizeNamed<Entry>(row, locale))
        })

      // Variety and synonym names are names in their own right: nothing to localize.
      const grapeVarieties = Effect.fn("Catalogs.grapeVarieties")(function* (query: CatalogQuery) {
        const page = pageRequest(query)
        return toPage(yield* catalog.grapeVarieties(query.q, page), page)
      })

      const validate = Effect.fn("Catalogs.validate")(function* (
        references: ReadonlyArray<CatalogReference>,
        synonyms: ReadonlyArray<SynonymRef & { readonly path: string }> = [],
        known?: CatalogEntries
      ) {
        const issues: Array<FieldIssue> = []
        const held = known === undefined ? undefined : knownIds(known)
        for (const [kind, ids] of idsByKind(references)) {
          const unknown = new Set(
            held === undefined
              ? yield* catalog.unknownIds(kind, [...ids])
              : [...ids].filter((id) => !held[kind].has(id.toLowerCase()))
          )
          for (const ref of references) {
            if (ref.kind === kind && unknown.has(ref.id)) {
              issues.push({ path: ref.path, message: `unknown ${kind.replaceAll("_", " ")} id` })
            }
          }
        }
        if (synonyms.length > 0) {
          const pairs = synonyms.map(({ grape_variety_id, grape_variety_synonym_id }) => ({
            grape_variety_id,
            grape_variety_synonym_id
          }))
          const mismatched = new Set((yield* catalog.synonymMismatches(pairs)).map(pairKey))
          for (const synonym of synonyms) {
            if (mismatched.has(pairKey(synonym))) {
              issues.push({ path: synonym.path, message: "synonym does not belong to grape_variety_id" })
            }
          }
        }
        if (issues.length > 0) return yield* new InvalidInput({ errors: issues })
      })

      return Catalogs.of({
        ingredients,
        ingredientCategories: named<IngredientCategoryEntry>(
          "Catalogs.ingredientCategories",
          catalog.ingredientCategories
        ),
        closureTypes,
        grapeVarieties,
        materials: named<MaterialEntry>("Catalogs.materials", catalog.materials),
        countries: named<CountryEntry>("Catalogs.countries", catalog.countries),
        certifications: named<CertificationEntry>("Catalogs.certifications", catalog.certifications),
        productionMethods: named<ProductionMethodEntry>("Catalogs.productionMethods", catalog.productionMethods),
        validate
      })
    })
  )
}

/**
 * The locale to pick names in, or none. Only supported codes are used: a
 * query locale is free text, and an arbitrary key such as `constructor` must
 * not reach the name lookup.
 */
const supportedLocale = (locale: string | undefined): string | undefined =>
  locale !== undefined && isLocale(locale) ? locale : undefined

/** The distinct ids of each catalogue, in first-mention order. */
const idsByKind = (references: ReadonlyArray<CatalogReference>): Map<CatalogKind, Set<string>> => {
  const byKind = new Map<CatalogKind, Set<string>>()
  for (const { kind, id } of references) {
    const ids = byKind.get(kind) ?? new Set<string>()
    ids.add(id)
    byKind.set(kind, ids)
  }
  return byKind
}

const lower = (entries: ReadonlyArray<{ readonly id: string }>) =>
  new Set(entries.map((entry) => entry.id.toLowerCase()))

/** The ids of each kind among `entries` (lower case, as the catalogue stores them). */
export const knownIds = (entries: CatalogEntries): Record<CatalogKind, ReadonlySet<string>> => ({
  ingredient: lower(entries.ingredients),
  grape_variety: lower(entries.grapeVarieties),
  material: lower(entries.materials),
  certification: lower(entries.certifications),
  country: lower(entries.countries),
  production_method: lower(entries.productionMethods)
})

/** One key per variety/synonym pair. */
const pairKey = (pair: SynonymRef): string => `${pair.grape_variety_id}\u0000${pair.grape_variety_synonym_id}`
