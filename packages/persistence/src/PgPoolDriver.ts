/**
 * What the measured client (`MeasuredPgClient.ts`) takes of the driver: a
 * connection checkout for transactions and listeners (`reserve`), and, for a
 * pool, a borrow for one statement (`borrow`) that needs no scope. Through
 * `reserve`, a statement allocated a scope and ran three finalizers, each
 * with the caller's whole context provided again: 40 µs of CPU more than the
 * driver's own client spends on a statement (`bench/`-style, in-process).
 *
 * `poolDriver` is `PgClient.make`'s facade over `PgPool.make`, built here
 * because the driver keeps its pool to itself: the same pool answers the
 * checkouts, the borrows and the listeners.
 */
import { type PgClient, type PgConnection, PgPool } from "@effect/sql-pg"
import { Effect, type Scope, Stream } from "effect"
import { Statement } from "effect/sql"
import type { Connection, Row } from "effect/sql/SqlConnection"
import type { SqlError } from "effect/sql/SqlError"

/** The driver's side of a measured client. */
export interface DriverClient {
  readonly config: PgClient.PgClient["config"]
  /** A connection held until the scope closes (a transaction's, a listener's). */
  readonly reserve: Effect.Effect<Connection, SqlError, Scope.Scope>
  /** Runs `f` on a connection lent for as long as `f` runs, without a scope (a pool's; none for a single connection). */
  readonly borrow?: <A, E, R>(
    f: (connection: Connection) => Effect.Effect<A, E, R>
  ) => Effect.Effect<A, E | SqlError, R>
  readonly json: PgClient.PgClient["json"]
  readonly listen: PgClient.PgClient["listen"]
  readonly notify: PgClient.PgClient["notify"]
}

/** A driver session as a `Connection`, as the driver's own client wraps one. */
const asConnection = (connection: PgConnection.PgConnection): Connection => {
  const rows = (sql: string, params: ReadonlyArray<unknown>, prepare?: boolean) =>
    Effect.map(connection.query(sql, params, prepare), (result) => result.rows as ReadonlyArray<Row>)
  const transformed = (
    effect: Effect.Effect<ReadonlyArray<Row>, SqlError>,
    transformRows: ((rows: ReadonlyArray<Row>) => ReadonlyArray<Row>) | undefined
  ) => (transformRows === undefined ? effect : Effect.map(effect, transformRows))
  return {
    execute: (sql, params, transformRows) => transformed(rows(sql, params), transformRows),
    executeRaw: (sql, params) => connection.query(sql, params),
    executeValues: (sql, params) => connection.queryValues(sql, params),
    executeValuesUnprepared: (sql, params) => connection.queryValues(sql, params, false),
    executeUnprepared: (sql, params, transformRows) => transformed(rows(sql, params, false), transformRows),
    executeStream: (sql, params, transformRows) => {
      const stream = connection.stream(sql, params)
      return transformRows === undefined ? stream : Stream.mapArray(stream, (chunk) => transformRows(chunk) as never)
    }
  }
}

/** The driver's `PgJson` fragment: the driver's compiler writes it as a `jsonb` parameter. */
const PgJson = Statement.custom<Statement.Custom<"PgJson", unknown>>("PgJson")

/** The pool's checkouts, borrows and listeners, as `PgClient.make` builds its client from them. */
export const poolDriver = (pool: PgPool.PgPool): DriverClient => {
  const reserve = Effect.map(pool.reserve, asConnection)
  return {
    config: pool.config,
    reserve,
    borrow: (f) => pool.use((connection) => f(asConnection(connection))),
    json: (value) => Statement.fragment([PgJson(value, undefined, undefined)]),
    listen: (channel) => Effect.flatMap(pool.reserve, (connection) => connection.listen(channel)),
    notify: (channel, payload) =>
      Effect.asVoid(
        Effect.scoped(
          Effect.flatMap(reserve, (connection) => connection.executeRaw("SELECT pg_notify($1, $2)", [channel, payload]))
        )
      )
  }
}

/** A pool of `options` and its driver, as `PgClient.make` would open it. */
export const openPool = (options: PgClient.PgPoolConfig) => Effect.map(PgPool.make(options), poolDriver)
