/**
 * The per-caller quota of `/v1` (`RateLimiter`) applied where the caller
 * becomes known: inside the bearer middleware, once the token is verified.
 * A caller over its quota gets 429 `rate-limited` with `Retry-After`; every
 * answer to a known caller, whatever produced it (handler, error encoding,
 * the global middleware's problems, 304), carries `RateLimit-Policy` and
 * `RateLimit`, set by a pre-response handler just before it is sent. Answers
 * given before the caller is known (401, unknown paths) count against nothing
 * and carry neither. With no `RateLimiter` the middleware is left as it is.
 */
import { Clock, Context, Effect, Layer } from "effect"
import { HttpEffect, HttpServerRespondable, HttpServerResponse } from "effect/http"
import { Authorization, CurrentUser } from "../api/Authorization.ts"
import { RateLimitedProblem } from "../api/Problems.ts"
import {
  limitField,
  policyField,
  type RateLimitDecision,
  RateLimiter,
  type RateLimiterShape
} from "../server/RateLimiter.ts"

type Response = HttpServerResponse.HttpServerResponse

const refusal = (limiter: RateLimiterShape, decision: RateLimitDecision): Effect.Effect<Response> =>
  HttpServerRespondable.toResponse(
    new RateLimitedProblem({
      detail:
        `More than ${limiter.policy.limit} requests in ${limiter.policy.windowSeconds} s from this caller; ` +
        `retry in ${decision.resetSeconds} s.`
    })
  ).pipe(Effect.map(HttpServerResponse.setHeader("retry-after", String(decision.resetSeconds))))

/** Wraps an authenticated request: counts it, refuses it over quota, and tags its answer. */
const makeAdmission = (limiter: RateLimiterShape) => {
  const policy = policyField(limiter.policy)
  return <E, R>(effect: Effect.Effect<Response, E, R>): Effect.Effect<Response, E, R> =>
    Effect.withFiber((fiber) => {
      const caller = Context.getUnsafe(fiber.context, CurrentUser).id
      const decision = limiter.take(caller, fiber.getRef(Clock.Clock).currentTimeMillisUnsafe())
      const limit = limitField(decision)
      HttpEffect.appendPreResponseHandlerUnsafe(fiber.context, (_request, response) => {
        const tagged = HttpServerResponse.setHeader(response, "ratelimit-policy", policy)
        return Effect.succeed(HttpServerResponse.setHeader(tagged, "ratelimit", limit))
      })
      return decision.allowed ? effect : refusal(limiter, decision)
    })
}

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
