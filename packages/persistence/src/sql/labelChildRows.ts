/**
 * The four child lists of labels (grape varieties, ingredients, packagings,
 * certifications): embedded beside a label as JSON (a write's read has them
 * so too), read for one label or a page of labels in one statement, and one
 * list written in one multi-row insert.
 */
import { LabelChildren, type ListReplacement } from "@elabel/domain"
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import type { Row } from "effect/sql/SqlConnection"
import type { SqlError } from "effect/sql/SqlError"
import { decodeChildRows } from "./rowSchemas.ts"
import {
  asDriverRow,
  CHILD_TABLES,
  decodeEmbedded,
  type EmbeddedDecoder,
  embedded,
  fromJsonRows,
  toRow
} from "./rows.ts"

/**
 * The child lists embedded beside a label (`labels` aliased `l`), each a JSON array in body order
 * (`position`); `cast` `::text` has them sent as text (a write's read keeps what a text decoded to).
 */
export const childSelect = (cast = "") =>
  (Object.keys(CHILD_TABLES) as Array<LabelChildren.ChildList>)
    .map(
      (list) => `(SELECT coalesce(json_agg(c ORDER BY c.position), '[]'::json)
     FROM ${CHILD_TABLES[list].table} c WHERE c.label_id = l.id)${cast} AS embedded_${list}`
    )
    .join(",\n  ")

const CHILD_SELECT = childSelect()

/** The child lists of a row read with `childSelect`. */
export const toChildren = (row: Row, decoded: EmbeddedDecoder = decodeEmbedded): LabelChildren.LabelChildren => {
  const lists = <A>(list: LabelChildren.ChildList, decode: (rows: ReadonlyArray<Record<string, unknown>>) => A) =>
    decoded(`embedded_${list}`, row[`embedded_${list}`], (json) =>
      decode(embedded(json).map((child) => asDriverRow(child, [], ["order"])))
    )
  return {
    grape_varieties: lists("grape_varieties", decodeChildRows.grape_varieties),
    ingredients: lists("ingredients", decodeChildRows.ingredients),
    packagings: lists("packagings", decodeChildRows.packagings),
    certifications: lists("certifications", decodeChildRows.certifications)
  }
}

/**
 * The four child lists of each of `ids` in one statement however many labels (the export reads a page of
 * labels so): empty lists for a label without rows or that does not exist.
 */
export const readChildrenOf = <Id extends string>(
  sql: SqlClient.SqlClient,
  ids: ReadonlyArray<Id>
): Effect.Effect<ReadonlyMap<Id, LabelChildren.LabelChildren>, SqlError> =>
  ids.length === 0
    ? Effect.succeed(new Map())
    : Effect.map(
        sql`SELECT l.id, ${sql.literal(CHILD_SELECT)} FROM labels l WHERE l.id = ANY(${ids}::uuid[])`,
        (rows) => {
          // PostgreSQL answers ids in lower case; a caller may have asked in upper case.
          const found = new Map(rows.map((row) => [String(row.id).toLowerCase(), toChildren(row)]))
          return new Map(ids.map((id) => [id, found.get(id.toLowerCase()) ?? LabelChildren.emptyChildren]))
        }
      )

/** The four child lists of a label (empty lists for a label that does not exist). */
export const readChildren = (
  sql: SqlClient.SqlClient,
  id: string
): Effect.Effect<LabelChildren.LabelChildren, SqlError> =>
  Effect.map(readChildrenOf(sql, [id]), (children) => children.get(id) ?? LabelChildren.emptyChildren)

/** The rows of one child list as its table stores them, numbered in order. */
const listRows = (
  owner: { readonly label_id: string; readonly workspace_id: string },
  list: LabelChildren.ChildList,
  rows: ReadonlyArray<object>
) => rows.map((row, position) => ({ ...owner, position, ...toRow(row, CHILD_TABLES[list].columns) }))

/** Inserts the rows of one child list in one statement, numbering them in order. */
export const insertList = (
  sql: SqlClient.SqlClient,
  owner: { readonly label_id: string; readonly workspace_id: string },
  list: LabelChildren.ChildList,
  rows: ReadonlyArray<object>
): Effect.Effect<void, SqlError> => {
  const { table } = CHILD_TABLES[list]
  const [first, ...rest] = listRows(owner, list, rows)
  return first === undefined
    ? Effect.void
    : Effect.asVoid(sql`INSERT INTO ${sql(table)} ${sql.insert([first, ...rest])}`)
}

/**
 * The CTEs (`cleared`, then `listed`) that replace a label's child list in the statement of its row's write,
 * each only when the CTE `source` returned a row (`LabelRepositorySql.writeRow`). The rows come as one JSON
 * parameter, typed by the table's own columns; `listed` counts `cleared` first, so the old rows are gone
 * before the new ones take their positions.
 */
export const replaceListAfter = (
  sql: SqlClient.SqlClient,
  id: string,
  { list, rows, workspace }: ListReplacement,
  source: string
) => {
  const { table } = CHILD_TABLES[list]
  const written = sql`EXISTS (SELECT 1 FROM ${sql(source)})`
  const cleared = sql`cleared AS (DELETE FROM ${sql(table)} WHERE label_id = ${id} AND ${written} RETURNING 1)`
  if (rows.length === 0) return cleared
  const values = listRows({ label_id: id, workspace_id: workspace }, list, rows)
  return sql`${cleared}, listed AS (INSERT INTO ${sql(table)}
    ${fromJsonRows(sql, table, values, sql`${written} AND (SELECT count(*) FROM cleared) >= 0`)})`
}
