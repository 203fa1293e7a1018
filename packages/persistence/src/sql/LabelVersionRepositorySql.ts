import {
  type HistoryHead,
  LabelId,
  type LabelVersion,
  LabelVersionRepository,
  type Paging,
  type VersionComparison,
  type Webhook,
  type WorkspaceId
} from "@elabel/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { read, write } from "./errors.ts"
import { appendVersionAfter, decodeVersion } from "./labelRows.ts"
import { firstRow, rowDecoder } from "./rowSchemas.ts"

const decodeLabelId = rowDecoder(Schema.Struct({ id: LabelId }))
const decodeHeadRow = rowDecoder(
  Schema.Struct({
    id: LabelId,
    history_head: Schema.NullOr(Schema.String),
    history_version: Schema.NullOr(Schema.Number)
  })
)
const decodeHead = (row: unknown): HistoryHead => {
  const { id, history_head, history_version } = decodeHeadRow(row)
  return { label_id: id, head: history_head, version: history_version }
}

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
      append: Effect.fn("LabelVersionRepositorySql.append")(
        (version: LabelVersion.StoredLabelVersion, event?: Webhook.OutboxEvent, compared?: VersionComparison) =>
          // The version (and its event) as on a row's write, stored whatever the row's UPDATE found (the caller
          // holds the label's lock), and the history head moved in the same statement.
          sql`WITH head AS (UPDATE labels SET history_head = ${version.content_hash}, history_version = ${version.version}
              WHERE id = ${version.label_id}), one_row AS (SELECT 1), ${appendVersionAfter(sql, { version, event, compared }, "one_row")}
            SELECT 1`.pipe(Effect.asVoid, write("LabelVersionRepository.append"))
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
      heads: Effect.fn("LabelVersionRepositorySql.heads")(
        (workspace: WorkspaceId | undefined, after: LabelId | undefined, limit: number) =>
          sql`SELECT id, history_head, history_version FROM labels
              WHERE (history_head IS NOT NULL OR published_at IS NOT NULL)
                ${workspace === undefined ? sql`` : sql`AND workspace_id = ${workspace}`}
                ${after === undefined ? sql`` : sql`AND id > ${after}`}
              ORDER BY id LIMIT ${limit}`.pipe(
            Effect.map((rows) => rows.map(decodeHead)),
            read("LabelVersionRepository.heads")
          )
      ),
      versionsOf: Effect.fn("LabelVersionRepositorySql.versionsOf")((labels: ReadonlyArray<LabelId>) =>
        sql`SELECT * FROM label_versions WHERE label_id IN ${sql.in(labels)} ORDER BY label_id, version`.pipe(
          Effect.map((rows) => rows.map(decodeVersion)),
          read("LabelVersionRepository.versionsOf")
        )
      ),
      unversioned: sql`SELECT id FROM labels l WHERE published_at IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM label_versions v WHERE v.label_id = l.id) ORDER BY created_at, id`.pipe(
        Effect.map((rows) => rows.map((row) => decodeLabelId(row).id)),
        read("LabelVersionRepository.unversioned"),
        Effect.withSpan("LabelVersionRepositorySql.unversioned")
      )
    })
  })
)
