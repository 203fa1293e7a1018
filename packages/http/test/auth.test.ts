import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Option, Redacted } from "effect"
import { TestClock } from "effect/testing"
import { base64url, exportJWK, exportSPKI, generateKeyPair, type JWTPayload, SignJWT } from "jose"
import { type AuthSettings, authEnvConfig, type KeySource } from "../src/auth/AuthConfig.ts"
import { issueToken } from "../src/auth/TokenIssuer.ts"
import {
  CLOCK_TOLERANCE_SECONDS,
  makeJoseVerifier,
  TokenVerifier,
  type VerifyUncached
} from "../src/auth/TokenVerifier.ts"

const SECRET = "test-secret-with-at-least-32-bytes-of-entropy"
const secretKey: KeySource = { _tag: "Secret", secret: Redacted.make(SECRET) }
/** 2026-11-01T00:00:00Z, in ms. */
const NOW = 1_793_491_200_000
const nowSeconds = NOW / 1000

const verifierFor = (settings: AuthSettings) =>
  Effect.flatMap(Effect.orDie(makeJoseVerifier(settings)), (verify) => TokenVerifier.cached(verify))

const verifyWith = (settings: AuthSettings, token: string) =>
  Effect.flatMap(verifierFor(settings), (verifier) => verifier.verify(token))

const reasonOf = (settings: AuthSettings, token: string) =>
  verifyWith(settings, token).pipe(
    Effect.flip,
    Effect.map((error) => error.reason)
  )

/** Signs arbitrary claims with the test secret (for tokens `issueToken` would never make). */
const signRaw = (payload: JWTPayload, secret = SECRET) =>
  Effect.promise(() => new SignJWT(payload).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode(secret)))

const issue = (options: { readonly secret?: string; readonly issuer?: string; readonly audience?: string } = {}) =>
  issueToken({ userId: "user-1", expiresIn: "1h", secret: Redacted.make(options.secret ?? SECRET), ...options })

/** A spy around the real verifier: counts how often `jose` runs. */
const countingVerifier = (settings: AuthSettings, options?: { readonly maxEntries?: number }) =>
  Effect.gen(function* () {
    const real = yield* Effect.orDie(makeJoseVerifier(settings))
    const calls = { count: 0 }
    const spy: VerifyUncached = (token) =>
      Effect.suspend(() => {
        calls.count++
        return real(token)
      })
    return { verifier: yield* TokenVerifier.cached(spy, options), calls }
  })

describe("TokenVerifier (HS256 secret)", () => {
  it.effect("accepts a valid token and answers with its subject", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const token = yield* issue()
      const userId = yield* TokenVerifier.use((verifier) => verifier.verify(token)).pipe(
        Effect.provide(TokenVerifier.layerFrom({ key: secretKey }))
      )
      assert.strictEqual(userId, "user-1")
    })
  )

  it.effect("rejects a token without exp", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const token = yield* signRaw({ sub: "user-1", iat: nowSeconds })
      assert.strictEqual(yield* reasonOf({ key: secretKey }, token), "missing_exp")
    })
  )

  it.effect("tolerates 30 s of clock skew on exp, and no more", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const token = yield* issueToken({ userId: "user-1", expiresIn: 60, secret: SECRET })
      yield* TestClock.adjust(`${60 + CLOCK_TOLERANCE_SECONDS - 1} seconds`)
      assert.strictEqual(yield* verifyWith({ key: secretKey }, token), "user-1")
      yield* TestClock.adjust("2 seconds")
      assert.strictEqual(yield* reasonOf({ key: secretKey }, token), "expired")
    })
  )

  it.effect("rejects a token signed with another secret", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const token = yield* issue({ secret: "another-secret-with-at-least-32-bytes!!" })
      assert.strictEqual(yield* reasonOf({ key: secretKey }, token), "bad_signature")
    })
  )

  it.effect("rejects an unsigned alg:none token", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const encode = (value: object) => base64url.encode(JSON.stringify(value))
      const token = `${encode({ alg: "none", typ: "JWT" })}.${encode({ sub: "user-1", exp: nowSeconds + 3600 })}.`
      assert.strictEqual(yield* reasonOf({ key: secretKey }, token), "alg_not_allowed")
    })
  )

  it.effect("rejects garbage, an empty token and a missing or empty subject", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      assert.strictEqual(yield* reasonOf({ key: secretKey }, "not-a-jwt"), "malformed")
      assert.strictEqual(yield* reasonOf({ key: secretKey }, "a.b.c"), "malformed")
      assert.strictEqual(yield* reasonOf({ key: secretKey }, "x".repeat(10_000)), "malformed")
      assert.strictEqual(yield* reasonOf({ key: secretKey }, ""), "missing")
      const noSub = yield* signRaw({ exp: nowSeconds + 60 })
      assert.strictEqual(yield* reasonOf({ key: secretKey }, noSub), "invalid_subject")
      const emptySub = yield* signRaw({ sub: "", exp: nowSeconds + 60 })
      assert.strictEqual(yield* reasonOf({ key: secretKey }, emptySub), "invalid_subject")
    })
  )

  it.effect("checks iss and aud when configured", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const settings: AuthSettings = { key: secretKey, issuer: "elabel", audience: "elabel-api" }
      const good = yield* issue({ issuer: "elabel", audience: "elabel-api" })
      assert.strictEqual(yield* verifyWith(settings, good), "user-1")
      const wrongIss = yield* issue({ issuer: "someone-else", audience: "elabel-api" })
      assert.strictEqual(yield* reasonOf(settings, wrongIss), "claim_mismatch")
      const wrongAud = yield* issue({ issuer: "elabel", audience: "other-api" })
      assert.strictEqual(yield* reasonOf(settings, wrongAud), "claim_mismatch")
      const neither = yield* issue()
      assert.strictEqual(yield* reasonOf(settings, neither), "claim_mismatch")
      // Unconfigured, they are not required.
      assert.strictEqual(yield* verifyWith({ key: secretKey }, wrongIss), "user-1")
    })
  )
})

