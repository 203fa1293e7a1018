/**
 * The per-caller quota of `/v1` (`RateLimiter`): `countRequest` counts a
 * verified caller's request and tags its final answer. The global
 * middleware's admission step (`CallerAdmission.ts`) calls it before
 * anything of the request is read; the bearer middleware calls it only for
 * a request nothing admitted (an app without the global middleware). A
 * caller over its quota gets 429 `rate-limited` with `Retry-After`; every
 * answer to a known caller, whatever produced it (handler, error encoding,
 * the global middleware's problems, 304), carries `RateLimit-Policy` and
 * `RateLimit`, set by a pre-response handler just before it is sent. Answers
 * given before the caller is known (401) count against nothing and carry
 * neither. With no `RateLimiter` the middleware is left as it is.
 */
import { Clock, Context, Effect, type Fiber, Layer } from "effect"
import { HttpEffect, HttpServerRespondable, HttpServerResponse } from "effect/http"
import { Authorization, CurrentUser } from "../api/Authorization.ts"
import { RateLimitedProblem } from "../api/Problems.ts"
import {
  limitField,
  policyField,
  type RateLimitDecision,
  RateLimiter,
  type RateLimiterShape
} from "../protocol/RateLimiter.ts"
import { AdmittedCaller } from "./AuthorizationLive.ts"

type Response = HttpServerResponse.HttpServerResponse

/** The 429 of a caller past its quota, with `Retry-After`. */
const refusal = (limiter: RateLimiterShape, decision: RateLimitDecision): Effect.Effect<Response> =>
  HttpServerRespondable.toResponse(
    new RateLimitedProblem({
      detail:
        `More than ${limiter.policy.limit} requests in ${limiter.policy.windowSeconds} s from this caller; ` +
        `retry in ${decision.resetSeconds} s.`
    })
  ).pipe(Effect.map(HttpServerResponse.setHeader("retry-after", String(decision.resetSeconds))))

/**
 * Counts one request of `caller` (of the request the fiber serves) and tags
 * its final answer, whatever produces it, with the rate-limit fields; the
 * 429 to answer when the caller is past its quota, else undefined. Plain
 * code: no fiber, no span.
 */
export const countRequest = (
  limiter: RateLimiterShape,
  fiber: Fiber.Fiber<unknown, unknown>,
  caller: string
): Effect.Effect<Response> | undefined => {
  const decision = limiter.take(caller, fiber.getRef(Clock.Clock).currentTimeMillisUnsafe())
  const policy = policyField(limiter.policy)
  const limit = limitField(decision)
  HttpEffect.appendPreResponseHandlerUnsafe(fiber.context, (_request, response) => {
    const tagged = HttpServerResponse.setHeader(response, "ratelimit-policy", policy)
    return Effect.succeed(HttpServerResponse.setHeader(tagged, "ratelimit", limit))
  })
  return decision.allowed ? undefined : refusal(limiter, decision)
}

/**
 * Wraps an authenticated request: counts it, refuses it over quota, and tags its answer; a request the
 * server admitted before routing (`AdmittedCaller`) was counted and tagged there already.
 */
const makeAdmission =
  (limiter: RateLimiterShape) =>
  <E, R>(effect: Effect.Effect<Response, E, R>): Effect.Effect<Response, E, R> =>
    Effect.withFiber((fiber) => {
      if (fiber.getRef(AdmittedCaller) !== undefined) return effect
      return countRequest(limiter, fiber, Context.getUnsafe(fiber.context, CurrentUser).id) ?? effect
    })

/** `base` (the bearer middleware) with the configured quota applied after it has verified the caller. */
export const rateLimited = <E, R>(base: Layer.Layer<Authorization, E, R>): Layer.Layer<Authorization, E, R> =>
  Layer.effect(
    Authorization,
    Effect.gen(function* () {
      const authorization = yield* Authorization
      const limiter = yield* RateLimiter
      if (limiter === undefined) return authorization
      const admit = makeAdmission(limiter)
      return Authorization.of({
        bearer: (httpEffect, options) => authorization.bearer(admit(httpEffect), options)
      })
    })
  ).pipe(Layer.provide(base))
