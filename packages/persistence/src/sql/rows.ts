/**
 * Domain values -> rows. Columns are named after the domain fields, so a
 * value writes by picking the columns of its domain type. The column lists
 * come from the domain Schemas, so a new domain field without a migration
 * fails the schema test. Reading goes the other way through the row Schemas
 * of `rowSchemas.ts`.
 */
import {
  Brand,
  BusinessOperator,
  Format,
  Label,
  LabelChildren,
  MarketingQrCode,
  Translation,
  Workspace
} from "@elabel/domain"
import type { SqlClient, Statement } from "effect/sql"
import type { Row } from "effect/sql/SqlConnection"

const fieldNames = <F extends object>(fields: F): ReadonlyArray<keyof F & string> =>
  Object.keys(fields) as Array<keyof F & string>

/** Stored columns of a workspace (the available count is derived). */
export const WORKSPACE_COLUMNS = fieldNames(Workspace.Workspace.fields).filter(
  (name) => name !== "available_marketing_qr_codes"
)
/** Stored columns of a brand, a label row, a format and a translation: their domain fields. */
export const BRAND_COLUMNS = fieldNames(Brand.Brand.fields)
export const BUSINESS_OPERATOR_COLUMNS = fieldNames(BusinessOperator.BusinessOperator.fields)
export const LABEL_COLUMNS = fieldNames(Label.LabelRecord.fields)
export const FORMAT_COLUMNS = fieldNames(Format.Format.fields)
export const TRANSLATION_COLUMNS = fieldNames(Translation.Translation.fields)
/** Stored columns of a marketing code: its fields and its ref. */
export const QR_CODE_COLUMNS: ReadonlyArray<string> = [...fieldNames(MarketingQrCode.MarketingQrCode.fields), "ref"]

/** The table and columns of each child list of a label. */
export const CHILD_TABLES: Record<
  LabelChildren.ChildList,
  { readonly table: string; readonly columns: ReadonlyArray<string> }
> = {
  grape_varieties: { table: "label_grape_varieties", columns: fieldNames(LabelChildren.GrapeVarietyRow.fields) },
  ingredients: { table: "label_ingredients", columns: fieldNames(LabelChildren.IngredientRow.fields) },
  packagings: { table: "label_packagings", columns: fieldNames(LabelChildren.PackagingRow.fields) },
  certifications: { table: "label_certifications", columns: fieldNames(LabelChildren.CertificationRow.fields) }
}

/** Every column of `columns` from a domain value, for an insert (absent values as NULL). */
export const toRow = (value: object, columns: ReadonlyArray<string>): Record<string, unknown> => {
  const source = value as Record<string, unknown>
  const row: Record<string, unknown> = {}
  for (const column of columns) row[column] = source[column] ?? null
  return row
}

/**
 * The columns a partial change sets: only keys present with a value, never
 * `id` nor `version` (a write increments it, see `updateVersioned`). Keys that are not columns (embedded lists, derived fields) are dropped.
 */
export const changedColumns = (changes: object, columns: ReadonlyArray<string>): Record<string, unknown> => {
  const source = changes as Record<string, unknown>
  const row: Record<string, unknown> = {}
  for (const column of columns) {
    if (column !== "id" && column !== "version" && source[column] !== undefined) row[column] = source[column]
  }
  return row
}

/** Whether a change sets any column. */
export const isEmpty = (row: Record<string, unknown>): boolean => Object.keys(row).length === 0

/** A JSON value embedded in a row: the driver parses `json` (PostgreSQL, PGlite); text is parsed here. */
export const embeddedJson = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value)

/**
 * Decodes the embedded JSON column `column` of a label's row with `decode` (given the parsed JSON):
 * `decodeEmbedded` parses and decodes every time; a write's read keeps, per label, what a text decoded
 * to (`embeddedParts.ts`).
 */
export type EmbeddedDecoder = <A>(column: string, value: unknown, decode: (json: unknown) => A) => A

/** `EmbeddedDecoder` that parses and decodes every time. */
export const decodeEmbedded: EmbeddedDecoder = (_column, value, decode) => decode(embeddedJson(value))

/**
 * `(<columns>) SELECT <columns> FROM <rows>`: the tail of an `INSERT INTO table` whose rows (all with the same
 * keys, the table's own column names) come as one JSON parameter, each value typed by its column, so a
 * data-modifying CTE can insert them (`where` filters, e.g. on the CTE of the row's write).
 */
export const fromJsonRows = (
  sql: SqlClient.SqlClient,
  table: string,
  rows: ReadonlyArray<Record<string, unknown>>,
  where: Statement.Fragment
): Statement.Fragment => {
  // The table's own column names (identifiers of the schema, never input), quoted.
  const named = sql.literal(
    Object.keys(rows[0] ?? {})
      .map((column) => `"${column}"`)
      .join(", ")
  )
  return sql`(${named}) SELECT ${named} FROM json_populate_recordset(NULL::${sql(table)}, ${JSON.stringify(rows)}::json)
    WHERE ${where}`
}

/** An embedded JSON array of rows (none for SQL `NULL`). */
export const embedded = (value: unknown): ReadonlyArray<Record<string, unknown>> =>
  (embeddedJson(value) ?? []) as ReadonlyArray<Record<string, unknown>>

/** A row of another table embedded as JSON, in the driver's types: `Date` timestamps, `bigint` counters. */
export const asDriverRow = (
  row: Record<string, unknown>,
  dates: ReadonlyArray<string>,
  bigints: ReadonlyArray<string>
): Record<string, unknown> => {
  const out = { ...row }
  for (const key of dates) if (typeof out[key] === "string") out[key] = new Date(out[key] as string)
  for (const key of bigints) if (typeof out[key] === "number") out[key] = BigInt(out[key] as number)
  return out
}

/** Groups rows by a key column, keeping their order. */
export const groupBy = (rows: ReadonlyArray<Row>, key: string): Map<unknown, Array<Row>> => {
  const groups = new Map<unknown, Array<Row>>()
  for (const row of rows) {
    const group = groups.get(row[key])
    if (group === undefined) groups.set(row[key], [row])
    else group.push(row)
  }
  return groups
}

/**
 * The conditional write every versioned table shares: a write increments the
 * row's `version`, and with `expected` versions it changes the row only while
 * its version is one of them. Under READ COMMITTED a concurrent writer waits
 * for the row lock and then re-checks the condition against the committed
 * row, so of two writers expecting the same version exactly one succeeds, in
 * any number of processes.
 */
/** `UPDATE table SET …, version = version + 1 WHERE id = $id [AND version = ANY($expected)] RETURNING *`. */
export const updateVersioned = (
  sql: SqlClient.SqlClient,
  table: string,
  id: string,
  set: Record<string, unknown>,
  expected: ReadonlyArray<number> | undefined
) => {
  const changes = isEmpty(set) ? sql`version = version + 1` : sql`${sql.update(set)}, version = version + 1`
  const where = [sql`id = ${id}`]
  if (expected !== undefined) where.push(sql`version = ANY(${expected}::bigint[])`)
  return sql`UPDATE ${sql(table)} SET ${changes} WHERE ${sql.and(where)} RETURNING *`
}
