import { PublicRefRepository } from "@elabel/domain"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { read } from "./errors.ts"

/** `PublicRefRepository` on SQL: lookups in the `public_refs` namespace table. */
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
      ),
      taken: Effect.fn("PublicRefRepositorySql.taken")((refs: ReadonlyArray<string>) =>
        refs.length === 0
          ? Effect.succeed(new Set<string>())
          : sql`SELECT ref FROM public_refs WHERE ref = ANY(${refs}::text[])`.pipe(
              Effect.map((rows) => new Set(rows.map((row) => String(row.ref)))),
              read("PublicRefRepository.taken")
            )
      )
    })
  })
)
