import { Catalog, CatalogRepository, type GrapeVarietyId, type GrapeVarietySynonymId } from "@elabel/domain"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { Row } from "effect/sql/SqlConnection"
import { CATALOG_TABLES, isUuid } from "./catalogTables.ts"
import { read } from "./errors.ts"
import { groupBy } from "./rows.ts"

const toIngredient = (row: Row): Catalog.StoredIngredient => ({
  id: row.id as Catalog.StoredIngredient["id"],
  name: row.name as string | null,
  organic_name: row.organic_name as string | null,
  is_allergen: row.is_allergen as boolean | null,
  order: row.order as number | null,
  ingredient_category_id: row.ingredient_category_id as Catalog.StoredIngredient["ingredient_category_id"],
  names: row.names as Catalog.Names,
  organic_names: row.organic_names as Catalog.Names
})

const toClosureType = (row: Row): Catalog.StoredClosureType => ({
  id: row.id as Catalog.StoredClosureType["id"],
  name: row.name as string | null,
  weight: row.weight as number | null,
  material: {
    id: row.material_id as Catalog.StoredClosureType["material"]["id"],
    name: row.material_name as string | null
  },
  names: row.names as Catalog.Names,
  material_names: row.material_names as Catalog.Names
})

/**
 * `CatalogRepository` on SQL. Orders match the memory adapter: ingredients
 * by `order`, name, id; closure types and varieties by name, id; names in
 * byte order (`COLLATE "C"`), nulls last. Search compares against
 * `search_text`, the names folded by the domain's `foldForSearch` at seed
 * time, so it needs no `unaccent` extension (PGlite has none by default).
 */
export const CatalogRepositorySql: Layer.Layer<CatalogRepository, never, SqlClient.SqlClient> = Layer.effect(
  CatalogRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const varieties = (q: string | undefined, page: { readonly limit: number; readonly offset: number }) =>
      Effect.gen(function* () {
        const needle = q === undefined ? undefined : Catalog.foldForSearch(q)
        const where =
          needle === undefined
            ? sql`TRUE`
            : sql`(strpos(v.search_text, ${needle}) > 0 OR EXISTS (
                SELECT 1 FROM catalog_grape_variety_synonyms s
                WHERE s.grape_variety_id = v.id AND strpos(s.search_text, ${needle}) > 0))`
        const rows = yield* sql`SELECT v.id, v.name FROM catalog_grape_varieties v WHERE ${where}
            ORDER BY v.name COLLATE "C", v.id LIMIT ${page.limit + 1} OFFSET ${page.offset}`
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

    return CatalogRepository.of({
      ingredients: (page) =>
        sql`SELECT * FROM catalog_ingredients ORDER BY "order", name COLLATE "C", id
            LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
          Effect.map((rows) => rows.map(toIngredient)),
          read("CatalogRepository.ingredients")
        ),
      closureTypes: (page) =>
        sql`SELECT c.id, c.name, c.names, c.weight,
                   m.id AS material_id, m.name AS material_name, m.names AS material_names
            FROM catalog_closure_types c JOIN catalog_materials m ON m.id = c.material_id
            ORDER BY c.name COLLATE "C", c.id LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
          Effect.map((rows) => rows.map(toClosureType)),
          read("CatalogRepository.closureTypes")
        ),
      grapeVarieties: (q, page) => varieties(q, page).pipe(read("CatalogRepository.grapeVarieties")),
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
