/**
 * Two servers on the test's domain: one served as production serves
 * (`serveApp`, hot routes on, counting what they answer), one with the
 * Effect routes alone, each with a quota of its own; and a request's answer
 * as the wire carries it.
 */
import { createServer } from "node:http"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import type { DomainServices } from "@elabel/domain"
import { Context, Effect, Layer, Option, Scope } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { requestSink } from "../../src/observability/HttpMetrics.ts"
import { type HotPathsShape, makeHotPaths } from "../../src/protocol/HotPaths.ts"
import { rateLimiterLayer } from "../../src/protocol/RateLimiter.ts"
import { AppLive, serveApp } from "../../src/server/App.ts"
import { DESKTOP } from "./scanner.ts"
import { testVerifierLayer } from "./tokens.ts"

/** Serves `serve` (over the test's domain) in a scope of its own; answers its origin and that scope. */
export const start = (serve: Layer.Layer<HttpServer.HttpServer, unknown, DomainServices>) =>
  Effect.gen(function* () {
    const scope = yield* Scope.make()
    const domain = yield* Effect.context<DomainServices>()
    const built = yield* Layer.buildWithScope(serve.pipe(Layer.provide(Layer.succeedContext(domain))), scope)
    return { origin: HttpServer.formatAddress(Context.get(built, HttpServer.HttpServer).address), scope }
  })

const options = { port: 0, host: "127.0.0.1" }
let hotAnswers = 0
/** The requests the hot routes of every `hotServer` answered so far. */
export const answeredHot = (): number => hotAnswers
/** Fresh hot routes for each server built (a closed server's routes must not answer for the next), counted. */
const countingHotPaths = (): HotPathsShape => {
  const hotPaths = makeHotPaths(requestSink)
  return {
    add: hotPaths.add,
    addGate: hotPaths.addGate,
    answer: (request, response, requestId) => {
      const answered = hotPaths.answer(request, response, requestId)
      if (answered) hotAnswers++
      return answered
    }
  }
}
/** Each server with a quota of its own, as every process has. */
const app = () => AppLive.pipe(Layer.provide(rateLimiterLayer(Option.some({ limit: 100, windowSeconds: 3600 }))))
export const hotServer = Layer.unwrap(Effect.sync(() => serveApp(app(), options, countingHotPaths()))).pipe(
  Layer.provide(testVerifierLayer)
)
export const effectServer = HttpRouter.serve(app(), { disableLogger: true, disableListenLog: true }).pipe(
  Layer.provideMerge(NodeHttpServer.layer(createServer, options)),
  Layer.provide(testVerifierLayer)
)

/** An answer, `date` left out: status, headers and the body's bytes (decoded). A browser asking no coding by default. */
export const fetchAnswer = (origin: string, method: string, path: string, headers: Record<string, string>) =>
  Effect.promise(async () => {
    const asked = { "accept-encoding": "identity", "user-agent": DESKTOP, ...headers }
    const response = await fetch(`${origin}${path}`, { method, headers: asked, redirect: "manual" })
    // Every answer names its request (ADR 0046); each server gives its own ids.
    if (!/^[\w.:-]{1,64}$/.test(response.headers.get("x-request-id") ?? "")) throw new Error("no X-Request-Id")
    const sent = Object.fromEntries(
      [...response.headers].filter(([name]) => name !== "date" && name !== "x-request-id")
    )
    return { status: response.status, headers: sent, body: [...new Uint8Array(await response.arrayBuffer())] }
  })
