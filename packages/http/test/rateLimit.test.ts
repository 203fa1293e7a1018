/**
 * Per-caller quotas on `/v1` over the wire (issue 11, item 10; OWASP API4):
 * the request past the quota answers 429 `rate-limited` with `Retry-After`
 * until its window ends, every answer to a known caller carries
 * `RateLimit-Policy` and `RateLimit`, and answers before a caller is known
 * and the public routes are never limited. Time is the `TestClock`.
 */
import { assert, describe, it } from "@effect/vitest"
import { MarketingQrCodes } from "@elabel/domain"
import { createLabel, createQrCode, seedWorkspace, users } from "@elabel/testkit"
import { ConfigProvider, Effect, Option } from "effect"
import { TestClock } from "effect/testing"
import { makeRateLimiter } from "../src/protocol/RateLimiter.ts"
import { serverConfig } from "../src/server/ServerConfig.ts"
import { AppWireLive } from "./support/appWire.ts"
import { assertLimit, assertRefused, assertUnlimited, exhaust, LIMIT, Limited, NOW } from "./support/rateLimits.ts"
import { foreignToken } from "./support/tokens.ts"
import { call } from "./support/wire.ts"

const UNKNOWN_LABEL = "00000000-0000-4000-8000-00000000abcd"

describe("per-caller quota on /v1", () => {
  it.effect("past its quota a caller answers 429 with Retry-After until the window ends; others are unaffected", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const { workspace } = yield* seedWorkspace()
      const path = `/v1/workspaces/${workspace.id}`
      yield* exhaust(path, users.owner)
      yield* assertRefused(yield* call("GET", path, { as: users.owner }), 45)
      // A refusal uses nothing up: it stays 0, with the same time to wait.
      yield* assertRefused(yield* call("POST", "/v1/labels", { as: users.owner, body: {} }), 45)

      const other = yield* call("GET", path, { as: users.viewer })
      assert.strictEqual(other.status, 200)
      assertLimit(other, LIMIT - 1, 45)

      yield* TestClock.adjust("44 seconds")
      yield* assertRefused(yield* call("GET", path, { as: users.owner }), 1)
      yield* TestClock.adjust("1 second")
      const again = yield* call("GET", path, { as: users.owner })
      assert.strictEqual(again.status, 200)
      assertLimit(again, LIMIT - 1, 60)
    }).pipe(Effect.provide(Limited))
  )

  it.effect(
    "every answer to a known caller carries the fields and counts once, errors and conditional writes too",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(NOW)
        const { workspace, brandId } = yield* seedWorkspace()
        const label = yield* createLabel(users.owner, workspace.id, brandId)

        const missing = yield* call("GET", `/v1/labels/${UNKNOWN_LABEL}`, { as: users.editor })
        assert.strictEqual(missing.status, 404)
        assertLimit(missing, 4, 45)
        const invalid = yield* call("POST", "/v1/labels", { as: users.editor, body: {} })
        assert.strictEqual(invalid.status, 400)
        assertLimit(invalid, 3, 45)
        // A conditional write reads the label through the app for its If-Match check: still one request.
        const patch = (ifMatch: string) =>
          call("PATCH", `/v1/labels/${label.id}`, {
            as: users.editor,
            body: { name: "Spätlese" },
            headers: { "if-match": ifMatch }
          })
        const written = yield* patch("*")
        assert.strictEqual(written.status, 200)
        assertLimit(written, 2, 45)
        const stale = yield* patch('"stale"')
        assert.strictEqual(stale.status, 412)
        assertLimit(stale, 1, 45)
        const notModified = yield* call("GET", `/v1/labels/${label.id}`, {
          as: users.editor,
          headers: { "if-none-match": "*" }
        })
        assert.strictEqual(notModified.status, 304)
        assertLimit(notModified, 0, 45)
      }).pipe(Effect.provide(Limited))
  )

  it.effect("answers before a caller is known count against nobody and carry no fields", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const { workspace } = yield* seedWorkspace()
      const path = `/v1/workspaces/${workspace.id}`
      for (let attempt = 0; attempt <= LIMIT; attempt++) {
        const anonymous = yield* call("GET", path)
        assert.strictEqual(anonymous.status, 401)
        assertUnlimited(anonymous)
        const forged = yield* call("GET", path, { token: yield* foreignToken(users.owner) })
        assert.strictEqual(forged.status, 401)
        assertUnlimited(forged)
        // No route and no valid token: the router's 404, which no caller is known for.
        const unknownRoute = yield* call("GET", "/v1/no-such-collection")
        assert.strictEqual(unknownRoute.status, 404)
        assertUnlimited(unknownRoute)
      }
      yield* exhaust(path, users.owner)
    }).pipe(Effect.provide(Limited))
  )

  it.effect("public routes carry no fields and are never refused, even to a caller past its quota", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      const code = yield* (yield* MarketingQrCodes).publish(
        users.owner,
        (yield* createQrCode(users.owner, workspace.id)).id
      )
      yield* exhaust(`/v1/workspaces/${workspace.id}`, users.owner)

      const paths = [
        new URL(code.short_url ?? "").pathname,
        "/l/no-such-label",
        "/01/04012345678901",
        "/health/live",
        "/health/ready",
        "/openapi.json",
        "/problems/rate-limited"
      ]
      assert.match(paths[0] ?? "", /^\/q\//)
      for (const path of paths) {
        for (let attempt = 0; attempt <= LIMIT; attempt++) {
          assertUnlimited(yield* call("GET", path, { as: users.owner }))
        }
      }
    }).pipe(Effect.provide(Limited))
  )

  it.effect("an app assembled without a quota answers without the fields", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      assertUnlimited(yield* call("GET", `/v1/workspaces/${workspace.id}`, { as: users.owner }))
    }).pipe(Effect.provide(AppWireLive))
  )
})

