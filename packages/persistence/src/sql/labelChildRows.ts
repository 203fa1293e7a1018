/**
 * The four child lists of labels (grape varieties, ingredients, packagings,
 * certifications): read for one label, read for a page of labels in one
 * query per list, and one list written in one multi-row insert.
 */
import { LabelChildren } from "@elabel/domain"
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import { decodeChildRows } from "./rowSchemas.ts"
import { CHILD_TABLES, groupBy, toRow } from "./rows.ts"

/** One child list of many labels, grouped by label, each group in body order. */
const readListOf = <K extends LabelChildren.ChildList>(
  sql: SqlClient.SqlClient,
  ids: ReadonlyArray<string>,
  list: K
): Effect.Effect<ReadonlyMap<unknown, LabelChildren.LabelChildren[K]>, SqlError> =>
  Effect.map(
    sql`SELECT * FROM ${sql(CHILD_TABLES[list].table)} WHERE label_id = ANY(${ids}::uuid[]) ORDER BY label_id, position`,
    (rows) => new Map(Array.from(groupBy(rows, "label_id"), ([id, group]) => [id, decodeChildRows[list](group)]))
  )

/**
 * The four child lists of each of `ids` in four queries however many
 * labels (the export reads a page of labels so): empty lists for a label
 * without rows or that does not exist.
 */
export const readChildrenOf = <Id extends string>(
  sql: SqlClient.SqlClient,
  ids: ReadonlyArray<Id>
): Effect.Effect<ReadonlyMap<Id, LabelChildren.LabelChildren>, SqlError> =>
  ids.length === 0
    ? Effect.succeed(new Map())
    : Effect.map(
        Effect.all({
          grape_varieties: readListOf(sql, ids, "grape_varieties"),
          ingredients: readListOf(sql, ids, "ingredients"),
          packagings: readListOf(sql, ids, "packagings"),
          certifications: readListOf(sql, ids, "certifications")
        }),
        (lists) =>
          new Map(
            ids.map((id) => [
              id,
              {
                grape_varieties: lists.grape_varieties.get(id) ?? [],
                ingredients: lists.ingredients.get(id) ?? [],
                packagings: lists.packagings.get(id) ?? [],
                certifications: lists.certifications.get(id) ?? []
              }
            ])
          )
      )

/** The four child lists of a label (empty lists for a label that does not exist). */
export const readChildren = (
  sql: SqlClient.SqlClient,
  id: string
): Effect.Effect<LabelChildren.LabelChildren, SqlError> =>
  Effect.map(readChildrenOf(sql, [id]), (children) => children.get(id) ?? LabelChildren.emptyChildren)

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
