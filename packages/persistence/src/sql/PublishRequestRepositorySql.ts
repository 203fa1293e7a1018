import { PublishRequest, PublishRequestRepository } from "@elabel/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { read, withSpans, write } from "./errors.ts"
import { firstRow, RequiredTimestamp, rowDecoder, Timestamp } from "./rowSchemas.ts"

/** A row of `publish_requests` (its `content` as jsonb comes back an object). */
const decodeRequest = rowDecoder(
  Schema.Struct({
    ...PublishRequest.PublishRequest.fields,
    requested_at: RequiredTimestamp,
    decided_at: Timestamp,
    content: Schema.Record(Schema.String, Schema.Unknown)
  })
)

/**
 * `PublishRequestRepository` on SQL. `insert` and `decide` are one statement
 * each: the partial unique index keeps one pending request per label, and a
 * decision lands only on a row still pending.
 */
export const PublishRequestRepositorySql: Layer.Layer<PublishRequestRepository, never, SqlClient.SqlClient> =
  Layer.effect(
    PublishRequestRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return PublishRequestRepository.of(
        withSpans("PublishRequestRepositorySql", {
          insert: (request) =>
            sql`INSERT INTO publish_requests ${sql.insert({ ...request, content: JSON.stringify(request.content) })}
            ON CONFLICT DO NOTHING RETURNING id`.pipe(
              Effect.map((rows) => rows.length > 0),
              write("PublishRequestRepository.insert")
            ),
          findById: (id) =>
            sql`SELECT * FROM publish_requests WHERE id = ${id}`.pipe(
              Effect.map(firstRow(decodeRequest)),
              read("PublishRequestRepository.findById")
            ),
          pendingOf: (label) =>
            sql`SELECT * FROM publish_requests WHERE label_id = ${label} AND state = 'pending'`.pipe(
              Effect.map(firstRow(decodeRequest)),
              read("PublishRequestRepository.pendingOf")
            ),
          list: (filter, page) =>
            sql`SELECT * FROM publish_requests WHERE workspace_id = ${filter.workspace}
            ${filter.label === undefined ? sql`` : sql`AND label_id = ${filter.label}`}
            ${filter.state === undefined ? sql`` : sql`AND state = ${filter.state}`}
            ORDER BY requested_at DESC, id DESC LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
              Effect.map((rows) => rows.map(decodeRequest)),
              read("PublishRequestRepository.list")
            ),
          decide: (id, decision) =>
            sql`UPDATE publish_requests SET ${sql.update({ ...decision })}
            WHERE id = ${id} AND state = 'pending' RETURNING *`.pipe(
              Effect.map(firstRow(decodeRequest)),
              write("PublishRequestRepository.decide")
            )
        })
      )
    })
  )
