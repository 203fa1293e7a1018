import { Webhook, WebhookRepository } from "@elabel/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { read, withSpans, write } from "./errors.ts"
import { firstRow, Int8, RequiredTimestamp, rowDecoder } from "./rowSchemas.ts"

/** A row of `webhook_endpoints`: the endpoint with its secret. */
const decodeWebhook = rowDecoder(
  Schema.Struct({
    ...Webhook.Webhook.fields,
    created_at: RequiredTimestamp,
    updated_at: RequiredTimestamp,
    version: Int8,
    secret: Schema.String
  })
)

/** `WebhookRepository` on SQL; updates are versioned; deleting an endpoint cascades to its deliveries. */
export const WebhookRepositorySql: Layer.Layer<WebhookRepository, never, SqlClient.SqlClient> = Layer.effect(
  WebhookRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return WebhookRepository.of(
      withSpans("WebhookRepositorySql", {
        insert: (webhook) =>
          sql`INSERT INTO webhook_endpoints (id, workspace_id, url, events, description, secret, enabled,
            disabled_reason, consecutive_failures, created_at, updated_at, version)
          VALUES (${webhook.id}, ${webhook.workspace_id}, ${webhook.url}, ${[...webhook.events]}::text[],
            ${webhook.description}, ${webhook.secret}, ${webhook.enabled}, ${webhook.disabled_reason},
            ${webhook.consecutive_failures}, ${webhook.created_at}, ${webhook.updated_at}, ${webhook.version})`.pipe(
            Effect.asVoid,
            write("WebhookRepository.insert")
          ),
        findById: (id) =>
          sql`SELECT * FROM webhook_endpoints WHERE id = ${id}`.pipe(
            Effect.map(firstRow(decodeWebhook)),
            read("WebhookRepository.findById")
          ),
        list: (workspace, page) =>
          sql`SELECT * FROM webhook_endpoints WHERE workspace_id = ${workspace}
          ORDER BY created_at, id LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
            Effect.map((rows) => rows.map(decodeWebhook)),
            read("WebhookRepository.list")
          ),
        // Versioned like every writable resource (`versioned.ts`): the condition is checked in the write.
        update: (id, changes, expected) => {
          const { events, ...rest } = changes
          const scalars = Object.keys(rest).length === 0 ? sql`` : sql`${sql.update(rest)}, `
          const list = events === undefined ? sql`` : sql`events = ${[...events]}::text[], `
          const where = [sql`id = ${id}`]
          if (expected !== undefined) where.push(sql`version = ANY(${expected}::bigint[])`)
          return sql`UPDATE webhook_endpoints SET ${scalars}${list}version = version + 1
          WHERE ${sql.and(where)} RETURNING *`.pipe(
            Effect.map(firstRow(decodeWebhook)),
            write("WebhookRepository.update")
          )
        },
        countFailedDelivery: (id, disableAt, reason) =>
          sql`UPDATE webhook_endpoints SET consecutive_failures = consecutive_failures + 1,
            enabled = enabled AND consecutive_failures + 1 < ${disableAt},
            disabled_reason = CASE WHEN enabled AND consecutive_failures + 1 >= ${disableAt} THEN ${reason}
              ELSE disabled_reason END,
            version = version + 1
          WHERE id = ${id} RETURNING *`.pipe(
            Effect.map(firstRow(decodeWebhook)),
            write("WebhookRepository.countFailedDelivery")
          ),
        resetFailures: (id) =>
          sql`UPDATE webhook_endpoints SET consecutive_failures = 0, version = version + 1
          WHERE id = ${id} AND consecutive_failures > 0`.pipe(Effect.asVoid, write("WebhookRepository.resetFailures")),
        delete: (id) =>
          sql`DELETE FROM webhook_endpoints WHERE id = ${id}`.pipe(Effect.asVoid, write("WebhookRepository.delete"))
      })
    )
  })
)
