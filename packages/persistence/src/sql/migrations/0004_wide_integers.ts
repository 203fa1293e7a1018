/**
 * Integer columns as wide as the domain's integers: an ingredient row's
 * `order` and a workspace's `included_marketing_qr_codes` are any safe
 * integer in the domain (`Schema.Int`), which `integer` (32 bits) refused
 * with a storage error where the memory adapter kept the value. `bigint`
 * holds every safe integer; rows read it back as a number (`rows.ts`).
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const statements: ReadonlyArray<string> = [
  `ALTER TABLE label_ingredients ALTER COLUMN "order" TYPE bigint`,
  "ALTER TABLE workspaces ALTER COLUMN included_marketing_qr_codes TYPE bigint"
]

/** Widens the columns, one statement at a time. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of statements) yield* sql.unsafe(statement)
})
