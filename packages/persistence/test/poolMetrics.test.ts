/**
 * The pool's metrics (issue 31 item 1, ADR 0060) on every SQL storage: a
 * statement is timed by its kind (never its text), a transaction holds a
 * lease until it ends, and on the embedded database (one connection) a
 * statement waits for a transaction's lease, counted as waiting and timed
 * as its acquire time. `PoolActivity` tells readiness the same.
 */
import { assert, describe, it } from "@effect/vitest"
import { Transactor } from "@elabel/domain"
import { PoolActivityRef, statementKind } from "@elabel/persistence"
import { Context, Deferred, Effect, Fiber, Layer, Metric, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import { sqlStorages } from "./sqlSupport.ts"

/** The series `name` with attributes `attributes` in the default registry (its state), if any. */
const series = (name: string, attributes: Record<string, string> = {}) =>
  Metric.snapshotUnsafe(Context.empty()).find(
    (one) =>
      one.id === name &&
      Object.entries(attributes).every(([key, value]) => (one.attributes as Record<string, unknown>)?.[key] === value)
  )?.state as { readonly count?: number; readonly sum?: number; readonly value?: number } | undefined

const count = (name: string, attributes?: Record<string, string>) => series(name, attributes)?.count ?? 0
/** A gauge of the primary client's pool (the only pool of these storages). */
const level = (name: string) => Number(series(name, { pool: "primary" })?.value ?? Number.NaN)

describe("statement kinds", () => {
  it("are the first keyword, lower case; anything unknown is other (no text, no values)", () => {
    assert.strictEqual(statementKind("  SELECT * FROM labels WHERE id = $1"), "select")
    assert.strictEqual(statementKind("insert into labels values ($1)"), "insert")
    assert.strictEqual(statementKind("WITH x AS (SELECT 1) SELECT * FROM x"), "with")
    assert.strictEqual(statementKind("COMMIT"), "commit")
    assert.strictEqual(statementKind("VACUUM labels"), "other")
    assert.strictEqual(statementKind("'; DROP TABLE labels"), "other")
  })
})

for (const [name, storage] of sqlStorages()) {
  describe(`the pool's metrics on ${name}`, () => {
    it.live(
      "time statements by kind, hold a lease for a transaction's length, and count a wait for the one connection",
      () =>
        Effect.gen(function* () {
          const context = yield* Layer.build(storage)
          const sql = Context.get(context, SqlClient.SqlClient)
          const transactor = Context.get(context, Transactor)
          const pool = Context.get(context, PoolActivityRef)
          assert.isDefined(pool)
          const embedded = pool!.max === 1
          assert.strictEqual(level("elabel_db_pool_connections_max"), pool!.max)

          const selects = count("elabel_db_statement_duration_seconds", { kind: "select" })
          yield* sql`SELECT 1`
          // At least: another part of the storage (the link-change listener on PostgreSQL) may ask meanwhile.
          assert.isAtLeast(count("elabel_db_statement_duration_seconds", { kind: "select" }), selects + 1)
          // Every lease ends: the statement's at once, another part's (the notifier's first presence) soon after.
          yield* Effect.suspend(() =>
            level("elabel_db_pool_connections_in_use") === 0 ? Effect.void : Effect.fail("leased")
          ).pipe(Effect.retry({ times: 2000, schedule: Schedule.spaced("1 millis") }), Effect.orDie)
          assert.strictEqual(level("elabel_db_pool_connections_in_use"), 0)
          assert.isBelow(performance.now() - pool!.lastAnswerAt(), 1000)

          // A transaction holds its connection until it ends.
          const holding = yield* Deferred.make<void>()
          const release = yield* Deferred.make<void>()
          const commits = count("elabel_db_statement_duration_seconds", { kind: "commit" })
          const transaction = yield* transactor
            .transaction(
              Effect.gen(function* () {
                yield* sql`SELECT 2`
                yield* Deferred.succeed(holding, undefined)
                yield* Deferred.await(release)
              })
            )
            .pipe(Effect.forkChild)
          yield* Deferred.await(holding)
          assert.isAtLeast(level("elabel_db_pool_connections_in_use"), 1)
          assert.strictEqual(level("elabel_db_pool_connections_in_use"), pool!.inUse())
          if (embedded) assert.strictEqual(pool!.inUse(), 1)

          const acquires = count("elabel_db_pool_acquire_duration_seconds")
          const waitedBefore = series("elabel_db_pool_acquire_duration_seconds")?.sum ?? 0
          const other = yield* Effect.forkChild(sql`SELECT 3`)
          if (embedded) {
            // The embedded database's one connection is the transaction's: the statement waits, 50 ms at least.
            while (level("elabel_db_pool_connections_waiting") < 1) yield* Effect.sleep("1 millis")
            yield* Effect.sleep("50 millis")
            assert.strictEqual(level("elabel_db_pool_connections_waiting"), 1)
          }
          yield* Deferred.succeed(release, undefined)
          yield* Fiber.join(transaction)
          yield* Fiber.join(other)
          assert.isAtLeast(count("elabel_db_statement_duration_seconds", { kind: "commit" }), commits + 1)
          assert.isAtLeast(count("elabel_db_pool_acquire_duration_seconds"), acquires + 1)
          const waited = (series("elabel_db_pool_acquire_duration_seconds")?.sum ?? 0) - waitedBefore
          if (embedded) assert.isAtLeast(waited, 0.049, "the wait behind the transaction")
          if (embedded) assert.strictEqual(level("elabel_db_pool_connections_in_use"), 0)
          assert.strictEqual(level("elabel_db_pool_connections_waiting"), 0)
        }).pipe(Effect.scoped),
      60_000
    )
  })
}
