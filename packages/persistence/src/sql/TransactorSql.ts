import { type PersistenceUnavailable, Transactor } from "@elabel/domain"
import { Cause, Effect, Exit, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { isSqlError, type SqlError } from "effect/sql/SqlError"
import { unavailable } from "./errors.ts"

/** The driver error of a reason, failed or died (`withTransaction` turns a failed ROLLBACK into a defect). */
const sqlErrorOf = (reason: Cause.Reason<unknown>): SqlError | undefined => {
  const error = Cause.isFailReason(reason) ? reason.error : Cause.isDieReason(reason) ? reason.defect : undefined
  return isSqlError(error) ? error : undefined
}

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
 * `Transactor` on SQL: `sql.withTransaction`. A nested call runs as a
 * savepoint of the outer transaction, so a failing nested unit undoes only
 * its own writes. `afterCommit` is the client's: it waits for the outermost commit.
 *
 * A lost connection must answer `PersistenceUnavailable`, never a defect.
 * `withTransaction` fails with an `SqlError` when BEGIN or COMMIT fails; when
 * the ROLLBACK after a failed unit fails too (the connection is gone), it
 * turns the rollback error AND the unit's own typed failure into defects.
 * So the unit's exit is kept: when the unit failed, its own failure is the
 * answer (none of it was committed); otherwise, and in that failure too,
 * every driver error becomes `PersistenceUnavailable`.
 */
export const TransactorSql: Layer.Layer<Transactor, never, SqlClient.SqlClient> = Layer.effect(
  Transactor,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return Transactor.of({
      transaction: <A, E, R>(self: Effect.Effect<A, E, R>) =>
        Effect.suspend(() => {
          let unit: Exit.Exit<A, E> | undefined
          const recorded = Effect.onExit(self, (exit) =>
            Effect.sync(() => {
              unit = exit
            })
          )
          return Effect.catchCause(sql.withTransaction(recorded), (cause) => {
            const sqlError = cause.reasons.map(sqlErrorOf).find((error) => error !== undefined)
            // Without a driver error the cause holds only the unit's own failures `E`.
            if (sqlError === undefined) return Effect.failCause(cause as Cause.Cause<E>)
            const own: Cause.Cause<E | SqlError> = unit !== undefined && Exit.isFailure(unit) ? unit.cause : cause
            const ownSqlError = own.reasons.map(sqlErrorOf).find((error) => error !== undefined)
            const answer = ownSqlError === undefined ? (own as Cause.Cause<E>) : withoutSqlErrors(own, ownSqlError)
            return Effect.logWarning("SQL transaction failed").pipe(
              Effect.annotateLogs({ reason: sqlError.reason._tag, message: sqlError.message }),
              Effect.andThen(Effect.failCause(answer))
            )
          })
        }),
      afterCommit: sql.afterCommit
    })
  })
)
