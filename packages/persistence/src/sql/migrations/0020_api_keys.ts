/**
 * Workspace API keys (ADR 0044): only the SHA-256 of a secret is kept, unique
 * so a presented key is one index look-up. A key acts through a membership
 * row of its principal (`apikey:<id>`); revoking keeps the row here for the
 * record (`revoked_at`) and removes the membership.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('editor', 'viewer')),
  prefix text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  expires_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz
)`)
  yield* sql.unsafe("CREATE INDEX api_keys_by_workspace ON api_keys (workspace_id, created_at, id)")
})
