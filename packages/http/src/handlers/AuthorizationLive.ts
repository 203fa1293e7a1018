/**
 * The server side of the bearer security: refuses a request with more than
 * one `Authorization` header, verifies the token with `TokenVerifier` and
 * provides `CurrentUser`. Refusals are answered here as
 * complete responses, because RFC 6750's `WWW-Authenticate` header must be on
 * the 401 and a failed middleware can only carry a body.
 */
import type { UserId } from "@elabel/domain"
import { Context, Effect, Layer, Redacted } from "effect"
import { HttpServerRequest, HttpServerRespondable, HttpServerResponse } from "effect/http"
import { Authorization, CurrentUser } from "../api/Authorization.ts"
import { UnauthorizedProblem } from "../api/Problems.ts"
import { type InvalidToken, type InvalidTokenReason, TokenVerifier } from "../auth/TokenVerifier.ts"
import { upstreamUnavailableProblem } from "./problemMapping.ts"

/** The protection space named in every challenge. */
export const REALM = "elabel"

/** What a client is told about a refused token (RFC 6750 `error_description`: printable ASCII, no quotes). */
const descriptions: Record<Exclude<InvalidTokenReason, "missing" | "key_unavailable">, string> = {
  malformed: "The token is malformed",
  expired: "The token has expired",
  not_yet_valid: "The token is not valid yet (nbf is in the future)",
  invalid_exp: "The token expiry (exp) is not a finite time",
  bad_signature: "The token signature is invalid",
  alg_not_allowed: "The token algorithm is not allowed",
  missing_exp: "The token has no expiry (exp)",
  claim_mismatch: "The token issuer or audience does not match",
  invalid_subject: "The token subject is not a valid user id",
  unknown_key: "The API key is revoked or was never issued"
}

/** The `WWW-Authenticate` value of a refusal: no error code when no token was sent (RFC 6750 section 3.1). */
export const challengeFor = (reason: Exclude<InvalidTokenReason, "key_unavailable">): string =>
  reason === "missing"
    ? `Bearer realm="${REALM}"`
    : `Bearer realm="${REALM}", error="invalid_token", error_description="${descriptions[reason]}"`

const unauthorized = (reason: Exclude<InvalidTokenReason, "key_unavailable">) =>
  HttpServerRespondable.toResponse(
    new UnauthorizedProblem({
      detail: reason === "missing" ? "Send Authorization: Bearer <token>." : `${descriptions[reason]}.`
    })
  ).pipe(Effect.map(HttpServerResponse.setHeader("www-authenticate", challengeFor(reason))))

/** The header's name as Node's raw header lines may spell it, lower-cased. */
const AUTHORIZATION = "authorization"

/**
 * Whether the request carries more than one `Authorization` header. Node
 * keeps only the first, so the raw header lines of the Node request are
 * counted; a web `Request` joins repeated lines with ", ", which no bearer
 * token (RFC 6750 token68) contains.
 */
export const hasRepeatedAuthorization = (authorization: string | undefined, raw: unknown): boolean => {
  if ((authorization ?? "").includes(",")) return true
  if (!Array.isArray(raw)) return false
  let count = 0
  for (let i = 0; i < raw.length; i += 2) {
    // Lower-cased only when it can be the name: every authenticated request runs this, on every header line.
    const name = String(raw[i])
    if (name.length === AUTHORIZATION.length && name.toLowerCase() === AUTHORIZATION && ++count > 1) return true
  }
  return false
}

export const repeatsAuthorization = (request: HttpServerRequest.HttpServerRequest): boolean =>
  hasRepeatedAuthorization(
    request.headers.authorization,
    (request.source as { readonly rawHeaders?: unknown }).rawHeaders
  )

/**
 * Two credentials are one too many (RFC 6750 section 3.1 `invalid_request`):
 * which one counts would depend on the proxy in front. Answered 401 like
 * every credential problem of this API (api-decisions), not RFC 6750's 400.
 */
export const repeatedAuthorization = HttpServerRespondable.toResponse(
  new UnauthorizedProblem({ detail: "Send exactly one Authorization header." })
).pipe(
  Effect.map(
    HttpServerResponse.setHeader(
      "www-authenticate",
      `Bearer realm="${REALM}", error="invalid_request", error_description="Send exactly one Authorization header"`
    )
  )
)

/**
 * The answer to a refused token. Keys that could not be fetched (JWKS down)
 * are not the caller's fault: 503, so a client retries instead of logging out.
 */
export const refuse = (error: InvalidToken): Effect.Effect<HttpServerResponse.HttpServerResponse> =>
  error.reason === "key_unavailable"
    ? HttpServerRespondable.toResponse(upstreamUnavailableProblem())
    : unauthorized(error.reason)

/**
 * The caller the server admitted before routing (`CallerAdmission.ts`): the
 * subject of this request's token, verified, counted against its quota and
 * tagged with its rate-limit fields. Unset when nothing admitted it (an app
 * without the global middleware): the bearer middleware then does it all.
 */
export const AdmittedCaller = Context.Reference<UserId | undefined>("@elabel/http/handlers/AdmittedCaller", {
  defaultValue: () => undefined
})

/**
 * The last header read and its credential. A caller's requests repeat one header, and a request's is read
 * by the quota gate and then by its route: the credential answered is then the very string answered
 * before, whose hash V8 keeps, so the token caches' lookups do not hash the token again (ADR 0074).
 */
let lastRead = { header: "", credential: "" }

/**
 * The credential of an `Authorization: Bearer …` header as the framework's
 * bearer security reads it (scheme in any case, then spaces); `""` when there
 * is none, which the verifier refuses as `missing`.
 */
export const bearerCredential = (authorization: string | undefined): string => {
  if (authorization === undefined) return ""
  if (authorization !== lastRead.header) lastRead = { header: authorization, credential: readCredential(authorization) }
  return lastRead.credential
}

const readCredential = (authorization: string): string => {
  const scheme = "bearer"
  if (authorization.length <= scheme.length) return ""
  if (authorization.charCodeAt(scheme.length) !== 32) return ""
  if (authorization.slice(0, scheme.length).toLowerCase() !== scheme) return ""
  return authorization.slice(scheme.length + 1).replace(/^ +/, "")
}

/** `Authorization` on `TokenVerifier`. The header is missing when the credential is empty. */
export const AuthorizationLive: Layer.Layer<Authorization, never, TokenVerifier> = Layer.effect(
  Authorization,
  TokenVerifier.useSync((verifier) =>
    Authorization.of({
      // Plain combinators, no spans: this runs on every authenticated request.
      bearer: (httpEffect, { credential }) =>
        Effect.withFiber((fiber) => {
          const admitted = fiber.getRef(AdmittedCaller)
          if (admitted !== undefined) return Effect.provideService(httpEffect, CurrentUser, { id: admitted })
          return repeatsAuthorization(Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest))
            ? repeatedAuthorization
            : Effect.matchEffect(verifier.verify(Redacted.value(credential)), {
                onFailure: refuse,
                onSuccess: (id) => Effect.provideService(httpEffect, CurrentUser, { id })
              })
        })
    })
  )
)
