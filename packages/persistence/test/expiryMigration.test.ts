/**
 * Migration 0015 on a database written before it: the typed expiry instant
 * of every stored code is filled the way scans read `expires_at` (an
 * impossible day rolled over, an unreadable text as none), so the expiry
 * check after the upgrade announces what scans already treat as expired.
 * Runs when DATABASE_URL names a server it may create a database on.
 */
import { PgClient } from "@effect/sql-pg"
import { assert, describe, it } from "@effect/vitest"
import { migrate, migrations } from "@elabel/persistence"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Context, Effect, Layer } from "effect"
import { Migrator, SqlClient } from "effect/sql"

const adminUrl = process.env.DATABASE_URL || undefined
const before = Object.fromEntries(Object.entries(migrations).filter(([id]) => id < "0015"))

describe.skipIf(adminUrl === undefined)("migration 0015 on codes stored before it", () => {
  it.live("fills expires_at_utc as scans read expires_at", () =>
    Effect.gen(function* () {
      const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_test")
      const sql = Context.get(yield* Layer.build(PgClient.layer({ url })), SqlClient.SqlClient)
      const run = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) =>
        Effect.provideService(effect, SqlClient.SqlClient, sql)
      yield* run(Migrator.make({})({ loader: Migrator.fromRecord(before), table: "elabel_migrations" }))
      const codes = { rolled: "2021-02-30T00:00:00Z", offset: "2021-06-01T00:00:00+02:00", unreadable: "soon" }
      const ids = Object.fromEntries(Object.keys(codes).map((name) => [name, crypto.randomUUID()]))
      for (const [name, expires] of Object.entries(codes)) {
        yield* sql`INSERT INTO marketing_qr_codes (id, workspace_id, ref, is_published, expires_at)
          VALUES (${ids[name] ?? ""}, ${crypto.randomUUID()}, ${name}, true, ${expires})`
      }
      yield* run(migrate)
      const rows = yield* sql<{ readonly ref: string; readonly instant: string | null }>`
        SELECT ref, to_char(expires_at_utc AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS instant
        FROM marketing_qr_codes ORDER BY ref`
      assert.deepStrictEqual(rows, [
        { ref: "offset", instant: "2021-05-31T22:00:00" },
        { ref: "rolled", instant: "2021-03-02T00:00:00" },
        { ref: "unreadable", instant: null }
      ])
    }).pipe(Effect.scoped)
  )
})
