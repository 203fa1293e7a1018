/**
 * Console sign-in with an external identity provider (ADR 0059): OpenID
 * Connect, authorization code with PKCE (S256), for a server whose bearer
 * tokens come from that provider (`ELABEL_JWKS_URL`). The console is a
 * client of the provider (`ELABEL_OIDC_CLIENT_ID`, public unless
 * `ELABEL_OIDC_CLIENT_SECRET` is set); the issuer is `ELABEL_OIDC_ISSUER`,
 * else `ELABEL_JWT_ISSUER`. Its endpoints come from the issuer's discovery
 * document; the ID token is verified against the keys of `ELABEL_JWKS_URL`,
 * the keys the API already trusts, with the issuer, the client id as
 * audience and the nonce of this sign-in. Its `sub` is the user, as a bearer
 * token's `sub` is.
 */
import { createHash, timingSafeEqual } from "node:crypto"
import { UserId } from "@elabel/domain"
import { Config, ConfigProvider, Context, Effect, Layer, Option, Schema } from "effect"
import { createRemoteJWKSet, jwtVerify } from "jose"
import { ASYMMETRIC_ALGS, AuthConfig } from "./AuthConfig.ts"
import { secret } from "./ConsoleSessions.ts"

/** The cookie that carries a sign-in's state, nonce and PKCE verifier between the start and the callback. */
export const OIDC_COOKIE = "elabel_oidc"
/** How long a started sign-in may take at the provider. */
export const OIDC_FLOW_SECONDS = 600
export const CALLBACK_PATH = "/console/oidc/callback"

/** The settings of OpenID Connect sign-in, when configured. */
export interface OidcSettings {
  readonly issuer: string
  readonly clientId: string
  readonly clientSecret: string | undefined
  readonly jwksUrl: string
}

/** The provider's endpoints, from its discovery document. */
interface Endpoints {
  readonly authorization_endpoint: string
  readonly token_endpoint: string
}

/** A sign-in started: the provider's URL to send the browser to, and the cookie that remembers it. */
export interface StartedSignIn {
  readonly location: string
  readonly cookie: string
}

const optional = (name: string) =>
  Config.option(Config.String(name)).pipe(Config.map(Option.filter((value) => value.trim() !== "")))

const base64url = (bytes: Buffer) => bytes.toString("base64url")
const challengeOf = (verifier: string) => base64url(createHash("sha256").update(verifier).digest())
const same = (a: string, b: string) =>
  Buffer.byteLength(a) === Buffer.byteLength(b) && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** The flow cookie's parts: `state.nonce.verifier`, each a random base64url secret. */
const flowOf = (cookie: string | undefined) => {
  for (const part of (cookie ?? "").split(";")) {
    const at = part.indexOf("=")
    if (at > 0 && part.slice(0, at).trim() === OIDC_COOKIE) {
      const [state, nonce, verifier, ...rest] = part
        .slice(at + 1)
        .trim()
        .split(".")
      if (state && nonce && verifier && rest.length === 0) return { state, nonce, verifier }
    }
  }
  return undefined
}

/** Why a callback did not sign anyone in (shown to the user, never a secret). */
export class OidcRefused extends Schema.TaggedError<OidcRefused>()("OidcRefused", { reason: Schema.String }) {}

/** A configured sign-in: where to send the browser, and the user the provider's answer names. */
export interface OidcSignInShape {
  readonly start: (redirectUri: string, secure: boolean) => Effect.Effect<StartedSignIn, OidcRefused>
  readonly finish: (
    query: URLSearchParams,
    cookie: string | undefined,
    redirectUri: string
  ) => Effect.Effect<UserId, OidcRefused>
}

/** OpenID Connect sign-in, or `undefined` when the server is not configured for it (the default). */
export const OidcSignIn = Context.Reference<OidcSignInShape | undefined>("@elabel/http/auth/OidcSignIn", {
  defaultValue: () => undefined
})

const oidcConfigError = (message: string) => new Config.ConfigError(new ConfigProvider.SourceError({ message }))

/** What `ELABEL_OIDC_*` say, each checked alone: the issuer an http(s) URL, a secret only beside a client id. */
export const oidcEnvConfig = Config.all({
  clientId: optional("ELABEL_OIDC_CLIENT_ID"),
  issuer: optional("ELABEL_OIDC_ISSUER"),
  clientSecret: optional("ELABEL_OIDC_CLIENT_SECRET")
}).pipe(
  Config.mapEffect((oidc) => {
    const url = Option.map(oidc.issuer, (issuer) => URL.parse(issuer.trim()))
    if (Option.isSome(url) && (url.value === null || !["https:", "http:"].includes(url.value.protocol)))
      return Effect.fail(oidcConfigError(`ELABEL_OIDC_ISSUER must be an absolute http(s) URL, got "${oidc.issuer}"`))
    if (Option.isSome(oidc.clientSecret) && Option.isNone(oidc.clientId))
      return Effect.fail(oidcConfigError("ELABEL_OIDC_CLIENT_SECRET is set without ELABEL_OIDC_CLIENT_ID"))
    return Effect.succeed(oidc)
  })
)