describe("the counter", () => {
  it("keeps at most maxCallers callers, and only those of the current window", () => {
    const limiter = makeRateLimiter({ limit: 2, windowSeconds: 60 }, { maxCallers: 3 })
    for (const caller of ["a", "b", "c", "d", "e"]) assert.isTrue(limiter.take(caller, NOW).allowed)
    assert.strictEqual(limiter.trackedCallers(), 3)
    assert.isTrue(limiter.take("a", NOW).allowed)
    assert.isFalse(limiter.take("a", NOW).allowed)
    // A new window starts with nobody counted: the old counts are gone, not kept until they expire one by one.
    assert.deepStrictEqual(limiter.take("a", NOW + 45_000), { allowed: true, remaining: 1, resetSeconds: 60 })
    assert.strictEqual(limiter.trackedCallers(), 1)
  })
})

describe("ELABEL_RATE_LIMIT and ELABEL_RATE_LIMIT_WINDOW", () => {
  const read = (env: Record<string, string>) =>
    Effect.map(serverConfig.parse(ConfigProvider.fromEnv({ env })), (settings) => settings.rateLimit)

  it.effect("are on by default with 1200 requests a minute; 0 or off turn the limit off", () =>
    Effect.gen(function* () {
      assert.deepStrictEqual(yield* read({}), Option.some({ limit: 1200, windowSeconds: 60 }))
      assert.deepStrictEqual(
        yield* read({ ELABEL_RATE_LIMIT: "100", ELABEL_RATE_LIMIT_WINDOW: "10" }),
        Option.some({ limit: 100, windowSeconds: 10 })
      )
      assert.isTrue(Option.isNone(yield* read({ ELABEL_RATE_LIMIT: "0" })))
      assert.isTrue(Option.isNone(yield* read({ ELABEL_RATE_LIMIT: "OFF" })))
    })
  )

  it.effect("refuse anything else with a message naming the variable", () =>
    Effect.gen(function* () {
      const limit = yield* Effect.flip(read({ ELABEL_RATE_LIMIT: "many" }))
      assert.include(limit.message, 'ELABEL_RATE_LIMIT must be a number of requests (or 0 or off), got "many"')
      const window = yield* Effect.flip(read({ ELABEL_RATE_LIMIT_WINDOW: "1m" }))
      assert.include(window.message, 'ELABEL_RATE_LIMIT_WINDOW must be seconds from 1 to 86400, got "1m"')
    })
  )
})
