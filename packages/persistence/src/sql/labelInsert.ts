/**
 * Storing a whole label (its row, formats, translations, child lists and
 * public refs) in one statement: the create, duplicate and import paths.
 */
import type { LabelAggregate, LabelChildren } from "@elabel/domain"
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import { claimRows, type RefClaim } from "./publicRefs.ts"
import { CHILD_TABLES, FORMAT_COLUMNS, LABEL_COLUMNS, TRANSLATION_COLUMNS, toRow } from "./rows.ts"

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