/** With a client id, the console's sign-in needs the identity provider's keys and an issuer to ask. */
export const checkOidc = (
  oidc: Config.Success<typeof oidcEnvConfig>,
  auth: { readonly key: Option.Option<{ readonly _tag: string }>; readonly issuer: Option.Option<string> }
): Effect.Effect<void, Config.ConfigError> =>
  Option.isSome(oidc.clientId) &&
  (Option.getOrUndefined(auth.key)?._tag !== "Jwks" || (Option.isNone(oidc.issuer) && Option.isNone(auth.issuer)))
    ? Effect.fail(
        oidcConfigError("ELABEL_OIDC_CLIENT_ID needs ELABEL_JWKS_URL and ELABEL_OIDC_ISSUER (or ELABEL_JWT_ISSUER)")
      )
    : Effect.void

/** `OidcSignIn` from `ELABEL_OIDC_*` and the token settings; `undefined` without a client id. */
export const oidcSignInLayer = Layer.effect(
  OidcSignIn,
  Effect.gen(function* () {
    const auth = yield* AuthConfig
    const oidc = yield* oidcEnvConfig
    const issuer = Option.orElse(oidc.issuer, () => Option.fromUndefinedOr(auth.issuer))
    yield* checkOidc(oidc, { key: Option.some(auth.key), issuer })
    if (Option.isNone(oidc.clientId) || auth.key._tag !== "Jwks" || Option.isNone(issuer)) return undefined
    const clientSecret = Option.getOrUndefined(oidc.clientSecret)
    return makeOidcSignIn({ issuer: issuer.value, clientId: oidc.clientId.value, clientSecret, jwksUrl: auth.key.url })
  })
)

const refused = (reason: string) => new OidcRefused({ reason })

/** The sign-in of `settings`: discovery read once (again after a failure), the provider's keys cached by jose. */
export const makeOidcSignIn = (settings: OidcSettings): OidcSignInShape => {
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl))
  let discovered: Promise<Endpoints> | undefined
  const discover = Effect.tryPromise({
    try: () => {
      discovered ??= fetch(`${settings.issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`)
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
        .then((document: Record<string, unknown>) => {
          const { authorization_endpoint, token_endpoint, issuer } = document
          if (issuer !== settings.issuer) throw new Error(`discovery names issuer ${String(issuer)}`)
          if (typeof authorization_endpoint !== "string" || typeof token_endpoint !== "string")
            throw new Error("discovery lacks the authorization or token endpoint")
          return { authorization_endpoint, token_endpoint }
        })
      discovered.catch(() => {
        discovered = undefined
      })
      return discovered
    },
    catch: (error) => refused(`The identity provider cannot be reached (${String(error)}).`)
  })

  const start = (redirectUri: string, secure: boolean) =>
    Effect.map(discover, (endpoints): StartedSignIn => {
      const [state, nonce, verifier] = [secret(), secret(), secret()]
      const url = new URL(endpoints.authorization_endpoint)
      for (const [name, value] of Object.entries({
        response_type: "code",
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        scope: "openid",
        state,
        nonce,
        code_challenge: challengeOf(verifier),
        code_challenge_method: "S256"
      }))
        url.searchParams.set(name, value)
      // Lax, not Strict: the provider's redirect back is a cross-site navigation that must carry it.
      const cookie =
        `${OIDC_COOKIE}=${state}.${nonce}.${verifier}; Path=/console/oidc/; HttpOnly; SameSite=Lax; ` +
        `Max-Age=${OIDC_FLOW_SECONDS}${secure ? "; Secure" : ""}`
      return { location: url.href, cookie }
    })

  const finish = (query: URLSearchParams, cookie: string | undefined, redirectUri: string) =>
    Effect.gen(function* () {
      const error = query.get("error")
      if (error !== null) return yield* refused(`The identity provider refused: ${error}.`)
      const flow = flowOf(cookie)
      const code = query.get("code")
      if (flow === undefined || !same(flow.state, query.get("state") ?? "") || code === null)
        return yield* refused("This sign-in was not started here, or took too long: start again.")
      const endpoints = yield* discover
      const body = new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        client_id: settings.clientId,
        code_verifier: flow.verifier
      })
      const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" }
      if (settings.clientSecret !== undefined) {
        const pair = `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`
        headers.authorization = `Basic ${Buffer.from(pair).toString("base64")}`
      }
      const tokens = yield* Effect.tryPromise({
        try: async () => {
          const response = await fetch(endpoints.token_endpoint, { method: "POST", headers, body })
          if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
          return (await response.json()) as { id_token?: unknown }
        },
        catch: (cause) => refused(`The identity provider did not give a token (${String(cause)}).`)
      })
      if (typeof tokens.id_token !== "string") return yield* refused("The identity provider gave no ID token.")
      const { payload } = yield* Effect.tryPromise({
        try: () =>
          jwtVerify(tokens.id_token as string, keys, {
            algorithms: [...ASYMMETRIC_ALGS],
            issuer: settings.issuer,
            audience: settings.clientId,
            requiredClaims: ["exp", "sub", "nonce"]
          }),
        catch: (cause) => refused(`The ID token is not valid (${String(cause)}).`)
      })
      if (payload.nonce !== flow.nonce) return yield* refused("The ID token belongs to another sign-in.")
      if (!Schema.is(UserId)(payload.sub)) return yield* refused("The ID token names no usable user.")
      return payload.sub
    })

  return { start, finish }
}

/** The `Set-Cookie` value that forgets a started sign-in. */
export const clearFlowCookie = `${OIDC_COOKIE}=; Path=/console/oidc/; HttpOnly; SameSite=Lax; Max-Age=0`
