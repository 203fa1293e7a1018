/**
 * Webhook endpoints carry a `version` like every writable resource
 * (migration 0007, ADR 0008): each write increments it, the `ETag` is
 * `"v<version>"`, and `If-Match` is checked in the write. Existing
 * endpoints start at 1.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe("ALTER TABLE webhook_endpoints ADD COLUMN version bigint NOT NULL DEFAULT 1")
})
