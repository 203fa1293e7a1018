import {
  type DeliveryId,
  EventOutbox,
  type ExpiredCode,
  type QrCodeId,
  type WebhookDelivery,
  type WebhookId,
  type WorkspaceId
} from "@elabel/domain"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { read, write } from "./errors.ts"

/** A row of `webhook_deliveries` as the driver answers it. */
interface DeliveryRow {
  readonly id: string
  readonly webhook_id: string
  readonly workspace_id: string
  readonly event_id: string
  readonly event_type: string
  readonly body: string
  readonly status: WebhookDelivery.DeliveryStatus
  readonly attempts: number
  readonly response_code: number | null
  readonly duration_ms: number | null
  readonly error: string | null
  readonly last_attempt_at: Date | null
  readonly next_attempt_at: Date | null
  readonly created_at: Date
}

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString())

const toRecord = (row: DeliveryRow): WebhookDelivery.DeliveryRecord => ({
  id: row.id as DeliveryId,
  webhook_id: row.webhook_id as WebhookId,
  workspace_id: row.workspace_id,
  event_id: row.event_id,
  event_type: row.event_type as WebhookDelivery.Delivery["event_type"],
  body: row.body,
  status: row.status,
  attempts: row.attempts,
  response_code: row.response_code,
  duration_ms: row.duration_ms,
  error: row.error,
  last_attempt_at: iso(row.last_attempt_at),
  next_attempt_at: iso(row.next_attempt_at),
  created_at: row.created_at.toISOString()
})

/**
 * `EventOutbox` on SQL. `append` fans the event out with one INSERT …
 * SELECT over the workspace's subscribed endpoints. `claimDue` is one
 * UPDATE over a subquery that locks the due rows `FOR UPDATE SKIP LOCKED`:
 * concurrent claims in any number of processes take disjoint rows without
 * waiting, and the lease (`next_attempt_at` moved to `leaseUntil`) commits
 * at once, so no lock is held while the request is out.
 */
export const EventOutboxSql: Layer.Layer<EventOutbox, never, SqlClient.SqlClient> = Layer.effect(
  EventOutbox,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return EventOutbox.of({
      append: (event) =>
        sql<{ readonly id: string }>`INSERT INTO webhook_deliveries
            (webhook_id, workspace_id, event_id, event_type, body, status, next_attempt_at, created_at)
          SELECT id, workspace_id, ${event.id}, ${event.type}, ${event.body}, 'pending', ${event.created_at},
            ${event.created_at}
          FROM webhook_endpoints
          WHERE workspace_id = ${event.workspace_id} AND enabled AND ${event.type} = ANY(events)
          RETURNING id`.pipe(
          Effect.map((rows) => rows.length),
          write("EventOutbox.append")
        ),
      claimDue: (now, leaseUntil, limit) =>
        sql<{
          readonly id: string
          readonly webhook_id: string
          readonly event_id: string
          readonly body: string
          readonly attempts: number
          readonly url: string
          readonly secret: string
        }>`UPDATE webhook_deliveries AS d SET attempts = d.attempts + 1, next_attempt_at = ${leaseUntil}
          FROM webhook_endpoints AS w
          WHERE w.id = d.webhook_id AND d.id IN (
            SELECT q.id FROM webhook_deliveries AS q JOIN webhook_endpoints AS e ON e.id = q.webhook_id
            WHERE q.status = 'pending' AND q.next_attempt_at <= ${now} AND e.enabled
            ORDER BY q.next_attempt_at, q.id LIMIT ${limit}
            FOR UPDATE OF q SKIP LOCKED)
          RETURNING d.id, d.webhook_id, d.event_id, d.body, d.attempts, w.url, w.secret`.pipe(
          Effect.map((rows) =>
            rows.map((row) => ({ ...row, id: row.id as DeliveryId, webhook_id: row.webhook_id as WebhookId }))
          ),
          write("EventOutbox.claimDue")
        ),
      recordAttempt: (id, attempt) =>
        sql`UPDATE webhook_deliveries SET status = ${attempt.status}, response_code = ${attempt.response_code},
            duration_ms = ${attempt.duration_ms}, error = ${attempt.error},
            last_attempt_at = ${attempt.last_attempt_at}, next_attempt_at = ${attempt.next_attempt_at}
          WHERE id = ${id}`.pipe(Effect.asVoid, write("EventOutbox.recordAttempt")),
      findById: (id) =>
        sql<DeliveryRow>`SELECT * FROM webhook_deliveries WHERE id = ${id}`.pipe(
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toRecord)),
          read("EventOutbox.findById")
        ),
      list: (webhook, page) =>
        sql<DeliveryRow>`SELECT * FROM webhook_deliveries WHERE webhook_id = ${webhook}
          ORDER BY created_at DESC, id DESC LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
          Effect.map((rows) => rows.map(toRecord)),
          read("EventOutbox.list")
        ),
      redeliver: (id, now) =>
        sql<DeliveryRow>`UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = ${now}
          WHERE id = ${id} RETURNING *`.pipe(
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toRecord)),
          write("EventOutbox.redeliver")
        ),
      // Only well-formed expiry dates are compared; the marker's primary key makes each expiry announce once.
      claimExpired: (now) =>
        sql<{ readonly code_id: string; readonly workspace_id: string; readonly expires_at: Date }>`
          INSERT INTO qr_code_expiry_events (code_id, workspace_id, expires_at)
          SELECT id, workspace_id, expires_at::timestamptz FROM marketing_qr_codes
          WHERE is_published AND expires_at ~ '^\\d{4}-\\d{2}-\\d{2}T' AND expires_at::timestamptz <= ${now}
          ON CONFLICT DO NOTHING
          RETURNING code_id, workspace_id, expires_at`.pipe(
          Effect.map((rows) =>
            rows.map(
              (row): ExpiredCode => ({
                id: row.code_id as QrCodeId,
                workspace_id: row.workspace_id as WorkspaceId,
                expires_at: row.expires_at.toISOString()
              })
            )
          ),
          write("EventOutbox.claimExpired")
        )
    })
  })
)
