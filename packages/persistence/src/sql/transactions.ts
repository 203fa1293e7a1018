/**
 * `sql.withTransaction` whose driver errors are always failures. When the
 * ROLLBACK after a failed unit fails too (the connection is gone: a restart,
 * `pg_terminate_backend`), `withTransaction` turns the rollback's `SqlError`
 * AND the unit's own typed failure into defects, which `catchIf(isSqlError)`
 * and `Effect.catch` never see: a lost connection would answer 500 or end a
 * background loop. Here the unit's own exit is kept: when it failed, its own
 * failure is the answer (none of it was committed); otherwise the driver's
 * error (BEGIN, COMMIT). Either way every `SqlError` is a failure, which
 * `write` (`errors.ts`) or the `Transactor` maps to `PersistenceUnavailable`;
 * a real defect beside it stays a defect.
 */
import { Cause, Effect, Exit } from "effect"
import type { SqlClient } from "effect/sql"
import { isSqlError, type SqlError } from "effect/sql/SqlError"
import { isRefTaken } from "./errors.ts"
import { countFailedTransaction } from "./SqlMetrics.ts"

/** The driver error of a reason, failed or died. */
export const sqlErrorOf = (reason: Cause.Reason<unknown>): SqlError | undefined => {
  const error = Cause.isFailReason(reason) ? reason.error : Cause.isDieReason(reason) ? reason.defect : undefined
  return isSqlError(error) ? error : undefined
}

/** The first driver error of a cause, failed or died. */
export const firstSqlError = (cause: Cause.Cause<unknown>): SqlError | undefined => {
  for (const reason of cause.reasons) {
    const error = sqlErrorOf(reason)
    if (error !== undefined) return error
  }
  return undefined
}

/** `cause` with its died driver errors as failures. */
const failingSqlErrors = <E>(cause: Cause.Cause<E>): Cause.Cause<E | SqlError> =>
  Cause.fromReasons<E | SqlError>(
    cause.reasons.map((reason) => {
      const error = Cause.isDieReason(reason) ? sqlErrorOf(reason) : undefined
      return error === undefined ? reason : Cause.makeFailReason(error)
    })
  )

/** Runs `self` in a transaction (a savepoint when nested); every driver error of it is a failure. */
export const inTransaction = <A, E, R>(
  sql: SqlClient.SqlClient,
  self: Effect.Effect<A, E, R>
): Effect.Effect<A, E | SqlError, R> =>
  Effect.suspend(() => {
    let unit: Exit.Exit<A, E> | undefined
    const recorded = Effect.onExit(self, (exit) =>
      Effect.sync(() => {
        unit = exit
      })
    )
    return Effect.catchCause(sql.withTransaction(recorded), (cause) => {
      const sqlError = firstSqlError(cause)
      // Without a driver error the cause holds only the unit's own failures `E` (or its defects).
      if (sqlError === undefined) return Effect.failCause(cause as Cause.Cause<E>)
      const own: Cause.Cause<E | SqlError> = unit !== undefined && Exit.isFailure(unit) ? unit.cause : cause
      const failed = Effect.failCause(failingSqlErrors(own))
      // A taken ref is a refusal the caller expects and answers (`Conflict`, then another ref): nothing went wrong.
      if (isRefTaken(sqlError)) return failed
      return Effect.logWarning("SQL transaction failed").pipe(
        Effect.annotateLogs({ reason: sqlError.reason._tag, message: sqlError.message }),
        Effect.andThen(countFailedTransaction(sqlError.reason._tag)),
        Effect.andThen(failed)
      )
    })
  })
