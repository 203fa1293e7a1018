/**
 * The connection pools' and the statements' metrics (issue 31, item 1; ADR
 * 0060), as Effect metrics in the default registry, summed over the workers
 * like the others, each labelled with its `pool`: `primary` (the client of
 * every write and read), `replica-1`, `replica-2` … (the read replicas of
 * the public path) and `lag-probe` (the primary's one connection that asks
 * its WAL position for the replicas' lag):
 *
 * - `elabel_db_pool_connections_in_use`, `elabel_db_pool_connections_waiting`,
 *   `elabel_db_pool_connections_max` (gauges: leased connections, callers
 *   waiting for one, the pool's size: 1 on the embedded database);
 * - `elabel_db_pool_acquire_duration_seconds` (histogram: the wait for a
 *   connection, a statement's or a transaction's);
 * - `elabel_db_statement_duration_seconds{kind}` (histogram by the
 *   statement's first keyword: `select`, `insert`, …, never its text).
 *
 * `PoolActivity` is what the pool knows besides: whether every connection is
 * leased and when a statement last answered, so readiness can tell a busy
 * database from a dead one without queuing behind an import (ADR 0060).
 */
import { Context, Effect, Metric, Scope } from "effect"

/** The live state of one client's pool. */
export interface PoolActivity {
  /** Connections leased (a statement, a transaction or a stream holds each). */
  readonly inUse: () => number
  /** The pool's size. */
  readonly max: number
  /** `performance.now()` when a statement last answered (success or a database error), 0 before any. */
  readonly lastAnswerAt: () => number
}

/** The primary database client's pool; none on the in-memory store (and readiness queries as before). */
export const PoolActivityRef = Context.Reference<PoolActivity | undefined>("@elabel/persistence/PoolActivity", {
  defaultValue: () => undefined
})

/** The registry's context: the default registry, as the HTTP package's metrics use. */
const metricContext: Context.Context<never> = Context.empty()

/** Registers `read` as the gauge `name`, read at each scrape; answers its removal. */
const pulledGauge = (name: string, description: string, pool: string, read: () => number): (() => void) =>
  Metric.registerUnsafe(Metric.gauge(name, { description, attributes: { pool } }), metricContext, {
    get: () => ({ value: read() }),
    update: () => {},
    modify: () => {}
  }).remove

const acquireSeconds = (pool: string) =>
  Metric.histogram("elabel_db_pool_acquire_duration_seconds", {
    description: "Time a statement or transaction waited for a database connection",
    attributes: { pool },
    boundaries: [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5]
  })

/** Statement kinds: the first keyword of the text; anything else is `other` (bounded labels). */
const KINDS = new Set([
  "select",
  "insert",
  "update",
  "delete",
  "with",
  "begin",
  "commit",
  "rollback",
  "savepoint",
  "release",
  "set",
  "lock"
])
const firstWord = /^\s*([A-Za-z]+)/

/** The kind of statement `sql` is, for the statement histogram. */
export const statementKind = (sql: string): string => {
  const word = firstWord.exec(sql)?.[1]?.toLowerCase()
  return word !== undefined && KINDS.has(word) ? word : "other"
}

const statementHistograms = new Map<string, Metric.Metric<number, Metric.HistogramState>>()
const statementSeconds = (kind: string, pool: string) => {
  const key = `${pool} ${kind}`
  let histogram = statementHistograms.get(key)
  if (histogram === undefined) {
    histogram = Metric.histogram("elabel_db_statement_duration_seconds", {
      description: "Time of one SQL statement on its connection, by kind (its first keyword)",
      attributes: { kind, pool },
      boundaries: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5]
    })
    statementHistograms.set(key, histogram)
  }
  return histogram
}

/**
 * The meter of the pool `pool` of `max` connections, its gauges registered
 * for the life of the scope: counts leases and waits, times statements.
 */
