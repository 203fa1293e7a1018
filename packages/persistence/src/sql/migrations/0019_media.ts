/**
 * Media (ADR 0048): one row per uploaded file of a workspace, and the bytes
 * in `media_chunks`, content-addressed by SHA-256 (`object`), 256 KiB per
 * row, so a file is streamed in and out and never one value in memory.
 * Bytes still being uploaded are staged under `staging:<token>` rows and
 * renamed on commit; `staged_at` lets a sweep drop what a crash left.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`CREATE TABLE media (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL,
  kind text NOT NULL,
  sha256 text NOT NULL,
  content_type text NOT NULL,
  bytes bigint NOT NULL,
  width integer,
  height integer,
  filename text,
  alt jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  created_by text NOT NULL
)`)
  yield* sql.unsafe("CREATE INDEX media_workspace_order ON media (workspace_id, created_at, id)")
  yield* sql.unsafe("CREATE INDEX media_sha256 ON media (sha256)")
  yield* sql.unsafe(`CREATE TABLE media_chunks (
  object text NOT NULL,
  n integer NOT NULL,
  data bytea NOT NULL,
  staged_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (object, n)
)`)
})
