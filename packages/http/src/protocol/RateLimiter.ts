/**
 * Per-caller request quotas on `/v1` (OWASP API4: unrestricted resource
 * consumption). A caller is the subject of its verified token, so one user
 * with several tokens shares one quota; requests without a valid token count
 * against nothing (they answer 401 before a caller is known).
 *
 * The count is a fixed window per caller, in this process's memory: windows
 * are aligned to the clock (every `windowSeconds` from the epoch), so when a
 * window ends every count of the last one goes at once and memory never holds
 * more than one window's callers (at most `MAX_TRACKED_CALLERS`). Several
 * server processes each count on their own. Counting is a `Map` lookup and
 * an increment: no I/O, no fiber, no span.
 */
import { Context, Layer, Option } from "effect"

/** At most `limit` requests per caller in each window of `windowSeconds`. */
export interface RateLimitPolicy {
  readonly limit: number
  readonly windowSeconds: number
}

/** The server's default: far above what an honest integration sends (20 requests a second, sustained). */
export const DEFAULT_RATE_LIMIT: RateLimitPolicy = { limit: 1200, windowSeconds: 60 }

/**
 * Callers counted per window at most. Beyond it a new caller is served
 * uncounted until the next window: refusing it would let many callers lock
 * out others, and every caller needs a token signed with the server's key.
 */
export const MAX_TRACKED_CALLERS = 100_000

/** What counting one request decided. */
export interface RateLimitDecision {
  readonly allowed: boolean
  /** Requests the caller has left in this window (`r` of `RateLimit`). */
  readonly remaining: number
  /** Seconds until this window ends (`t` of `RateLimit`; `Retry-After` of a refusal). */
  readonly resetSeconds: number
}

/** A quota counter of one process. */
export interface RateLimiterShape {
  readonly policy: RateLimitPolicy
  /** Counts one request of `caller` at `nowMillis`, unless the caller has used up its quota. */
  readonly take: (caller: string, nowMillis: number) => RateLimitDecision
  /** How many callers the current window counts (bounded by `maxCallers`). */
  readonly trackedCallers: () => number
}

/** A fixed-window counter for `policy`. */
export const makeRateLimiter = (
  policy: RateLimitPolicy,
  options: { readonly maxCallers?: number } = {}
): RateLimiterShape => {
  const windowMillis = policy.windowSeconds * 1000
  const maxCallers = options.maxCallers ?? MAX_TRACKED_CALLERS
  let window = Number.NaN
  let counts = new Map<string, number>()
  const take = (caller: string, nowMillis: number): RateLimitDecision => {
    const index = Math.floor(nowMillis / windowMillis)
    if (index !== window) {
      window = index
      counts = new Map()
    }
    const resetSeconds = Math.ceil(((index + 1) * windowMillis - nowMillis) / 1000)
    const used = counts.get(caller) ?? 0
    if (used >= policy.limit) return { allowed: false, remaining: 0, resetSeconds }
    if (used > 0 || counts.size < maxCallers) counts.set(caller, used + 1)
    return { allowed: true, remaining: policy.limit - used - 1, resetSeconds }
  }
  return { policy, take, trackedCallers: () => counts.size }
}

/**
 * The quota counter the bearer middleware consults. No counter (the default)
 * means no limit: an app assembled without `rateLimiterLayer` (tests,
 * embedders) is unlimited; the server provides one from its configuration.
 */
export const RateLimiter = Context.Reference<RateLimiterShape | undefined>("@elabel/http/server/RateLimiter", {
  defaultValue: () => undefined
})

/** A fresh counter for `policy` (its own memory per build), or none when the limit is off. */
export const rateLimiterLayer = (policy: Option.Option<RateLimitPolicy>): Layer.Layer<never> =>
  Layer.sync(RateLimiter)(() => Option.getOrUndefined(Option.map(policy, (p) => makeRateLimiter(p))))

// The header fields follow draft-ietf-httpapi-ratelimit-headers-10 (September 2025; the syntax is unchanged in
// -11): Structured Field lists of one item, the policy named "default", no partition key (it would name the caller).

/** `RateLimit-Policy` (draft §3): `"default";q=1200;w=60`. */
export const policyField = (policy: RateLimitPolicy): string => `"default";q=${policy.limit};w=${policy.windowSeconds}`

/** `RateLimit` (draft §4): `"default";r=1199;t=42`. */
export const limitField = (decision: RateLimitDecision): string =>
  `"default";r=${decision.remaining};t=${decision.resetSeconds}`
