/**
 * Loading reference catalogues into SQL: the same `CatalogSeed` the memory
 * adapter starts with, so both run on one fixture. Idempotent (existing ids
 * are kept: `ON CONFLICT DO NOTHING`) and chunked, so a full catalogue of
 * thousands of entries loads the same way at every start.
 */
import { Catalog, type PersistenceUnavailable } from "@elabel/domain"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { CatalogSeed } from "../memory/CatalogSeed.ts"
import { CATALOG_TABLES } from "./catalogTables.ts"
import { write } from "./errors.ts"

/** Rows per INSERT: far below PostgreSQL's 65535 parameters per statement. */
const CHUNK = 500

const fold = (name: string | null): string | null => (name === null ? null : Catalog.foldForSearch(name))
const json = (names: Catalog.Names): string => JSON.stringify(names)

/** Inserts the entries of a seed that are not stored yet, in one transaction. */
export const seedCatalog = (seed: CatalogSeed): Effect.Effect<void, PersistenceUnavailable, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const insert = (table: string, rows: ReadonlyArray<Record<string, unknown>>) =>
      Effect.forEach(
        Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK)),
        ([first, ...rest]) =>
          first === undefined
            ? Effect.void
            : Effect.asVoid(sql`INSERT INTO ${sql(table)} ${sql.insert([first, ...rest])} ON CONFLICT (id) DO NOTHING`),
        { discard: true }
      )
    /** Catalogue ids without entries of their own: rows with the id only. */
    const bare = (kind: Catalog.CatalogKind) =>
      insert(
        CATALOG_TABLES[kind],
        (seed.ids[kind] ?? []).map((id) => ({ id }))
      )

    const materials = new Map<string, Record<string, unknown>>()
    for (const entry of seed.closureTypes) {
      if (!materials.has(entry.material.id)) {
        const { id, name } = entry.material
        materials.set(id, { id, name, names: json(entry.material_names) })
      }
    }

    yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* insert("catalog_materials", [...materials.values()])
        yield* bare("material")
        yield* insert(
          "catalog_ingredients",
          seed.ingredients.map((entry) => ({
            id: entry.id,
            name: entry.name,
            organic_name: entry.organic_name,
            names: json(entry.names),
            organic_names: json(entry.organic_names),
            is_allergen: entry.is_allergen,
            order: entry.order,
            ingredient_category_id: entry.ingredient_category_id
          }))
        )
        yield* bare("ingredient")
        yield* insert(
          "catalog_closure_types",
          seed.closureTypes.map((entry) => ({
            id: entry.id,
            name: entry.name,
            names: json(entry.names),
            weight: entry.weight,
            material_id: entry.material.id
          }))
        )
        yield* insert(
          "catalog_grape_varieties",
          seed.grapeVarieties.map((entry) => ({ id: entry.id, name: entry.name, search_text: fold(entry.name) }))
        )
        yield* bare("grape_variety")
        yield* insert(
          "catalog_grape_variety_synonyms",
          seed.grapeVarieties.flatMap((entry) =>
            entry.synonyms.map((synonym, position) => ({
              id: synonym.id,
              grape_variety_id: entry.id,
              position,
              name: synonym.name,
              search_text: fold(synonym.name)
            }))
          )
        )
        yield* bare("certification")
        yield* bare("country")
        yield* bare("production_method")
      })
    )
  }).pipe(write("seedCatalog"))
