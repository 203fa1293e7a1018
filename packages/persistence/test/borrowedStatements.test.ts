/**
 * On PostgreSQL a statement outside a transaction borrows a pooled
 * connection for its own length (`PgPoolDriver.ts`: no scope, no
 * finalizers), and is measured as a lease all the same (ADR 0060): counted
 * in use while it runs, as waiting while the pool has no connection free,
 * its wait timed; a borrow given up while waiting stops waiting.
 */
import { assert, describe, it } from "@effect/vitest"
import { Context, Effect, Fiber, Metric, Redacted } from "effect"
import { Reactivity } from "effect/reactivity"
import { measurePgClient } from "../src/MeasuredPgClient.ts"
import { openPool } from "../src/PgPoolDriver.ts"

const POOL = "borrow-test"

const series = (name: string) =>
  Metric.snapshotUnsafe(Context.empty()).find(
    (one) => one.id === name && (one.attributes as Record<string, unknown>)?.pool === POOL
  )?.state as { readonly count?: number; readonly sum?: number; readonly value?: number } | undefined

const level = (name: string) => Number(series(name)?.value ?? Number.NaN)

/** Waits (1 ms steps, 5 s at most) until the gauge `name` reads `value`. */
const until = (name: string, value: number) =>
  Effect.gen(function* () {
    for (let i = 0; i < 5000 && level(name) !== value; i++) yield* Effect.sleep("1 millis")
    assert.strictEqual(level(name), value, name)
  })

// An empty DATABASE_URL is no server, as in every other suite that needs one.
const url = process.env.DATABASE_URL || undefined

describe.skipIf(url === undefined)("a borrowed statement on PostgreSQL", () => {
  it.live(
    "is a lease while it runs, waits while the one connection is held, and stops waiting when given up",
    () =>
      Effect.gen(function* () {
        const driver = yield* openPool({ url: Redacted.make(url!), maxConnections: 1 })
        const { client: sql, activity } = yield* measurePgClient(driver, 1, POOL, false)
        yield* sql`SELECT 1`
        assert.strictEqual(level("elabel_db_pool_connections_in_use"), 0)

        // Running, it holds the connection: in use, as readiness reads it.
        const sleeping = yield* Effect.forkChild(sql`SELECT pg_sleep(0.3)`)
        yield* until("elabel_db_pool_connections_in_use", 1)
        assert.strictEqual(activity.inUse(), 1)

        // Another waits for it, counted as waiting, and its wait is timed.
        const acquires = series("elabel_db_pool_acquire_duration_seconds")?.count ?? 0
        const waitedBefore = series("elabel_db_pool_acquire_duration_seconds")?.sum ?? 0
        const next = yield* Effect.forkChild(sql`SELECT 2 AS two`)
        yield* until("elabel_db_pool_connections_waiting", 1)
        const [row] = yield* Fiber.join(next)
        assert.strictEqual(Number(row?.two), 2)
        yield* Fiber.join(sleeping)
        assert.strictEqual(series("elabel_db_pool_acquire_duration_seconds")?.count, acquires + 1)
        const waited = (series("elabel_db_pool_acquire_duration_seconds")?.sum ?? 0) - waitedBefore
        assert.isAtLeast(waited, 0.1, "the second statement waited for the first")
        yield* until("elabel_db_pool_connections_in_use", 0)
        assert.strictEqual(level("elabel_db_pool_connections_waiting"), 0)

        // Given up while waiting: no longer waiting, and never in use.
        const holder = yield* Effect.forkChild(sql`SELECT pg_sleep(0.3)`)
        yield* until("elabel_db_pool_connections_in_use", 1)
        const abandoned = yield* Effect.forkChild(sql`SELECT 3`)
        yield* until("elabel_db_pool_connections_waiting", 1)
        yield* Fiber.interrupt(abandoned)
        assert.strictEqual(level("elabel_db_pool_connections_waiting"), 0)
        yield* Fiber.join(holder)
        yield* until("elabel_db_pool_connections_in_use", 0)
      }).pipe(Effect.scoped, Effect.provide(Reactivity.layer)),
    30_000
  )
})
