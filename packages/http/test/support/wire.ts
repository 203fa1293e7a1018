/**
 * Wire-level HTTP tests: real `Request`s into the whole app (`AppLive`: the
 * API, the public routes and the global middleware) through
 * `HttpRouter.toWebHandler`, real `Response`s out, over the testkit's
 * in-memory domain. A test seeds data with the testkit builders (the domain
 * services are in its context) and calls the API with `call`.
 */

import type { DomainServices, IdGenerator, RefGenerator, StoragePorts, UserId } from "@elabel/domain"
import { TestLayer } from "@elabel/testkit"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import type { TokenVerifier } from "../../src/auth/TokenVerifier.ts"
import type { PlatformServices } from "../../src/handlers/index.ts"
import { AppLive } from "../../src/server/App.ts"
import { recordExchange, requestBodyOf } from "./exchangeRecorder.ts"
import { testVerifierLayer, tokenFor } from "./tokens.ts"

/** What a test sends. `as` mints a valid token for that user; `token` sends a raw one. */
export interface CallOptions {
  readonly as?: UserId | string
  readonly token?: string
  readonly body?: unknown
  /** Sent as is, with `content-type: application/json` unless `headers` name one: malformed JSON, a file's bytes. */
  readonly rawBody?: string | Uint8Array<ArrayBuffer>
  readonly headers?: Readonly<Record<string, string>>
}

/** What came back, read completely. `json` is `undefined` for an empty or non-JSON body. */
export interface WireResponse {
  readonly status: number
  readonly headers: Headers
  readonly text: string
  readonly json: unknown
  /** The body's bytes as sent (still compressed when `content-encoding` says so). */
  readonly bytes: Uint8Array
  /** A problem's `request_id`, taken out of `text` and `json` (which then read as the problem without it). */
  readonly requestId?: string
}

const problemRequestId = (response: Response, json: unknown): string | undefined => {
  if (!(response.headers.get("content-type") ?? "").startsWith("application/problem+json")) return undefined
  const id = (json as { request_id?: unknown } | undefined)?.request_id
  return typeof id === "string" ? id : undefined
}

/** Sends one request through the API. */
export class Wire extends Context.Service<Wire, { readonly send: (request: Request) => Effect.Effect<WireResponse> }>()(
  "@elabel/http/test/Wire"
) {}

/** A response read completely; `json` when the body is JSON. */
export const readResponse = (response: Response): Effect.Effect<WireResponse> =>
  Effect.promise(async () => {
    const bytes = new Uint8Array(await response.arrayBuffer())
    const text = new TextDecoder().decode(bytes)
    const isJson =
      /json/.test(response.headers.get("content-type") ?? "") &&
      !/ndjson/.test(response.headers.get("content-type") ?? "") &&
      text !== "" &&
      !response.headers.has("content-encoding")
    const json = isJson ? JSON.parse(text) : undefined
    // A problem's `request_id` differs on every request (ADR 0046): kept apart, so answers compare as before.
    const requestId = problemRequestId(response, json)
    if (requestId === undefined) return { status: response.status, headers: response.headers, text, json, bytes }
    const { request_id: _id, ...problem } = json as Record<string, unknown>
    return {
      status: response.status,
      headers: response.headers,
      text: JSON.stringify(problem),
      json: problem,
      bytes,
      requestId
    }
  })

/** Everything the domain side of a wire test offers a test. */
export type WireDomain = DomainServices | StoragePorts | IdGenerator | RefGenerator

/** An app Layer a wire test can serve: the API (`ApiLive`), or more of the server around it. */
export type WireApp = Layer.Layer<never, unknown, WireDomain | TokenVerifier | PlatformServices>

/**
 * Serves `app` over the domain in the context through a web handler, for the
 * life of the scope. Requests run with the calling test's services (so under
 * `it.effect` the app stamps time from the `TestClock` and tokens minted by
 * `tokenFor` verify against the same clock).
 */
