import { Context, type Effect } from "effect"
import type { PersistenceUnavailable } from "../errors.ts"

/**
 * Runs a use case's reads and writes as one unit: all of them or none.
 * Nested calls join the outer transaction.
 */
export class Transactor extends Context.Service<
  Transactor,
  {
    readonly transaction: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E | PersistenceUnavailable, R>
  }
>()("@elabel/domain/ports/Transactor") {}
