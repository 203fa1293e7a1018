import { type Format, type FormatId, FormatRepository, type Gs1, type WorkspaceId } from "@elabel/domain"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { claimingWrite, read, write } from "./errors.ts"
import { gtinIs } from "./gtinLookup.ts"
import { claimRefs, releaseRefs, replaceRef } from "./publicRefs.ts"
import { decodeFormat, decodeStoredFormat, firstRow } from "./rowSchemas.ts"
import { changedColumns, FORMAT_COLUMNS, toRow, updateVersioned } from "./rows.ts"
import { inTransaction } from "./transactions.ts"

/**
 * `FormatRepository` on SQL. A format's ref is claimed in `public_refs` in
 * the same transaction as the row; changing it frees the old one.
 */
export const FormatRepositorySql: Layer.Layer<FormatRepository, never, SqlClient.SqlClient> = Layer.effect(
  FormatRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const findById = (id: FormatId) =>
      Effect.map(sql`SELECT * FROM label_formats WHERE id = ${id}`, firstRow(decodeStoredFormat))

    return FormatRepository.of({
      findById: Effect.fn("FormatRepositorySql.findById")((id: FormatId) =>
        findById(id).pipe(read("FormatRepository.findById"))
      ),
      // The namespace table's primary key finds the owner of a ref.
      findByRef: Effect.fn("FormatRepositorySql.findByRef")((ref: string) =>
        sql`SELECT f.* FROM public_refs p JOIN label_formats f ON f.id = p.owner_id
            WHERE p.ref = ${ref} AND p.kind = 'format'`.pipe(
          Effect.map(firstRow(decodeStoredFormat)),
          read("FormatRepository.findByRef")
        )
      ),
      findByGtin: Effect.fn("FormatRepositorySql.findByGtin")((gtin14: Gs1.Gtin14) =>
        sql`SELECT * FROM label_formats WHERE ${gtinIs(sql, gtin14)} ORDER BY created_at, id`.pipe(
          Effect.map((rows) => rows.map(decodeStoredFormat)),
          read("FormatRepository.findByGtin")
        )
      ),
      insert: Effect.fn("FormatRepositorySql.insert")((workspace: WorkspaceId, format: Format.Format) =>
        inTransaction(
          sql,
          Effect.andThen(
            claimRefs(sql, [{ ref: format.ref, kind: "format", owner_id: format.id, workspace_id: workspace }]),
            sql`INSERT INTO label_formats ${sql.insert({ ...toRow(format, FORMAT_COLUMNS), workspace_id: workspace })}`
          )
        ).pipe(Effect.asVoid, claimingWrite("FormatRepository.insert"))
      ),
      update: Effect.fn("FormatRepositorySql.update")(
        (id: FormatId, changes: Partial<Format.Format>, expected?: ReadonlyArray<number>) => {
          const set = changedColumns(changes, FORMAT_COLUMNS)
          const update = Effect.map(updateVersioned(sql, "label_formats", id, set, expected), firstRow(decodeFormat))
          // Without a ref the write is one statement; a ref moves in the namespace first, in a savepoint.
          if (changes.ref === undefined) return update.pipe(claimingWrite("FormatRepository.update"))
          return inTransaction(
            sql,
            Effect.gen(function* () {
              const found = yield* findById(id)
              if (Option.isNone(found)) return Option.none<Format.Format>()
              // Its own ref is not "taken": only a different ref moves in the namespace.
              if (changes.ref !== undefined && changes.ref !== found.value.format.ref) {
                const { workspace_id } = found.value
                yield* replaceRef(sql, { ref: changes.ref, kind: "format", owner_id: id, workspace_id })
              }
              return yield* update
            })
          ).pipe(claimingWrite("FormatRepository.update"))
        }
      ),
      delete: Effect.fn("FormatRepositorySql.delete")((id: FormatId) =>
        inTransaction(
          sql,
          Effect.andThen(releaseRefs(sql, [id]), sql`DELETE FROM label_formats WHERE id = ${id}`)
        ).pipe(Effect.asVoid, write("FormatRepository.delete"))
      )
    })
  })
)