export const makePoolMeter = (max: number, pool = "primary") =>
  Effect.gen(function* () {
    const acquired = acquireSeconds(pool)
    let inUse = 0
    let waiting = 0
    let lastAnswerAt = 0
    yield* Effect.acquireRelease(
      Effect.sync(() => [
        pulledGauge(
          "elabel_db_pool_connections_in_use",
          "Database connections leased to a statement, a transaction or a stream",
          pool,
          () => inUse
        ),
        pulledGauge(
          "elabel_db_pool_connections_waiting",
          "Statements and transactions waiting for a database connection (all are leased)",
          pool,
          () => waiting
        ),
        pulledGauge(
          "elabel_db_pool_connections_max",
          "Connections the pool may open (1 on the embedded database)",
          pool,
          () => max
        )
      ]),
      (removals) =>
        Effect.sync(() => {
          for (const remove of removals) remove()
        })
    )
    const activity: PoolActivity = { inUse: () => inUse, max, lastAnswerAt: () => lastAnswerAt }
    const release = Effect.sync(() => {
      inUse--
    })
    /** A connection lent after a wait that began at `started`: no longer waiting, in use, its wait timed. */
    const lent = (started: number) => {
      waiting--
      inUse++
      acquired.updateUnsafe((performance.now() - started) / 1000, metricContext)
    }
    /** `acquire` counted as a wait, then as a lease until its scope closes. */
    const lease = <A, E, R>(acquire: Effect.Effect<A, E, R>): Effect.Effect<A, E, R | Scope.Scope> =>
      Effect.suspend(() => {
        const started = performance.now()
        waiting++
        return Effect.onExit(acquire, (exit) =>
          Effect.suspend(() => {
            if (exit._tag === "Failure") {
              waiting--
              return Effect.void
            }
            lent(started)
            // On the scope itself: `Effect.addFinalizer` would run it with the lease's whole context
            // provided again, a copy of every service's entry on each statement's release.
            return Effect.flatMap(Effect.scope, (scope) => Scope.addFinalizer(scope, release))
          })
        )
      })
    /**
     * A borrow: `use` gets a connection and hands `held` what runs on it, which is counted as a lease
     * from when it starts (the connection lent) until it ends, without a scope; the wait before is a wait.
     */
    const borrow = <A, E, R>(
      use: (
        held: <B, E2, R2>(onConnection: Effect.Effect<B, E2, R2>) => Effect.Effect<B, E2, R2>
      ) => Effect.Effect<A, E, R>
    ): Effect.Effect<A, E, R> =>
      // Each count and the finalizer that undoes it are made uninterruptibly: a gauge is never left off by one.
      Effect.uninterruptibleMask((restore) =>
        Effect.suspend(() => {
          const started = performance.now()
          let given = false
          waiting++
          const held = <B, E2, R2>(onConnection: Effect.Effect<B, E2, R2>) =>
            Effect.uninterruptibleMask((restoreHeld) =>
              Effect.suspend(() => {
                given = true
                lent(started)
                return Effect.ensuring(restoreHeld(onConnection), release)
              })
            )
          // A borrow that never got its connection (refused, interrupted) stops waiting.
          return Effect.ensuring(
            restore(use(held)),
            Effect.sync(() => {
              if (!given) waiting--
            })
          )
        })
      )
    /** `run` (the statement `sql`) timed by its kind. */
    const statement = <A, E>(sql: string, run: Effect.Effect<A, E>): Effect.Effect<A, E> =>
      Effect.suspend(() => {
        const started = performance.now()
        return Effect.onExit(run, () =>
          Effect.sync(() => {
            lastAnswerAt = performance.now()
            statementSeconds(statementKind(sql), pool).updateUnsafe((lastAnswerAt - started) / 1000, metricContext)
          })
        )
      })
    return { activity, lease, borrow, statement }
  })

/** What `makePoolMeter` answers. */
export type PoolMeter = Effect.Success<ReturnType<typeof makePoolMeter>>
