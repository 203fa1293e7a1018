/**
 * Versions. Every writable resource gets a `version` that each write
 * increments (the `ETag` and `If-Match` derive from it); existing rows start
 * at 1. `label_versions` keeps the immutable, hash-chained versions of every
 * published label's e-label (see `LabelVersion.ts` in the domain): the
 * `document` column holds the exact canonical JSON whose SHA-256 is
 * `content_hash`, so anyone can recompute it; a trigger refuses every UPDATE
 * and DELETE, so not even a faulty release can rewrite history.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const statements: ReadonlyArray<string> = [
  ...["labels", "label_formats", "brands", "marketing_qr_codes"].map(
    (table) => `ALTER TABLE ${table} ADD COLUMN version bigint NOT NULL DEFAULT 1`
  ),
  `CREATE TABLE label_versions (
  label_id uuid NOT NULL,
  workspace_id uuid NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  is_published boolean NOT NULL,
  content_hash text NOT NULL,
  previous_hash text,
  document text NOT NULL,
  PRIMARY KEY (label_id, version)
)`,
  "CREATE INDEX label_versions_workspace_idx ON label_versions (workspace_id, label_id)",
  `CREATE FUNCTION label_versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'label versions are immutable';
END
$$`,
  `CREATE TRIGGER label_versions_immutable BEFORE UPDATE OR DELETE ON label_versions
  FOR EACH ROW EXECUTE FUNCTION label_versions_immutable()`
]

/** Adds the columns and the table, one statement at a time. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of statements) yield* sql.unsafe(statement)
})
