/**
 * The bearer security of the API, contract part only: which scheme, what it
 * provides, how it fails. The server implements the verification (JWT) with
 * `Layer.succeed(Authorization, { bearer: ... })`; a client supplies the token
 * with `HttpApiMiddleware.layerClient(Authorization, ...)`.
 */
import type { UserId } from "@elabel/domain"
import { Context } from "effect"
import { HttpApiMiddleware, HttpApiSecurity } from "effect/http-api"
import { RateLimitedProblem, UnauthorizedProblem } from "./Problems.ts"

/** The caller of the current request: the `sub` of its verified token. */
export class CurrentUser extends Context.Service<CurrentUser, { readonly id: UserId }>()(
  "@elabel/http/api/Authorization/CurrentUser"
) {}

/**
 * Bearer authentication on every `/v1` endpoint. Provides `CurrentUser`;
 * fails with the 401 `unauthorized` problem, or 429 `rate-limited` once the
 * caller has used up its quota (the server answers both, with their
 * headers). `requiredForClient` makes every generated client (and
 * `HttpApiTest`) say how it attaches its token.
 */
export class Authorization extends HttpApiMiddleware.Service<
  Authorization,
  {
    provides: CurrentUser
    requires: never
  }
>()("@elabel/http/api/Authorization", {
  requiredForClient: true,
  security: { bearer: HttpApiSecurity.bearer },
  error: [UnauthorizedProblem, RateLimitedProblem]
}) {}
