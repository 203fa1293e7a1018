import { PageViewRepository } from "@elabel/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { read, write } from "./errors.ts"
import { Int8, rowDecoder } from "./rowSchemas.ts"

/** A daily counter row. */
const decodeDaily = rowDecoder(
  Schema.Struct({ day: Schema.String, language: Schema.String, format: Schema.String, views: Int8 })
)

/**
 * `PageViewRepository` on SQL: a batch is one INSERT … ON CONFLICT over
 * arrays (summed per key first), views of deleted labels match no label and
 * vanish; a range is one read of the primary key's prefix.
 */
export const PageViewRepositorySql: Layer.Layer<PageViewRepository, never, SqlClient.SqlClient> = Layer.effect(
  PageViewRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return PageViewRepository.of({
      record: Effect.fn("PageViewRepositorySql.record")((batch) =>
        batch.length === 0
          ? Effect.void
          : sql`INSERT INTO label_daily_views (label_id, workspace_id, day, language, format, views)
              SELECT l.id, l.workspace_id, b.day, b.language, b.format, sum(b.count)
              FROM unnest(${batch.map((t) => t.label_id)}::uuid[], ${batch.map((t) => t.day)}::date[],
                ${batch.map((t) => t.language)}::text[], ${batch.map((t) => t.format_id ?? "")}::text[],
                ${batch.map((t) => BigInt(t.count))}::int8[]) AS b(id, day, language, format, count)
              JOIN labels AS l ON l.id = b.id
              GROUP BY l.id, l.workspace_id, b.day, b.language, b.format
              ON CONFLICT (label_id, day, language, format)
              DO UPDATE SET views = label_daily_views.views + EXCLUDED.views`.pipe(
              Effect.asVoid,
              write("PageViewRepository.record")
            )
      ),
      daily: Effect.fn("PageViewRepositorySql.daily")((label, range) =>
        sql`
          SELECT to_char(day, 'YYYY-MM-DD') AS day, language, format, views FROM label_daily_views
          WHERE label_id = ${label} AND day BETWEEN ${range.from}::date AND ${range.to}::date`.pipe(
          Effect.map((rows) =>
            rows.map((raw) => {
              const row = decodeDaily(raw)
              return { day: row.day, language: row.language, format_id: row.format || null, count: row.views }
            })
          ),
          read("PageViewRepository.daily")
        )
      )
    })
  })
)
