import { type Format, FormatRepository, type WorkspaceId } from "@elabel/domain"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { Row } from "effect/sql/SqlConnection"
import { claimingWrite, read, write } from "./errors.ts"
import { gtinIs } from "./gtinLookup.ts"
import { claimRefs, releaseRefs, replaceRef } from "./publicRefs.ts"
import { changedColumns, FORMAT_COLUMNS, fromRow, toRow } from "./rows.ts"
import { updateVersioned } from "./versioned.ts"

/**
 * `FormatRepository` on SQL. A format's ref is claimed in `public_refs` in
 * the same transaction as the row; changing it frees the old one.
 */
export const FormatRepositorySql: Layer.Layer<FormatRepository, never, SqlClient.SqlClient> = Layer.effect(
  FormatRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const stored = (row: Row) => ({
      format: fromRow<Format.Format>(row, FORMAT_COLUMNS),
      workspace_id: row.workspace_id as WorkspaceId
    })
    const findById = (id: string) =>
      sql`SELECT * FROM label_formats WHERE id = ${id}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), stored))
      )

    return FormatRepository.of({
      findById: (id) => findById(id).pipe(read("FormatRepository.findById")),
      // The namespace table's primary key finds the owner of a ref.
      findByRef: (ref) =>
        sql`SELECT f.* FROM public_refs p JOIN label_formats f ON f.id = p.owner_id
            WHERE p.ref = ${ref} AND p.kind = 'format'`.pipe(
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), stored)),
          read("FormatRepository.findByRef")
        ),
      findByGtin: (gtin14) =>
        sql`SELECT * FROM label_formats WHERE ${gtinIs(sql, gtin14)} ORDER BY created_at, id`.pipe(
          Effect.map((rows) => rows.map(stored)),
          read("FormatRepository.findByGtin")
        ),
      insert: (workspace, format) =>
        sql
          .withTransaction(
            Effect.andThen(
              claimRefs(sql, [{ ref: format.ref, kind: "format", owner_id: format.id, workspace_id: workspace }]),
              sql`INSERT INTO label_formats ${sql.insert({ ...toRow(format, FORMAT_COLUMNS), workspace_id: workspace })}`
            )
          )
          .pipe(Effect.asVoid, claimingWrite("FormatRepository.insert")),
      update: (id, changes, expected) => {
        const set = changedColumns(changes, FORMAT_COLUMNS)
        return sql
          .withTransaction(
            Effect.gen(function* () {
              const found = yield* findById(id)
              if (Option.isNone(found)) return Option.none<Format.Format>()
              // Its own ref is not "taken": only a different ref moves in the namespace.
              if ("ref" in set && set.ref !== found.value.format.ref) {
                const ref = set.ref as string | null
                yield* replaceRef(sql, { ref, kind: "format", owner_id: id, workspace_id: found.value.workspace_id })
              }
              const rows = yield* updateVersioned(sql, "label_formats", id, set, expected)
              return Option.map(Option.fromNullishOr(rows[0]), (row) => fromRow<Format.Format>(row, FORMAT_COLUMNS))
            })
          )
          .pipe(claimingWrite("FormatRepository.update"))
      },
      delete: (id) =>
        sql
          .withTransaction(Effect.andThen(releaseRefs(sql, [id]), sql`DELETE FROM label_formats WHERE id = ${id}`))
          .pipe(Effect.asVoid, write("FormatRepository.delete"))
    })
  })
)
