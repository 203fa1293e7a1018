/**
 * A `PgClient` whose connection leases and statements are measured (ADR
 * 0060): `@effect/sql-pg` keeps its pool to itself and has no hook for a
 * checkout, so the SQL facade is built again with Effect's `SqlClient.make`
 * around the driver (`PgPoolDriver.ts`): a transaction leases its connection
 * through the driver's `reserve` (the pool's exclusive checkout; the
 * embedded database's one connection, pinned), and a statement outside one
 * borrows a pooled connection for its own length (no scope), both counted
 * and timed by `PoolMetrics.ts`; each statement is timed by its kind.
 * Everything else (the compiler, prepared statements, the COMMIT check,
 * `json`, `listen`, `notify`) is the driver's.
 */
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Scope, Semaphore } from "effect"
import { Reactivity } from "effect/reactivity"
import { SqlClient } from "effect/sql"
import type { Connection } from "effect/sql/SqlConnection"
import { SqlError, UnknownError } from "effect/sql/SqlError"
import type { DriverClient } from "./PgPoolDriver.ts"
import { makePoolMeter, type PoolActivity, PoolActivityRef, type PoolMeter } from "./sql/PoolMetrics.ts"

/** PostgreSQL answers `ROLLBACK` to the `COMMIT` of an aborted transaction: a failure (as the driver's own). */
const commit = (connection: Connection): Effect.Effect<void, SqlError> =>
  Effect.flatMap(connection.executeRaw("COMMIT", []), (result) =>
    (result as { readonly command?: string }).command === "ROLLBACK"
      ? Effect.fail(
          new SqlError({
            reason: new UnknownError({
              cause: new Error("COMMIT rolled back an aborted transaction"),
              message: "PgClient: COMMIT rolled back an aborted transaction",
              operation: "commit"
            })
          })
        )
      : Effect.void
  )

/** `connection` with each statement timed by the meter (streams are not: they last as long as their reader). */
const measuredConnection = (connection: Connection, meter: PoolMeter): Connection => ({
  execute: (sql, params, transformRows) => meter.statement(sql, connection.execute(sql, params, transformRows)),
  executeRaw: (sql, params) => meter.statement(sql, connection.executeRaw(sql, params)),
  executeStream: (sql, params, transformRows) => connection.executeStream(sql, params, transformRows),
  executeValues: (sql, params) => meter.statement(sql, connection.executeValues(sql, params)),
  executeValuesUnprepared: (sql, params) => meter.statement(sql, connection.executeValuesUnprepared(sql, params)),
  executeUnprepared: (sql, params, transformRows) =>
    meter.statement(sql, connection.executeUnprepared(sql, params, transformRows))
})

/** A measured client and what its pool is doing. */
export interface MeasuredClient {
  readonly client: PgClient.PgClient
  readonly activity: PoolActivity
}

/**
 * The lease of the embedded database's one connection: its pin waits
 * without an interruption reaching it (the driver's `acquireRelease`), so a
 * statement would outwait its caller's timeout (readiness's 2 s) behind an
 * import's transaction. A gate of one permit, taken interruptibly, waits in
 * its place; once through, the pin is free.
 */
const gated = (
  reserve: Effect.Effect<Connection, SqlError, Scope.Scope>
): Effect.Effect<Effect.Effect<Connection, SqlError, Scope.Scope>> =>
  Effect.map(Semaphore.make(1), (gate) =>
    Effect.uninterruptibleMask((restore) =>
      Effect.andThen(
        restore(gate.take(1)),
        Effect.andThen(
          // On the scope itself (see `PoolMetrics.ts`): no copy of the lease's context on release.
          Effect.flatMap(Effect.scope, (scope) => Scope.addFinalizer(scope, gate.release(1))),
          reserve
        )
      )
    )
  )

/**
 * The driver's client `inner` of `max` connections, measured as `pool`
 * (`primary` unless said otherwise; `gate`: the embedded database's one
 * connection); the meter's gauges live as long as the scope.
 */
export const measurePgClient = (
  inner: DriverClient,
  max: number,
  pool = "primary",
  gate = max === 1
): Effect.Effect<MeasuredClient, never, Scope.Scope | Reactivity.Reactivity> =>
  Effect.gen(function* () {
    const meter = yield* makePoolMeter(max, pool)
    const config = inner.config
    const reserve = gate ? yield* gated(inner.reserve) : inner.reserve
    const acquirer = Effect.map(meter.lease(reserve), (connection) => measuredConnection(connection, meter))
    const borrow = inner.borrow
    const client = yield* SqlClient.make({
      acquirer,
      // A statement outside a transaction borrows a pool's connection (no scope), counted as a lease.
      ...(borrow === undefined
        ? {}
        : {
            borrower: <A, E, R>(f: (connection: Connection) => Effect.Effect<A, E, R>) =>
              meter.borrow((held) => borrow((connection) => held(f(measuredConnection(connection, meter)))))
          }),
      transactionAcquirer: acquirer,
      compiler: PgClient.makeCompiler(config.transformQueryNames, config.transformJson),
      driver: "pg",
      prepareTransactionControls: true,
      commit,
      releaseSavepoint: (name) => `RELEASE SAVEPOINT ${name}`,
      spanAttributes: [
        ...(config.spanAttributes === undefined ? [] : Object.entries(config.spanAttributes)),
        ["db.system.name", "postgresql"],
        ["db.namespace", config.database ?? config.username ?? "postgres"],
        ["server.address", config.host ?? "localhost"],
        ["server.port", config.port ?? 5432]
      ]
    })
    const measured: PgClient.PgClient = Object.assign(client, {
      [PgClient.TypeId]: PgClient.TypeId,
      config,
      json: inner.json,
      listen: inner.listen,
      notify: inner.notify
    })
    return { client: measured, activity: meter.activity }
  })

/**
 * `PgClient` and `SqlClient` from `acquire` (a measured client), with its
 * pool's activity as `PoolActivityRef` (readiness reads it).
 */
export const layerMeasured = <E, R>(
  acquire: Effect.Effect<MeasuredClient, E, R>
): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient, E, Exclude<R, Scope.Scope | Reactivity.Reactivity>> =>
  Layer.effectContext(
    Effect.map(acquire, ({ client, activity }) =>
      Context.make(PgClient.PgClient, client).pipe(
        Context.add(SqlClient.SqlClient, client),
        Context.add(PoolActivityRef, activity)
      )
    )
  ).pipe(Layer.provide(Reactivity.layer)) as Layer.Layer<
    PgClient.PgClient | SqlClient.SqlClient,
    E,
    Exclude<R, Scope.Scope | Reactivity.Reactivity>
  >
