/**
 * @elabel/http: the e-label API contract, its typed client, and the pieces
 * to serve it. An embedder builds the app with `makeApp(ApiLive)` (or takes
 * `AppLive`), provides the domain (`domainLayer` or its own) and a
 * `TokenVerifier` (and a per-caller quota with `rateLimiterLayer`, else it
 * is unlimited), and serves it with `serveApp` or
 * `HttpRouter.toWebHandler`; `ServerLive` is the whole configured server of
 * `npm start`. A service that only calls the API imports
 * `@elabel/http/client` instead, which holds no server code.
 */
export * from "./api/index.ts"
export { AuthConfig, type AuthSettings, InvalidAuthConfig, type KeySource } from "./auth/AuthConfig.ts"
export { type ExpiresIn, type IssueTokenOptions, issueToken } from "./auth/TokenIssuer.ts"
export { InvalidToken, TokenVerifier, type VerifiedToken } from "./auth/TokenVerifier.ts"
export * from "./client/ElabelClient.ts"
export { ApiLive, type PlatformServices } from "./handlers/index.ts"
export { MAX_BODY_BYTES } from "./protocol/BodyLimit.ts"
export { DEFAULT_RATE_LIMIT, RateLimiter, type RateLimitPolicy, rateLimiterLayer } from "./protocol/RateLimiter.ts"
export { apiRoutes, makeRouteTable, type RouteEntry, type RouteTable } from "./protocol/RouteTable.ts"
export * from "./server/App.ts"
export { DocsLive } from "./server/DocsPage.ts"
export { GlobalMiddleware } from "./server/GlobalMiddleware.ts"
export { PagesLive, ProblemPagesLive, pageRoutes } from "./server/ProblemPages.ts"
export { type ServerSettings, serverConfig } from "./server/ServerConfig.ts"
export { RETRY_AFTER_SECONDS } from "./server/ServerErrors.ts"
