import { type LabelId, type LabelVersion, LabelVersionRepository } from "@elabel/domain"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { Row } from "effect/sql/SqlConnection"
import { read, write } from "./errors.ts"
import { fromRow } from "./rows.ts"

type Stored = LabelVersion.StoredLabelVersion

const COLUMNS: ReadonlyArray<keyof Stored> = [
  "label_id",
  "workspace_id",
  "version",
  "created_at",
  "created_by",
  "is_published",
  "content_hash",
  "previous_hash",
  "document"
]

const toStored = (row: Row): Stored => fromRow<Stored>(row, COLUMNS)
const first = (rows: ReadonlyArray<Row>) => Option.map(Option.fromNullishOr(rows[0]), toStored)

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
      append: (version) =>
        sql`INSERT INTO label_versions ${sql.insert({ ...version })}`.pipe(
          Effect.asVoid,
          write("LabelVersionRepository.append")
        ),
      latest: (label) =>
        sql`SELECT * FROM label_versions WHERE label_id = ${label} ORDER BY version DESC LIMIT 1`.pipe(
          Effect.map(first),
          read("LabelVersionRepository.latest")
        ),
      latestByRef: (ref) =>
        sql`SELECT v.* FROM public_refs p
              LEFT JOIN label_formats f ON p.kind = 'format' AND f.id = p.owner_id
              JOIN LATERAL (
                SELECT * FROM label_versions
                WHERE label_id = CASE WHEN p.kind = 'format' THEN f.label_id ELSE p.owner_id END
                ORDER BY version DESC LIMIT 1
              ) v ON true
              WHERE p.ref = ${ref} AND p.kind IN ('label', 'format')`.pipe(
          Effect.map(first),
          read("LabelVersionRepository.latestByRef")
        ),
      get: (label, version) =>
        sql`SELECT * FROM label_versions WHERE label_id = ${label} AND version = ${version}`.pipe(
          Effect.map(first),
          read("LabelVersionRepository.get")
        ),
      list: (label, page) =>
        sql`SELECT * FROM label_versions WHERE label_id = ${label}
              ORDER BY version DESC LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
          Effect.map((rows) => rows.map(toStored)),
          read("LabelVersionRepository.list")
        ),
      all: (workspace) =>
        (workspace === undefined
          ? sql`SELECT * FROM label_versions ORDER BY label_id, version`
          : sql`SELECT * FROM label_versions WHERE workspace_id = ${workspace} ORDER BY label_id, version`
        ).pipe(
          Effect.map((rows) => rows.map(toStored)),
          read("LabelVersionRepository.all")
        ),
      unversionedPublished: sql<{ readonly id: LabelId }>`SELECT id FROM labels l WHERE is_published
            AND NOT EXISTS (SELECT 1 FROM label_versions v WHERE v.label_id = l.id) ORDER BY created_at, id`.pipe(
        Effect.map((rows) => rows.map((row) => row.id)),
        read("LabelVersionRepository.unversionedPublished")
      )
    })
  })
)
