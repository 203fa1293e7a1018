/**
 * A refusal costs less than an answer (issue 27, item 6): a known caller over
 * its quota is answered 429 by the Node server before the Effect app sees
 * the request (`handlers/QuotaRefusal.ts`), whatever it asks, its body
 * unread. Two servers on one domain, as in `hotPaths.test.ts`: one served as
 * production serves (gates and hot routes on), one with the Effect app
 * alone. Every refusal of the first is the second's refusal, byte for byte
 * but for the seconds left, and was answered before the app.
 */
import { createServer, request } from "node:http"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { assert, describe, it } from "@effect/vitest"
import { type DomainServices, Labels } from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Context, Effect, Exit, Layer, Option, Scope } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { requestSink } from "../src/observability/HttpMetrics.ts"
import { type HotPathsShape, makeHotPaths } from "../src/protocol/HotPaths.ts"
import { makeRateLimiter, rateLimiterLayer } from "../src/protocol/RateLimiter.ts"
import { AppLive, serveApp } from "../src/server/App.ts"
import { testVerifierLayer, tokenFor } from "./support/tokens.ts"

const LIMIT = 3
const WINDOW = 3600

const start = (serve: Layer.Layer<HttpServer.HttpServer, unknown, DomainServices>) =>
  Effect.gen(function* () {
    const scope = yield* Scope.make()
    const domain = yield* Effect.context<DomainServices>()
    const built = yield* Layer.buildWithScope(serve.pipe(Layer.provide(Layer.succeedContext(domain))), scope)
    return { origin: HttpServer.formatAddress(Context.get(built, HttpServer.HttpServer).address), scope }
  })

const options = { port: 0, host: "127.0.0.1" }
const hotPaths = makeHotPaths(requestSink)
/** Requests the hot server answered before its Effect app. */
let answeredEarly = 0
const countingHotPaths: HotPathsShape = {
  ...hotPaths,
  answer: (incoming, response, requestId) => {
    const answered = hotPaths.answer(incoming, response, requestId)
    if (answered) answeredEarly++
    return answered
  }
}
const app = () => AppLive.pipe(Layer.provide(rateLimiterLayer(Option.some({ limit: LIMIT, windowSeconds: WINDOW }))))
const hotServer = serveApp(app(), options, countingHotPaths).pipe(Layer.provide(testVerifierLayer))
const effectServer = HttpRouter.serve(app(), { disableLogger: true, disableListenLog: true }).pipe(
  Layer.provideMerge(NodeHttpServer.layer(createServer, options)),
  Layer.provide(testVerifierLayer)
)

interface Answer {
  readonly status: number
  readonly headers: Record<string, string>
  readonly body: string
}

const fetchAnswer = (origin: string, method: string, path: string, headers: Record<string, string>, body?: string) =>
  Effect.promise(async (): Promise<Answer> => {
    const asked = { "accept-encoding": "identity", ...headers }
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: asked,
      ...(body === undefined ? {} : { body })
    })
    const sent = Object.fromEntries([...response.headers].filter(([name]) => name !== "date"))
    return { status: response.status, headers: sent, body: await response.text() }
  })

/** A 429 checked for what it must say, with its seconds left replaced by `T` (two servers may be a second apart). */
const refusalOf = (answer: Answer, method: string): Answer => {
  assert.strictEqual(answer.status, 429)
  const seconds = answer.headers["retry-after"] ?? ""
  assert.match(seconds, /^\d+$/)
  assert.isAtMost(Number(seconds), WINDOW)
  assert.strictEqual(answer.headers["ratelimit-policy"], `"default";q=${LIMIT};w=${WINDOW}`)
  assert.strictEqual(answer.headers.ratelimit, `"default";r=0;t=${seconds}`)
  assert.strictEqual(answer.headers["content-type"], "application/problem+json")
  // Every answer names its request (ADR 0046): the header, and the problem's `request_id`; left out of the comparison.
  const { "x-request-id": requestId, "content-length": _length, ...headers } = answer.headers
  assert.match(requestId ?? "", /^[\w.:-]{1,64}$/)
  let body = ""
  if (method !== "HEAD") {
    const { request_id, ...problem } = JSON.parse(answer.body)
    assert.strictEqual(request_id, requestId)
    assert.deepStrictEqual(problem, {
      type: "/problems/rate-limited",
      title: "Too many requests",
      status: 429,
      detail: `More than ${LIMIT} requests in ${WINDOW} s from this caller; retry in ${seconds} s.`
    })
    body = JSON.stringify(problem)
  }
  const same = (text: string) => text.replaceAll(seconds, "T")
  return {
    status: answer.status,
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, same(value)])),
    body: same(body)
  }
}

