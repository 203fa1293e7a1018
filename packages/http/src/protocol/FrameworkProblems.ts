/**
 * Every failing answer in the contract's shape, whoever produced it: a
 * handler's failure keeps its status if it has one and is otherwise a 500
 * `internal` problem whose `instance` is the correlation id of its log line;
 * the framework's bare answers (unknown route, wrong method, unreadable or
 * too large body, wrong media type) become the matching problems. HTML
 * answers are pages for people (the public short-link pages): they keep
 * their status and body.
 */
import { randomUUID } from "node:crypto"
import { type Cause, Effect } from "effect"
import { HttpServerError, type HttpServerRequest, HttpServerResponse, ProblemDetails } from "effect/http"
import { MAX_BODY_BYTES } from "./BodyLimit.ts"
import { contentTypeOf } from "./EntityTags.ts"
import { blankProblemResponse, problemResponse, slugForStatus } from "./ProblemResponses.ts"
import type { RouteTable } from "./RouteTable.ts"

type Response = HttpServerResponse.HttpServerResponse
type Request = HttpServerRequest.HttpServerRequest

const isProblem = (response: Response) => contentTypeOf(response)?.startsWith(ProblemDetails.contentType) === true

const isPage = (response: Response) => contentTypeOf(response)?.startsWith("text/html") === true

/** Headers of a framework answer worth keeping on its problem (e.g. `Retry-After`, `Accept-Encoding`). */
const keptHeaders = (response: Response): Record<string, string> => {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(response.headers)) {
    if (name !== "content-type" && name !== "content-length") kept[name] = value
  }
  return kept
}

export const pathOfUrl = (url: string) => url.split(/[?#]/, 1)[0] ?? url

/** The query string of a request target as sent (without `?` and fragment). */
export const queryOfUrl = (url: string): string => {
  const mark = url.indexOf("?")
  return mark === -1 ? "" : (url.slice(mark + 1).split("#", 1)[0] ?? "")
}

/** Logs a defect (or a bare 500) under a fresh correlation id and answers the `internal` problem. */
const internalProblem = (request: Request, cause: Cause.Cause<unknown> | undefined) =>
  Effect.suspend(() => {
    // Same form as the handlers' `internalProblem`, so every 500 reads alike in the logs.
    const instance = `urn:uuid:${randomUUID()}`
    const message = `internal error [instance ${instance}]`
    const log = cause === undefined ? Effect.logError(message) : Effect.logError(message, cause)
    return log.pipe(
      // The route template and request id come from the request's own annotations (`RequestObservation.ts`).
      Effect.annotateLogs({ instance, method: request.method, status: 500 }),
      Effect.as(problemResponse("internal", { instance }))
    )
  })

/** A failed handler as an answer: respondable failures keep their status, anything else is a logged 500. */
export const answerOfFailure = (request: Request, cause: Cause.Cause<unknown>): Effect.Effect<Response> =>
  Effect.flatMap(HttpServerError.causeResponse(cause), ([response]) =>
    response.status === 500 && !isProblem(response) ? internalProblem(request, cause) : Effect.succeed(response)
  )

/** A 404 is a 405 with `Allow` when the path exists with other methods. */
const notFound = (routes: RouteTable, request: Request, headers: Record<string, string>): Response => {
  const allowed = routes.allowedMethods(request.url)
  if (allowed.length === 0 || allowed.includes(request.method)) return problemResponse("not-found")
  return problemResponse(
    "method-not-allowed",
    { detail: `${request.method} is not allowed here; allowed: ${allowed.join(", ")}.` },
    { ...headers, allow: allowed.join(", ") }
  )
}

/** A bare framework answer (no problem body) as the matching problem. */
const bareAsProblem = (routes: RouteTable, request: Request, response: Response): Effect.Effect<Response> => {
  const headers = keptHeaders(response)
  switch (response.status) {
    case 404:
      return Effect.succeed(notFound(routes, request, headers))
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
        problemResponse(
          "unsupported-media-type",
          { detail: `Send the body as ${routes.mediaTypes(request.method, request.url).join(" or ")}.` },
          headers
        )
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

/** An answer of 400 or more as a problem, unless it is one already or a page. */
export const asProblem = (routes: RouteTable, request: Request, response: Response): Effect.Effect<Response> =>
  isProblem(response) || isPage(response) ? Effect.succeed(response) : bareAsProblem(routes, request, response)
