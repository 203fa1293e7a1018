/**
 * The instant each marketing code expires, as `timestamptz` beside the
 * `expires_at` text the caller gave (kept as given). The expiry check of
 * the webhook worker compares this column, never a cast of the text: one
 * stored text PostgreSQL cannot read (`2026-02-30T…`, accepted before
 * requests were checked field by field) made the cast, and with it every
 * check for every workspace, fail. Existing rows are filled here with the
 * domain's reading (`expiryInstant`, the one scans use); the adapter writes
 * it with every `expires_at` from now on.
 */
import { MarketingQrCode } from "@elabel/domain"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe("ALTER TABLE marketing_qr_codes ADD COLUMN expires_at_utc timestamptz")
  yield* sql.unsafe(
    `CREATE INDEX marketing_qr_codes_expiry_idx ON marketing_qr_codes (expires_at_utc)
     WHERE is_published AND expires_at_utc IS NOT NULL`
  )
  const rows = yield* sql<{ readonly id: string; readonly expires_at: string }>`
    SELECT id, expires_at FROM marketing_qr_codes WHERE expires_at IS NOT NULL`
  const ids: Array<string> = []
  const instants: Array<string> = []
  for (const row of rows) {
    const instant = MarketingQrCode.expiryInstant(row.expires_at)
    if (instant === null) continue
    ids.push(row.id)
    instants.push(new Date(instant).toISOString())
  }
  if (ids.length === 0) return
  yield* sql`UPDATE marketing_qr_codes AS m SET expires_at_utc = v.instant
    FROM unnest(${ids}::uuid[], ${instants}::timestamptz[]) AS v(id, instant) WHERE m.id = v.id`
})
