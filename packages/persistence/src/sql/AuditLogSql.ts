import { Audit, AuditLog, WorkspaceId } from "@elabel/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { read, withSpans, write } from "./errors.ts"
import { RequiredTimestamp, rowDecoder } from "./rowSchemas.ts"

const decodeRow = rowDecoder(
  Schema.Struct({
    id: Schema.String,
    workspace_id: WorkspaceId,
    at: RequiredTimestamp,
    actor_type: Audit.AuditActor.fields.type,
    actor_id: Schema.String,
    actor_name: Schema.NullOr(Schema.String),
    action: Schema.String,
    resource_type: Schema.String,
    resource_id: Schema.String,
    changes: Audit.AuditEvent.fields.changes,
    request_id: Schema.NullOr(Schema.String),
    idempotency_key: Schema.NullOr(Schema.String)
  })
)

const toEvent = (row: unknown): Audit.AuditEvent => {
  const { actor_type, actor_id, actor_name, ...rest } = decodeRow(row)
  return { ...rest, actor: { type: actor_type, id: actor_id, name: actor_name } }
}

/**
 * The INSERT of `event` as a statement of its own, or (`source`, a data-modifying CTE's name) as a part of
 * another write's statement that appends it once per row `source` answers: none when that write wrote
 * nothing (ADR 0061).
 */
export const insertAuditEvent = (sql: SqlClient.SqlClient, event: Audit.AuditEvent, source?: string) =>
  sql`INSERT INTO audit_events (id, workspace_id, at, actor_type, actor_id, actor_name, action, resource_type,
      resource_id, changes, request_id, idempotency_key)
    SELECT ${event.id}::uuid, ${event.workspace_id}::uuid, ${event.at}::timestamptz, ${event.actor.type},
      ${event.actor.id}, ${event.actor.name}::text, ${event.action}, ${event.resource_type}, ${event.resource_id},
      ${event.changes === null ? null : JSON.stringify(event.changes)}::jsonb, ${event.request_id}::text,
      ${event.idempotency_key}::text
    ${source === undefined ? sql`` : sql`FROM ${sql(source)}`}`

/** `AuditLog` on SQL: inserts only; the retention command's delete is allowed by the table's trigger alone. */
export const AuditLogSql: Layer.Layer<AuditLog, never, SqlClient.SqlClient> = Layer.effect(
  AuditLog,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return AuditLog.of(
      withSpans("AuditLogSql", {
        append: (event) => insertAuditEvent(sql, event).pipe(Effect.asVoid, write("AuditLog.append")),
        list: (workspace, filter, page) => {
          const where = [sql`workspace_id = ${workspace}`]
          if (filter.resource_type !== undefined) where.push(sql`resource_type = ${filter.resource_type}`)
          if (filter.resource_id !== undefined) where.push(sql`resource_id = ${filter.resource_id}`)
          if (filter.actor !== undefined) where.push(sql`actor_id = ${filter.actor}`)
          if (filter.action !== undefined) where.push(sql`action = ${filter.action}`)
          if (filter.from !== undefined) where.push(sql`at >= ${filter.from}`)
          if (filter.to !== undefined) where.push(sql`at < ${filter.to}`)
          return sql`SELECT * FROM audit_events WHERE ${sql.and(where)}
            ORDER BY at DESC, id DESC LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
            Effect.map((rows) => rows.map(toEvent)),
            read("AuditLog.list")
          )
        },
        prune: (before) =>
          sql
            .withTransaction(
              Effect.andThen(
                sql`SELECT set_config('elabel.audit_retention', 'on', true)`,
                sql`DELETE FROM audit_events WHERE at < ${before} RETURNING id`
              )
            )
            .pipe(
              Effect.map((rows) => rows.length),
              write("AuditLog.prune")
            )
      })
    )
  })
)
