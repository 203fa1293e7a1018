/**
 * The console's sign-in exchange (ADR 0051), outside `/v1`:
 * - `GET /console/sign-in?token=…`: a page with one "Sign in" button. The
 *   link is spent by the button's POST, not by the GET, so a mail scanner
 *   that opens links does not use it up;
 * - `POST /console/sign-in`: spends the link, opens a session, sets the
 *   `elabel_session` cookie and sends the browser to `/console/`;
 * - `GET /console/session`: the signed-in user, the session's end and its
 *   CSRF token (readable by this origin only: no CORS), or 401;
 * - `POST /console/sign-out` (with the CSRF token): ends the session.
 */
import { SignInStore } from "@elabel/domain"
import { Clock, Config, Effect, type Layer, Option } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import {
  CSRF_HEADER,
  csrfOf,
  endSession,
  redeemSignInLink,
  SESSION_COOKIE,
  SignInKey,
  sessionCaller,
  sessionCookie,
  sessionCookieOf
} from "../auth/ConsoleSessions.ts"
import { OidcSignIn } from "../auth/OidcSignIn.ts"
import { problemResponse } from "../protocol/ProblemResponses.ts"
import type { RouteEntry } from "../protocol/RouteTable.ts"
import { consoleHeaders, escapeHtml } from "./ConsoleCsp.ts"
import { consoleManifest } from "./ConsolePage.ts"

/** Where the signed-out console starts a sign-in with the identity provider. */
export const OIDC_START_PATH = "/console/oidc/start"

/** A page of the sign-in exchange, in the console's style. */
export const page = (css: string, title: string, body: string, status = 200) =>
  HttpServerResponse.text(
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · E-label console</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/console/assets/${css}">
</head>
<body><main class="sign-in"><h1>${escapeHtml(title)}</h1>${body}</main></body>
</html>
`,
    {
      status,
      contentType: "text/html; charset=utf-8",
      headers: { ...consoleHeaders, "cache-control": "no-store" }
    }
  )

const unusablePage = (css: string) =>
  page(
    css,
    "This sign-in link cannot be used",
    `<p>It was used already, has expired, or was not made by this server. Ask for a new one; an operator makes it with</p>
<pre>npm run -s cli -- sign-in-link --user &lt;user-id&gt;</pre>`,
    400
  )

const signInForm = (css: string, token: string) =>
  page(
    css,
    "Sign in to the e-label console",
    `<form method="post" action="/console/sign-in">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Sign in</button>
</form>
<p>The link works once. Signing in keeps you signed in on this browser for 12 hours or until you sign out.</p>`
  )

/** Whether cookies must be `Secure`: the request came over https (a proxy says so) or the public URL is https. */
export const secureFor = (request: HttpServerRequest.HttpServerRequest, publicHttps: boolean): boolean =>
  publicHttps || request.headers["x-forwarded-proto"]?.split(",")[0]?.trim() === "https"

export const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

const unauthorized = (detail: string, extras: { readonly sign_in_url?: string } = {}) =>
  problemResponse("unauthorized", { detail, ...extras })

/** The sign-in, session and sign-out routes. */
export const ConsoleSignInLive: Layer.Layer<never, Config.ConfigError, HttpRouter.HttpRouter | SignInStore> =
  HttpRouter.addAll(
    Effect.gen(function* () {
      const publicUrl = yield* Config.option(Config.String("ELABEL_PUBLIC_BASE_URL"))
      const store = yield* SignInStore
      // With an identity provider, the signed-out console offers its sign-in (`ConsoleOidc.ts`).
      const signInUrl = (yield* OidcSignIn) === undefined ? {} : { sign_in_url: OIDC_START_PATH }
      const withStore = <A, E>(effect: Effect.Effect<A, E, SignInStore | HttpServerRequest.HttpServerRequest>) =>
        Effect.provideService(effect, SignInStore, store)
      const { css } = yield* Effect.promise(consoleManifest)
      const unusable = unusablePage(css)
      const publicHttps = Option.match(publicUrl, { onNone: () => false, onSome: (url) => url.startsWith("https:") })
      const form = Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const token = new URL(request.url, "http://x").searchParams.get("token") ?? ""
        return token.length === 0 ? unusable : signInForm(css, token)
      })
      const signIn = Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const key = yield* SignInKey
        const body = yield* Effect.orElseSucceed(request.text, () => "")
        const token = new URLSearchParams(body).get("token") ?? ""
        if (key === undefined) return unusable
        const opened = yield* redeemSignInLink(key, token, yield* now)
        if (opened === undefined) return unusable
        const maxAge = Math.floor((opened.expiresAt.getTime() - (yield* now).getTime()) / 1000)
        return HttpServerResponse.empty({
          status: 303,
          headers: {
            location: "/console/",
            "set-cookie": sessionCookie(opened.secret, maxAge, secureFor(request, publicHttps)),
            "cache-control": "no-store"
          }
        })
      }).pipe(Effect.catchTag("PersistenceUnavailable", () => Effect.succeed(problemResponse("upstream-unavailable"))))
      const session = Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const secret = sessionCookieOf(request.headers.cookie)
        if (secret === undefined) return unauthorized("Not signed in to the console.", signInUrl)
        const caller = yield* sessionCaller(secret, "GET", undefined, yield* now)
        if (caller._tag !== "User") return unauthorized("The console session has ended: sign in again.", signInUrl)
        return HttpServerResponse.jsonUnsafe(
          { user_id: caller.user, expires_at: caller.expiresAt.toISOString(), csrf_token: csrfOf(secret) },
          { headers: { "cache-control": "no-store" } }
        )
      }).pipe(Effect.catchTag("PersistenceUnavailable", () => Effect.succeed(problemResponse("upstream-unavailable"))))
      const signOut = Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const secret = sessionCookieOf(request.headers.cookie)
        if (secret === undefined) return unauthorized("Not signed in to the console.")
        const caller = yield* sessionCaller(secret, "POST", request.headers[CSRF_HEADER], yield* now)
        if (caller._tag === "MissingCsrf") return unauthorized(`Signing out needs the session's ${CSRF_HEADER} header.`)
        if (caller._tag === "User") yield* endSession(secret)
        return HttpServerResponse.empty({
          status: 204,
          headers: { "set-cookie": `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0` }
        })
      }).pipe(Effect.catchTag("PersistenceUnavailable", () => Effect.succeed(problemResponse("upstream-unavailable"))))
      return [
        HttpRouter.route("GET", "/console/sign-in", form),
        HttpRouter.route("POST", "/console/sign-in", withStore(signIn)),
        HttpRouter.route("GET", "/console/session", withStore(session)),
        HttpRouter.route("POST", "/console/sign-out", withStore(signOut))
      ]
    })
  )

export const consoleSignInRoutes: ReadonlyArray<RouteEntry> = [
  { method: "GET", path: "/console/sign-in" },
  { method: "POST", path: "/console/sign-in", mediaTypes: ["application/x-www-form-urlencoded"] },
  { method: "GET", path: "/console/session" },
  { method: "POST", path: "/console/sign-out" }
]
