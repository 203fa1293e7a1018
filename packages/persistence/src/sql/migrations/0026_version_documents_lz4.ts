/**
 * Version documents compressed with LZ4 where the server has it (PostgreSQL
 * 14 and later, built with lz4, as Debian's and the official images are).
 * A document (10 to 30 KB of canonical JSON) is compressed on every version a
 * write records; with the default, pglz, that compression was 13 % of
 * PostgreSQL's CPU under the write benchmark (`perf` on a published label's
 * PATCH). Documents written before keep their pglz compression (PostgreSQL
 * reads both); embedded PGlite has no lz4 and keeps pglz. The texts, and so
 * their hashes, are the same bytes either way.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`DO $$
BEGIN
  ALTER TABLE label_versions ALTER COLUMN document SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$$`)
})
