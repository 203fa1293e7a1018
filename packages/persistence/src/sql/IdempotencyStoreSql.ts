import { type ClaimResult, type IdempotencyKey, IdempotencyStore, type StoredAnswer } from "@elabel/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { write } from "./errors.ts"
import { decodeCount, rowDecoder } from "./rowSchemas.ts"

const KeyRow = Schema.Struct({
  token: Schema.String,
  fingerprint: Schema.String,
  completed: Schema.Boolean,
  status: Schema.NullOr(Schema.Number),
  headers: Schema.NullOr(Schema.Record(Schema.String, Schema.String)),
  body: Schema.NullOr(Schema.String)
})
type KeyRow = typeof KeyRow.Type
const decodeKeyRow = rowDecoder(KeyRow)
const decodeToken = rowDecoder(Schema.Struct({ token: Schema.String }))

/** A row another request holds, as a claim result. */
const heldBy = (row: KeyRow): ClaimResult =>
  row.completed
    ? {
        _tag: "Completed",
        fingerprint: row.fingerprint,
        answer: { status: row.status ?? 0, headers: row.headers ?? {}, body: row.body ?? "" }
      }
    : { _tag: "Running", fingerprint: row.fingerprint }

/** Attempts of a claim whose competing row vanished between the INSERT and the SELECT (released meanwhile). */
const CLAIM_ATTEMPTS = 3

/**
 * `IdempotencyStore` on SQL. A claim is one INSERT … ON CONFLICT on the
 * primary key (caller, key): it inserts the key, or takes over an expired
 * row, or leaves a live one alone, atomically in any number of processes.
 * `complete` runs inside the caller's transaction, so the answer commits
 * with the work's writes.
 */
export const IdempotencyStoreSql: Layer.Layer<IdempotencyStore, never, SqlClient.SqlClient> = Layer.effect(
  IdempotencyStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const claimOnce = (
      key: { readonly caller: string; readonly key: string },
      claim: { readonly fingerprint: string; readonly token: string; readonly now: Date; readonly expiresAt: Date }
    ) =>
      Effect.gen(function* () {
        const taken = yield* sql`
          INSERT INTO idempotency_keys (caller, key, fingerprint, token, expires_at)
          VALUES (${key.caller}, ${key.key}, ${claim.fingerprint}, ${claim.token}, ${claim.expiresAt})
          ON CONFLICT (caller, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, token = EXCLUDED.token,
            completed = false, status = NULL, headers = NULL, body = NULL, expires_at = EXCLUDED.expires_at
          WHERE idempotency_keys.expires_at <= ${claim.now}
          RETURNING token`
        if (taken.length > 0 && decodeToken(taken[0]).token === claim.token) {
          return { _tag: "Claimed", token: claim.token } satisfies ClaimResult
        }
        const rows = yield* sql`
          SELECT token, fingerprint, completed, status, headers, body FROM idempotency_keys
          WHERE caller = ${key.caller} AND key = ${key.key}`
        return rows.length === 0 ? undefined : heldBy(decodeKeyRow(rows[0]))
      })

    return IdempotencyStore.of({
      claim: Effect.fn("IdempotencyStoreSql.claim")(
        (
          key: IdempotencyKey,
          claim: { readonly fingerprint: string; readonly token: string; readonly now: Date; readonly expiresAt: Date }
        ) =>
          Effect.gen(function* () {
            for (let attempt = 1; attempt < CLAIM_ATTEMPTS; attempt++) {
              const result = yield* claimOnce(key, claim)
              if (result !== undefined) return result
            }
            // The key keeps changing hands: as busy as a running claim (409, retry later).
            const busy: ClaimResult = { _tag: "Running", fingerprint: claim.fingerprint }
            return busy
          }).pipe(write("IdempotencyStore.claim"))
      ),
      complete: Effect.fn("IdempotencyStoreSql.complete")(
        (key: IdempotencyKey, token: string, answer: StoredAnswer, expiresAt: Date) =>
          sql`
          UPDATE idempotency_keys SET completed = true, status = ${answer.status},
            headers = ${JSON.stringify(answer.headers)}::jsonb, body = ${answer.body}, expires_at = ${expiresAt}
          WHERE caller = ${key.caller} AND key = ${key.key} AND token = ${token} AND NOT completed
          RETURNING token`.pipe(
            Effect.map((rows) => rows.length === 1),
            write("IdempotencyStore.complete")
          )
      ),
      release: Effect.fn("IdempotencyStoreSql.release")((key: IdempotencyKey, token: string) =>
        sql`DELETE FROM idempotency_keys
            WHERE caller = ${key.caller} AND key = ${key.key} AND token = ${token} AND NOT completed`.pipe(
          Effect.asVoid,
          write("IdempotencyStore.release")
        )
      ),
      purgeExpired: Effect.fn("IdempotencyStoreSql.purgeExpired")((now: Date) =>
        sql`
          WITH purged AS (DELETE FROM idempotency_keys WHERE expires_at <= ${now} RETURNING 1)
          SELECT count(*) AS count FROM purged`.pipe(Effect.map(decodeCount), write("IdempotencyStore.purgeExpired"))
      )
    })
  })
)
