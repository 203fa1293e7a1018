/**
 * The label aggregate across its tables: reading labels with their formats
 * and translations embedded (three queries for any number of labels), and
 * reading and writing the four child lists (one multi-row insert per list).
 */
import type { Label, LabelChildren } from "@elabel/domain"
import { Effect } from "effect"
import type { SqlClient, Statement } from "effect/sql"
import type { Row } from "effect/sql/SqlConnection"
import type { SqlError } from "effect/sql/SqlError"
import { decodeChildRows, decodeFormat, decodeLabelRecord, decodeTranslation } from "./rowSchemas.ts"
import { CHILD_TABLES, groupBy, toRow } from "./rows.ts"

/**
 * The label resources of label rows, in the rows' order: formats by
 * creation then id, translations by locale (byte order, as the memory
 * adapter compares strings).
 */
export const assembleLabels = (
  sql: SqlClient.SqlClient,
  rows: ReadonlyArray<Row>
): Effect.Effect<ReadonlyArray<Label.Label>, SqlError> =>
  Effect.gen(function* () {
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    const formats = groupBy(
      yield* sql`SELECT * FROM label_formats WHERE label_id = ANY(${ids}::uuid[]) ORDER BY created_at, id`,
      "label_id"
    )
    const translations = groupBy(
      yield* sql`SELECT * FROM label_translations WHERE label_id = ANY(${ids}::uuid[]) ORDER BY locale COLLATE "C"`,
      "label_id"
    )
    return rows.map(
      (row): Label.Label => ({
        ...decodeLabelRecord(row),
        formats: (formats.get(row.id) ?? []).map(decodeFormat),
        translations: (translations.get(row.id) ?? []).map(decodeTranslation)
      })
    )
  })

/**
 * The select list of a label read in one statement: the row (`labels`
 * aliased `l`) with its formats and translations embedded as JSON arrays,
 * ordered as `assembleLabels` orders them, so a label read, or a page of
 * them, is one round trip.
 */
const LABEL_SELECT = `l.*,
  (SELECT coalesce(json_agg(f ORDER BY f.created_at, f.id), '[]'::json)
     FROM label_formats f WHERE f.label_id = l.id) AS embedded_formats,
  (SELECT coalesce(json_agg(t ORDER BY t.locale COLLATE "C"), '[]'::json)
     FROM label_translations t WHERE t.label_id = l.id) AS embedded_translations`

/** `SELECT <label with formats and translations> FROM labels l <rest>`: `rest` names the rows (alias `l`). */
export const selectLabels = (sql: SqlClient.SqlClient, rest: Statement.Fragment) =>
  sql`SELECT ${sql.literal(LABEL_SELECT)} FROM labels l ${rest}`

/** An embedded JSON array: the driver parses `json`; text is parsed here. */
const embedded = (value: unknown): ReadonlyArray<Record<string, unknown>> =>
  (typeof value === "string" ? JSON.parse(value) : (value ?? [])) as ReadonlyArray<Record<string, unknown>>

/** A format row read as JSON, in the driver's types the row Schema decodes: `Date` timestamps, a `bigint` version. */
const asFormatRow = (row: Record<string, unknown>): Record<string, unknown> => {
  const date = (value: unknown) => (typeof value === "string" ? new Date(value) : value)
  return {
    ...row,
    created_at: date(row.created_at),
    updated_at: date(row.updated_at),
    version: typeof row.version === "number" ? BigInt(row.version) : row.version
  }
}

/** The label resources of rows read with `selectLabels`, in the rows' order. */
export const toLabels = (rows: ReadonlyArray<Row>): ReadonlyArray<Label.Label> =>
  rows.map(
    (row): Label.Label => ({
      ...decodeLabelRecord(row),
      formats: embedded(row.embedded_formats).map((format) => decodeFormat(asFormatRow(format))),
      translations: embedded(row.embedded_translations).map(decodeTranslation)
    })
  )

/** One child list of a label, in body order. */
const readList = <K extends LabelChildren.ChildList>(
  sql: SqlClient.SqlClient,
  id: string,
  list: K
): Effect.Effect<LabelChildren.LabelChildren[K], SqlError> => {
  return Effect.map(
    sql`SELECT * FROM ${sql(CHILD_TABLES[list].table)} WHERE label_id = ${id} ORDER BY position`,
    decodeChildRows[list]
  )
}

/** The four child lists of a label (empty lists for a label that does not exist). */
export const readChildren = (
  sql: SqlClient.SqlClient,
  id: string
): Effect.Effect<LabelChildren.LabelChildren, SqlError> =>
  Effect.all({
    grape_varieties: readList(sql, id, "grape_varieties"),
    ingredients: readList(sql, id, "ingredients"),
    packagings: readList(sql, id, "packagings"),
    certifications: readList(sql, id, "certifications")
  })

/** Inserts the rows of one child list in one statement, numbering them in order. */
export const insertList = (
  sql: SqlClient.SqlClient,
  owner: { readonly label_id: string; readonly workspace_id: string },
  list: LabelChildren.ChildList,
  rows: ReadonlyArray<object>
): Effect.Effect<void, SqlError> => {
  const { table, columns } = CHILD_TABLES[list]
  const [first, ...rest] = rows.map((row, position) => ({ ...owner, position, ...toRow(row, columns) }))
  return first === undefined
    ? Effect.void
    : Effect.asVoid(sql`INSERT INTO ${sql(table)} ${sql.insert([first, ...rest])}`)
}

/** Inserts all four child lists of a label. */
export const insertChildren = (
  sql: SqlClient.SqlClient,
  owner: { readonly label_id: string; readonly workspace_id: string },
  children: LabelChildren.LabelChildren
): Effect.Effect<void, SqlError> =>
  Effect.forEach(Object.keys(CHILD_TABLES) as Array<LabelChildren.ChildList>, (list) =>
    insertList(sql, owner, list, children[list])
  ).pipe(Effect.asVoid)

/** Inserts rows of one table in one statement; nothing for no rows. */
export const insertAll = (
  sql: SqlClient.SqlClient,
  table: string,
  rows: ReadonlyArray<Record<string, unknown>>
): Effect.Effect<void, SqlError> => {
  const [first, ...rest] = rows
  return first === undefined
    ? Effect.void
    : Effect.asVoid(sql`INSERT INTO ${sql(table)} ${sql.insert([first, ...rest])}`)
}
