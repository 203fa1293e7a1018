/**
 * Console sign-in: the links already used and the sessions (ADR 0051): only the SHA-256 hash of
 * each secret is kept, so the table opens nothing when read.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const statements: ReadonlyArray<string> = [
  `CREATE TABLE console_used_links (
  hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
)`,
  `CREATE TABLE console_sessions (
  hash text PRIMARY KEY,
  user_id text NOT NULL,
  csrf_hash text NOT NULL,
  expires_at timestamptz NOT NULL
)`,
  "CREATE INDEX console_used_links_expires_at_idx ON console_used_links (expires_at)",
  "CREATE INDEX console_sessions_expires_at_idx ON console_sessions (expires_at)"
]

/** Creates both tables and their expiry indexes, one statement at a time. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of statements) yield* sql.unsafe(statement)
})