describe("TokenVerifier (public keys)", () => {
  it.effect("accepts an RS256 token verified with a PEM public key", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const { privateKey, publicKey } = yield* Effect.promise(() => generateKeyPair("RS256"))
      const pem = yield* Effect.promise(() => exportSPKI(publicKey))
      const token = yield* Effect.promise(() =>
        new SignJWT({ sub: "idp-user", exp: nowSeconds + 600 }).setProtectedHeader({ alg: "RS256" }).sign(privateKey)
      )
      assert.strictEqual(yield* verifyWith({ key: { _tag: "PublicKey", pem } }, token), "idp-user")
    })
  )

  it.effect("refuses an HS256 token signed with the public key as secret (algorithm confusion)", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const { publicKey } = yield* Effect.promise(() => generateKeyPair("RS256"))
      const pem = yield* Effect.promise(() => exportSPKI(publicKey))
      const forged = yield* signRaw({ sub: "attacker", exp: nowSeconds + 600 }, pem)
      assert.strictEqual(yield* reasonOf({ key: { _tag: "PublicKey", pem } }, forged), "alg_not_allowed")
    })
  )

  it.effect("infers ES256 from an EC PEM and then accepts only ES256", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const ec = yield* Effect.promise(() => generateKeyPair("ES256"))
      const rsa = yield* Effect.promise(() => generateKeyPair("RS256"))
      const settings: AuthSettings = {
        key: { _tag: "PublicKey", pem: yield* Effect.promise(() => exportSPKI(ec.publicKey)) }
      }
      const sign = (alg: string, key: CryptoKey) =>
        Effect.promise(() => new SignJWT({ sub: "u", exp: nowSeconds + 60 }).setProtectedHeader({ alg }).sign(key))
      assert.strictEqual(yield* verifyWith(settings, yield* sign("ES256", ec.privateKey)), "u")
      assert.strictEqual(yield* reasonOf(settings, yield* sign("RS256", rsa.privateKey)), "alg_not_allowed")
    })
  )

  it.effect("fails to build on a PEM that is not a public key", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(makeJoseVerifier({ key: { _tag: "PublicKey", pem: "not a pem" } }))
      assert.strictEqual(error._tag, "InvalidAuthConfig")
    })
  )

  it.effect("verifies against a JWKS served over HTTP (loopback)", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const idp = yield* Effect.promise(() => generateKeyPair("RS256"))
      const stranger = yield* Effect.promise(() => generateKeyPair("RS256"))
      const jwk = yield* Effect.promise(() => exportJWK(idp.publicKey))
      const url = yield* serveJson({ keys: [{ ...jwk, kid: "k1", alg: "RS256", use: "sig" }] })
      const settings: AuthSettings = { key: { _tag: "Jwks", url } }
      const sign = (key: CryptoKey) =>
        Effect.promise(() =>
          new SignJWT({ sub: "idp-user", exp: nowSeconds + 60 })
            .setProtectedHeader({ alg: "RS256", kid: "k1" })
            .sign(key)
        )
      assert.strictEqual(yield* verifyWith(settings, yield* sign(idp.privateKey)), "idp-user")
      assert.strictEqual(yield* reasonOf(settings, yield* sign(stranger.privateKey)), "bad_signature")
    })
  )

  it.effect("reports an unreachable JWKS as key_unavailable", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const url = yield* serveJson({ keys: [] }).pipe(Effect.scoped) // closed again: nothing listens there now
      const idp = yield* Effect.promise(() => generateKeyPair("RS256"))
      const token = yield* Effect.promise(() =>
        new SignJWT({ sub: "u", exp: nowSeconds + 60 }).setProtectedHeader({ alg: "RS256" }).sign(idp.privateKey)
      )
      assert.strictEqual(yield* reasonOf({ key: { _tag: "Jwks", url } }, token), "key_unavailable")
    })
  )
})

