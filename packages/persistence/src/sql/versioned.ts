/**
 * The conditional write every versioned table shares: a write increments the
 * row's `version`, and with `expected` versions it changes the row only while
 * its version is one of them. Under READ COMMITTED a concurrent writer waits
 * for the row lock and then re-checks the condition against the committed
 * row, so of two writers expecting the same version exactly one succeeds, in
 * any number of processes.
 */
import type { SqlClient } from "effect/sql"
import { isEmpty } from "./rows.ts"

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
