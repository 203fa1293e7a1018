/**
 * A delivery's lease gets its own column: `leased_until` is set by a claim
 * and cleared when the attempt is recorded, so a redelivery can tell an
 * attempt in flight (refused: never the same delivery twice at once) from a
 * retry that is merely scheduled (`next_attempt_at` alone says neither).
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe("ALTER TABLE webhook_deliveries ADD COLUMN leased_until timestamptz")
})