describe("TokenVerifier cache", () => {
  it.effect("answers a repeated token without running jose again", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const { calls, verifier } = yield* countingVerifier({ key: secretKey })
      const token = yield* issue()
      assert.strictEqual(yield* verifier.verify(token), "user-1")
      assert.strictEqual(yield* verifier.verify(token), "user-1")
      assert.strictEqual(calls.count, 1)
    })
  )

  it.effect("rejects a cached token once the clock passes its exp", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const { calls, verifier } = yield* countingVerifier({ key: secretKey })
      const token = yield* issueToken({ userId: "user-1", expiresIn: 60, secret: SECRET })
      assert.strictEqual(yield* verifier.verify(token), "user-1")
      yield* TestClock.adjust(`${60 + CLOCK_TOLERANCE_SECONDS} seconds`)
      const error = yield* Effect.flip(verifier.verify(token))
      assert.strictEqual(error.reason, "expired")
      assert.strictEqual(calls.count, 1)
    })
  )

  it.effect("never caches a failure", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const { calls, verifier } = yield* countingVerifier({ key: secretKey })
      const token = yield* issue({ secret: "another-secret-with-at-least-32-bytes!!" })
      yield* Effect.flip(verifier.verify(token))
      yield* Effect.flip(verifier.verify(token))
      assert.strictEqual(calls.count, 2)
    })
  )

  it.effect("stays bounded: the oldest entry is evicted first", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const { calls, verifier } = yield* countingVerifier({ key: secretKey }, { maxEntries: 2 })
      const tokens = yield* Effect.forEach(["a", "b", "c"], (userId) =>
        issueToken({ userId, expiresIn: "1h", secret: SECRET })
      )
      for (const token of tokens) yield* verifier.verify(token)
      assert.strictEqual(calls.count, 3)
      yield* verifier.verify(tokens[2] ?? "")
      assert.strictEqual(calls.count, 3)
      assert.strictEqual(yield* verifier.verify(tokens[0] ?? ""), "a")
      assert.strictEqual(calls.count, 4)
    })
  )
})

describe("authEnvConfig", () => {
  const read = (env: Record<string, string>) => authEnvConfig.parse(ConfigProvider.fromEnv({ env }))

  it.effect("reads nothing when no key variable is set", () =>
    Effect.gen(function* () {
      const env = yield* read({ ELABEL_JWT_ISSUER: "elabel", ELABEL_JWT_AUDIENCE: "" })
      assert.isTrue(Option.isNone(env.key))
      assert.deepStrictEqual(env.issuer, Option.some("elabel"))
      assert.isTrue(Option.isNone(env.audience))
    })
  )

  it.effect("reads a secret, a JWKS URL or a PEM with escaped newlines", () =>
    Effect.gen(function* () {
      const secret = yield* read({ ELABEL_JWT_SECRET: SECRET })
      assert.strictEqual(Option.getOrThrow(secret.key)._tag, "Secret")
      const jwks = yield* read({ ELABEL_JWKS_URL: "https://idp.example/.well-known/jwks.json" })
      assert.deepStrictEqual(jwks.key, Option.some({ _tag: "Jwks", url: "https://idp.example/.well-known/jwks.json" }))
      const pem = yield* read({ ELABEL_JWT_PUBLIC_KEY: "-----BEGIN PUBLIC KEY-----\\nAAAA\\n-----END PUBLIC KEY-----" })
      assert.deepStrictEqual(
        pem.key,
        Option.some({ _tag: "PublicKey", pem: "-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----" })
      )
    })
  )

  it.effect("refuses a short secret and more than one key", () =>
    Effect.gen(function* () {
      const short = yield* Effect.flip(read({ ELABEL_JWT_SECRET: "too-short" }))
      assert.include(short.message, "at least 32 bytes")
      const both = yield* Effect.flip(read({ ELABEL_JWT_SECRET: SECRET, ELABEL_JWKS_URL: "https://idp.example/jwks" }))
      assert.include(both.message, "only one of")
    })
  )
})

/** Serves `body` as JSON on a loopback port for the enclosing scope; answers its URL. */
const serveJson = (body: unknown) =>
  Effect.acquireRelease(
    Effect.callback<{ readonly url: string; readonly close: () => void }>((resume) => {
      const server = createServer((_request, response) => {
        response.writeHead(200, { "content-type": "application/json" })
        response.end(JSON.stringify(body))
      })
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as AddressInfo
        resume(
          Effect.succeed({
            url: `http://127.0.0.1:${port}/jwks.json`,
            close: () => {
              server.closeAllConnections()
              server.close()
            }
          })
        )
      })
    }),
    ({ close }) => Effect.sync(close)
  ).pipe(Effect.map(({ url }) => url))
