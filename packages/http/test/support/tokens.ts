/** Bearer tokens for HTTP tests: one HS256 secret, tokens minted on the Effect clock. */
import type { UserId } from "@elabel/domain"
import { Effect, Layer, Redacted } from "effect"
import { CompactSign } from "jose"
import type { AuthSettings } from "../../src/auth/AuthConfig.ts"
import { type ExpiresIn, issueToken } from "../../src/auth/TokenIssuer.ts"
import { InvalidToken, TokenVerifier } from "../../src/auth/TokenVerifier.ts"

/** The shared secret every test token is signed with. */
export const TEST_SECRET = "http-test-secret-with-at-least-32-bytes!"

/** Verification settings matching `tokenFor`. */
export const testAuthSettings: AuthSettings = { key: { _tag: "Secret", secret: Redacted.make(TEST_SECRET) } }

/** The real (cached, `jose`) verifier on the test secret. */
export const testVerifierLayer: Layer.Layer<TokenVerifier> = TokenVerifier.layerFrom(testAuthSettings).pipe(Layer.orDie)

/**
 * A valid token for `user`, issued now by the current `Clock` (the
 * `TestClock` under `it.effect`: requests run on the same clock, see `Wire`).
 */
export const tokenFor = (user: UserId | string, options: { readonly expiresIn?: ExpiresIn | number } = {}) =>
  issueToken({ userId: user, expiresIn: options.expiresIn ?? "1h", secret: TEST_SECRET })

/** A well-formed token signed with another secret. */
export const foreignToken = (user: UserId | string) =>
  issueToken({ userId: user, expiresIn: "1h", secret: "some-other-secret-that-is-32-bytes-long!!" })

/** A verifier whose key source is unreachable, as when the JWKS endpoint is down. */
export const unreachableKeysVerifier: Layer.Layer<TokenVerifier> = Layer.succeed(
  TokenVerifier,
  TokenVerifier.of({
    verify: (token) => Effect.fail(new InvalidToken({ reason: token === "" ? "missing" : "key_unavailable" })),
    verified: () => undefined
  })
)

/**
 * A token signed with the test secret whose payload is exactly `claims`, raw
 * JSON: for tokens `tokenFor` never makes (`"exp": 1e400`, a NUL in `sub`).
 */
export const signedClaims = (claims: string) =>
  Effect.promise(() =>
    new CompactSign(new TextEncoder().encode(claims))
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode(TEST_SECRET))
  )
