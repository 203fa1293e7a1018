/**
 * Problem responses the server shell writes itself, for answers the
 * framework produces outside any endpoint (unknown route, wrong method, body
 * too large, …). Same shape as the endpoint problems: `type`
 * `/problems/<slug>`, `title`, `status`, optional `detail` and extensions.
 */
import { STATUS_CODES } from "node:http"
import { HttpServerResponse, ProblemDetails } from "effect/http"
import { type ProblemSlug, problemTypes, problemTypeUri } from "../api/Problems.ts"

/** Optional members of a problem beyond `type`, `title` and `status`. */
export interface ProblemExtras {
  readonly detail?: string
  readonly instance?: string
  readonly errors?: ReadonlyArray<{ readonly path: string; readonly message: string }>
  /** The console's `GET /console/session` 401: where to sign in with the identity provider. */
  readonly sign_in_url?: string
}

/** An `application/problem+json` response of one of the server's problem types. */
export const problemResponse = (
  slug: ProblemSlug,
  extras: ProblemExtras = {},
  headers: Record<string, string> = {}
): HttpServerResponse.HttpServerResponse => {
  const { status, title } = problemTypes[slug]
  return HttpServerResponse.jsonUnsafe(
    { type: problemTypeUri(slug), title, status, ...extras },
    { status, contentType: ProblemDetails.contentType, headers }
  )
}

/** The problem for a status no slug covers (e.g. 408): `about:blank` with the HTTP reason phrase (RFC 9457 §4.2.1). */
export const blankProblemResponse = (status: number): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.jsonUnsafe(
    { type: ProblemDetails.blankType, title: STATUS_CODES[status] ?? "Error", status },
    { status, contentType: ProblemDetails.contentType }
  )

/** The slug the shell uses for a bare framework answer of this status, if any. */
export const slugForStatus = (status: number): ProblemSlug | undefined => {
  switch (status) {
    case 400:
      return "invalid-body"
    case 401:
      return "unauthorized"
    case 404:
      return "not-found"
    case 405:
      return "method-not-allowed"
    case 412:
      return "precondition-failed"
    case 413:
      return "payload-too-large"
    case 415:
      return "unsupported-media-type"
    case 431:
      return "request-header-fields-too-large"
    case 429:
      return "rate-limited"
    case 500:
      return "internal"
    case 503:
      return "upstream-unavailable"
    default:
      return undefined
  }
}
