/**
 * The answers the server shell gives before an endpoint runs count against a
 * caller whose token verifies, and carry its `RateLimit` fields: an unknown
 * query parameter (400), a body without `Content-Type` (415), a body that is
 * not UTF-8 (400), a declared length over the limit (413), a method the path
 * does not take (405), a path no route has (404). Past the quota every one
 * of them is a 429: a caller cannot go on sending bad requests for free.
 */
import { assert, describe, it } from "@effect/vitest"
import { seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { MAX_BODY_BYTES } from "../src/protocol/BodyLimit.ts"
import { assertLimit, assertRefused, LIMIT, Limited, NOW } from "./support/rateLimits.ts"
import { tokenFor } from "./support/tokens.ts"
import { Wire } from "./support/wire.ts"

/** `method path` as `users.owner` with `body` as bytes (no media type unless `contentType` names one). */
const send = (method: string, path: string, body?: Uint8Array<ArrayBuffer>, contentType?: string) =>
  Effect.gen(function* () {
    const headers = new Headers({ authorization: `Bearer ${yield* tokenFor(users.owner)}` })
    if (contentType !== undefined) headers.set("content-type", contentType)
    const request = new Request(`http://elabel.test${path}`, { method, headers, ...(body ? { body } : {}) })
    return yield* Wire.use((wire) => wire.send(request))
  })

const json = (text: string) => new TextEncoder().encode(text)

/** Each early answer: its request and the status it gets while the caller has quota left. */
const earlyAnswers = (workspace: string) =>
  [
    [send("GET", `/v1/workspaces/${workspace}?nope=1`), 400],
    [send("POST", "/v1/labels", json("{}")), 415],
    [send("POST", "/v1/labels", new Uint8Array([0x7b, 0xff, 0x7d]), "application/json"), 400],
    [send("POST", "/v1/labels", new Uint8Array(MAX_BODY_BYTES + 1), "application/json"), 413],
    [send("DELETE", "/v1/workspaces"), 405],
    [send("GET", "/v1/no-such-collection"), 404]
  ] as const

describe("early answers to a known caller count against its quota", () => {
  it.effect("each carries the RateLimit fields and uses one request; past the quota each is a 429", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const { workspace } = yield* seedWorkspace()
      const answers = earlyAnswers(workspace.id)
      assert.isAtLeast(answers.length, LIMIT)
      for (const [i, [request, status]] of answers.slice(0, LIMIT).entries()) {
        const answer = yield* request
        assert.strictEqual(answer.status, status, answer.text)
        assertLimit(answer, LIMIT - 1 - i, 45)
      }
      for (const [request] of answers) yield* assertRefused(yield* request, 45)
    }).pipe(Effect.provide(Limited))
  )

  it.effect("a path no route has is a 404 counted against the caller", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const answer = yield* send("GET", "/v1/no-such-collection")
      assert.strictEqual(answer.status, 404)
      assertLimit(answer, LIMIT - 1, 45)
    }).pipe(Effect.provide(Limited))
  )
})
