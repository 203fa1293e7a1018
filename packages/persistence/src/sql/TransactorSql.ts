import { PersistenceUnavailable, Transactor } from "@elabel/domain"
import { Cause, Effect, Layer, Option, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import { unavailable } from "./errors.ts"
import { firstSqlError, inTransaction, sqlErrorOf } from "./transactions.ts"

/**
 * `cause` with its driver errors replaced by one `PersistenceUnavailable`,
 * put first so that a real defect beside it still answers as one; a cause
 * that already holds a typed failure just loses its driver errors.
 */
const withoutSqlErrors = <E>(
  cause: Cause.Cause<E | SqlError>,
  first: SqlError
): Cause.Cause<E | PersistenceUnavailable> => {
  const others = cause.reasons.filter((reason) => sqlErrorOf(reason) === undefined) as Array<Cause.Reason<E>>
  if (others.some(Cause.isFailReason)) return Cause.fromReasons(others)
  return Cause.fromReasons<E | PersistenceUnavailable>([
    Cause.makeFailReason(unavailable("transaction", first)),
    ...others
  ])
}

/**
 * Runs after the first of a transaction that a concurrent one got in the way of (deadlock, serialization
 * failure, a key taken meanwhile); each run reads again, so it decides on what the other committed.
 */
const CONTENDED_RETRIES = 4

const isContended = (error: unknown): boolean => error instanceof PersistenceUnavailable && error.contended === true

/**
 * `Transactor` on SQL: `sql.withTransaction`. A nested call runs as a
 * savepoint of the outer transaction, so a failing nested unit undoes only
 * its own writes. `afterCommit` is the client's: it waits for the outermost commit.
 *
 * A lost connection must answer `PersistenceUnavailable`, never a defect:
 * `inTransaction` keeps the unit's own failure when a failed ROLLBACK would
 * have turned it into a defect (see `transactions.ts`); here every driver
 * error left becomes `PersistenceUnavailable`. An outermost transaction that
 * failed for contention (`contended`) runs again, up to `CONTENDED_RETRIES`
 * times, so that "the database is unavailable" stays the answer for a
 * database that is.
 */
export const TransactorSql: Layer.Layer<Transactor, never, SqlClient.SqlClient> = Layer.effect(
  Transactor,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const once = <A, E, R>(self: Effect.Effect<A, E, R>) =>
      Effect.catchCause(inTransaction(sql, self), (cause) => {
        const sqlError = firstSqlError(cause)
        return Effect.failCause(sqlError === undefined ? (cause as Cause.Cause<E>) : withoutSqlErrors(cause, sqlError))
      })
    return Transactor.of({
      transaction: <A, E, R>(self: Effect.Effect<A, E, R>) =>
        Effect.flatMap(Effect.serviceOption(sql.transactionService), (outer) =>
          // Only the outermost transaction runs again: a nested one's savepoint sits in a transaction that
          // the contention aborted, or whose other locks took part in it.
          Option.isSome(outer)
            ? once(self)
            : Effect.retry(once(self), {
                times: CONTENDED_RETRIES,
                while: isContended,
                schedule: Schedule.jittered(Schedule.exponential("5 millis"))
              })
        ),
      afterCommit: sql.afterCommit
    })
  })
)
