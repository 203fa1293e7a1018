/**
 * Bearer token verification: a JWT checked with `jose`, answered from a cache
 * on repeat so the hot path of every authenticated request stays cheap.
 */
import { makeBoundedCache, UserId } from "@elabel/domain"
import { Clock, Context, Effect, Layer, Redacted, Schema } from "effect"
import { createRemoteJWKSet, errors, importSPKI, type JWTVerifyOptions, jwtVerify } from "jose"
import {
  ASYMMETRIC_ALGS,
  type AsymmetricAlg,
  AuthConfig,
  type AuthSettings,
  InvalidAuthConfig,
  type KeySource
} from "./AuthConfig.ts"

/**
 * Why a token was refused. `key_unavailable`: the JWKS (or, for an API key,
 * the database) could not be reached. `unknown_key`: an API key that is
 * well-formed but unknown or revoked.
 */
export const InvalidTokenReason = Schema.Literals([
  "missing",
  "malformed",
  "expired",
  "not_yet_valid",
  "invalid_exp",
  "bad_signature",
  "alg_not_allowed",
  "missing_exp",
  "claim_mismatch",
  "invalid_subject",
  "unknown_key",
  "key_unavailable"
])
export type InvalidTokenReason = typeof InvalidTokenReason.Type

/** The bearer token is absent or not acceptable. */
export class InvalidToken extends Schema.TaggedError<InvalidToken>()("InvalidToken", {
  reason: InvalidTokenReason
}) {}

/** Seconds of clock skew tolerated on `exp` and `nbf`. */
export const CLOCK_TOLERANCE_SECONDS = 30
/** Longer than any sane JWT; refused before parsing or caching it. */
export const MAX_TOKEN_LENGTH = 8192
/** Default bound of the verified-token cache. */
export const DEFAULT_CACHE_ENTRIES = 10_000

/** A token that passed every check: whose it is and until when (`exp`, seconds). */
export interface VerifiedToken {
  readonly userId: UserId
  readonly exp: number
}

/** One full verification, without the cache. */
export type VerifyUncached = (token: string) => Effect.Effect<VerifiedToken, InvalidToken>

const invalid = (reason: InvalidTokenReason) => new InvalidToken({ reason })

/** Maps a `jose` failure to a reason. Anything that is not a JOSE error came from fetching keys. */
const reasonOf = (error: unknown): InvalidTokenReason => {
  if (error instanceof errors.JWTExpired) return "expired"
  if (error instanceof errors.JOSEAlgNotAllowed) return "alg_not_allowed"
  if (error instanceof errors.JWSSignatureVerificationFailed) return "bad_signature"
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
    return "bad_signature"
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "exp" && error.reason === "missing") return "missing_exp"
    if (error.claim === "nbf" && error.reason === "check_failed") return "not_yet_valid"
    return error.reason === "invalid" ? "malformed" : "claim_mismatch"
  }
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return "key_unavailable"
  return error instanceof errors.JOSEError ? "malformed" : "key_unavailable"
}

type Verify = (token: string, options: JWTVerifyOptions) => Promise<{ readonly payload: { readonly sub?: string } }>

/** Imports a PEM for `alg`, or for the first asymmetric algorithm the key fits (at start: `StartConfig.ts`). */
export const importPem = (pem: string, alg: AsymmetricAlg | undefined) =>
  Effect.gen(function* () {
    for (const candidate of alg === undefined ? ASYMMETRIC_ALGS : [alg]) {
      const key = yield* Effect.tryPromise(() => importSPKI(pem, candidate)).pipe(Effect.option)
      if (key._tag === "Some") return { key: key.value, alg: candidate }
    }
    return yield* new InvalidAuthConfig({
      message: `ELABEL_JWT_PUBLIC_KEY is not an SPKI PEM public key for ${alg ?? ASYMMETRIC_ALGS.join(", ")}`
    })
  })

/** The `jose` call and its algorithm allow-list for a key source. `none` is never on it. */
const verifierFor = (key: KeySource) =>
  Effect.gen(function* () {
    switch (key._tag) {
      case "Secret": {
        const secret = new TextEncoder().encode(Redacted.value(key.secret))
        const verify: Verify = (token, options) => jwtVerify(token, secret, options)
        return { verify, algorithms: ["HS256"] }
      }
      case "Jwks": {
        const jwks = createRemoteJWKSet(new URL(key.url))
        const verify: Verify = (token, options) => jwtVerify(token, jwks, options)
        return { verify, algorithms: [...ASYMMETRIC_ALGS] }
      }
      case "PublicKey": {
        const imported = yield* importPem(key.pem, key.alg)
        const verify: Verify = (token, options) => jwtVerify(token, imported.key, options)
        return { verify, algorithms: [imported.alg] }
      }
    }
  })

