import { Effect, Option } from "effect"
import { NotFound, PreconditionFailed, type ResourceKind } from "../errors.ts"
import { unconditioned, WriteCondition } from "../WriteCondition.ts"

/**
 * Runs the versioned update of the resource a write is guarded by, under the
 * fiber's `WriteCondition`: no row back means the resource changed since the
 * caller read it (`PreconditionFailed`) when a version was expected, and that
 * it is gone (`NotFound`) otherwise. Records the version written.
 */
export const conditionalUpdate = <A extends { readonly version: number }, E, R>(
  resource: ResourceKind,
  id: string,
  update: (expected: ReadonlyArray<number> | undefined) => Effect.Effect<Option.Option<A>, E, R>
): Effect.Effect<A, E | NotFound | PreconditionFailed, R> =>
  Effect.gen(function* () {
    const condition = yield* WriteCondition
    const updated = yield* update(condition.expected)
    if (Option.isNone(updated)) {
      return yield* condition.expected === undefined
        ? Effect.fail(new NotFound({ resource, id }))
        : Effect.fail(new PreconditionFailed({ resource, id }))
    }
    if (condition !== unconditioned) condition.written = updated.value.version
    return updated.value
  })
