import { Webhook, WebhookRepository } from "@elabel/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { read, write } from "./errors.ts"
import { firstRow, RequiredTimestamp, rowDecoder } from "./rowSchemas.ts"

/** A row of `webhook_endpoints`: the endpoint with its secret. */
const decodeWebhook = rowDecoder(
  Schema.Struct({
    ...Webhook.Webhook.fields,
    created_at: RequiredTimestamp,
    updated_at: RequiredTimestamp,
    secret: Schema.String
  })
)

/** `WebhookRepository` on SQL; deleting an endpoint cascades to its deliveries. */
export const WebhookRepositorySql: Layer.Layer<WebhookRepository, never, SqlClient.SqlClient> = Layer.effect(
  WebhookRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return WebhookRepository.of({
      insert: Effect.fn("WebhookRepositorySql.insert")((webhook) =>
        sql`INSERT INTO webhook_endpoints (id, workspace_id, url, events, description, secret, enabled,
            disabled_reason, consecutive_failures, created_at, updated_at)
          VALUES (${webhook.id}, ${webhook.workspace_id}, ${webhook.url}, ${[...webhook.events]}::text[],
            ${webhook.description}, ${webhook.secret}, ${webhook.enabled}, ${webhook.disabled_reason},
            ${webhook.consecutive_failures}, ${webhook.created_at}, ${webhook.updated_at})`.pipe(
          Effect.asVoid,
          write("WebhookRepository.insert")
        )
      ),
      findById: Effect.fn("WebhookRepositorySql.findById")((id) =>
        sql`SELECT * FROM webhook_endpoints WHERE id = ${id}`.pipe(
          Effect.map(firstRow(decodeWebhook)),
          read("WebhookRepository.findById")
        )
      ),
      list: Effect.fn("WebhookRepositorySql.list")((workspace, page) =>
        sql`SELECT * FROM webhook_endpoints WHERE workspace_id = ${workspace}
          ORDER BY created_at, id LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
          Effect.map((rows) => rows.map(decodeWebhook)),
          read("WebhookRepository.list")
        )
      ),
      update: Effect.fn("WebhookRepositorySql.update")((id, changes) => {
        const { events, ...rest } = changes
        const scalars = Object.keys(rest).length === 0 ? sql`id = id` : sql`${sql.update(rest)}`
        const list = events === undefined ? sql`` : sql`, events = ${[...events]}::text[]`
        return sql`UPDATE webhook_endpoints SET ${scalars}${list} WHERE id = ${id} RETURNING *`.pipe(
          Effect.map(firstRow(decodeWebhook)),
          write("WebhookRepository.update")
        )
      }),
      delete: Effect.fn("WebhookRepositorySql.delete")((id) =>
        sql`DELETE FROM webhook_endpoints WHERE id = ${id}`.pipe(Effect.asVoid, write("WebhookRepository.delete"))
      )
    })
  })
)
