/**
 * The server shell over the wire: what a client sees for the answers the
 * framework itself produces (unknown route, wrong method, body too large or
 * not JSON, defects, 503), for entity tags and `If-Match`, for the problem
 * pages and docs, and for a graceful stop of a real socket.
 */
import { assert, describe, it } from "@effect/vitest"
import { domainServicesLayer, PersistenceUnavailable, WorkspaceRepository } from "@elabel/domain"
import { layerMemory } from "@elabel/persistence"
import { createLabel, seedWorkspace, TestIds, TestLayer, users } from "@elabel/testkit"
import { Context, Effect, Exit, Fiber, Layer, Logger, Scope } from "effect"
import { HttpRouter, HttpServer, HttpServerResponse } from "effect/http"
import { ApiLive } from "../src/handlers/index.ts"
import { MAX_BODY_BYTES } from "../src/protocol/BodyLimit.ts"
import { makeApp, serveApp } from "../src/server/App.ts"
import { SCALAR_ASSETS } from "../src/server/DocsPage.ts"
import { layerWire, readResponse, type WireDomain, type WireResponse, call as wireCall } from "./support/wire.ts"

/** A response whose JSON body, if any, is an object. */
interface Answer extends WireResponse {
  readonly json: Record<string, unknown> | undefined
}

/** Routes only these tests serve: a handler that dies. */
const TestRoutes = HttpRouter.add("GET", "/test/defect", Effect.die(new Error("secret internals at db.example:5432")))

/** The whole app (real handlers, pages, docs, middleware) and `TestRoutes` over `domain`, called through a web handler. */
const layerClient = (domain: Layer.Layer<WireDomain>) =>
  layerWire({ app: makeApp(Layer.merge(ApiLive, TestRoutes)), domain, ownRoutes: ["/test/defect"] })

const Live = layerClient(TestLayer)

interface Options {
  readonly as?: string
  /** Sent as is (JSON unless `headers` say otherwise). */
  readonly body?: string
  readonly headers?: Record<string, string>
}

const call = (method: string, path: string, { body, ...options }: Options = {}) =>
  wireCall(method, path, body === undefined ? options : { ...options, rawBody: body }).pipe(
    Effect.map((response) => response as Answer)
  )

const json = (value: unknown) => JSON.stringify(value)

const assertProblem = (answer: Answer, status: number, slug: string) => {
  assert.strictEqual(answer.status, status)
  assert.strictEqual(answer.headers.get("content-type"), "application/problem+json")
  assert.strictEqual(answer.json?.type, `/problems/${slug}`)
  assert.strictEqual(answer.json?.status, status)
  assert.isString(answer.json?.title)
}

/** A JSON object of exactly `bytes` bytes, padded with spaces (a label create without its required fields). */
const bodyOfSize = (bytes: number) => {
  const start = json({ name: "Riesling" })
  return start + " ".repeat(bytes - start.length)
}

