/**
 * The label aggregate across its tables: reading labels with their formats
 * and translations embedded (three queries for any number of labels), and
 * storing a whole label in one statement. Child lists: `labelChildRows.ts`.
 */
import type { Label, LabelAggregate, LabelChildren } from "@elabel/domain"
import { Effect } from "effect"
import type { SqlClient, Statement } from "effect/sql"
import type { Row } from "effect/sql/SqlConnection"
import type { SqlError } from "effect/sql/SqlError"
import { claimRows, type RefClaim } from "./publicRefs.ts"
import { decodeFormat, decodeLabelRecord, decodeTranslation } from "./rowSchemas.ts"
import { CHILD_TABLES, FORMAT_COLUMNS, groupBy, LABEL_COLUMNS, TRANSLATION_COLUMNS, toRow } from "./rows.ts"

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

/** `SELECT <label with formats and translations> <from>`: `from` names the label rows `l` (a table or a subquery). */
export const selectLabelsFrom = (sql: SqlClient.SqlClient, from: Statement.Fragment) =>
  sql`SELECT ${sql.literal(LABEL_SELECT)} ${from}`

/** `SELECT <label with formats and translations> FROM labels l <rest>`: `rest` names the rows (alias `l`). */
export const selectLabels = (sql: SqlClient.SqlClient, rest: Statement.Fragment) =>
  selectLabelsFrom(sql, sql`FROM labels l ${rest}`)

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

/**
 * Stores a whole label in one statement (atomic by itself, one round trip):
 * its refs claimed in `public_refs`, the row, its formats, translations and
 * child lists, each table's rows one data-modifying `WITH` clause (foreign
 * keys are checked at the statement's end, when all of them are in).
 */
export const insertAggregate = (
  sql: SqlClient.SqlClient,
  { label, formats, translations, children }: LabelAggregate
): Effect.Effect<void, SqlError> => {
  const owner = { label_id: label.id, workspace_id: label.workspace_id }
  const refs: ReadonlyArray<RefClaim> = [
    { ref: label.ref, kind: "label", owner_id: label.id, workspace_id: label.workspace_id },
    ...formats.map(
      (format): RefClaim => ({
        ref: format.ref,
        kind: "format",
        owner_id: format.id,
        workspace_id: label.workspace_id
      })
    )
  ]
  const tables: ReadonlyArray<readonly [string, ReadonlyArray<Record<string, unknown>>]> = [
    ["public_refs", claimRows(refs)],
    ["labels", [toRow(label, LABEL_COLUMNS)]],
    [
      "label_formats",
      formats.map((format) => ({ ...toRow(format, FORMAT_COLUMNS), workspace_id: label.workspace_id }))
    ],
    [
      "label_translations",
      translations.map((translation) => ({ ...owner, ...toRow(translation, TRANSLATION_COLUMNS) }))
    ],
    ...(Object.keys(CHILD_TABLES) as Array<LabelChildren.ChildList>).map((list) => {
      const { table, columns } = CHILD_TABLES[list]
      return [table, children[list].map((row, position) => ({ ...owner, position, ...toRow(row, columns) }))] as const
    })
  ]
  const clauses = tables.flatMap(([table, rows], i) => {
    const [first, ...rest] = rows
    return first === undefined
      ? []
      : [sql`${sql.literal(`t${i}`)} AS (INSERT INTO ${sql(table)} ${sql.insert([first, ...rest])})`]
  })
  return Effect.asVoid(sql`WITH ${sql.csv(clauses)} SELECT 1`)
}
