/**
 * The console's OpenID Connect sign-in routes (ADR 0059), beside the
 * sign-in links of ADR 0051:
 * - `GET /console/oidc/start`: remembers a new sign-in in a short-lived
 *   cookie and sends the browser to the identity provider (404 when the
 *   server is not configured for it);
 * - `GET /console/oidc/callback`: the provider's answer; the code is
 *   exchanged with the PKCE verifier, the ID token verified, a session
 *   opened as a sign-in link opens one, and the browser sent to `/console/`.
 */
import { SignInStore } from "@elabel/domain"
import { Config, Effect, type Layer, Option } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { openSession, sessionCookie } from "../auth/ConsoleSessions.ts"
import { CALLBACK_PATH, clearFlowCookie, type OidcRefused, OidcSignIn } from "../auth/OidcSignIn.ts"
import { problemResponse } from "../protocol/ProblemResponses.ts"
import type { RouteEntry } from "../protocol/RouteTable.ts"
import { escapeHtml } from "./ConsoleCsp.ts"
import { consoleManifest } from "./ConsolePage.ts"
import { now, OIDC_START_PATH, page, secureFor } from "./ConsoleSignIn.ts"

export const ConsoleOidcLive: Layer.Layer<never, Config.ConfigError, HttpRouter.HttpRouter | SignInStore> =
  HttpRouter.addAll(
    Effect.gen(function* () {
      const oidc = yield* OidcSignIn
      const store = yield* SignInStore
      const publicUrl = Option.getOrUndefined(yield* Config.option(Config.String("ELABEL_PUBLIC_BASE_URL")))
      const { css } = yield* Effect.promise(consoleManifest)
      const notConfigured = problemResponse("not-found", {
        detail: "This server signs in to the console with sign-in links only (no ELABEL_OIDC_CLIENT_ID)."
      })
      const context = Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
        const secure = secureFor(request, publicUrl?.startsWith("https:") === true)
        const origin = publicUrl?.replace(/\/+$/, "") ?? `${secure ? "https" : "http"}://${request.headers.host ?? ""}`
        return { request, secure, redirectUri: `${origin}${CALLBACK_PATH}` }
      })
      const start = Effect.gen(function* () {
        if (oidc === undefined) return notConfigured
        const { secure, redirectUri } = yield* context
        const started = yield* oidc.start(redirectUri, secure)
        return HttpServerResponse.empty({
          status: 302,
          headers: { location: started.location, "set-cookie": started.cookie, "cache-control": "no-store" }
        })
      })
      const callback = Effect.gen(function* () {
        if (oidc === undefined) return notConfigured
        const { request, secure, redirectUri } = yield* context
        const query = new URL(request.url, "http://x").searchParams
        const user = yield* oidc.finish(query, request.headers.cookie, redirectUri)
        const opened = yield* Effect.provideService(openSession(user, yield* now), SignInStore, store)
        const maxAge = Math.floor((opened.expiresAt.getTime() - (yield* now).getTime()) / 1000)
        return HttpServerResponse.empty({
          status: 303,
          headers: { location: "/console/", "cache-control": "no-store" }
        }).pipe(
          HttpServerResponse.setHeader("set-cookie", [
            sessionCookie(opened.secret, maxAge, secure),
            clearFlowCookie
          ] as never)
        )
      }).pipe(Effect.catchTag("PersistenceUnavailable", () => Effect.succeed(problemResponse("upstream-unavailable"))))
      const refusedPage = (reason: string) =>
        page(
          css,
          "Signing in did not work",
          `<p>${escapeHtml(reason)}</p><p><a href="${OIDC_START_PATH}">Sign in again</a></p>`,
          400
        )
      const orRefused = (
        effect: Effect.Effect<HttpServerResponse.HttpServerResponse, OidcRefused, HttpServerRequest.HttpServerRequest>
      ) => Effect.catchTag(effect, "OidcRefused", (refused) => Effect.succeed(refusedPage(refused.reason)))
      return [
        HttpRouter.route("GET", OIDC_START_PATH, orRefused(start)),
        HttpRouter.route("GET", CALLBACK_PATH, orRefused(callback))
      ]
    })
  )

export const consoleOidcRoutes: ReadonlyArray<RouteEntry> = [
  { method: "GET", path: OIDC_START_PATH },
  { method: "GET", path: CALLBACK_PATH }
]
