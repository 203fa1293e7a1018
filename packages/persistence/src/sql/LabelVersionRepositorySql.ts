import { LabelId, type LabelVersion, LabelVersionRepository, type Paging, type WorkspaceId } from "@elabel/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { read, write } from "./errors.ts"
import { firstRow, RequiredTimestamp, rowDecoder } from "./rowSchemas.ts"

/** A `label_versions` row. */
const decodeVersion: (row: unknown) => LabelVersion.StoredLabelVersion = rowDecoder(
  Schema.Struct({
    label_id: Schema.String,
    workspace_id: Schema.String,
    version: Schema.Number,
    created_at: RequiredTimestamp,
    created_by: Schema.String,
    is_published: Schema.Boolean,
    content_hash: Schema.String,
    previous_hash: Schema.NullOr(Schema.String),
    document: Schema.String
  })
)
const decodeLabelId = rowDecoder(Schema.Struct({ id: LabelId }))

/**
 * `LabelVersionRepository` on SQL. `latestByRef` is one statement: the ref's
 * owner in the public ref namespace (a label, or a format of a label), then
 * that label's highest version.
 */
export const LabelVersionRepositorySql: Layer.Layer<LabelVersionRepository, never, SqlClient.SqlClient> = Layer.effect(
  LabelVersionRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return LabelVersionRepository.of({
      append: Effect.fn("LabelVersionRepositorySql.append")((version: LabelVersion.StoredLabelVersion) =>
        sql`INSERT INTO label_versions ${sql.insert({ ...version })}`.pipe(
          Effect.asVoid,
          write("LabelVersionRepository.append")
        )
      ),
      latest: Effect.fn("LabelVersionRepositorySql.latest")((label: LabelId) =>
        sql`SELECT * FROM label_versions WHERE label_id = ${label} ORDER BY version DESC LIMIT 1`.pipe(
          Effect.map(firstRow(decodeVersion)),
          read("LabelVersionRepository.latest")
        )
      ),
      latestByRef: Effect.fn("LabelVersionRepositorySql.latestByRef")((ref: string) =>
        sql`SELECT v.* FROM public_refs p
              LEFT JOIN label_formats f ON p.kind = 'format' AND f.id = p.owner_id
              JOIN LATERAL (
                SELECT * FROM label_versions
                WHERE label_id = CASE WHEN p.kind = 'format' THEN f.label_id ELSE p.owner_id END
                ORDER BY version DESC LIMIT 1
              ) v ON true
              WHERE p.ref = ${ref} AND p.kind IN ('label', 'format')`.pipe(
          Effect.map(firstRow(decodeVersion)),
          read("LabelVersionRepository.latestByRef")
        )
      ),
      get: Effect.fn("LabelVersionRepositorySql.get")((label: LabelId, version: number) =>
        sql`SELECT * FROM label_versions WHERE label_id = ${label} AND version = ${version}`.pipe(
          Effect.map(firstRow(decodeVersion)),
          read("LabelVersionRepository.get")
        )
      ),
      list: Effect.fn("LabelVersionRepositorySql.list")((label: LabelId, page: Paging.PageRequest) =>
        sql`SELECT * FROM label_versions WHERE label_id = ${label}
              ORDER BY version DESC LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
          Effect.map((rows) => rows.map(decodeVersion)),
          read("LabelVersionRepository.list")
        )
      ),
      all: Effect.fn("LabelVersionRepositorySql.all")((workspace?: WorkspaceId) =>
        (workspace === undefined
          ? sql`SELECT * FROM label_versions ORDER BY label_id, version`
          : sql`SELECT * FROM label_versions WHERE workspace_id = ${workspace} ORDER BY label_id, version`
        ).pipe(
          Effect.map((rows) => rows.map(decodeVersion)),
          read("LabelVersionRepository.all")
        )
      ),
      unversionedPublished: sql`SELECT id FROM labels l WHERE is_published
            AND NOT EXISTS (SELECT 1 FROM label_versions v WHERE v.label_id = l.id) ORDER BY created_at, id`.pipe(
        Effect.map((rows) => rows.map((row) => decodeLabelId(row).id)),
        read("LabelVersionRepository.unversionedPublished"),
        Effect.withSpan("LabelVersionRepositorySql.unversionedPublished")
      )
    })
  })
)
