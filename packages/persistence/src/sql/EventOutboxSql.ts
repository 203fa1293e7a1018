import {
  DeliveryId,
  EventOutbox,
  type ExpiredCode,
  QrCodeId,
  WebhookDelivery,
  WebhookId,
  WorkspaceId
} from "@elabel/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { read, write } from "./errors.ts"
import { firstRow, RequiredTimestamp, rowDecoder, Timestamp } from "./rowSchemas.ts"

/** A row of `webhook_deliveries`. */
const decodeDelivery = rowDecoder(
  Schema.Struct({
    ...WebhookDelivery.Delivery.fields,
    workspace_id: Schema.String,
    body: Schema.String,
    last_attempt_at: Timestamp,
    next_attempt_at: Timestamp,
    created_at: RequiredTimestamp
  })
)

/** A claimed delivery with its endpoint's URL and secret. */
const decodeClaimed = rowDecoder(
  Schema.Struct({
    id: DeliveryId,
    webhook_id: WebhookId,
    event_id: Schema.String,
    body: Schema.String,
    attempts: Schema.Number,
    url: Schema.String,
    secret: Schema.String
  })
)

/** A marker of an announced expiry. */
const decodeExpired = rowDecoder(
  Schema.Struct({ code_id: QrCodeId, workspace_id: WorkspaceId, expires_at: RequiredTimestamp })
)

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
      append: Effect.fn("EventOutboxSql.append")((event) =>
        sql<{ readonly id: string }>`INSERT INTO webhook_deliveries
            (webhook_id, workspace_id, event_id, event_type, body, status, next_attempt_at, created_at)
          SELECT id, workspace_id, ${event.id}, ${event.type}, ${event.body}, 'pending', ${event.created_at},
            ${event.created_at}
          FROM webhook_endpoints
          WHERE workspace_id = ${event.workspace_id} AND enabled AND ${event.type} = ANY(events)
          RETURNING id`.pipe(
          Effect.map((rows) => rows.length),
          write("EventOutbox.append")
        )
      ),
      claimDue: Effect.fn("EventOutboxSql.claimDue")((now, leaseUntil, limit) =>
        sql`UPDATE webhook_deliveries AS d SET attempts = d.attempts + 1, next_attempt_at = ${leaseUntil}
          FROM webhook_endpoints AS w
          WHERE w.id = d.webhook_id AND d.id IN (
            SELECT q.id FROM webhook_deliveries AS q JOIN webhook_endpoints AS e ON e.id = q.webhook_id
            WHERE q.status = 'pending' AND q.next_attempt_at <= ${now} AND e.enabled
            ORDER BY q.next_attempt_at, q.id LIMIT ${limit}
            FOR UPDATE OF q SKIP LOCKED)
          RETURNING d.id, d.webhook_id, d.event_id, d.body, d.attempts, w.url, w.secret`.pipe(
          Effect.map((rows) => rows.map(decodeClaimed)),
          write("EventOutbox.claimDue")
        )
      ),
      recordAttempt: Effect.fn("EventOutboxSql.recordAttempt")((id, attempt) =>
        sql`UPDATE webhook_deliveries SET status = ${attempt.status}, response_code = ${attempt.response_code},
            duration_ms = ${attempt.duration_ms}, error = ${attempt.error},
            last_attempt_at = ${attempt.last_attempt_at}, next_attempt_at = ${attempt.next_attempt_at}
          WHERE id = ${id}`.pipe(Effect.asVoid, write("EventOutbox.recordAttempt"))
      ),
      findById: Effect.fn("EventOutboxSql.findById")((id) =>
        sql`SELECT * FROM webhook_deliveries WHERE id = ${id}`.pipe(
          Effect.map(firstRow(decodeDelivery)),
          read("EventOutbox.findById")
        )
      ),
      list: Effect.fn("EventOutboxSql.list")((webhook, page) =>
        sql`SELECT * FROM webhook_deliveries WHERE webhook_id = ${webhook}
          ORDER BY created_at DESC, id DESC LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
          Effect.map((rows) => rows.map(decodeDelivery)),
          read("EventOutbox.list")
        )
      ),
      redeliver: Effect.fn("EventOutboxSql.redeliver")((id, now) =>
        sql`UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = ${now}
          WHERE id = ${id} RETURNING *`.pipe(Effect.map(firstRow(decodeDelivery)), write("EventOutbox.redeliver"))
      ),
      // Only well-formed expiry dates are compared; the marker's primary key makes each expiry announce once.
      claimExpired: Effect.fn("EventOutboxSql.claimExpired")((now) =>
        sql`
          INSERT INTO qr_code_expiry_events (code_id, workspace_id, expires_at)
          SELECT id, workspace_id, expires_at::timestamptz FROM marketing_qr_codes
          WHERE is_published AND expires_at ~ '^\\d{4}-\\d{2}-\\d{2}T' AND expires_at::timestamptz <= ${now}
          ON CONFLICT DO NOTHING
          RETURNING code_id, workspace_id, expires_at`.pipe(
          Effect.map((rows) =>
            rows.map((raw): ExpiredCode => {
              const row = decodeExpired(raw)
              return { id: row.code_id, workspace_id: row.workspace_id, expires_at: row.expires_at }
            })
          ),
          write("EventOutbox.claimExpired")
        )
      )
    })
  })
)
