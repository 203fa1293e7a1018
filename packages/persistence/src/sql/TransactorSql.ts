import { Transactor } from "@elabel/domain"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { isSqlError } from "effect/sql/SqlError"
import { unavailable } from "./errors.ts"

/**
 * `Transactor` on SQL: `sql.withTransaction`. A nested call runs as a
 * savepoint of the outer transaction, so a failing nested unit undoes only
 * its own writes. A failure to begin or commit becomes `PersistenceUnavailable`.
 */
export const TransactorSql: Layer.Layer<Transactor, never, SqlClient.SqlClient> = Layer.effect(
  Transactor,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return Transactor.of({
      transaction: (self) =>
        sql
          .withTransaction(self)
          .pipe(Effect.catchIf(isSqlError, (error) => Effect.fail(unavailable("transaction", error))))
    })
  })
)
