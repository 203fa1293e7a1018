/**
 * Who calls `/v1`, decided before anything of the request is read or held
 * for it. Every route under `/v1` needs a bearer token, so the token is
 * verified first (from the verified-token cache when it is there, without an
 * Effect; else once with `jose`), before the global middleware checks the
 * query, the body's length, media type and encoding, and before the router
 * runs:
 *
 * - a route with no valid token answers 401 (503 when the keys cannot be
 *   fetched) as the bearer middleware would, its body unread;
 * - a verified caller is counted against its quota now, whatever answers it
 *   later (400, 413, 415, 405, 404, the endpoint), and every answer carries
 *   its rate-limit fields; past the quota it answers 429 at once;
 * - a path or method no route has answers as the router does (404, 405),
 *   without reading the body, counted against the caller if its token verifies.
 *
 * The endpoint's bearer middleware then finds the caller admitted
 * (`AdmittedCaller`) and neither verifies nor counts again.
 */
import type { SignInStore, UserId } from "@elabel/domain"
import { Clock, type Context, Effect } from "effect"
import type { HttpServerRequest, HttpServerResponse } from "effect/http"
import type { TokenVerifier } from "../auth/TokenVerifier.ts"
import type { RateLimiterShape } from "../protocol/RateLimiter.ts"
import { isApiPath, type RouteTable } from "../protocol/RouteTable.ts"
import { bearerCredential, refuse, repeatedAuthorization, repeatsAuthorization } from "./AuthorizationLive.ts"
import { countRequest } from "./RateLimitedAuthorization.ts"
import { sessionAdmission } from "./SessionAdmission.ts"

type Response = HttpServerResponse.HttpServerResponse

/** What admission decided about a `/v1` request. */
export type Admission =
  /** Answer this now (401, 429, 503): nothing else of the request runs. */
  | { readonly _tag: "Refused"; readonly response: Response }
  /** Serve it: as `caller` when its token verified, and through a route (`routed`) or the router's 404/405. */
  | { readonly _tag: "Admitted"; readonly caller: UserId | undefined; readonly routed: boolean }

/** The admission of `/v1` requests over the app's routes; `undefined` for a request outside `/v1`. */
export const makeCallerAdmission =
  (
    routes: RouteTable,
    verifier: TokenVerifier["Service"],
    limiter: RateLimiterShape | undefined,
    sessions?: Context.Context<SignInStore>
  ) =>
  (request: HttpServerRequest.HttpServerRequest): Effect.Effect<Admission> | undefined => {
    if (!isApiPath(request.url)) return undefined
    const routed = routes.has(request.method, request.url)
    const anonymous: Admission = { _tag: "Admitted", caller: undefined, routed: false }
    const refused = (response: Effect.Effect<Response>) =>
      Effect.map(response, (answer): Admission => ({ _tag: "Refused", response: answer }))
    if (repeatsAuthorization(request)) return routed ? refused(repeatedAuthorization) : Effect.succeed(anonymous)
    const token = bearerCredential(request.headers.authorization)
    return Effect.withFiber((fiber) => {
      const admit = (caller: UserId): Effect.Effect<Admission> => {
        const overQuota = limiter === undefined ? undefined : countRequest(limiter, fiber, caller)
        return overQuota === undefined ? Effect.succeed({ _tag: "Admitted", caller, routed }) : refused(overQuota)
      }
      // No bearer token but a console session cookie: the console's own requests (`SessionAdmission.ts`).
      const bySession =
        sessions === undefined || request.headers.authorization !== undefined
          ? undefined
          : sessionAdmission(request, fiber.getRef(Clock.Clock).currentTimeMillisUnsafe())
      if (bySession !== undefined && sessions !== undefined) {
        return Effect.flatMap(Effect.provideContext(bySession, sessions), (decided) =>
          decided._tag === "User" ? admit(decided.user) : routed ? refused(decided.response) : Effect.succeed(anonymous)
        )
      }
      const known = verifier.verified(token, fiber.getRef(Clock.Clock).currentTimeMillisUnsafe())
      if (known !== undefined) return admit(known)
      return Effect.matchEffect(verifier.verify(token), {
        onFailure: (error) => (routed ? refused(refuse(error)) : Effect.succeed(anonymous)),
        onSuccess: admit
      })
    })
  }
