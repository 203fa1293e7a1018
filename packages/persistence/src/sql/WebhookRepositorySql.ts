import { type Webhook, type WebhookId, WebhookRepository, type WorkspaceId } from "@elabel/domain"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { read, write } from "./errors.ts"

/** A row of `webhook_endpoints` as the driver answers it. */
interface WebhookRow {
  readonly id: string
  readonly workspace_id: string
  readonly url: string
  readonly events: ReadonlyArray<string>
  readonly description: string | null
  readonly secret: string
  readonly enabled: boolean
  readonly disabled_reason: string | null
  readonly consecutive_failures: number
  readonly created_at: Date
  readonly updated_at: Date
}

const toRecord = (row: WebhookRow): Webhook.WebhookRecord => ({
  id: row.id as WebhookId,
  workspace_id: row.workspace_id as WorkspaceId,
  url: row.url,
  events: row.events as ReadonlyArray<Webhook.EventType>,
  description: row.description,
  enabled: row.enabled,
  disabled_reason: row.disabled_reason,
  consecutive_failures: row.consecutive_failures,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  secret: row.secret
})

/** `WebhookRepository` on SQL; deleting an endpoint cascades to its deliveries. */
export const WebhookRepositorySql: Layer.Layer<WebhookRepository, never, SqlClient.SqlClient> = Layer.effect(
  WebhookRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return WebhookRepository.of({
      insert: (webhook) =>
        sql`INSERT INTO webhook_endpoints (id, workspace_id, url, events, description, secret, enabled,
            disabled_reason, consecutive_failures, created_at, updated_at)
          VALUES (${webhook.id}, ${webhook.workspace_id}, ${webhook.url}, ${[...webhook.events]}::text[],
            ${webhook.description}, ${webhook.secret}, ${webhook.enabled}, ${webhook.disabled_reason},
            ${webhook.consecutive_failures}, ${webhook.created_at}, ${webhook.updated_at})`.pipe(
          Effect.asVoid,
          write("WebhookRepository.insert")
        ),
      findById: (id) =>
        sql<WebhookRow>`SELECT * FROM webhook_endpoints WHERE id = ${id}`.pipe(
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toRecord)),
          read("WebhookRepository.findById")
        ),
      list: (workspace, page) =>
        sql<WebhookRow>`SELECT * FROM webhook_endpoints WHERE workspace_id = ${workspace}
          ORDER BY created_at, id LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
          Effect.map((rows) => rows.map(toRecord)),
          read("WebhookRepository.list")
        ),
      update: (id, changes) => {
        const { events, ...rest } = changes
        const scalars = Object.keys(rest).length === 0 ? sql`id = id` : sql`${sql.update(rest)}`
        const list = events === undefined ? sql`` : sql`, events = ${[...events]}::text[]`
        return sql<WebhookRow>`UPDATE webhook_endpoints SET ${scalars}${list} WHERE id = ${id} RETURNING *`.pipe(
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toRecord)),
          write("WebhookRepository.update")
        )
      },
      delete: (id) =>
        sql`DELETE FROM webhook_endpoints WHERE id = ${id}`.pipe(Effect.asVoid, write("WebhookRepository.delete"))
    })
  })
)
