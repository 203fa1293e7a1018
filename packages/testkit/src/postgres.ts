/**
 * Throwaway PostgreSQL databases for the tests that need a real server
 * (`DATABASE_URL`, an admin connection): one database per test, created on
 * the server and dropped again, plus the means to cut it off the way a
 * server restart or an outage does. A separate entry point
 * (`@elabel/testkit/postgres`), so tests without PostgreSQL never load the driver.
 */
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"

/** A database of the test server, and an admin connection to the server to create, cut off and drop it with. */
export interface FreshDatabase {
  readonly name: string
  readonly url: Redacted.Redacted<string>
  readonly admin: SqlClient.SqlClient
}

/**
 * Creates `<prefix>_<random>` on the server at `adminUrl`; dropped (forcibly:
 * pools may still hold connections) when the scope closes.
 */
export const freshDatabase = (adminUrl: string, prefix: string) =>
  Effect.gen(function* () {
    const admin = Context.get(yield* Layer.build(PgClient.layer({ url: Redacted.make(adminUrl) })), SqlClient.SqlClient)
    const name = `${prefix}_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`
    yield* Effect.acquireRelease(admin.unsafe(`CREATE DATABASE ${name}`), () =>
      admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).pipe(Effect.orDie)
    )
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    return { name, url: Redacted.make(url.toString()), admin } satisfies FreshDatabase
  })

/** The database a test cuts off: see `testDatabase`, `cutConnections` and `acceptConnections`. */
export class TestDatabase extends Context.Service<TestDatabase, FreshDatabase>()("@elabel/testkit/TestDatabase") {}

/** A `freshDatabase` as a Layer, for the lifetime of the layer. */
export const testDatabase = (adminUrl: string, prefix: string): Layer.Layer<TestDatabase> =>
  Layer.effect(TestDatabase, Effect.map(freshDatabase(adminUrl, prefix), TestDatabase.of)).pipe(Layer.orDie)

/** Ends every session of the test database, waiting until they are gone: what a server restart does to clients. */
export const cutConnections = Effect.gen(function* () {
  const { admin, name } = yield* TestDatabase
  yield* admin`SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = ${name}`
}).pipe(Effect.orDie)

/** Makes the test database accept (`true`) or refuse (`false`) new connections; open ones stay. */
export const acceptConnections = (accept: boolean) =>
  Effect.gen(function* () {
    const { admin, name } = yield* TestDatabase
    yield* admin.unsafe(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS ${accept}`)
  }).pipe(Effect.orDie)
