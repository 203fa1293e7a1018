import {
  Catalog,
  CatalogRepository,
  type GrapeVarietyId,
  type GrapeVarietySynonymId,
  type Paging
} from "@elabel/domain"
import { Effect, Layer } from "effect"
import { SqlClient, type Statement } from "effect/sql"
import type { Row } from "effect/sql/SqlConnection"
import {
  toCertification,
  toClosureType,
  toCountry,
  toIngredient,
  toIngredientCategory,
  toMaterial,
  toProductionMethod
} from "./catalogRows.ts"
import { CATALOG_TABLES, isUuid } from "./catalogTables.ts"
import { read } from "./errors.ts"
import { groupBy } from "./rows.ts"

/**
 * `CatalogRepository` on SQL. Orders match the memory adapter (see the
 * port): strings in byte order (`COLLATE "C"`, code point order for UTF-8),
 * nulls last. Search compares against
 * `search_text`, the names folded by the domain's `foldForSearch` at seed
 * time, so it needs no `unaccent` extension (PGlite has none by default).
 */
export const CatalogRepositorySql: Layer.Layer<CatalogRepository, never, SqlClient.SqlClient> = Layer.effect(
  CatalogRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    /** The `limit + 1` rows from `offset`: the extra row tells the domain whether more follow. */
    const limit = (page: Paging.PageRequest) => sql`LIMIT ${page.limit + 1} OFFSET ${page.offset}`

    /** The varieties a condition on `v` selects, by name, with their synonyms. */
    const varietiesWhere = (where: Statement.Fragment, page: Statement.Fragment) =>
      Effect.gen(function* () {
        const rows = yield* sql`SELECT v.id, v.name FROM catalog_grape_varieties v WHERE ${where}
            ORDER BY v.name COLLATE "C", v.id ${page}`
        if (rows.length === 0) return []
        const synonyms = groupBy(
          yield* sql`SELECT id, grape_variety_id, name FROM catalog_grape_variety_synonyms
              WHERE grape_variety_id = ANY(${rows.map((row) => row.id)}::uuid[]) ORDER BY grape_variety_id, position`,
          "grape_variety_id"
        )
        return rows.map(
          (row): Catalog.StoredGrapeVariety => ({
            id: row.id as GrapeVarietyId,
            name: row.name as string | null,
            synonyms: (synonyms.get(row.id) ?? []).map((synonym) => ({
              id: synonym.id as GrapeVarietySynonymId,
              name: synonym.name as string | null
            }))
          })
        )
      })

    const varieties = (q: string | undefined, page: Paging.PageRequest) => {
      const needle = q === undefined ? undefined : Catalog.foldForSearch(q)
      const where =
        needle === undefined
          ? sql`TRUE`
          : sql`(strpos(v.search_text, ${needle}) > 0 OR EXISTS (
              SELECT 1 FROM catalog_grape_variety_synonyms s
              WHERE s.grape_variety_id = v.id AND strpos(s.search_text, ${needle}) > 0))`
      return varietiesWhere(where, limit(page))
    }

    return CatalogRepository.of({
      ingredients: (page) =>
        sql`SELECT * FROM catalog_ingredients ORDER BY "order", name COLLATE "C", id ${limit(page)}`.pipe(
          Effect.map((rows) => rows.map(toIngredient)),
          read("CatalogRepository.ingredients")
        ),
      closureTypes: (page) =>
        sql`SELECT c.id, c.name, c.names, c.weight,
                   m.id AS material_id, m.name AS material_name, m.names AS material_names
            FROM catalog_closure_types c JOIN catalog_materials m ON m.id = c.material_id
            ORDER BY c.name COLLATE "C", c.id ${limit(page)}`.pipe(
          Effect.map((rows) => rows.map(toClosureType)),
          read("CatalogRepository.closureTypes")
        ),
      ingredientCategories: (page) =>
        sql`SELECT * FROM catalog_ingredient_categories ORDER BY "order", name COLLATE "C", id ${limit(page)}`.pipe(
          Effect.map((rows) => rows.map(toIngredientCategory)),
          read("CatalogRepository.ingredientCategories")
        ),
      grapeVarieties: (q, page) => varieties(q, page).pipe(read("CatalogRepository.grapeVarieties")),
      materials: (page) =>
        sql`SELECT * FROM catalog_materials ORDER BY number, abbreviation COLLATE "C", id ${limit(page)}`.pipe(
          Effect.map((rows) => rows.map(toMaterial)),
          read("CatalogRepository.materials")
        ),
      countries: (page) =>
        sql`SELECT * FROM catalog_countries ORDER BY code COLLATE "C", id ${limit(page)}`.pipe(
          Effect.map((rows) => rows.map(toCountry)),
          read("CatalogRepository.countries")
        ),
      certifications: (page) =>
        sql`SELECT * FROM catalog_certifications ORDER BY name COLLATE "C", id ${limit(page)}`.pipe(
          Effect.map((rows) => rows.map(toCertification)),
          read("CatalogRepository.certifications")
        ),
      productionMethods: (page) =>
        sql`SELECT * FROM catalog_production_methods ORDER BY name COLLATE "C", id ${limit(page)}`.pipe(
          Effect.map((rows) => rows.map(toProductionMethod)),
          read("CatalogRepository.productionMethods")
        ),
      unknownIds: (kind, ids) =>
        Effect.gen(function* () {
          const wanted = [...new Set(ids)]
          const candidates = wanted.filter(isUuid)
          const known =
            candidates.length === 0
              ? []
              : yield* sql<{ readonly id: string }>`SELECT id FROM ${sql(CATALOG_TABLES[kind])}
                  WHERE id = ANY(${candidates}::uuid[])`
          const found = new Set(known.map((row) => row.id))
          return wanted.filter((id) => !found.has(id.toLowerCase()))
        }).pipe(read("CatalogRepository.unknownIds")),
      entriesFor: (ids) =>
        Effect.gen(function* () {
          /** The rows of `table` with the given ids, mapped; no query when none is a uuid. */
          const some = <A>(table: string, wanted: ReadonlyArray<string>, to: (row: Row) => A) => {
            const candidates = [...new Set(wanted)].filter(isUuid)
            return candidates.length === 0
              ? Effect.succeed<ReadonlyArray<A>>([])
              : Effect.map(sql`SELECT * FROM ${sql(table)} WHERE id = ANY(${candidates}::uuid[])`, (rows) =>
                  rows.map(to)
                )
          }
          const varietyIds = [...new Set(ids.grapeVarietyIds)].filter(isUuid)
          const ingredients = yield* some("catalog_ingredients", ids.ingredientIds, toIngredient)
          const categoryIds = ingredients.flatMap((entry) => entry.ingredient_category_id ?? [])
          return {
            ingredients,
            ingredientCategories: yield* some("catalog_ingredient_categories", categoryIds, toIngredientCategory),
            materials: yield* some("catalog_materials", ids.materialIds, toMaterial),
            certifications: yield* some("catalog_certifications", ids.certificationIds, toCertification),
            countries: yield* some("catalog_countries", ids.countryIds, toCountry),
            productionMethods: yield* some("catalog_production_methods", ids.productionMethodIds, toProductionMethod),
            grapeVarieties: yield* varietyIds.length === 0
              ? Effect.succeed([])
              : varietiesWhere(sql`v.id = ANY(${varietyIds}::uuid[])`, sql``)
          }
        }).pipe(read("CatalogRepository.entriesFor")),
      synonymMismatches: (pairs) =>
        Effect.gen(function* () {
          const candidates = [...new Set(pairs.map((pair) => pair.grape_variety_synonym_id))].filter(isUuid)
          const rows =
            candidates.length === 0
              ? []
              : yield* sql<{ readonly id: string; readonly grape_variety_id: string }>`SELECT id, grape_variety_id
                  FROM catalog_grape_variety_synonyms WHERE id = ANY(${candidates}::uuid[])`
          const varietyOf = new Map(rows.map((row) => [row.id, row.grape_variety_id]))
          return pairs.filter(
            (pair) => varietyOf.get(pair.grape_variety_synonym_id.toLowerCase()) !== pair.grape_variety_id.toLowerCase()
          )
        }).pipe(read("CatalogRepository.synonymMismatches"))
    })
  })
)
