import { PublicRefRepository } from "@elabel/domain"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { read } from "./errors.ts"

/** `PublicRefRepository` on SQL: one lookup in the `public_refs` namespace table. */
export const PublicRefRepositorySql: Layer.Layer<PublicRefRepository, never, SqlClient.SqlClient> = Layer.effect(
  PublicRefRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return PublicRefRepository.of({
      isTaken: Effect.fn("PublicRefRepositorySql.isTaken")((ref: string) =>
        sql`SELECT 1 AS taken FROM public_refs WHERE ref = ${ref}`.pipe(
          Effect.map((rows) => rows.length > 0),
          read("PublicRefRepository.isTaken")
        )
      )
    })
  })
)
