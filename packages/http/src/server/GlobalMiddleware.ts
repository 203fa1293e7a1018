/**
 * The one global middleware of the router. It makes every answer keep the
 * contract, whoever produced it:
 * - framework answers (unknown route, wrong method, body too large, wrong
 *   media type, unreadable body) become problems, and a body without a
 *   media type or not UTF-8 is refused before any endpoint reads it
 *   (`RequestBodies.ts`); defects become a 500
 *   `internal` problem whose `instance` is the correlation id of the log line;
 * - every 2xx JSON answer gets a strong `ETag` (a versioned resource's comes
 *   from its version, set by the handler; any other JSON's is a hash of its
 *   bytes); `If-None-Match` on GET gives 304. `If-Match` is not checked here:
 *   the write itself checks the version (see `handlers/ResourceTags.ts`);
 * - a 503 gets `Retry-After: 5`.
 * Only 5xx answers are logged: logging every request costs 5x throughput.
 */
import { randomUUID } from "node:crypto"
import { ByteSize, type Cause, Context, Effect, type Layer, type Types } from "effect"
import {
  HttpIncomingMessage,
  HttpRouter,
  HttpServerError,
  HttpServerRequest,
  HttpServerResponse,
  ProblemDetails
} from "effect/http"
import { contentTypeOf, entityTagOf, ifNoneMatchHits } from "./EntityTags.ts"
import { blankProblemResponse, problemResponse, slugForStatus } from "./ProblemResponses.ts"
import { withCheckedBody } from "./RequestBodies.ts"
import type { RouteTable } from "./RouteTable.ts"

/** The largest request body accepted (api-decisions: 413 over 1 MiB). */
export const MAX_BODY_BYTES = 1024 * 1024

/** Seconds a client should wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 5

const maxBodySize = ByteSize.bytes(MAX_BODY_BYTES)

type Response = HttpServerResponse.HttpServerResponse
type Request = HttpServerRequest.HttpServerRequest

const isProblem = (response: Response) => contentTypeOf(response)?.startsWith(ProblemDetails.contentType) === true

/** An HTML answer is a page for people (the public short-link pages): it keeps its status and body. */
const isPage = (response: Response) => contentTypeOf(response)?.startsWith("text/html") === true

/** Headers of a framework answer worth keeping on its problem (e.g. `Retry-After`, `Accept-Encoding`). */
const keptHeaders = (response: Response): Record<string, string> => {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(response.headers)) {
    if (name !== "content-type" && name !== "content-length") kept[name] = value
  }
  return kept
}

