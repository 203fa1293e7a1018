/**
 * The whole app with a small per-caller quota, and what the rate-limit tests
 * assert of an answer: its `RateLimit` fields, none, or the 429. Time is the
 * `TestClock`: the tests start `NOW` into its first minute.
 */
import { assert } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { rateLimiterLayer } from "../../src/protocol/RateLimiter.ts"
import { AppLive } from "../../src/server/App.ts"
import { call, layerWire, problemOf, type WireResponse } from "./wire.ts"

export const LIMIT = 5
const POLICY = `"default";q=${LIMIT};w=60`

/** The whole app with a quota of `LIMIT` requests a minute per caller. */
export const Limited = layerWire({
  app: AppLive.pipe(Layer.provide(rateLimiterLayer(Option.some({ limit: LIMIT, windowSeconds: 60 }))))
})

/**
 * 15 s into the `TestClock`'s first minute: 45 s before that window ends. (Kept near the clock's start:
 * `setTime` wakes the app's scan flush once per second it skips.)
 */
export const NOW = 15_000

/** The `RateLimit` field of an answer with `remaining` requests left and `reset` seconds to the window's end. */
export const assertLimit = (answer: WireResponse, remaining: number, reset: number) => {
  assert.strictEqual(answer.headers.get("ratelimit-policy"), POLICY)
  assert.strictEqual(answer.headers.get("ratelimit"), `"default";r=${remaining};t=${reset}`)
}

export const assertUnlimited = (answer: WireResponse) => {
  assert.notStrictEqual(answer.status, 429)
  assert.isNull(answer.headers.get("ratelimit-policy"))
  assert.isNull(answer.headers.get("ratelimit"))
}

export const assertRefused = (answer: WireResponse, retryAfter: number) =>
  Effect.gen(function* () {
    assert.strictEqual(answer.status, 429)
    assert.strictEqual(answer.headers.get("content-type"), "application/problem+json")
    const problem = yield* problemOf(answer)
    assert.strictEqual(problem.type, "/problems/rate-limited")
    assert.strictEqual(problem.status, 429)
    assert.strictEqual(answer.headers.get("retry-after"), String(retryAfter))
    assertLimit(answer, 0, retryAfter)
  })

/** Uses up the quota of `user` in the current window (each call mints a new token for the same subject). */
export const exhaust = (path: string, user: string) =>
  Effect.gen(function* () {
    for (let used = 1; used <= LIMIT; used++) {
      const answer = yield* call("GET", path, { as: user })
      assert.strictEqual(answer.status, 200)
      assertLimit(answer, LIMIT - used, 45)
    }
  })
