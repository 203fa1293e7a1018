/**
 * Whether a label prints an ingredient category's name before its
 * ingredients: EU wine labels name only the classes of additives ("acidity
 * regulators: tartaric acid"). Existing rows default to printing it; the next
 * start's seed (its fingerprint changes with the catalogue) sets the
 * reference categories' values.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** Adds the column. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe("ALTER TABLE catalog_ingredient_categories ADD COLUMN prints_name boolean NOT NULL DEFAULT true")
})
