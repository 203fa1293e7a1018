import { Context, type Effect } from "effect"
import type { PersistenceUnavailable } from "./errors.ts"

/**
 * Runs a use case's reads and writes as one unit: all of them or none.
 * Nested calls join the outer transaction.
 */
export class Transactor extends Context.Service<
  Transactor,
  {
    readonly transaction: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E | PersistenceUnavailable, R>
    /**
     * Runs `effect` once the outermost transaction around the caller has
     * committed (at once outside a transaction; never when it rolls back).
     * For what others may act on at once, such as telling caches to reload:
     * a unit nested in a larger one (an idempotent request) commits only
     * with it.
     */
    readonly afterCommit: <R>(effect: Effect.Effect<void, never, R>) => Effect.Effect<void, never, R>
  }
>()("@elabel/domain/ports/Transactor") {}
