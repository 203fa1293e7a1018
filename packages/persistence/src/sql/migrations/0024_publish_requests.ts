/**
 * Approval before publishing (ADR 0057): the workspace's `publish_approval`
 * setting, and publish requests with the view they froze (`content`, to name
 * what changed since). A label has at most one pending request (the partial
 * unique index decides between two filed at once). Requests outlive their
 * label (no foreign key): they are the record of who asked and who decided.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const statements = [
  "ALTER TABLE workspaces ADD COLUMN publish_approval boolean NOT NULL DEFAULT false",
  `CREATE TABLE publish_requests (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL,
  label_id uuid NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'approved', 'rejected')),
  content_hash text NOT NULL,
  content jsonb NOT NULL,
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL,
  decided_by text,
  decided_at timestamptz,
  note text,
  CHECK ((state = 'pending') = (decided_at IS NULL))
)`,
  "CREATE UNIQUE INDEX publish_requests_one_pending ON publish_requests (label_id) WHERE state = 'pending'",
  "CREATE INDEX publish_requests_by_workspace ON publish_requests (workspace_id, requested_at DESC, id DESC)",
  "CREATE INDEX publish_requests_by_label ON publish_requests (label_id, requested_at DESC, id DESC)"
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of statements) yield* sql.unsafe(statement)
})
