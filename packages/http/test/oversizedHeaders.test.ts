/**
 * Requests Node's parser refuses before any route runs, over a real socket:
 * headers too large (a 100 KB token, a 60 KB URL) are a 431 problem with its
 * own problem page, a malformed request a 400 `about:blank` problem, never
 * an empty body; the server keeps serving afterwards.
 */
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { exchange, type RawAnswer, SocketAppLive } from "./support/socket.ts"

const assertProblem = (answer: RawAnswer, status: number, type: string) => {
  assert.strictEqual(answer.status, status, answer.body)
  assert.strictEqual(answer.headers["content-type"], "application/problem+json")
  assert.strictEqual(Number(answer.headers["content-length"]), Buffer.byteLength(answer.body))
  const problem = JSON.parse(answer.body)
  assert.deepInclude(problem, { type, status })
  assert.isString(problem.title)
}

describe("requests the HTTP parser refuses", () => {
  it.live("headers too large are a 431 request-header-fields-too-large problem, explained at its type", () =>
    Effect.gen(function* () {
      const token = yield* exchange(["GET /v1/workspaces HTTP/1.1", `Authorization: Bearer ${"a".repeat(100_000)}`])
      assertProblem(token, 431, "/problems/request-header-fields-too-large")
      const url = yield* exchange([`GET /l/${"a".repeat(60_000)} HTTP/1.1`])
      assertProblem(url, 431, "/problems/request-header-fields-too-large")

      const page = yield* exchange(["GET /problems/request-header-fields-too-large HTTP/1.1"])
      assert.strictEqual(page.status, 200)
      assert.include(page.body, "431")
      assert.strictEqual((yield* exchange(["GET /health/live HTTP/1.1"])).status, 200)
    }).pipe(Effect.provide(SocketAppLive))
  )

  it.live("a malformed request is a 400 about:blank problem", () =>
    Effect.gen(function* () {
      assertProblem(yield* exchange(["NOT A REQUEST LINE"]), 400, "about:blank")
      assert.strictEqual((yield* exchange(["GET /health/live HTTP/1.1"])).status, 200)
    }).pipe(Effect.provide(SocketAppLive))
  )
})
