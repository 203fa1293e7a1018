import { Media, type MediaId, MediaRepository, type Paging, type WorkspaceId } from "@elabel/domain"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { read, write } from "./errors.ts"
import { firstRow, Int8, RequiredTimestamp, rowDecoder } from "./rowSchemas.ts"

const MEDIA =
  "id, workspace_id, kind, sha256, content_type, bytes, width, height, filename, alt, created_at, created_by"

const decodeMedia = rowDecoder(Schema.Struct({ ...Media.Media.fields, bytes: Int8, created_at: RequiredTimestamp }))

/** `MediaRepository` on SQL: the `media` table (the bytes are `MediaStore`'s). */
export const MediaRepositorySql: Layer.Layer<MediaRepository, never, SqlClient.SqlClient> = Layer.effect(
  MediaRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = (rows: ReadonlyArray<unknown>) => rows.map(decodeMedia)
    return MediaRepository.of({
      findById: (id: MediaId) =>
        sql`SELECT ${sql.unsafe(MEDIA)} FROM media WHERE id = ${id}`.pipe(
          Effect.map(firstRow(decodeMedia)),
          read("MediaRepository.findById")
        ),
      findMany: (workspace: WorkspaceId, ids: ReadonlyArray<string>) =>
        ids.length === 0
          ? Effect.succeed([])
          : sql`SELECT ${sql.unsafe(MEDIA)} FROM media
                WHERE workspace_id = ${workspace} AND id::text = ANY(${ids}::text[])`.pipe(
              Effect.map(rows),
              read("MediaRepository.findMany")
            ),
      list: (workspace: WorkspaceId, kind: Media.MediaKind | undefined, page: Paging.PageRequest) =>
        sql`SELECT ${sql.unsafe(MEDIA)} FROM media
            WHERE workspace_id = ${workspace} ${kind === undefined ? sql`` : sql`AND kind = ${kind}`}
            ORDER BY created_at, id LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
          Effect.map(rows),
          read("MediaRepository.list")
        ),
      insert: (media: Media.Media) =>
        sql`INSERT INTO media ${sql.insert({ ...media, alt: JSON.stringify(media.alt) })}`.pipe(
          Effect.asVoid,
          write("MediaRepository.insert")
        ),
      update: (id: MediaId, changes: Pick<Media.Media, "alt" | "filename">) =>
        sql`UPDATE media SET alt = ${JSON.stringify(changes.alt)}::jsonb, filename = ${changes.filename}
            WHERE id = ${id} RETURNING ${sql.unsafe(MEDIA)}`.pipe(
          Effect.map(firstRow(decodeMedia)),
          write("MediaRepository.update")
        ),
      remove: (media: Media.Media) =>
        sql`WITH gone AS (DELETE FROM media WHERE id = ${media.id} RETURNING sha256)
            SELECT EXISTS (SELECT 1 FROM media WHERE sha256 = ${media.sha256} AND id <> ${media.id}) AS named`.pipe(
          Effect.map((found) => ({ bytesStillNamed: (found[0] as { named: boolean } | undefined)?.named === true })),
          write("MediaRepository.remove")
        ),
      workspaceBytes: (workspace: WorkspaceId) =>
        sql`SELECT coalesce(sum(bytes), 0)::bigint AS total FROM media WHERE workspace_id = ${workspace}`.pipe(
          Effect.map((found) => Number((found[0] as { total: bigint }).total)),
          read("MediaRepository.workspaceBytes")
        ),
      isReferred: (media: Media.Media) =>
        sql`SELECT EXISTS (
              SELECT 1 FROM labels WHERE workspace_id = ${media.workspace_id}
                AND ${media.id} IN (image_id, original_image_id, primary_brand_asset_id, data_sheet_file_id,
                                    inspection_report_id)
            ) OR EXISTS (
              SELECT 1 FROM label_formats WHERE workspace_id = ${media.workspace_id} AND image_id = ${media.id}
            ) OR EXISTS (
              SELECT 1 FROM brands WHERE workspace_id = ${media.workspace_id}
                AND ${media.id} IN (logo_id, primary_brand_asset_id)
            ) OR EXISTS (
              SELECT 1 FROM label_versions WHERE workspace_id = ${media.workspace_id}
                AND strpos(document, ${media.id}) > 0
            ) AS referred`.pipe(
          Effect.map((found) => (found[0] as { referred: boolean }).referred === true),
          read("MediaRepository.isReferred")
        ),
      publishedFile: (sha256: string) =>
        sql`SELECT m.content_type, m.kind FROM media m
            WHERE m.sha256 = ${sha256} AND EXISTS (
              SELECT 1 FROM label_versions v
              WHERE v.workspace_id = m.workspace_id AND v.is_published AND strpos(v.document, ${sha256}) > 0
                AND NOT EXISTS (SELECT 1 FROM label_versions w WHERE w.label_id = v.label_id AND w.version > v.version)
            ) LIMIT 1`.pipe(
          Effect.map((found) => {
            const row = found[0] as { content_type: string; kind: Media.MediaKind } | undefined
            return row === undefined ? Option.none() : Option.some({ content_type: row.content_type, kind: row.kind })
          }),
          read("MediaRepository.publishedFile")
        ),
      isStored: (sha256: string) =>
        sql`SELECT EXISTS (SELECT 1 FROM media WHERE sha256 = ${sha256}) AS stored`.pipe(
          Effect.map((found) => (found[0] as { stored: boolean }).stored === true),
          read("MediaRepository.isStored")
        )
    })
  })
)
