/**
 * Every request's id (issue 31, item 3; ADR 0046): answered in `X-Request-Id`
 * (a well-formed incoming one kept, anything else replaced), and named by
 * every problem in `request_id`; the same through the web handler and
 * through the Node server, hot paths included.
 */
import { assert, describe, it } from "@effect/vitest"
import { Labels } from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Context, Effect, Layer, Option } from "effect"
import { HttpServer } from "effect/http"
import { rateLimiterLayer } from "../src/protocol/RateLimiter.ts"
import { problemBytesWithRequestId } from "../src/protocol/RequestIdProblems.ts"
import { isWellFormedRequestId, newRequestId } from "../src/protocol/RequestIds.ts"
import { AppLive, serveApp } from "../src/server/App.ts"
import { testVerifierLayer, tokenFor } from "./support/tokens.ts"
import { call, WireLive } from "./support/wire.ts"

const ID = /^[\w.:-]{1,64}$/

describe("request ids", () => {
  it("a fresh id is well formed and new every time; an incoming one is kept only when short and plain", () => {
    const ids = new Set(Array.from({ length: 1000 }, newRequestId))
    assert.strictEqual(ids.size, 1000)
    for (const id of ids) assert.isTrue(isWellFormedRequestId(id))
    assert.isTrue(isWellFormedRequestId("3f2b8c1e-6a5d-4c1b-9e7f-0a1b2c3d4e5f"))
    for (const bad of ["", "a b", "x".repeat(65), "id\n", "<script>", "a/b", "eyJ.eyJ.sig".repeat(8)]) {
      assert.isFalse(isWellFormedRequestId(bad), bad)
    }
  })

  it("a problem's body gets `request_id` last, whatever its members", () => {
    const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes)
    const encode = (value: string) => new TextEncoder().encode(value)
    assert.strictEqual(text(problemBytesWithRequestId(encode('{"a":1}'), "r-1")), '{"a":1,"request_id":"r-1"}')
    assert.strictEqual(text(problemBytesWithRequestId(encode("{}"), "r-1")), '{"request_id":"r-1"}')
    assert.isUndefined(problemBytesWithRequestId(encode("[1]"), "r-1"))
  })

  it.effect("every answer has one; a problem names it; a well-formed incoming id is kept, another replaced", () =>
    Effect.gen(function* () {
      const health = yield* call("GET", "/health/live")
      assert.match(health.headers.get("x-request-id") ?? "", ID)

      const kept = yield* call("GET", "/v1/workspaces", { headers: { "x-request-id": "bug-report-42" } })
      assert.strictEqual(kept.status, 401)
      assert.strictEqual(kept.headers.get("x-request-id"), "bug-report-42")
      assert.strictEqual(kept.requestId, "bug-report-42")

      for (const sent of ["has spaces", "x".repeat(200)]) {
        const replaced = yield* call("GET", "/v1/nowhere", { as: users.owner, headers: { "x-request-id": sent } })
        assert.strictEqual(replaced.status, 404)
        const id = replaced.headers.get("x-request-id") ?? ""
        assert.match(id, ID)
        assert.notStrictEqual(id, sent)
        assert.strictEqual(replaced.requestId, id)
      }

      // A 400 of the shell (unknown query parameter) and a 404 of an endpoint name theirs too.
      for (const [path, status] of [
        ["/v1/workspaces?nope=1", 400],
        ["/v1/labels/00000000-0000-4000-8000-000000000009", 404]
      ] as const) {
        const answer = yield* call("GET", path, { as: users.owner })
        assert.strictEqual(answer.status, status, path)
        assert.strictEqual(answer.requestId, answer.headers.get("x-request-id"))
      }
    }).pipe(Effect.provide(WireLive))
  )

  it.live("through the Node server: hot answers and the app's answers carry it, the caller's kept", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace({ plan: "pro" })
      const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId, { locale: "en" })
      const label = yield* Labels.use((labels) => labels.publish(users.editor, draft.id))
      const app = AppLive.pipe(Layer.provide(rateLimiterLayer(Option.some({ limit: 1, windowSeconds: 3600 }))))
      const served = yield* Layer.build(
        serveApp(app, { port: 0, host: "127.0.0.1" }).pipe(
          Layer.provide(testVerifierLayer),
          Layer.provide(Layer.succeedContext(yield* Effect.context<never>()))
        )
      )
      const origin = HttpServer.formatAddress(Context.get(served, HttpServer.HttpServer).address)
      const get = (path: string, headers: Record<string, string> = {}) =>
        Effect.promise(() => fetch(`${origin}${path}`, { headers }))
      // The page twice: the second is answered from memory before the app.
      for (let i = 0; i < 2; i++) {
        const page = yield* get(`/l/${label.ref}`, { "x-request-id": `scan-${i}` })
        assert.strictEqual(page.status, 200)
        assert.strictEqual(page.headers.get("x-request-id"), `scan-${i}`)
      }
      const fresh = yield* get(`/l/${label.ref}`)
      assert.match(fresh.headers.get("x-request-id") ?? "", ID)
      // The quota's 429 from the Node server's gate names the request in its body too.
      const authorization = `Bearer ${yield* tokenFor(users.viewer)}`
      assert.strictEqual((yield* get(`/v1/labels/${label.id}`, { authorization })).status, 200)
      const refused = yield* get(`/v1/labels/${label.id}`, { authorization, "x-request-id": "flood-1" })
      assert.strictEqual(refused.status, 429)
      assert.strictEqual(refused.headers.get("x-request-id"), "flood-1")
      const body = (yield* Effect.promise(() => refused.json())) as { request_id?: string }
      assert.strictEqual(body.request_id, "flood-1")
    }).pipe(Effect.scoped, Effect.provide(WireLive))
  )
})