/**
 * The uncached verification with `jose`: allow-listed algorithm, a finite
 * `exp` required, `iss`/`aud` when configured, 30 s tolerance, and a `sub`
 * that is a valid user id. Time comes from the Effect `Clock`.
 */
export const makeJoseVerifier = Effect.fnUntraced(function* (settings: AuthSettings) {
  const { algorithms, verify } = yield* verifierFor(settings.key)
  const base: JWTVerifyOptions = {
    algorithms,
    requiredClaims: ["exp"],
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    ...(settings.issuer === undefined ? {} : { issuer: settings.issuer }),
    ...(settings.audience === undefined ? {} : { audience: settings.audience })
  }
  const isUserId = Schema.is(UserId)
  const verifyUncached: VerifyUncached = Effect.fn("TokenVerifier.verifyUncached")(function* (token: string) {
    const now = yield* Clock.currentTimeMillis
    const { payload } = yield* Effect.tryPromise({
      try: () => verify(token, { ...base, currentDate: new Date(now) }),
      catch: (error) => invalid(reasonOf(error))
    })
    if (!isUserId(payload.sub)) return yield* invalid("invalid_subject")
    // `requiredClaims` and jose's NumericDate check guarantee a number here, but not a finite one:
    // `"exp": 1e400` parses as Infinity, which jose accepts and which would never expire.
    const { exp } = payload as { readonly exp: number }
    if (!Number.isFinite(exp)) return yield* invalid("invalid_exp")
    return { userId: payload.sub, exp }
  })
  return verifyUncached
})

/** Verifies bearer tokens and answers with the user id (`sub`). */
export class TokenVerifier extends Context.Service<
  TokenVerifier,
  {
    /** The user id of a valid token; `InvalidToken` otherwise (an empty token is `missing`). */
    readonly verify: (token: string) => Effect.Effect<UserId, InvalidToken>
    /**
     * The user id of a token verified before and still valid at `nowMillis`,
     * without an Effect (the hot routes); `undefined` when `verify` must decide.
     */
    readonly verified: (token: string, nowMillis: number) => UserId | undefined
  }
>()("@elabel/http/auth/TokenVerifier") {
  /**
   * Wraps a full verification with a cache of verified tokens, keyed by the
   * token, kept until `exp` (plus the same tolerance `jose` allows, so a hit
   * and a miss agree). Failures are never cached. Bounded (`BoundedCache`):
   * when full, the least recently used entry goes.
   */
  static readonly cached = (
    verifyUncached: VerifyUncached,
    options?: { readonly maxEntries?: number }
  ): Effect.Effect<TokenVerifier["Service"]> =>
    Effect.sync(() => {
      const maxEntries = options?.maxEntries ?? DEFAULT_CACHE_ENTRIES
      // Freshness is the token's own `exp`, checked on every hit (`isFresh`), so the cache has no time to live.
      const cache = makeBoundedCache<string, VerifiedToken>({ maxEntries })
      const verifyAndRemember = (token: string) =>
        Effect.map(verifyUncached(token), (verified) => {
          cache.set(token, verified)
          return verified.userId
        })
      const isFresh = (hit: VerifiedToken, nowMillis: number) =>
        hit.exp > Math.floor(nowMillis / 1000) - CLOCK_TOLERANCE_SECONDS
      // Plain functions, no tracing spans: this runs on every authenticated request.
      const verify = (token: string): Effect.Effect<UserId, InvalidToken> => {
        if (token.length === 0) return Effect.fail(invalid("missing"))
        if (token.length > MAX_TOKEN_LENGTH) return Effect.fail(invalid("malformed"))
        const hit = cache.get(token)
        if (hit === undefined) return verifyAndRemember(token)
        return Effect.clockWith((clock) => {
          if (isFresh(hit, clock.currentTimeMillisUnsafe())) return Effect.succeed(hit.userId)
          cache.delete(token)
          return Effect.fail(invalid("expired"))
        })
      }
      const verified = (token: string, nowMillis: number): UserId | undefined => {
        const hit = cache.get(token)
        return hit !== undefined && isFresh(hit, nowMillis) ? hit.userId : undefined
      }
      return TokenVerifier.of({ verify, verified })
    })

  /** The cached `jose` verifier for the configured key. */
  static readonly layer: Layer.Layer<TokenVerifier, InvalidAuthConfig, AuthConfig> = Layer.effect(
    TokenVerifier,
    Effect.gen(function* () {
      const verifyUncached = yield* makeJoseVerifier(yield* AuthConfig)
      return yield* TokenVerifier.cached(verifyUncached)
    })
  )

  /** `layer` on fixed settings (tests, the CLI). */
  static readonly layerFrom = (settings: AuthSettings): Layer.Layer<TokenVerifier, InvalidAuthConfig> =>
    TokenVerifier.layer.pipe(Layer.provide(AuthConfig.layer(settings)))
}
