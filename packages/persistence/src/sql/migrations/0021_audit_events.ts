/**
 * The audit log (ADR 0045): one row per write, appended in the write's
 * transaction. Rows are never updated; they are deleted only by the
 * retention command, which says so for its own transaction
 * (`SET LOCAL elabel.audit_retention = 'on'`): triggers refuse anything else,
 * as they do for label versions.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const statements = [
  `CREATE TABLE audit_events (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL,
  at timestamptz NOT NULL,
  actor_type text NOT NULL CHECK (actor_type IN ('user', 'api_key', 'operator', 'system')),
  actor_id text NOT NULL,
  actor_name text,
  action text NOT NULL,
  resource_type text NOT NULL,
  resource_id text NOT NULL,
  changes jsonb,
  request_id text,
  idempotency_key text
)`,
  "CREATE INDEX audit_events_by_workspace ON audit_events (workspace_id, at DESC, id DESC)",
  "CREATE INDEX audit_events_by_time ON audit_events (at)",
  `CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('elabel.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit events are append-only';
END
$$`,
  `CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`,
  `CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only()`
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of statements) yield* sql.unsafe(statement)
})
