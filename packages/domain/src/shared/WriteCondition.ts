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

/**
 * `PreconditionFailed` unless the fiber's condition accepts `version`: for a
 * write guarded by a resource it reads but does not change (the source of a
 * duplicate), and for `decidedOnRead`.
 */
export const requireVersion = (
  resource: ResourceKind,
  id: string,
  version: number
): Effect.Effect<void, PreconditionFailed> =>
  Effect.gen(function* () {
    const { expected } = yield* WriteCondition
    if (expected !== undefined && !expected.includes(version)) {
      return yield* new PreconditionFailed({ resource, id })
    }
  })

/** Attempts of a write decided from a read: each lost one means another write committed in between. */
const DECISION_ATTEMPTS = 5

/**
 * A write a use case decides from its own read of the resource (publish,
 * unpublish, delete: whether there is anything to do, and what, depends on
 * the state read). `attempt` reads the resource, then calls
 * `decideOn(version read)`: the request's condition must accept that version
 * (else `PreconditionFailed`, even when the attempt then changes nothing),
 * and from then on the attempt's `conditionalUpdate`s change the resource
 * only while it still has that version. When another writer got in between
 * and the request named no version, the attempt runs again on a fresh read,
 * so a concurrent change is neither lost nor overridden by a stale decision.
 * The conditional update must be the attempt's first write: an attempt that
 * lost the race has then written nothing.
 */
export const decidedOnRead = <A, E, R>(
  resource: ResourceKind,
  id: string,
  attempt: (decideOn: (version: number) => Effect.Effect<void, PreconditionFailed>) => Effect.Effect<A, E, R>
): Effect.Effect<A, E | PreconditionFailed, R> =>
  Effect.gen(function* () {
    const request = yield* WriteCondition
    for (let attempts = 1; ; attempts++) {
      const condition: { expected: ReadonlyArray<number> | undefined; written: number | undefined } = {
        expected: undefined,
        written: undefined
      }
      // Checked against the request's condition: the attempt itself runs under `condition`.
      const decideOn = (version: number) =>
        Effect.map(Effect.provideService(requireVersion(resource, id, version), WriteCondition, request), () => {
          condition.expected = [version]
        })
      // Overtaken: the version read is gone, and the request did not ask for a particular one.
      const overtaken = (error: unknown): error is PreconditionFailed =>
        error instanceof PreconditionFailed &&
        error.id === id &&
        request.expected === undefined &&
        condition.expected !== undefined
      const outcome = yield* Effect.provideService(attempt(decideOn), WriteCondition, condition).pipe(
        Effect.map((value) => ({ value })),
        Effect.catchIf(overtaken, () => Effect.succeed(undefined))
      )
      if (outcome !== undefined) {
        if (request !== unconditioned) request.written = condition.written
        return outcome.value
      }
      if (attempts >= DECISION_ATTEMPTS) {
        return yield* Effect.die(new Error(`${resource} ${id} kept changing while a write was decided on it`))
      }
    }
  })
