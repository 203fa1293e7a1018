/**
 * Conditional writes by version. Every writable resource (label, format,
 * brand, marketing QR code) carries a `version` that each write increments.
 * A caller that wants "only if nobody changed it since I read it" runs the
 * write with `WriteCondition` set to the versions it accepts; the write
 * itself then checks it (`UPDATE … WHERE id = $1 AND version = ANY($2)` in
 * the write's transaction), so no lock is held outside the write and the
 * check holds across processes sharing one database.
 */
import { Context, Effect, Option } from "effect"
import { NotFound, PreconditionFailed, type ResourceKind } from "./errors.ts"

/** One write's condition and outcome. */
export interface WriteConditionState {
  /** The versions the write accepts; `undefined` writes unconditionally. An empty list never matches. */
  readonly expected: ReadonlyArray<number> | undefined
  /** The version the guarded resource has after the write (set by the write; read by the caller). */
  written: number | undefined
}

/** The condition of a write nobody set one for: accepts any version and records nothing. */
export const unconditioned: WriteConditionState = Object.freeze({ expected: undefined, written: undefined })

/** The condition of the write running in this fiber; by default `unconditioned`. */
export const WriteCondition = Context.Reference<WriteConditionState>("@elabel/domain/WriteCondition", {
  defaultValue: () => unconditioned
})

/** A fresh condition accepting `expected` (`undefined`: any version). */
export const writeCondition = (expected: ReadonlyArray<number> | undefined): WriteConditionState => ({
  expected,
  written: undefined
})

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
