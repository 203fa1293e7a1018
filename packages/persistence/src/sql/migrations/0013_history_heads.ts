/**
 * History heads. Each label keeps the hash of its latest version
 * (`history_head`, written by every append in the same statement), so
 * versions removed from the end of a chain, or all of them, are found by
 * `verify-history`; and `TRUNCATE label_versions`, which the row triggers of
 * 0007 do not see, is refused like UPDATE and DELETE.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const statements: ReadonlyArray<string> = [
  "ALTER TABLE labels ADD COLUMN history_head text",
  `UPDATE labels l SET history_head = (
  SELECT content_hash FROM label_versions v WHERE v.label_id = l.id ORDER BY version DESC LIMIT 1
)`,
  `CREATE TRIGGER label_versions_no_truncate BEFORE TRUNCATE ON label_versions
  FOR EACH STATEMENT EXECUTE FUNCTION label_versions_immutable()`
]

/** Adds the column, fills it from the versions stored so far, and the trigger. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of statements) yield* sql.unsafe(statement)
})
