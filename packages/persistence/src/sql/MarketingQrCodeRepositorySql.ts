import {
  MarketingQrCode,
  MarketingQrCodeRepository,
  type Paging,
  type QrCodeId,
  type WorkspaceId
} from "@elabel/domain"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { claimingWrite, read, write } from "./errors.ts"
import { claimRefs, releaseRefs, replaceRef } from "./publicRefs.ts"
import { decodeCount, decodeQrCode, firstRow } from "./rowSchemas.ts"
import { changedColumns, QR_CODE_COLUMNS, toRow, updateVersioned } from "./rows.ts"
import { inTransaction } from "./transactions.ts"

type Code = MarketingQrCode.MarketingQrCodeRecord

/** The columns of a code's row to write, with `expires_at_utc` beside a written `expires_at` (the expiry check reads it). */
const withExpiryInstant = (row: Record<string, unknown>): Record<string, unknown> => {
  if (!("expires_at" in row)) return row
  const instant = MarketingQrCode.expiryInstant(row.expires_at as string | null)
  return { ...row, expires_at_utc: instant === null ? null : new Date(instant).toISOString() }
}

/**
 * `MarketingQrCodeRepository` on SQL. The quota check of a publish locks the
 * workspace row first, so concurrent publishes in one workspace queue up and
 * each counts the others' committed publishes (a bare conditional UPDATE
 * would let two different codes both see the last slot free under READ
 * COMMITTED). `findByRef` is the scan path's lookup: no span of its own,
 * as the domain's `Redirects.find` has none.
 */
export const MarketingQrCodeRepositorySql: Layer.Layer<MarketingQrCodeRepository, never, SqlClient.SqlClient> =
  Layer.effect(
    MarketingQrCodeRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return MarketingQrCodeRepository.of({
        findById: Effect.fn("MarketingQrCodeRepositorySql.findById")((id: QrCodeId) =>
          sql`SELECT * FROM marketing_qr_codes WHERE id = ${id}`.pipe(
            Effect.map(firstRow(decodeQrCode)),
            read("MarketingQrCodeRepository.findById")
          )
        ),
        findByRef: (ref) =>
          sql`SELECT * FROM marketing_qr_codes WHERE ref = ${ref}`.pipe(
            Effect.map(firstRow(decodeQrCode)),
            read("MarketingQrCodeRepository.findByRef")
          ),
        list: Effect.fn("MarketingQrCodeRepositorySql.list")(
          (workspaces: ReadonlyArray<WorkspaceId>, page: Paging.PageRequest) =>
            workspaces.length === 0
              ? Effect.succeed([])
              : sql`SELECT * FROM marketing_qr_codes WHERE workspace_id = ANY(${workspaces}::uuid[])
                    ORDER BY created_at, id LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
                  Effect.map((rows) => rows.map(decodeQrCode)),
                  read("MarketingQrCodeRepository.list")
                )
        ),
        insert: Effect.fn("MarketingQrCodeRepositorySql.insert")((code: Code) =>
          inTransaction(
            sql,
            Effect.andThen(
              claimRefs(sql, [
                { ref: code.ref, kind: "marketing_qr_code", owner_id: code.id, workspace_id: code.workspace_id }
              ]),
              sql`INSERT INTO marketing_qr_codes ${sql.insert(withExpiryInstant(toRow(code, QR_CODE_COLUMNS)))}`
            )
          ).pipe(Effect.asVoid, claimingWrite("MarketingQrCodeRepository.insert"))
        ),
        update: Effect.fn("MarketingQrCodeRepositorySql.update")(
          (id: QrCodeId, changes: Partial<Code>, expected?: ReadonlyArray<number>) => {
            const set = withExpiryInstant(changedColumns(changes, QR_CODE_COLUMNS))
            return inTransaction(
              sql,
              Effect.gen(function* () {
                const rows = yield* updateVersioned(sql, "marketing_qr_codes", id, set, expected)
                const updated = firstRow(decodeQrCode)(rows)
                if (Option.isSome(updated) && "ref" in set) {
                  const { ref, workspace_id } = updated.value
                  yield* replaceRef(sql, { ref, kind: "marketing_qr_code", owner_id: id, workspace_id })
                }
                return updated
              })
            ).pipe(write("MarketingQrCodeRepository.update"))
          }
        ),
        publishWithinQuota: Effect.fn("MarketingQrCodeRepositorySql.publishWithinQuota")(
          (
            code: { readonly id: QrCodeId; readonly workspace_id: WorkspaceId },
            changes: Partial<Code>,
            quota: number | null,
            expected?: ReadonlyArray<number>
          ) =>
            inTransaction(
              sql,
              Effect.gen(function* () {
                if (quota !== null) {
                  yield* sql`SELECT 1 AS locked FROM workspaces WHERE id = ${code.workspace_id} FOR UPDATE`
                  const counted = yield* sql`SELECT count(*) AS count FROM marketing_qr_codes
                      WHERE workspace_id = ${code.workspace_id} AND is_published AND id <> ${code.id}`
                  if (decodeCount(counted) >= quota) return "quota-used" as const
                }
                // Only the publishing columns: a concurrent PATCH of other fields stays.
                const set = withExpiryInstant(changedColumns(changes, QR_CODE_COLUMNS))
                return firstRow(decodeQrCode)(yield* updateVersioned(sql, "marketing_qr_codes", code.id, set, expected))
              })
            ).pipe(write("MarketingQrCodeRepository.publishWithinQuota"))
        ),
        delete: Effect.fn("MarketingQrCodeRepositorySql.delete")((id: QrCodeId) =>
          inTransaction(
            sql,
            Effect.andThen(releaseRefs(sql, [id]), sql`DELETE FROM marketing_qr_codes WHERE id = ${id}`).pipe(
              Effect.andThen(sql`DELETE FROM qr_code_scan_countries WHERE code_id = ${id}`)
            )
          ).pipe(Effect.asVoid, write("MarketingQrCodeRepository.delete"))
        )
      })
    })
  )
