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

/**
 * Requests decided and not yet answered, by fiber id, at most this many. The entry goes when the answer is
 * sent; the bound only guards against answers that never pass the pre-response handler.
 */
const MAX_PENDING = 10_000

/** Wraps an authenticated request: counts it once, refuses it over quota, and tags its answer. */
const makeAdmission = (limiter: RateLimiterShape) => {
  const policy = policyField(limiter.policy)
  // One decision per request. A request is served by one fiber, and the `If-Match` check of a write
  // (`Preconditions.ts`) runs the app again in that fiber for the GET of the resource: it must not count twice.
  // Keyed by the fiber's number: a Map of numbers costs a fraction of a WeakMap of fresh objects.
  const pending = new Map<number, RateLimitDecision>()
  return <E, R>(effect: Effect.Effect<Response, E, R>): Effect.Effect<Response, E, R> =>
    Effect.withFiber((fiber) => {
      const fiberId = fiber.id
      let decision = pending.get(fiberId)
      if (decision === undefined) {
        const caller = Context.getUnsafe(fiber.context, CurrentUser).id
        decision = limiter.take(caller, fiber.getRef(Clock.Clock).currentTimeMillisUnsafe())
        if (pending.size >= MAX_PENDING) pending.clear()
        pending.set(fiberId, decision)
        const limit = limitField(decision)
        HttpEffect.appendPreResponseHandlerUnsafe(fiber.context, (_request, response) => {
          pending.delete(fiberId)
          const tagged = HttpServerResponse.setHeader(response, "ratelimit-policy", policy)
          return Effect.succeed(HttpServerResponse.setHeader(tagged, "ratelimit", limit))
        })
      }
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