export const serveWeb = (
  app: WireApp,
  verifier: Layer.Layer<TokenVerifier> = testVerifierLayer,
  background: "test clock" | "live clock" = "test clock"
) =>
  Effect.gen(function* () {
    const context = yield* Effect.context<WireDomain>()
    // The app's own loops (scan and view buffers, webhook rounds) may run on the live clock, so that a test that
    // does not drive them never waits on the test clock for them; requests still run on the test's clock.
    const domain = background === "live clock" ? Context.omit(Clock.Clock)(context) : context
    const { dispose, handler } = HttpRouter.toWebHandler(
      app.pipe(Layer.provide([Layer.succeedContext(domain), verifier, HttpServer.layerServices])),
      { disableLogger: true }
    )
    yield* Effect.addFinalizer(() => Effect.promise(dispose))
    return (request: Request): Effect.Effect<Response> =>
      Effect.flatMap(Effect.context<never>(), (context) => Effect.promise(() => handler(request, context)))
  })

/** Sends a request and reads the answer, recording the exchange for the OpenAPI contract check. */
const sendRecorded =
  (send: (request: Request) => Effect.Effect<Response>, ownRoutes: ReadonlyArray<string>) =>
  (request: Request): Effect.Effect<WireResponse> =>
    Effect.gen(function* () {
      const requestBody = yield* requestBodyOf(request)
      const response = yield* Effect.flatMap(send(request), readResponse)
      if (!ownRoutes.includes(new URL(request.url).pathname)) yield* recordExchange(request, requestBody, response)
      return response
    })

/**
 * `Wire` over `app` (default `AppLive`), plus the domain it serves (default
 * `TestLayer`). Each `Effect.provide` gives a fresh, empty store. Every
 * exchange is recorded for the OpenAPI contract check of the file
 * (`contractSetup.ts`), but for the paths in `ownRoutes`: routes a test adds
 * to the app itself.
 */
export const layerWire = (
  options: {
    readonly app?: WireApp
    readonly verifier?: Layer.Layer<TokenVerifier>
    readonly domain?: Layer.Layer<WireDomain>
    readonly ownRoutes?: ReadonlyArray<string>
  } = {}
): Layer.Layer<Wire | WireDomain> =>
  Layer.effect(
    Wire,
    // The default app's loops run on the live clock: the tests written for the bare API never drive them.
    Effect.map(
      serveWeb(options.app ?? AppLive, options.verifier, options.app === undefined ? "live clock" : "test clock"),
      (send) => Wire.of({ send: sendRecorded(send, options.ownRoutes ?? []) })
    )
  ).pipe(Layer.provideMerge(options.domain ?? TestLayer))

/** The default harness: the real verifier on the test secret over `TestLayer`. */
export const WireLive = layerWire()

/** Builds the `Request` of a call, minting the token for `as`. */
export const buildRequest = (method: string, path: string, options: CallOptions = {}) =>
  Effect.gen(function* () {
    const headers = new Headers(options.headers)
    const token = options.as === undefined ? options.token : yield* tokenFor(options.as)
    if (token !== undefined) headers.set("authorization", `Bearer ${token}`)
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
    if (body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json")
    return new Request(`http://elabel.test${path}`, { method, headers, ...(body === undefined ? {} : { body }) })
  })

/** Sends `method path` with the options; see `CallOptions`. */
export const call = (method: string, path: string, options: CallOptions = {}) =>
  Effect.flatMap(buildRequest(method, path, options), (request) => Wire.use((wire) => wire.send(request)))

/** Decodes a response body with a resource Schema: the test then reads typed fields. */
export const bodyAs =
  <S extends Schema.Decoder<unknown>>(schema: S) =>
  (response: WireResponse): Effect.Effect<S["Type"]> =>
    Schema.decodeUnknownEffect(schema)(response.json).pipe(Effect.orDie)

/** The members of a problem body the tests read. */
export const ProblemBody = Schema.Struct({
  type: Schema.String,
  title: Schema.String,
  status: Schema.Number,
  detail: Schema.optionalKey(Schema.String),
  instance: Schema.optionalKey(Schema.String),
  errors: Schema.optionalKey(Schema.Array(Schema.Struct({ path: Schema.String, message: Schema.String })))
})

/** The problem of an error response (dies when the body is not one). */
export const problemOf = bodyAs(ProblemBody)