describe("framework answers as problems", () => {
  it.effect("an unknown route is a 404 not-found problem", () =>
    Effect.gen(function* () {
      assertProblem(yield* call("GET", "/nowhere"), 404, "not-found")
      assertProblem(yield* call("GET", "/v1/labels/x/nothing-here", { as: users.owner }), 404, "not-found")
    }).pipe(Effect.provide(Live))
  )

  it.effect("a known path with a wrong method is a 405 with Allow", () =>
    Effect.gen(function* () {
      const live = yield* call("DELETE", "/health/live")
      assertProblem(live, 405, "method-not-allowed")
      assert.strictEqual(live.headers.get("allow"), "GET, HEAD")

      const label = yield* call("POST", "/v1/labels/6a4f0e1c-0000-4000-8000-000000000000", { as: users.owner })
      assertProblem(label, 405, "method-not-allowed")
      assert.strictEqual(label.headers.get("allow"), "GET, HEAD, PATCH, DELETE")
    }).pipe(Effect.provide(Live))
  )

  it.effect("a body over 1 MiB is a 413; exactly 1 MiB passes the size gate", () =>
    Effect.gen(function* () {
      const tooLarge = yield* call("POST", "/v1/labels", { as: users.owner, body: bodyOfSize(MAX_BODY_BYTES + 1) })
      assertProblem(tooLarge, 413, "payload-too-large")

      const declared = yield* call("POST", "/v1/labels", {
        as: users.owner,
        body: bodyOfSize(MAX_BODY_BYTES + 1),
        headers: { "content-length": String(MAX_BODY_BYTES + 1) }
      })
      assertProblem(declared, 413, "payload-too-large")

      // Read and parsed: it fails validation instead (no workspace_id), so the size was accepted.
      const atLimit = yield* call("POST", "/v1/labels", { as: users.owner, body: bodyOfSize(MAX_BODY_BYTES) })
      assertProblem(atLimit, 400, "invalid-body")
    }).pipe(Effect.provide(Live))
  )

  it.effect("a body that is not application/json is a 415", () =>
    Effect.gen(function* () {
      const answer = yield* call("POST", "/v1/labels", {
        as: users.owner,
        body: "name=Riesling",
        headers: { "content-type": "text/plain" }
      })
      assertProblem(answer, 415, "unsupported-media-type")
    }).pipe(Effect.provide(Live))
  )

  it.effect("malformed JSON is a 400 invalid-body", () =>
    Effect.gen(function* () {
      const answer = yield* call("POST", "/v1/labels", { as: users.owner, body: '{"name": "Riesling",' })
      assertProblem(answer, 400, "invalid-body")
    }).pipe(Effect.provide(Live))
  )

  it.effect("a defect is a 500 internal problem whose instance is logged with the cause; no internals leak", () =>
    Effect.gen(function* () {
      const lines: Array<string> = []
      const collector = Logger.make((options) => {
        lines.push(`${String(options.message)} ${options.cause.reasons.length > 0 ? "with-cause" : ""}`)
      })
      const answer = yield* call("GET", "/test/defect").pipe(Effect.provide(Logger.layer([collector])))
      assertProblem(answer, 500, "internal")
      const instance = answer.json?.instance
      assert.isString(instance)
      assert.match(String(instance), /^urn:uuid:[0-9a-f-]{36}$/)
      assert.notInclude(answer.text, "secret internals")
      assert.notInclude(answer.text, "Error")
      assert.isTrue(lines.some((line) => line.includes(String(instance)) && line.includes("with-cause")))
    }).pipe(Effect.provide(Live))
  )
})

/** The domain with a workspace store that is down. */
const UnavailableDomain: Layer.Layer<WireDomain> = domainServicesLayer.pipe(
  Layer.provide(
    Layer.succeed(WorkspaceRepository)(
      new Proxy({} as WorkspaceRepository["Service"], {
        get: () => () => Effect.fail(new PersistenceUnavailable({ reason: "connection refused" }))
      })
    )
  ),
  Layer.provideMerge(Layer.mergeAll(layerMemory(), TestIds))
)

describe("503", () => {
  it.effect("an unavailable database answers 503 upstream-unavailable with Retry-After: 5", () =>
    Effect.gen(function* () {
      const answer = yield* call("GET", "/health/ready")
      assertProblem(answer, 503, "upstream-unavailable")
      assert.strictEqual(answer.headers.get("retry-after"), "5")
      assert.notInclude(answer.text, "connection refused")
    }).pipe(Effect.provide(layerClient(UnavailableDomain)))
  )
})

