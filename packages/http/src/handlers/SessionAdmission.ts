/**
 * A `/v1` request that carries no `Authorization` header but the console's
 * session cookie (`auth/ConsoleSessions.ts`, ADR 0051): its caller is the
 * session's user, and a write needs the session's `X-CSRF-Token` too. A
 * missing or ended session, or a write without the token, is a 401 with a
 * detail that says which; storage down is a 503.
 */
import type { SignInStore, UserId } from "@elabel/domain"
import { Effect } from "effect"
import { type HttpServerRequest, HttpServerRespondable, HttpServerResponse } from "effect/http"
import { UnauthorizedProblem } from "../api/Problems.ts"
import { CSRF_HEADER, sessionCaller, sessionCookieOf } from "../auth/ConsoleSessions.ts"
import { REALM } from "./AuthorizationLive.ts"
import { upstreamUnavailableProblem } from "./problemMapping.ts"

export type SessionDecision =
  | { readonly _tag: "User"; readonly user: UserId }
  | { readonly _tag: "Refused"; readonly response: Effect.Effect<HttpServerResponse.HttpServerResponse> }

const unauthorized = (detail: string): SessionDecision => ({
  _tag: "Refused",
  response: HttpServerRespondable.toResponse(new UnauthorizedProblem({ detail })).pipe(
    Effect.map(HttpServerResponse.setHeader("www-authenticate", `Bearer realm="${REALM}"`))
  )
})

/** The decision for a request with a session cookie; undefined when it has none. */
export const sessionAdmission = (
  request: HttpServerRequest.HttpServerRequest,
  now: number
): Effect.Effect<SessionDecision, never, SignInStore> | undefined => {
  const secret = sessionCookieOf(request.headers.cookie)
  if (secret === undefined) return undefined
  return sessionCaller(secret, request.method, request.headers[CSRF_HEADER], new Date(now)).pipe(
    Effect.map((caller): SessionDecision => {
      if (caller._tag === "User") return { _tag: "User", user: caller.user }
      return caller._tag === "NoSession"
        ? unauthorized("The console session has ended: sign in again.")
        : unauthorized(`A write with the console session needs its ${CSRF_HEADER} header.`)
    }),
    Effect.catch(() =>
      Effect.succeed<SessionDecision>({
        _tag: "Refused",
        response: HttpServerRespondable.toResponse(upstreamUnavailableProblem())
      })
    )
  )
}
