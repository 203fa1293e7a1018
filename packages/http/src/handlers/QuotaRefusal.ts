/**
 * The 429 of a caller past its quota, as cheap as an answer can be (issue 27,
 * item 6; ADR 0042). A caller over its quota used to get its 429 through the
 * whole Effect app: admission, a `RateLimitedProblem` (an `Error`, with its
 * stack trace) encoded by its Schema, the global middleware's problem path,
 * and two writes; the server answered 429s at a quarter of the rate it served
 * the same caller's 200s, so refusing a flood cost the other tenants more
 * than serving it.
 *
 * - `rateLimitedAnswer`: the whole 429 (status, headers, body), made once per
 *   second left in the window (the only part that changes) from the same
 *   problem class the contract declares, and reused until that second
 *   passes. The Effect path (`RateLimitedAuthorization.ts`) answers with it
 *   too, so both ways give the same bytes.
 * - `quotaRefusalGate`: a gate of the Node server (`HotPaths.addGate`) that
 *   answers it before the Effect app sees the request, whatever its method,
 *   path or body (the body unread), when the request's single bearer token
 *   is in the verified-token cache and its caller is over its quota. It
 *   counts nothing (a refused request takes no quota) and holds nothing.
 *   Anything else (a token not yet verified, two `Authorization` headers, a
 *   caller with quota left) goes on as before.
 */
import { Effect } from "effect"
import { type HttpBody, HttpServerRespondable } from "effect/http"
import { RateLimitedProblem } from "../api/Problems.ts"
import type { TokenVerifier } from "../auth/TokenVerifier.ts"
import { countRateLimitRefusal } from "../observability/ServiceMetrics.ts"
import { type HotAnswer, type HotRoute, headerOf } from "../protocol/HotPaths.ts"
import { limitField, policyField, type RateLimitDecision, type RateLimiterShape } from "../protocol/RateLimiter.ts"
import { hotProblemWithRequestId } from "../protocol/RequestIdProblems.ts"
import { REQUEST_ID_HEADER } from "../protocol/RequestIds.ts"
import { isApiPath } from "../protocol/RouteTable.ts"
import { bearerCredential, hasRepeatedAuthorization } from "./AuthorizationLive.ts"

/** The 429 for `decision` under `limiter`'s policy, encoded as the endpoint's problem is. */
const buildAnswer = (limiter: RateLimiterShape, decision: RateLimitDecision): HotAnswer => {
  const { limit, windowSeconds } = limiter.policy
  const problem = new RateLimitedProblem({
    detail: `More than ${limit} requests in ${windowSeconds} s from this caller; retry in ${decision.resetSeconds} s.`
  })
  const response = Effect.runSync(HttpServerRespondable.toResponse(problem))
  const body = response.body as HttpBody.Uint8Array
  return {
    status: response.status,
    headers: {
      "content-type": body.contentType,
      "content-length": String(body.body.byteLength),
      "retry-after": String(decision.resetSeconds),
      "ratelimit-policy": policyField(limiter.policy),
      ratelimit: limitField(decision)
    },
    body: body.body
  }
}

/** The last answer made per limiter: a flood within one second is answered with the same bytes. */
const lastAnswers = new WeakMap<RateLimiterShape, { readonly resetSeconds: number; readonly answer: HotAnswer }>()

/** The 429 of a caller `limiter` refused with `decision` (`take` or `refusal`). */
export const rateLimitedAnswer = (limiter: RateLimiterShape, decision: RateLimitDecision): HotAnswer => {
  countRateLimitRefusal()
  const last = lastAnswers.get(limiter)
  if (last !== undefined && last.resetSeconds === decision.resetSeconds) return last.answer
  const answer = buildAnswer(limiter, decision)
  lastAnswers.set(limiter, { resetSeconds: decision.resetSeconds, answer })
  return answer
}

/** The gate answering the 429 of a known caller over its quota before anything of the request is read. */
export const quotaRefusalGate =
  (verifier: TokenVerifier["Service"], limiter: RateLimiterShape): HotRoute =>
  (request, now) => {
    if (!isApiPath(request.url)) return undefined
    const authorization = headerOf(request, "authorization")
    if (authorization === undefined || hasRepeatedAuthorization(authorization, request.rawHeaders)) return undefined
    const caller = verifier.verified(bearerCredential(authorization), now)
    const decision = caller === undefined ? undefined : limiter.refusal(caller, now)
    if (decision === undefined) return undefined
    // The Node server has settled the request's id in its header (`RequestIds.ts`).
    return hotProblemWithRequestId(rateLimitedAnswer(limiter, decision), headerOf(request, REQUEST_ID_HEADER))
  }
