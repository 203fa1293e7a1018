/**
 * Scans of marketing codes: `scan_count`, the total of counted scans (an
 * internal column, not a field of the resource), and the distinct countries
 * seen per code, whose number is the resource's `geo_count`. No IP address,
 * time or device is stored. Plus the index of the short-link lookup by ref.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const statements: ReadonlyArray<string> = [
  "ALTER TABLE marketing_qr_codes ADD COLUMN scan_count bigint NOT NULL DEFAULT 0",
  "CREATE INDEX marketing_qr_codes_ref_idx ON marketing_qr_codes (ref)",
  `CREATE TABLE qr_code_scan_countries (
  code_id uuid NOT NULL,
  workspace_id uuid NOT NULL,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  PRIMARY KEY (code_id, country)
)`
]

/** Adds the scan column, the ref index and the countries table, one statement at a time. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of statements) yield* sql.unsafe(statement)
})
