/**
 * Claims take the oldest due deliveries of each endpoint (a few at most, so
 * one slow endpoint cannot fill a worker): an index per endpoint over the
 * due ones.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(
    `CREATE INDEX webhook_deliveries_endpoint_due_idx ON webhook_deliveries (webhook_id, next_attempt_at, id)
     WHERE status = 'pending'`
  )
})
