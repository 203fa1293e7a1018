import { SignInStore, UserId } from "@elabel/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { read, write } from "./errors.ts"
import { decodeCount, RequiredTimestamp, rowDecoder } from "./rowSchemas.ts"

const decodeSession = rowDecoder(
  Schema.Struct({ user_id: Schema.String, csrf_hash: Schema.String, expires_at: RequiredTimestamp })
)

/**
 * `SignInStore` on SQL. Spending a link is one INSERT … ON CONFLICT DO
 * NOTHING on its primary key: of two processes spending it at once, exactly
 * one inserts the row.
 */
export const SignInStoreSql: Layer.Layer<SignInStore, never, SqlClient.SqlClient> = Layer.effect(
  SignInStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return SignInStore.of({
      spendLink: (hash, expiresAt) =>
        sql`INSERT INTO console_used_links (hash, expires_at) VALUES (${hash}, ${expiresAt})
            ON CONFLICT (hash) DO NOTHING RETURNING hash`.pipe(
          Effect.map((rows) => rows.length === 1),
          write("SignInStore.spendLink")
        ),
      addSession: (hash, session) =>
        sql`INSERT INTO console_sessions (hash, user_id, csrf_hash, expires_at)
            VALUES (${hash}, ${session.user}, ${session.csrfHash}, ${session.expiresAt})`.pipe(
          Effect.asVoid,
          write("SignInStore.addSession")
        ),
      findSession: (hash, now) =>
        sql`SELECT user_id, csrf_hash, expires_at FROM console_sessions
            WHERE hash = ${hash} AND expires_at > ${now}`.pipe(
          Effect.map((rows) => {
            if (rows.length === 0) return undefined
            const row = decodeSession(rows[0])
            return { user: UserId.make(row.user_id), csrfHash: row.csrf_hash, expiresAt: new Date(row.expires_at) }
          }),
          read("SignInStore.findSession")
        ),
      removeSession: (hash) =>
        sql`DELETE FROM console_sessions WHERE hash = ${hash}`.pipe(Effect.asVoid, write("SignInStore.removeSession")),
      purgeExpired: (now) =>
        sql`
          WITH links AS (DELETE FROM console_used_links WHERE expires_at <= ${now} RETURNING 1),
               sessions AS (DELETE FROM console_sessions WHERE expires_at <= ${now} RETURNING 1)
          SELECT (SELECT count(*) FROM links) + (SELECT count(*) FROM sessions) AS count`.pipe(
          Effect.map(decodeCount),
          write("SignInStore.purgeExpired")
        )
    })
  })
)
