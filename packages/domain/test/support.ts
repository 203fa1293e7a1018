/**
 * Small helpers the domain tests share: the time a service stamps now,
 * moving the test clock, and a label's whole visible state.
 */
import { assert } from "@effect/vitest"
import { type LabelId, Labels, type UserId } from "@elabel/domain"
import { DateTime, Effect } from "effect"
import { TestClock } from "effect/testing"

/** A well-formed UUID that names nothing in any test store. */
export const unknownId = "0f0f0f0f-0000-4000-8000-000000000001"

/** What a service stamps as "now": ISO 8601 UTC with milliseconds, from the (test) clock. */
export const nowIso: Effect.Effect<string> = Effect.map(DateTime.now, DateTime.formatIso)

/** Moves the TestClock one second on, so a later write stamps a different time, and answers the new now. */
export const tick: Effect.Effect<string> = Effect.andThen(TestClock.adjust("1 second"), nowIso)

/** A label as the actor sees it: the resource (formats and translations embedded) and its child lists. */
export const labelState = (actor: UserId, id: LabelId) =>
  Effect.gen(function* () {
    const labels = yield* Labels
    return { label: yield* labels.get(actor, id), children: yield* labels.children(actor, id) }
  })

/** The error `self` fails with, checked to carry `tag` and narrowed to it (a success fails the test). */
export const failsWith = <A, E extends { readonly _tag: string }, R, T extends E["_tag"]>(
  self: Effect.Effect<A, E, R>,
  tag: T
): Effect.Effect<Extract<E, { readonly _tag: T }>, never, R> =>
  Effect.flatMap(Effect.result(self), (result) => {
    if (result._tag === "Success") return Effect.die(new Error(`expected ${tag}, got success`))
    assert.strictEqual(result.failure._tag, tag, JSON.stringify(result.failure))
    return Effect.succeed(result.failure as Extract<E, { readonly _tag: T }>)
  })

/** The paths an `InvalidInput` names, in order. */
export const paths = (error: { readonly errors: ReadonlyArray<{ readonly path: string }> }): ReadonlyArray<string> =>
  error.errors.map((issue) => issue.path)
