/**
 * Transactions that a concurrent one got in the way of (issue 33 item 1):
 * two transactions that lock two rows in opposite orders deadlock on
 * PostgreSQL; the one PostgreSQL aborts runs again inside the `Transactor`,
 * so both succeed, and the failure it saw is `contended`, never "the
 * database is unavailable". A transaction that keeps failing for contention
 * stops after a bounded number of runs; a nested one never runs again on
 * its own. Needs DATABASE_URL (the embedded database has one connection: it
 * cannot deadlock).
 */
import { assert, describe, it } from "@effect/vitest"
import { PersistenceUnavailable, Transactor } from "@elabel/domain"
import { collectingLogs } from "@elabel/testkit"
import { Context, Deferred, Effect, Exit, Layer, Ref } from "effect"
import { SqlClient } from "effect/sql"
import { write } from "../src/sql/errors.ts"
import { freshPostgres } from "./sqlSupport.ts"

const adminUrl = process.env.DATABASE_URL || undefined

describe.skipIf(adminUrl === undefined)("contended transactions on PostgreSQL [needs DATABASE_URL]", () => {
  it.live(
    "a deadlock is run again: both transactions commit, one of them twice",
    () =>
      Effect.gen(function* () {
        const context = yield* Layer.build(freshPostgres(adminUrl ?? ""))
        const sql = Context.get(context, SqlClient.SqlClient)
        const transactor = Context.get(context, Transactor)
        yield* sql`CREATE TABLE contended (id int PRIMARY KEY, n int NOT NULL)`
        yield* sql`INSERT INTO contended VALUES (1, 0), (2, 0)`
        const runs = yield* Ref.make(0)
        const locked = [yield* Deferred.make<void>(), yield* Deferred.make<void>()] as const
        const bump = (id: number) => write("bump")(sql`UPDATE contended SET n = n + 1 WHERE id = ${id}`)
        // Each locks its first row, waits until the other holds its own, then asks for the other's.
        const crossing = (first: 0 | 1) =>
          transactor.transaction(
            Effect.gen(function* () {
              yield* Ref.update(runs, (n) => n + 1)
              yield* bump(first + 1)
              yield* Deferred.succeed(locked[first], undefined)
              yield* Deferred.await(locked[first === 0 ? 1 : 0])
              yield* bump(first === 0 ? 2 : 1)
            })
          )
        const [exits, logs] = yield* collectingLogs(
          Effect.all([crossing(0), crossing(1)].map(Effect.exit), { concurrency: "unbounded" })
        )
        assert.isTrue(
          logs.some((line) => line.message.includes("SQL operation failed")),
          "the deadlock is logged"
        )
        assert.isTrue(exits.every(Exit.isSuccess), String(exits))
        assert.strictEqual(yield* Ref.get(runs), 3)
        const rows = yield* sql<{ n: number }>`SELECT n FROM contended ORDER BY id`
        assert.deepStrictEqual(
          rows.map((row) => row.n),
          [2, 2]
        )
      }).pipe(Effect.scoped),
    { timeout: 60_000 }
  )

  it.live(
    "contention that does not go away ends after a bounded number of runs; a nested transaction is not run again alone",
    () =>
      Effect.gen(function* () {
        const context = yield* Layer.build(freshPostgres(adminUrl ?? ""))
        const transactor = Context.get(context, Transactor)
        const runs = yield* Ref.make(0)
        const contended = Effect.flatMap(
          Ref.update(runs, (n) => n + 1),
          () => Effect.fail(new PersistenceUnavailable({ reason: "test: deadlock", contended: true }))
        )
        const failed = yield* Effect.flip(transactor.transaction(contended))
        assert.isTrue(failed.contended)
        assert.strictEqual(yield* Ref.get(runs), 5)

        yield* Ref.set(runs, 0)
        yield* Effect.flip(transactor.transaction(transactor.transaction(contended)))
        assert.strictEqual(yield* Ref.get(runs), 5, "the outer transaction ran five times, its nested one once each")

        yield* Ref.set(runs, 0)
        const unreachable = Effect.flatMap(
          Ref.update(runs, (n) => n + 1),
          () => Effect.fail(new PersistenceUnavailable({ reason: "test: connection lost" }))
        )
        yield* Effect.flip(transactor.transaction(unreachable))
        assert.strictEqual(yield* Ref.get(runs), 1, "an unreachable database is not retried here")
      }).pipe(Effect.scoped),
    { timeout: 60_000 }
  )
})
