/**
 * Many published labels at once, straight in SQL (the domain would take
 * minutes for 100k): clones of a published template label, each with its
 * own id and ref, its ref claimed in `public_refs`, and a version 1 whose
 * document is the template's with the id and ref replaced and whose
 * `content_hash` is the SHA-256 of that document, as the domain stores it.
 * The clones have no formats of their own and no GTIN (the template's
 * document still names the template's formats: the pages only need the
 * label's ref to resolve). For the throwaway benchmark database only.
 */
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"

/** What to clone: the template label (published, version 1 only) and how many clones, numbered from `first`. */
export interface BulkRequest {
  readonly databaseUrl: string
  readonly template: string
  readonly templateRef: string
  readonly first: number
  readonly count: number
}

/** Inserts the clones in one transaction (four statements) and answers their refs. */
export const seedBulkLabels = (request: BulkRequest): Promise<ReadonlyArray<string>> =>
  Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        const context = yield* Layer.build(PgClient.layer({ url: Redacted.make(request.databaseUrl) }))
        const sql = Context.get(context, SqlClient.SqlClient)
        const { template, templateRef, first, count } = request
        const refs = yield* sql.withTransaction(
          Effect.gen(function* () {
            yield* sql`CREATE TEMP TABLE bulk_labels ON COMMIT DROP AS
              SELECT gen_random_uuid() AS id, 'bulk' || i AS ref
              FROM generate_series(${first}::int, ${first + count - 1}::int) i`
            // LATERAL, not `(f(…)).*`, which would call the function once per column.
            yield* sql`INSERT INTO labels
              SELECT r.* FROM labels l CROSS JOIN bulk_labels b
              CROSS JOIN LATERAL jsonb_populate_record(NULL::labels, to_jsonb(l) || jsonb_build_object(
                'id', b.id, 'ref', b.ref, 'default_format_id', NULL, 'gtin', NULL)) r
              WHERE l.id = ${template}`
            yield* sql`INSERT INTO public_refs (ref, kind, owner_id, workspace_id)
              SELECT b.ref, 'label', b.id, l.workspace_id FROM bulk_labels b CROSS JOIN labels l WHERE l.id = ${template}`
            yield* sql`INSERT INTO label_versions
                (label_id, workspace_id, version, created_at, created_by, is_published, content_hash, previous_hash, document)
              SELECT b.id, v.workspace_id, 1, v.created_at, v.created_by, v.is_published,
                     encode(sha256(convert_to(d.document, 'UTF8')), 'hex'), NULL, d.document
              FROM bulk_labels b
              CROSS JOIN label_versions v
              CROSS JOIN LATERAL (SELECT replace(replace(v.document, ${template}, b.id::text),
                                                 ${`"${templateRef}"`}, '"' || b.ref || '"') AS document) d
              WHERE v.label_id = ${template} AND v.version = 1`
            const rows = yield* sql<{ readonly ref: string }>`SELECT ref FROM bulk_labels`
            return rows.map((row) => row.ref)
          })
        )
        // The bench measures a settled database, not autovacuum catching up with the rows just written.
        yield* sql`VACUUM ANALYZE labels, public_refs, label_versions`
        return refs
      })
    )
  )
