/**
 * History head versions (ADR 0054, amending 0013). Beside the hash of
 * its latest version (`history_head`), each label keeps that version's
 * number (`history_version`, written by the same append), so
 * `verify-history` tells versions removed from the end of a chain (the head
 * names a later version than the last stored) from a last version changed
 * after it was recorded (the same number, another hash).
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const statements: ReadonlyArray<string> = [
  "ALTER TABLE labels ADD COLUMN history_version integer",
  `UPDATE labels l SET history_version = (SELECT max(version) FROM label_versions v WHERE v.label_id = l.id)
  WHERE history_head IS NOT NULL`
]

/** Adds the column and fills it from the versions stored so far. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of statements) yield* sql.unsafe(statement)
})
