/**
 * Idempotency keys of requests that create or publish: one row per caller
 * and key, claimed by its INSERT (the primary key decides between
 * concurrent claims in any process), holding the answer once completed.
 * `expires_at` is the lease of a running claim, then the end of the
 * answer's retention; the index serves the purge. Keyed by caller, not by
 * workspace: a key belongs to whoever sent it.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const statements: ReadonlyArray<string> = [
  `CREATE TABLE idempotency_keys (
  caller text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  token text NOT NULL,
  completed boolean NOT NULL DEFAULT false,
  status integer,
  headers jsonb,
  body text,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (caller, key)
)`,
  "CREATE INDEX idempotency_keys_expires_at_idx ON idempotency_keys (expires_at)"
]

/** Creates the table and its index, one statement at a time. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of statements) yield* sql.unsafe(statement)
})
