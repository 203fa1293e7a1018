import { type PersistenceUnavailable, Transactor } from "@elabel/domain"
import { Cause, Effect, Layer } from "effect"
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
 * `Transactor` on SQL: `sql.withTransaction`. A nested call runs as a
 * savepoint of the outer transaction, so a failing nested unit undoes only
 * its own writes. `afterCommit` is the client's: it waits for the outermost commit.
 *
 * A lost connection must answer `PersistenceUnavailable`, never a defect:
 * `inTransaction` keeps the unit's own failure when a failed ROLLBACK would
 * have turned it into a defect (see `transactions.ts`); here every driver
 * error left becomes `PersistenceUnavailable`.
 */
export const TransactorSql: Layer.Layer<Transactor, never, SqlClient.SqlClient> = Layer.effect(
  Transactor,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return Transactor.of({
      transaction: <A, E, R>(self: Effect.Effect<A, E, R>) =>
        Effect.catchCause(inTransaction(sql, self), (cause) => {
          const sqlError = firstSqlError(cause)
          return Effect.failCause(
            sqlError === undefined ? (cause as Cause.Cause<E>) : withoutSqlErrors(cause, sqlError)
          )
        }),
      afterCommit: sql.afterCommit
    })
  })
)
