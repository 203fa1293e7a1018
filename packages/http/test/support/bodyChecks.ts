/**
 * One test per accepted or refused body of a `BodyTarget` (see
 * bodyTargets.ts), on a fresh `WireLive` store each: an accepted body is
 * stored as sent, a refused one is a 400 naming exactly the failing path and
 * changes nothing.
 */
import { assert, it } from "@effect/vitest"
import { Effect } from "effect"
import { type BodyTarget, seedBounds, sendTo } from "./bodyTargets.ts"
import { problemOf, WireLive, type WireResponse } from "./wire.ts"

type Fields = Readonly<Record<string, unknown>>

/** Asserts a problem of `status` and `slug`; answers the paths its `errors` name. */
export const expectProblem = (response: WireResponse, status: number, slug: string) =>
  Effect.gen(function* () {
    assert.strictEqual(response.status, status, response.text)
    const problem = yield* problemOf(response)
    assert.strictEqual(problem.type, `/problems/${slug}`)
    return (problem.errors ?? []).map((issue) => issue.path)
  })

/** An accepted body: 2xx, and `check` sees the stored object holding the fields. */
export const accepts = (label: string, target: BodyTarget, fields: Fields, check: (stored: Fields) => void) =>
  it.effect(`${target.name}: ${label} accepted`, () =>
    Effect.gen(function* () {
      const f = yield* seedBounds
      const response = yield* sendTo(target, f, fields)
      assert.isBelow(response.status, 300, response.text)
      check(yield* target.stored(f, response))
    }).pipe(Effect.provide(WireLive))
  )

/** A refused body: 400 `invalid-body` whose `errors` name `path` and nothing else, and the target's state unchanged. */
export const refuses = (label: string, target: BodyTarget, fields: Fields, path: string) =>
  it.effect(`${target.name}: ${label} refused`, () =>
    Effect.gen(function* () {
      const f = yield* seedBounds
      const before = yield* target.state(f)
      const paths = yield* expectProblem(yield* sendTo(target, f, fields), 400, "invalid-body")
      assert.deepStrictEqual(paths, [path])
      assert.deepStrictEqual(yield* target.state(f), before)
    }).pipe(Effect.provide(WireLive))
  )

/** Both sides of a bound: `ok` values stored as sent, `bad` values refused at `path`. */
export const bound = (
  target: BodyTarget,
  key: string,
  ok: ReadonlyArray<unknown>,
  bad: ReadonlyArray<unknown>,
  path = key
) => {
  for (const value of ok)
    accepts(`${key} ${JSON.stringify(value)}`, target, { [key]: value }, (s) => assert.deepStrictEqual(s[key], value))
  for (const value of bad) refuses(`${key} ${JSON.stringify(value)}`, target, { [key]: value }, path)
}