/** What a 30 MB POST of a refused caller got before 1 MiB of it was out. */
const DECLARED = 30 * 1024 * 1024
const CHUNK = new Uint8Array(64 * 1024).fill(0x20)
const refusedUpload = (origin: string, path: string, authorization: string) =>
  Effect.callback<{ readonly status: number | undefined; readonly sent: number }>((resume) => {
    let sent = 0
    const upload = request(`${origin}${path}`, {
      method: "POST",
      headers: { authorization, "content-type": "text/csv", "content-length": String(DECLARED) }
    })
    upload.on("response", (response) => {
      resume(Effect.succeed({ status: response.statusCode, sent }))
      upload.destroy()
    })
    upload.on("error", () => undefined)
    const pump = () => {
      while (sent < 1024 * 1024) {
        sent += CHUNK.byteLength
        if (!upload.write(CHUNK)) return void upload.once("drain", pump)
      }
    }
    pump()
    return Effect.sync(() => upload.destroy())
  })

describe("refusals before the app", () => {
  it.live("a caller over its quota gets the Effect app's 429 from the Node server, before anything is read", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace({ plan: "pro" })
      const label = yield* createCompleteLabel(users.editor, workspace.id, brandId, { locale: "en" })
      const hot = yield* start(hotServer)
      const plain = yield* start(effectServer)
      const viewer = { authorization: `Bearer ${yield* tokenFor(users.viewer)}` }
      const labelPath = `/v1/labels/${label.id}`
      for (const origin of [hot.origin, plain.origin]) {
        for (let used = 0; used < LIMIT; used++) {
          assert.strictEqual((yield* fetchAnswer(origin, "GET", labelPath, viewer)).status, 200)
        }
      }

      const refused: ReadonlyArray<readonly [string, string, Record<string, string>, string?]> = [
        ["GET", labelPath, {}],
        ["GET", labelPath, { "accept-encoding": "gzip, br" }],
        ["HEAD", labelPath, {}],
        ["GET", `${labelPath}?unknown=1`, {}],
        ["PATCH", labelPath, { "content-type": "application/json" }, JSON.stringify({ name: "Spätlese" })],
        ["POST", "/v1/labels", { "content-type": "text/plain" }, "not json"],
        ["DELETE", "/v1/no-such-collection", {}],
        ["GET", "/v1", {}]
      ]
      for (const [method, path, headers, body] of refused) {
        const expected = refusalOf(
          yield* fetchAnswer(plain.origin, method, path, { ...viewer, ...headers }, body),
          method
        )
        const before = answeredEarly
        const answer = yield* fetchAnswer(hot.origin, method, path, { ...viewer, ...headers }, body)
        assert.deepStrictEqual(refusalOf(answer, method), expected, `${method} ${path}`)
        assert.strictEqual(answeredEarly, before + 1, `${method} ${path} answered before the app`)
      }

      // A refused upload is answered while it is still being sent.
      const upload = yield* refusedUpload(hot.origin, `/v1/workspaces/${workspace.id}/imports`, viewer.authorization)
      assert.strictEqual(upload.status, 429)
      assert.isBelow(upload.sent, DECLARED)

      // Another caller is served as before (its second request from memory), and the label did not change.
      const editor = { authorization: `Bearer ${yield* tokenFor(users.editor)}` }
      assert.strictEqual((yield* fetchAnswer(hot.origin, "GET", labelPath, editor)).status, 200)
      const before = answeredEarly
      const served = yield* fetchAnswer(hot.origin, "GET", labelPath, editor)
      assert.strictEqual(served.status, 200)
      assert.match(served.headers.ratelimit ?? "", new RegExp(`^"default";r=${LIMIT - 2};t=\\d+$`))
      assert.strictEqual(answeredEarly, before + 1)
      assert.strictEqual((yield* (yield* Labels).get(users.editor, label.id)).name, label.name)

      // Two Authorization headers are not the gate's to judge: the app answers them (401).
      const twice = yield* fetchAnswer(hot.origin, "GET", labelPath, {
        authorization: `${viewer.authorization}, ${editor.authorization}`
      })
      assert.strictEqual(twice.status, 401)

      yield* Scope.close(hot.scope, Exit.void)
      yield* Scope.close(plain.scope, Exit.void)
    }).pipe(Effect.provide(TestLayer))
  )

  it("asking whether a caller is refused counts nothing", () => {
    const limiter = makeRateLimiter({ limit: 2, windowSeconds: 60 })
    assert.isUndefined(limiter.refusal("a", 1_000))
    assert.isTrue(limiter.take("a", 1_000).allowed)
    assert.isUndefined(limiter.refusal("a", 2_000))
    assert.isTrue(limiter.take("a", 2_000).allowed)
    assert.deepStrictEqual(limiter.refusal("a", 3_000), { allowed: false, remaining: 0, resetSeconds: 57 })
    assert.deepStrictEqual(limiter.take("a", 3_000), { allowed: false, remaining: 0, resetSeconds: 57 })
    assert.isUndefined(limiter.refusal("b", 3_000))
    assert.strictEqual(limiter.trackedCallers(), 1)
    // The next window forgets the count.
    assert.isUndefined(limiter.refusal("a", 60_000))
    assert.isTrue(limiter.take("a", 60_000).allowed)
  })
})
