/**
 * Console sign-in (ADR 0051): a sign-in link carries a token signed with a
 * key derived from the server's token secret, which works once and for at
 * most its lifetime; redeemed, it becomes a session
 * whose secret is the `elabel_session` cookie (HttpOnly, SameSite=Strict,
 * Secure behind https). Only SHA-256 hashes of secrets are stored
 * (`SignInStore`), so every process on the database shares links and
 * sessions. A cookie-authenticated write must also send `X-CSRF-Token`, the
 * session's CSRF token, which a page of another origin cannot read.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import { type PersistenceUnavailable, SignInStore, type UserId } from "@elabel/domain"
import { Context, Effect, Layer, Redacted } from "effect"
import { AuthConfig } from "./AuthConfig.ts"

export const SESSION_COOKIE = "elabel_session"
export const CSRF_HEADER = "x-csrf-token"
/** How long a console session lasts after sign-in. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000
/** The default lifetime of a sign-in link. */
export const LINK_LIFETIME_MS = 15 * 60 * 1000

const sameSecret = (a: string, b: string): boolean => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A random secret: 32 bytes, base64url. */
export const secret = (): string => randomBytes(32).toString("base64url")
export const hashOf = (value: string): string => createHash("sha256").update(value).digest("base64url")
/** The CSRF token of a session: derived from its secret, so only the cookie's holder (via `/console/session`) learns it. */
export const csrfOf = (sessionSecret: string): string => hashOf(`csrf:${sessionSecret}`)

/** The path of a sign-in link; the secret travels in the query. */
export const signInUrl = (baseUrl: string, token: string): string =>
  `${baseUrl.replace(/\/+$/, "")}/console/sign-in?token=${encodeURIComponent(token)}`

/** The key that signs links: derived from the server's token secret, so no link is ever a valid bearer token. */
const linkKey = (serverSecret: string): Buffer =>
  createHmac("sha256", serverSecret).update("elabel console sign-in link v1").digest()

const signature = (serverSecret: string, payload: string): string =>
  createHmac("sha256", linkKey(serverSecret)).update(payload).digest("base64url")

/**
 * A sign-in link's secret for `user`, valid `lifetimeMs` from `now`: a
 * payload (user, expiry, random id) and its HMAC under the server's key. It
 * is stored nowhere, so the CLI makes one beside a running server; the
 * server spends its id on first use.
 */
export const signInToken = (serverSecret: string, user: UserId, now: Date, lifetimeMs: number = LINK_LIFETIME_MS) => {
  const payload = Buffer.from(
    JSON.stringify({ sub: user, exp: now.getTime() + lifetimeMs, jti: randomBytes(16).toString("base64url") })
  ).toString("base64url")
  return `${payload}.${signature(serverSecret, payload)}`
}

/** The user and end of a well-signed, unexpired link token; undefined otherwise. */
export const readSignInToken = (
  serverSecret: string,
  token: string,
  now: Date
): { readonly user: UserId; readonly id: string; readonly expiresAt: Date } | undefined => {
  const [payload, signed, ...rest] = token.split(".")
  if (payload === undefined || signed === undefined || rest.length > 0 || token.length > 400) return undefined
  if (!sameSecret(signed, signature(serverSecret, payload))) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>
    const { sub, exp, jti } = claims
    if (typeof sub !== "string" || typeof exp !== "number" || typeof jti !== "string") return undefined
    if (exp <= now.getTime()) return undefined
    return { user: sub as UserId, id: jti, expiresAt: new Date(exp) }
  } catch {
    return undefined
  }
}

/** A session just opened: the cookie's secret, its CSRF token and its end. */
export interface OpenedSession {
  readonly user: UserId
  readonly secret: string
  readonly csrf: string
  readonly expiresAt: Date
}

/** Redeems a link (once, within its lifetime) into a new session; undefined when it is not valid or was used. */
export const redeemSignInLink = (
  serverSecret: string,
  token: string,
  now: Date
): Effect.Effect<OpenedSession | undefined, PersistenceUnavailable, SignInStore> =>
  Effect.gen(function* () {
    const link = readSignInToken(serverSecret, token, now)
    if (link === undefined) return undefined
    const store = yield* SignInStore
    if (!(yield* store.spendLink(hashOf(link.id), link.expiresAt))) return undefined
    return yield* openSession(link.user, now)
  })

/** Opens a session for `user`, signed in by a link or by the identity provider (`OidcSignIn.ts`). */
export const openSession = (
  user: UserId,
  now: Date
): Effect.Effect<OpenedSession, PersistenceUnavailable, SignInStore> =>
  Effect.gen(function* () {
    const store = yield* SignInStore
    const session = secret()
    const csrf = csrfOf(session)
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS)
    yield* store.addSession(hashOf(session), { user, csrfHash: hashOf(csrf), expiresAt })
    // Sign-ins are rare: each clears the used links and sessions that have expired, so neither table grows.
    yield* store.purgeExpired(now)
    return { user, secret: session, csrf, expiresAt }
  })

/** The value of the session cookie in a `Cookie` header, if any. */
export const sessionCookieOf = (cookie: string | undefined): string | undefined => {
  if (cookie === undefined) return undefined
  for (const part of cookie.split(";")) {
    const at = part.indexOf("=")
    if (at > 0 && part.slice(0, at).trim() === SESSION_COOKIE) {
      const value = part.slice(at + 1).trim()
      return value.length > 0 && value.length <= 200 ? value : undefined
    }
  }
  return undefined
}

/** What a session cookie is worth on a request: its user, or why not. */
export type SessionCaller =
  | { readonly _tag: "User"; readonly user: UserId; readonly expiresAt: Date }
  | { readonly _tag: "NoSession" }
  | { readonly _tag: "MissingCsrf" }

/** Methods that change nothing: they need no CSRF token. */
const SAFE = new Set(["GET", "HEAD", "OPTIONS"])

/** The caller of a request authenticated by the session cookie `secret`; writes need the session's CSRF token. */
export const sessionCaller = (
  secretValue: string,
  method: string,
  csrfHeader: string | undefined,
  now: Date
): Effect.Effect<SessionCaller, PersistenceUnavailable, SignInStore> =>
  Effect.gen(function* () {
    const session = yield* (yield* SignInStore).findSession(hashOf(secretValue), now)
    if (session === undefined) return { _tag: "NoSession" } as const
    if (!SAFE.has(method) && (csrfHeader === undefined || !sameSecret(hashOf(csrfHeader), session.csrfHash))) {
      return { _tag: "MissingCsrf" } as const
    }
    return { _tag: "User", user: session.user, expiresAt: session.expiresAt } as const
  })

/** Ends the session of a cookie (sign-out); nothing when there is none. */
export const endSession = (secretValue: string) => SignInStore.use((store) => store.removeSession(hashOf(secretValue)))

/** The `Set-Cookie` value of a session; `secure` behind https. */
export const sessionCookie = (value: string, maxAgeSeconds: number, secure: boolean): string =>
  `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure ? "; Secure" : ""}`

/**
 * The server's HS256 token secret, which signs console sign-in links; unset
 * when tokens come from an identity provider (then the server signs no link).
 */
export const SignInKey = Context.Reference<string | undefined>("@elabel/http/auth/SignInKey", {
  defaultValue: () => undefined
})

/** `SignInKey` from the configured token key. */
export const signInKeyLayer = Layer.effect(
  SignInKey,
  AuthConfig.useSync((auth) => (auth.key._tag === "Secret" ? Redacted.value(auth.key.secret) : undefined))
)