const pathOfUrl = (url: string) => url.split(/[?#]/, 1)[0] ?? url

/**
 * A GET or HEAD without `Content-Length` or `Transfer-Encoding`: HTTP/1.1
 * framing gives it no body (and a web `Request` of these methods cannot
 * carry one), so a body limit has nothing to do.
 */
const hasNoBody = (request: Request): boolean =>
  (request.method === "GET" || request.method === "HEAD") &&
  request.headers["content-length"] === undefined &&
  request.headers["transfer-encoding"] === undefined

/** Logs a defect (or a bare 500) under a fresh correlation id and answers the `internal` problem. */
const internalProblem = (request: Request, cause: Cause.Cause<unknown> | undefined) =>
  Effect.suspend(() => {
    // Same form as the handlers' `internalProblem`, so every 500 reads alike in the logs.
    const instance = `urn:uuid:${randomUUID()}`
    const message = `internal error [instance ${instance}]`
    const log = cause === undefined ? Effect.logError(message) : Effect.logError(message, cause)
    return log.pipe(
      Effect.annotateLogs({ instance, method: request.method, path: pathOfUrl(request.url) }),
      Effect.as(problemResponse("internal", { instance }))
    )
  })

/** Builds the middleware's request handling over the route table (for `405` + `Allow`). */
const makeHandler = (routes: RouteTable) => {
  /** A bare framework answer (no problem body) as the matching problem. */
  const asProblem = (request: Request, response: Response): Effect.Effect<Response> => {
    const headers = keptHeaders(response)
    switch (response.status) {
      case 404: {
        const allowed = routes.allowedMethods(request.url)
        if (allowed.length === 0 || allowed.includes(request.method))
          return Effect.succeed(problemResponse("not-found"))
        return Effect.succeed(
          problemResponse(
            "method-not-allowed",
            { detail: `${request.method} is not allowed here; allowed: ${allowed.join(", ")}.` },
            { ...headers, allow: allowed.join(", ") }
          )
        )
      }
      case 400:
        return Effect.succeed(
          problemResponse("invalid-body", {
            detail: "The request body could not be read.",
            errors: [{ path: "", message: "Expected a readable JSON body" }]
          })
        )
      case 401:
        return Effect.succeed(problemResponse("unauthorized", {}, { "www-authenticate": "Bearer", ...headers }))
      case 413:
        return Effect.succeed(
          problemResponse("payload-too-large", { detail: `The body is over ${MAX_BODY_BYTES} bytes.` }, headers)
        )
      case 415:
        return Effect.succeed(
          problemResponse("unsupported-media-type", { detail: "Send the body as application/json." }, headers)
        )
      case 500:
        return internalProblem(request, undefined)
      default: {
        const slug = slugForStatus(response.status)
        const problem = slug === undefined ? blankProblemResponse(response.status) : problemResponse(slug)
        return Effect.succeed(HttpServerResponse.setHeaders(problem, headers))
      }
    }
  }

  /**
   * Problem shape, `Retry-After` on 503, and a log line for the other 5xx
   * (a 500 is logged where it arises, with its correlation id).
   */
  const normalize = (request: Request, response: Response): Effect.Effect<Response> => {
    if (response.status < 400 || isPage(response)) return Effect.succeed(response)
    return Effect.map(isProblem(response) ? Effect.succeed(response) : asProblem(request, response), (problem) =>
      problem.status === 503 && problem.headers["retry-after"] === undefined
        ? HttpServerResponse.setHeader(problem, "retry-after", String(RETRY_AFTER_SECONDS))
        : problem
    ).pipe(
      Effect.tap((problem) =>
        problem.status >= 500 && problem.status !== 500
          ? Effect.logWarning(`${problem.status} ${request.method} ${pathOfUrl(request.url)}`)
          : Effect.void
      )
    )
  }

  /** A failed handler: respondable failures keep their status, anything else is a logged 500. */
  const fromCause = (request: Request, cause: Cause.Cause<unknown>): Effect.Effect<Response> =>
    Effect.flatMap(HttpServerError.causeResponse(cause), ([response]) =>
      response.status === 500 && !isProblem(response) ? internalProblem(request, cause) : Effect.succeed(response)
    )

  /** `ETag` on 2xx JSON; `If-None-Match` on GET/HEAD answers 304 when the tag still matches. */
  const withEntityTag = (request: Request, response: Response): Response => {
    const tag = entityTagOf(response)
    if (tag === undefined) return response
    const ifNoneMatch = request.headers["if-none-match"]
    if ((request.method === "GET" || request.method === "HEAD") && ifNoneMatch && ifNoneMatchHits(ifNoneMatch, tag)) {
      return HttpServerResponse.empty({ status: 304, headers: { etag: tag } })
    }
    return response.headers.etag === tag ? response : HttpServerResponse.setHeader(response, "etag", tag)
  }

  /**
   * The app's answer, never failing, in the contract's shape (`app` has its
   * body limit already); with `tagged`, with its entity tag too. A success
   * under 400 (every read on the hot path) costs one continuation.
   */
  const answer = (
    app: Effect.Effect<Response, unknown>,
    request: Request,
    tagged: boolean
  ): Effect.Effect<Response> => {
    const finish = (response: Response) => (tagged ? withEntityTag(request, response) : response)
    return Effect.matchCauseEffect(app, {
      onFailure: (cause) =>
        Effect.map(
          Effect.flatMap(fromCause(request, cause), (response) => normalize(request, response)),
          finish
        ),
      onSuccess: (response) =>
        response.status < 400 ? Effect.succeed(finish(response)) : Effect.map(normalize(request, response), finish)
    })
  }

  // Called once with the router's app; only the function given to `withFiber` runs per request, so what
  // does not depend on the request is built here.
  return (app: Effect.Effect<Response, unknown>): Effect.Effect<Response> => {
    const limited = Effect.provideService(withCheckedBody(app), HttpIncomingMessage.MaxBodySize, maxBodySize)
    return Effect.withFiber((fiber) => {
      const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
      // A declared length over the limit is refused before reading a byte of it.
      if (Number(request.headers["content-length"]) > MAX_BODY_BYTES) {
        return Effect.succeed(
          problemResponse(
            "payload-too-large",
            { detail: `The body is over ${MAX_BODY_BYTES} bytes.` },
            { connection: "close" }
          )
        )
      }
      // A GET or HEAD whose framing announces no body has nothing to limit.
      return answer(hasNoBody(request) ? app : limited, request, true)
    })
  }
}

/**
 * The global middleware Layer. Provide it with the routes of the app; the
 * route table only serves the `405` decision.
 */
export const GlobalMiddleware = (routes: RouteTable): Layer.Layer<never, never, HttpRouter.HttpRouter> =>
  HttpRouter.middleware(
    Effect.sync(() => {
      const handle = makeHandler(routes)
      // The router types its chain as possibly failing with anything (`unhandled`); this one never fails.
      return (app: Effect.Effect<Response, Types.unhandled>): Effect.Effect<Response, Types.unhandled> => handle(app)
    }),
    { global: true }
  )
