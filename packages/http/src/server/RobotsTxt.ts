/**
 * `GET /robots.txt` (RFC 9309): crawlers may index the consumer e-label
 * pages (`/l/…`), public by law and by design, and nothing else: not the API
 * (tokens only), its documentation, the problem pages, the health checks,
 * the marketing short links (a crawl would count as scans) or the GS1
 * Digital Link (a redirect to an `/l/` page). The most specific rule wins,
 * so `Allow: /l/` beats `Disallow: /` (ADR 0021).
 */
import { Effect, type Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import type { RouteEntry } from "../protocol/RouteTable.ts"

/** The file as served. */
export const robotsTxt = `# elabel: the consumer e-label pages are public; the API and everything else are not for crawlers.
User-agent: *
Allow: /l/
Disallow: /
`

/** `GET /robots.txt`: plain text, cacheable for a day. */
export const RobotsTxtLive: Layer.Layer<never, never, HttpRouter.HttpRouter> = HttpRouter.add(
  "GET",
  "/robots.txt",
  Effect.succeed(
    HttpServerResponse.text(robotsTxt, {
      contentType: "text/plain; charset=utf-8",
      headers: { "cache-control": "public, max-age=86400" }
    })
  )
)

/**
 * `GET /favicon.ico`: 204, cacheable for a week. The e-label page may load
 * images of this origin (its pictures under `/m/`), so browsers ask for the
 * icon; an empty answer keeps a 404 out of every visitor's console.
 */
export const FaviconLive: Layer.Layer<never, never, HttpRouter.HttpRouter> = HttpRouter.add(
  "GET",
  "/favicon.ico",
  Effect.succeed(HttpServerResponse.empty({ status: 204, headers: { "cache-control": "public, max-age=604800" } }))
)

/** The routes, for the `405` table; they take any query. */
export const robotsRoutes: ReadonlyArray<RouteEntry> = [
  { method: "GET", path: "/robots.txt" },
  { method: "GET", path: "/favicon.ico" }
]
