import {
  Catalog,
  type CatalogEntries,
  type CatalogEntryIds,
  CatalogRepository,
  makeBoundedCache,
  type Paging
} from "@elabel/domain"
import { Clock, Effect, Layer, Schema } from "effect"
import { SqlClient, type Statement } from "effect/sql"
import {
  decodeCertification,
  decodeClosureType,
  decodeCountry,
  decodeGrapeVariety,
  decodeIngredient,
  decodeIngredientCategory,
  decodeMaterial,
  decodeProductionMethod
} from "./catalogRows.ts"
import { CATALOG_TABLES, isUuid } from "./catalogTables.ts"
import { read } from "./errors.ts"
import { rowDecoder } from "./rowSchemas.ts"
import { embedded } from "./rows.ts"

const decodeId = rowDecoder(Schema.Struct({ id: Schema.String }))
const decodeSynonym = rowDecoder(Schema.Struct({ id: Schema.String, grape_variety_id: Schema.String }))

/** Sets of catalogue ids whose entries are kept, and for how long (see `entries` below). */
const ENTRIES_KEPT = 512
const ENTRIES_TTL_MILLIS = 60_000

/** The key of the entries an id set names: its lists in order, each sorted (a list's order is not the key's). */
const entriesKey = (ids: CatalogEntryIds): string =>
  [
    ids.ingredientIds,
    ids.materialIds,
    ids.certificationIds,
    ids.countryIds,
    ids.productionMethodIds,
    ids.grapeVarietyIds
  ]
    .map((list) => [...list].sort().join(","))
    .join(";")

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

    /** The varieties a condition on `v` selects, by name, each with its synonyms in order. */
    const varietiesWhere = (where: Statement.Fragment, page: Statement.Fragment) =>
      sql`SELECT v.id, v.name, COALESCE((
            SELECT jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name) ORDER BY s.position)
            FROM catalog_grape_variety_synonyms s WHERE s.grape_variety_id = v.id), '[]'::jsonb) AS synonyms
          FROM catalog_grape_varieties v WHERE ${where}
          ORDER BY v.name COLLATE "C", v.id ${page}`.pipe(Effect.map((rows) => rows.map(decodeGrapeVariety)))

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

    /** A catalogue's page: its rows in the given order, decoded. */
    const listed =
      <A>(
        name: string,
        decode: (row: unknown) => A,
        select: (page: Statement.Fragment) => Statement.Statement<unknown>
      ) =>
      (page: Paging.PageRequest) =>
        select(limit(page)).pipe(
          Effect.map((rows) => rows.map(decode)),
          read(`CatalogRepository.${name}`),
          Effect.withSpan(`CatalogRepositorySql.${name}`)
        )

    /** The entries of the catalogues `ids` names, in one statement (none when it names none). */
    const readEntries = (ids: CatalogEntryIds) =>
      Effect.gen(function* () {
        const uuids = (wanted: ReadonlyArray<string>) => [...new Set(wanted)].filter(isUuid)
        const wanted = {
          ingredients: uuids(ids.ingredientIds),
          materials: uuids(ids.materialIds),
          certifications: uuids(ids.certificationIds),
          countries: uuids(ids.countryIds),
          productionMethods: uuids(ids.productionMethodIds),
          grapeVarieties: uuids(ids.grapeVarietyIds)
        }
        const empty: CatalogEntries = {
          ingredients: [],
          ingredientCategories: [],
          materials: [],
          certifications: [],
          countries: [],
          productionMethods: [],
          grapeVarieties: []
        }
        if (Object.values(wanted).every((list) => list.length === 0)) return empty
        const rowsOf = (table: string, list: ReadonlyArray<string>) =>
          sql`(SELECT coalesce(json_agg(c), '[]'::json) FROM ${sql(table)} c WHERE c.id = ANY(${list}::uuid[]))`
        const [row] = yield* sql`SELECT
            ${rowsOf("catalog_ingredients", wanted.ingredients)} AS ingredients,
            (SELECT coalesce(json_agg(c), '[]'::json) FROM catalog_ingredient_categories c
              WHERE c.id IN (SELECT ingredient_category_id FROM catalog_ingredients
                             WHERE id = ANY(${wanted.ingredients}::uuid[]))) AS ingredient_categories,
            ${rowsOf("catalog_materials", wanted.materials)} AS materials,
            ${rowsOf("catalog_certifications", wanted.certifications)} AS certifications,
            ${rowsOf("catalog_countries", wanted.countries)} AS countries,
            ${rowsOf("catalog_production_methods", wanted.productionMethods)} AS production_methods,
            (SELECT coalesce(json_agg(v ORDER BY v.name COLLATE "C", v.id), '[]'::json) FROM (
              SELECT v.id, v.name, COALESCE((
                SELECT jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name) ORDER BY s.position)
                FROM catalog_grape_variety_synonyms s WHERE s.grape_variety_id = v.id), '[]'::jsonb) AS synonyms
              FROM catalog_grape_varieties v WHERE v.id = ANY(${wanted.grapeVarieties}::uuid[])) v) AS grape_varieties`
        const list = <A>(value: unknown, decode: (row: unknown) => A): ReadonlyArray<A> => embedded(value).map(decode)
        return {
          ingredients: list(row?.ingredients, decodeIngredient),
          ingredientCategories: list(row?.ingredient_categories, decodeIngredientCategory),
          materials: list(row?.materials, decodeMaterial),
          certifications: list(row?.certifications, decodeCertification),
          countries: list(row?.countries, decodeCountry),
          productionMethods: list(row?.production_methods, decodeProductionMethod),
          grapeVarieties: list(row?.grape_varieties, decodeGrapeVariety)
        } satisfies CatalogEntries
      }).pipe(read("CatalogRepository.entriesFor"))

    /**
     * The entries read lately, by the ids asked. A catalogue changes only when a process starts with
     * another seed (`seedCatalog`); a process started before that shows the new entries within the TTL.
     */
    const entries = makeBoundedCache<string, CatalogEntries>({
      maxEntries: ENTRIES_KEPT,
      ttlMillis: ENTRIES_TTL_MILLIS
    })

    return CatalogRepository.of({
      ingredients: listed(
        "ingredients",
        decodeIngredient,
        (page) => sql`SELECT * FROM catalog_ingredients ORDER BY "order", name COLLATE "C", id ${page}`
      ),
      closureTypes: listed(
        "closureTypes",
        decodeClosureType,
        (page) => sql`SELECT c.id, c.name, c.names, c.weight,
                   jsonb_build_object('id', m.id, 'name', m.name) AS material, m.names AS material_names
            FROM catalog_closure_types c JOIN catalog_materials m ON m.id = c.material_id
            ORDER BY c.name COLLATE "C", c.id ${page}`
      ),
      ingredientCategories: listed(
        "ingredientCategories",
        decodeIngredientCategory,
        (page) => sql`SELECT * FROM catalog_ingredient_categories ORDER BY "order", name COLLATE "C", id ${page}`
      ),
      grapeVarieties: Effect.fn("CatalogRepositorySql.grapeVarieties")(
        (q: string | undefined, page: Paging.PageRequest) =>
          varieties(q, page).pipe(read("CatalogRepository.grapeVarieties"))
      ),
      materials: listed(
        "materials",
        decodeMaterial,
        (page) => sql`SELECT * FROM catalog_materials ORDER BY number, abbreviation COLLATE "C", id ${page}`
      ),
      countries: listed(
        "countries",
        decodeCountry,
        (page) => sql`SELECT * FROM catalog_countries ORDER BY code COLLATE "C", id ${page}`
      ),
      certifications: listed(
        "certifications",
        decodeCertification,
        (page) => sql`SELECT * FROM catalog_certifications ORDER BY name COLLATE "C", id ${page}`
      ),
      productionMethods: listed(
        "productionMethods",
        decodeProductionMethod,
        (page) => sql`SELECT * FROM catalog_production_methods ORDER BY name COLLATE "C", id ${page}`
      ),
      unknownIds: Effect.fn("CatalogRepositorySql.unknownIds")(
        (kind: Catalog.CatalogKind, ids: ReadonlyArray<string>) =>
          Effect.gen(function* () {
            const wanted = [...new Set(ids)]
            const candidates = wanted.filter(isUuid)
            const known =
              candidates.length === 0
                ? []
                : yield* sql`SELECT id FROM ${sql(CATALOG_TABLES[kind])} WHERE id = ANY(${candidates}::uuid[])`
            const found = new Set(known.map((row) => decodeId(row).id))
            return wanted.filter((id) => !found.has(id.toLowerCase()))
          }).pipe(read("CatalogRepository.unknownIds"))
      ),
      // One statement for all of them (a write of a published label reads them for its version's page), none
      // when the same ids were read less than `ENTRIES_TTL_MILLIS` ago.
      entriesFor: Effect.fn("CatalogRepositorySql.entriesFor")((ids: CatalogEntryIds) =>
        Effect.gen(function* () {
          const key = entriesKey(ids)
          const now = yield* Clock.currentTimeMillis
          const held = entries.get(key, now)
          if (held !== undefined) return held
          const read = yield* readEntries(ids)
          entries.set(key, read, now)
          return read
        })
      ),
      synonymMismatches: Effect.fn("CatalogRepositorySql.synonymMismatches")(
        (pairs: ReadonlyArray<Catalog.SynonymRef>) =>
          Effect.gen(function* () {
            const candidates = [...new Set(pairs.map((pair) => pair.grape_variety_synonym_id))].filter(isUuid)
            const rows =
              candidates.length === 0
                ? []
                : yield* sql`SELECT id, grape_variety_id FROM catalog_grape_variety_synonyms
                  WHERE id = ANY(${candidates}::uuid[])`
            const varietyOf = new Map(rows.map(decodeSynonym).map((row) => [row.id, row.grape_variety_id]))
            return pairs.filter(
              (pair) =>
                varietyOf.get(pair.grape_variety_synonym_id.toLowerCase()) !== pair.grape_variety_id.toLowerCase()
            )
          }).pipe(read("CatalogRepository.synonymMismatches"))
      )
    })
  })
)
