/**
 * What a 5xx answer gets besides its problem: a 503 tells the client when to
 * retry, and every 5xx but a 500 is logged here (a 500 is logged where it
 * arises, with its correlation id). Only 5xx answers are logged: logging
 * every request costs 5x throughput.
 */
import { Effect } from "effect"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"

/** Seconds a client should wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 5

type Response = HttpServerResponse.HttpServerResponse

/** `Retry-After` on a 503 that has none. */
export const withRetryAfter = (response: Response): Response =>
  response.status === 503 && response.headers["retry-after"] === undefined
    ? HttpServerResponse.setHeader(response, "retry-after", String(RETRY_AFTER_SECONDS))
    : response

/** A warning line for a 5xx other than 500, naming the route template (never the raw path). */
export const logServerError = (
  request: HttpServerRequest.HttpServerRequest,
  route: string,
  response: Response
): Effect.Effect<void> =>
  response.status > 500
    ? Effect.logWarning(`${response.status} ${request.method} ${route}`).pipe(
        Effect.annotateLogs({ status: response.status })
      )
    : Effect.void