describe("entity tags", () => {
  it.effect("every JSON 200 carries a strong ETag; If-None-Match answers 304", () =>
    Effect.gen(function* () {
      const live = yield* call("GET", "/health/live")
      assert.strictEqual(live.status, 200)
      const tag = live.headers.get("etag")
      assert.match(tag ?? "", /^"[A-Za-z0-9_-]{27}"$/)

      const { workspace } = yield* seedWorkspace()
      const read = yield* call("GET", `/v1/workspaces/${workspace.id}`, { as: users.owner })
      assert.strictEqual(read.status, 200)
      const readTag = read.headers.get("etag") ?? ""
      assert.match(readTag, /^"[A-Za-z0-9_-]{27}"$/)

      const again = yield* call("GET", `/v1/workspaces/${workspace.id}`, {
        as: users.owner,
        headers: { "if-none-match": readTag }
      })
      assert.strictEqual(again.status, 304)
      assert.strictEqual(again.text, "")
      assert.strictEqual(again.headers.get("etag"), readTag)
    }).pipe(Effect.provide(Live))
  )

  it.effect("PATCH with a stale If-Match is a 412 and changes nothing; the current tag succeeds", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const label = yield* createLabel(users.owner, workspace.id, brandId)
      const path = `/v1/labels/${label.id}`
      const before = yield* call("GET", path, { as: users.owner })
      const tag = before.headers.get("etag") ?? ""

      const stale = yield* call("PATCH", path, {
        as: users.owner,
        body: json({ name: "Changed" }),
        headers: { "if-match": '"not-the-current-tag"' }
      })
      assertProblem(stale, 412, "precondition-failed")
      const unchanged = yield* call("GET", path, { as: users.owner })
      assert.strictEqual(unchanged.text, before.text)

      const matching = yield* call("PATCH", path, {
        as: users.owner,
        body: json({ name: "Changed" }),
        headers: { "if-match": tag }
      })
      assert.strictEqual(matching.status, 200)
      assert.strictEqual(matching.json?.name, "Changed")
      const after = yield* call("GET", path, { as: users.owner })
      assert.strictEqual(matching.headers.get("etag"), after.headers.get("etag"))

      // The old tag is stale now.
      const replay = yield* call("PATCH", path, {
        as: users.owner,
        body: json({ name: "Again" }),
        headers: { "if-match": tag }
      })
      assertProblem(replay, 412, "precondition-failed")
      assert.strictEqual((yield* call("GET", path, { as: users.owner })).json?.name, "Changed")
    }).pipe(Effect.provide(Live))
  )

  it.effect("a write to a part of a label is guarded by the label's tag and hands out its new one", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const label = yield* createLabel(users.owner, workspace.id, brandId)
      const tag = (yield* call("GET", `/v1/labels/${label.id}`, { as: users.owner })).headers.get("etag") ?? ""
      const put = (ifMatch: string) =>
        call("PUT", `/v1/labels/${label.id}/translations/de`, {
          as: users.owner,
          body: json({ region: "Mosel" }),
          headers: { "if-match": ifMatch }
        })

      const first = yield* put(tag)
      assert.strictEqual(first.status, 200)
      const labelNow = yield* call("GET", `/v1/labels/${label.id}`, { as: users.owner })
      assert.strictEqual(first.headers.get("etag"), labelNow.headers.get("etag"))

      assertProblem(yield* put(tag), 412, "precondition-failed")
      assert.strictEqual((yield* put(first.headers.get("etag") ?? "")).status, 200)
    }).pipe(Effect.provide(Live))
  )

  it.effect("If-Match: * passes for an existing resource; an invisible one is 404, never 412", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const label = yield* createLabel(users.owner, workspace.id, brandId)
      const star = yield* call("PATCH", `/v1/labels/${label.id}`, {
        as: users.owner,
        body: json({ name: "Star" }),
        headers: { "if-match": "*" }
      })
      assert.strictEqual(star.status, 200)

      const stranger = yield* call("PATCH", `/v1/labels/${label.id}`, {
        as: users.stranger,
        body: json({ name: "Mine" }),
        headers: { "if-match": '"guess"' }
      })
      assertProblem(stranger, 404, "not-found")
    }).pipe(Effect.provide(Live))
  )
})

