import {
  DeliveryId,
  EventOutbox,
  type ExpiredCode,
  QrCodeId,
  type Webhook,
  WebhookDelivery,
  WebhookId,
  WorkspaceId
} from "@elabel/domain"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { read, withSpans, write } from "./errors.ts"
import { firstRow, RequiredTimestamp, rowDecoder, Timestamp } from "./rowSchemas.ts"

/** A row of `webhook_deliveries`. */
const decodeDelivery = rowDecoder(
  Schema.Struct({
    ...WebhookDelivery.Delivery.fields,
    workspace_id: Schema.String,
    body: Schema.String,
    leased_until: Timestamp,
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
 * The INSERT that fans `event` out to the workspace's enabled endpoints subscribed to its type, none unless
 * the workspace's plan includes events: the outbox's append, and a part of a version's append (ADR 0061).
 * With `source` (a CTE of the same statement), none unless that CTE returned a row.
 */
export const insertDeliveries = (sql: SqlClient.SqlClient, event: Webhook.OutboxEvent, source?: string) =>
  sql`INSERT INTO webhook_deliveries
      (webhook_id, workspace_id, event_id, event_type, body, status, next_attempt_at, created_at)
    SELECT id, workspace_id, ${event.id}, ${event.type}, ${event.body}, 'pending', ${event.created_at},
      ${event.created_at}
    FROM webhook_endpoints
    WHERE workspace_id = ${event.workspace_id} AND enabled AND ${event.type} = ANY(events)
      AND EXISTS (SELECT 1 FROM workspaces w WHERE w.id = ${event.workspace_id} AND w.feature_events)
      ${source === undefined ? sql`` : sql`AND EXISTS (SELECT 1 FROM ${sql(source)})`}`

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
    // A statement, not a function: its own span, beside the functions `withSpans` wraps.
    const oldestPending = sql<{ readonly oldest: Date | string | null }>`
      SELECT min(d.created_at) AS oldest FROM webhook_deliveries AS d
      JOIN webhook_endpoints AS e ON e.id = d.webhook_id
      WHERE d.status = 'pending' AND e.enabled`.pipe(
      Effect.map((rows) => {
        const oldest = rows[0]?.oldest ?? null
        return oldest === null ? Option.none<string>() : Option.some(new Date(oldest).toISOString())
      }),
      read("EventOutbox.oldestPending"),
      Effect.withSpan("EventOutboxSql.oldestPending")
    )
    return EventOutbox.of({
      oldestPending,
      ...withSpans<Omit<EventOutbox["Service"], "oldestPending">>("EventOutboxSql", {
        append: (event) =>
          sql<{ readonly id: string }>`${insertDeliveries(sql, event)}
          RETURNING id`.pipe(
            Effect.map((rows) => rows.length),
            write("EventOutbox.append")
          ),
        // Per endpoint (LATERAL), the oldest due rows no other claim holds; then the oldest of those.
        // Rows locked but not chosen are free again when the statement ends.
        claimDue: (now, leaseUntil, limit, scope = {}) =>
          sql`UPDATE webhook_deliveries AS d
          SET attempts = d.attempts + 1, next_attempt_at = ${leaseUntil}, leased_until = ${leaseUntil}
          FROM webhook_endpoints AS w
          WHERE w.id = d.webhook_id AND d.id IN (
            SELECT l.id FROM webhook_endpoints AS e CROSS JOIN LATERAL (
              SELECT q.id, q.next_attempt_at FROM webhook_deliveries AS q
              WHERE q.webhook_id = e.id AND q.status = 'pending' AND q.next_attempt_at <= ${now}
              ORDER BY q.next_attempt_at, q.id LIMIT ${scope.perEndpoint ?? limit}
              FOR UPDATE SKIP LOCKED) AS l
            WHERE e.enabled AND NOT (e.id = ANY(${scope.skip ?? []}::uuid[])) AND e.id IN (
              SELECT due.webhook_id FROM webhook_deliveries AS due
              WHERE due.status = 'pending' AND due.next_attempt_at <= ${now})
            ORDER BY l.next_attempt_at, l.id LIMIT ${limit})
          RETURNING d.id, d.webhook_id, d.event_id, d.body, d.attempts, w.url, w.secret`.pipe(
            Effect.map((rows) => rows.map(decodeClaimed)),
            write("EventOutbox.claimDue")
          ),
        recordAttempt: (id, attempt) =>
          sql`UPDATE webhook_deliveries SET status = ${attempt.status}, response_code = ${attempt.response_code},
            duration_ms = ${attempt.duration_ms}, error = ${attempt.error},
            last_attempt_at = ${attempt.last_attempt_at}, next_attempt_at = ${attempt.next_attempt_at},
            leased_until = NULL
          WHERE id = ${id}`.pipe(Effect.asVoid, write("EventOutbox.recordAttempt")),
        findById: (id) =>
          sql`SELECT * FROM webhook_deliveries WHERE id = ${id}`.pipe(
            Effect.map(firstRow(decodeDelivery)),
            read("EventOutbox.findById")
          ),
        list: (webhook, page) =>
          sql`SELECT * FROM webhook_deliveries WHERE webhook_id = ${webhook}
          ORDER BY created_at DESC, id DESC LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
            Effect.map((rows) => rows.map(decodeDelivery)),
            read("EventOutbox.list")
          ),
        // Conditional on the lease, in the write: a claim committing first makes this update find no row.
        redeliver: (id, now) =>
          Effect.gen(function* () {
            const rows =
              yield* sql`UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = ${now}
            WHERE id = ${id} AND (leased_until IS NULL OR leased_until <= ${now}) RETURNING *`
            const updated = firstRow(decodeDelivery)(rows)
            if (Option.isSome(updated)) return { _tag: "Redelivered", delivery: updated.value } as const
            const held = yield* sql`SELECT 1 AS held FROM webhook_deliveries WHERE id = ${id}`
            return held.length > 0 ? ({ _tag: "InFlight" } as const) : ({ _tag: "NotFound" } as const)
          }).pipe(write("EventOutbox.redeliver")),
        // The typed instant, never a cast of the text (one unreadable text would fail every check);
        // the marker's primary key makes each expiry announce once.
        claimExpired: (now) =>
          sql`
          INSERT INTO qr_code_expiry_events (code_id, workspace_id, expires_at)
          SELECT id, workspace_id, expires_at_utc FROM marketing_qr_codes
          WHERE is_published AND expires_at_utc <= ${now}
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
      })
    })
  })
)
