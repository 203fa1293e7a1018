/**
 * The server side of the bearer security: verifies the token with
 * `TokenVerifier` and provides `CurrentUser`. Refusals are answered here as
 * complete responses, because RFC 6750's `WWW-Authenticate` header must be on
 * the 401 and a failed middleware can only carry a body.
 */
import { Effect, Layer, Redacted } from "effect"
import { HttpServerRespondable, HttpServerResponse } from "effect/http"
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
  bad_signature: "The token signature is invalid",
  alg_not_allowed: "The token algorithm is not allowed",
  missing_exp: "The token has no expiry (exp)",
  claim_mismatch: "The token issuer or audience does not match",
  invalid_subject: "The token subject is not a valid user id"
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

/**
 * The answer to a refused token. Keys that could not be fetched (JWKS down)
 * are not the caller's fault: 503, so a client retries instead of logging out.
 */
const refuse = (error: InvalidToken): Effect.Effect<HttpServerResponse.HttpServerResponse> =>
  error.reason === "key_unavailable"
    ? HttpServerRespondable.toResponse(upstreamUnavailableProblem())
    : unauthorized(error.reason)

/** `Authorization` on `TokenVerifier`. The header is missing when the credential is empty. */
export const AuthorizationLive: Layer.Layer<Authorization, never, TokenVerifier> = Layer.effect(
  Authorization,
  TokenVerifier.useSync((verifier) =>
    Authorization.of({
      // Plain combinators, no spans: this runs on every authenticated request.
      bearer: (httpEffect, { credential }) =>
        Effect.matchEffect(verifier.verify(Redacted.value(credential)), {
          onFailure: refuse,
          onSuccess: (id) => Effect.provideService(httpEffect, CurrentUser, { id })
        })
    })
  )
)