describe("problem pages and docs", () => {
  it.effect("GET /problems/<slug> explains the problem type as HTML; an unknown slug is a 404 problem", () =>
    Effect.gen(function* () {
      const page = yield* call("GET", "/problems/not-found")
      assert.strictEqual(page.status, 200)
      assert.match(page.headers.get("content-type") ?? "", /^text\/html/)
      assert.include(page.text, "<title>Not found (404)</title>")
      assert.include(page.text, "Both cases answer the same on purpose.")

      const methodPage = yield* call("GET", "/problems/method-not-allowed")
      assert.strictEqual(methodPage.status, 200)
      assert.include(methodPage.text, "<code>Allow</code>")

      assertProblem(yield* call("GET", "/problems/no-such-problem"), 404, "not-found")
    }).pipe(Effect.provide(Live))
  )

  it.effect("GET /docs is a small page loading the reference's script from this server, cached for a year", () =>
    Effect.gen(function* () {
      const docs = yield* call("GET", "/docs")
      assert.strictEqual(docs.status, 200)
      assert.match(docs.headers.get("content-type") ?? "", /^text\/html/)
      assert.isBelow(docs.bytes.length, 4096)
      assert.include(docs.text, '<html lang="en">')
      assert.include(docs.text, "<title>E-label API reference</title>")
      assert.include(docs.text, '<meta name="description"')
      // Only this server's own paths: no CDN, no third-party fonts.
      assert.notMatch(docs.text, /(?:src|href)="(?:https?:)?\/\//)
      assert.include(docs.text, `from "${SCALAR_ASSETS}/standalone.esm.js"`)
      assert.include(docs.text, '"withDefaultFonts":false')
      assert.include(docs.text, '"preferredSecurityScheme":"bearer"')
      assert.include(docs.text, '"url":"/openapi.json"')

      const script = yield* call("GET", `${SCALAR_ASSETS}/standalone.esm.js`)
      assert.strictEqual(script.status, 200)
      assert.match(script.headers.get("content-type") ?? "", /^text\/javascript/)
      assert.strictEqual(script.headers.get("cache-control"), "public, max-age=31536000, immutable")
      assert.include(script.text, "createApiReference")
      // A name the build lacks, another version or a path outside it: the 404 problem, nothing read.
      for (const path of [
        `${SCALAR_ASSETS}/no-such-file.js`,
        `${SCALAR_ASSETS}/standalone.esm.js.map`,
        `${SCALAR_ASSETS}/chunks/../../package.json`,
        "/docs/scalar/0.0.0/standalone.esm.js"
      ]) {
        assertProblem(yield* call("GET", path), 404, "not-found")
      }
    }).pipe(Effect.provide(Live))
  )
})

describe("graceful stop", () => {
  /** A route that answers after `delay`: a request in flight when the server stops. */
  const SlowRoute = HttpRouter.add(
    "GET",
    "/test/slow",
    Effect.as(Effect.sleep("300 millis"), HttpServerResponse.text("finished"))
  )

  it.live("a stopping server finishes the request in flight, closes promptly, then refuses connections", () =>
    Effect.gen(function* () {
      const scope = yield* Scope.make()
      const context = yield* Layer.buildWithScope(serveApp(makeApp(SlowRoute), { port: 0, host: "127.0.0.1" }), scope)
      const base = HttpServer.formatAddress(Context.get(context, HttpServer.HttpServer).address)

      const inFlight = yield* Effect.forkChild(
        Effect.flatMap(
          Effect.promise(() => fetch(`${base}/test/slow`)),
          readResponse
        )
      )
      yield* Effect.sleep("100 millis")
      const stopping = yield* Effect.forkChild(Scope.close(scope, Exit.void))

      const answer = yield* Fiber.join(inFlight)
      assert.strictEqual(answer.status, 200)
      assert.strictEqual(answer.text, "finished")
      // The client's connection is kept alive; the stop must not wait for its keep-alive timeout (5 s).
      yield* Fiber.join(stopping).pipe(Effect.timeout("2 seconds"))
      const refused = yield* Effect.promise(() =>
        fetch(`${base}/health/live`).then(
          () => false,
          () => true
        )
      )
      assert.isTrue(refused)
    })
  )
})
