/**
 * Business operators (ADR 0064): the bottlers, distributors, importers and
 * manufacturers a workspace's labels name (`labels.bottler_id`, …), with the
 * name, address and number the page prints. Listed by workspace in creation
 * order; a label's operator columns are looked up by workspace when an
 * operator is deleted or changed.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const statements = [
  `CREATE TABLE business_operators (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL,
  name text NOT NULL,
  street text,
  zipcode text,
  city text,
  country_id uuid,
  registration_number text,
  version bigint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL
)`,
  "CREATE INDEX business_operators_by_workspace ON business_operators (workspace_id, created_at, id)"
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of statements) yield* sql.unsafe(statement)
})
