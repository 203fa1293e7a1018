/**
 * The public e-label routes, raw router routes (HTML and redirects, never
 * JSON), served with `HEAD` by the router's GET routes:
 * - `GET /l/{ref}`: the consumer page of a label or format ref;
 * - `GET /01/{gtin}` and `/01/{gtin}/10/{lot}`: GS1 Digital Link resolution,
 *   307 to the page of the matching format (or label).
 * No cookie is ever set and nothing is counted or logged per visitor.
 */
import { PublicPages } from "@elabel/domain"
import { Effect, type Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import type { RouteEntry } from "../server/RouteTable.ts"
import { renderELabelPage } from "./ELabelHtml.ts"
import {
  htmlResponse,
  invalidGtinPage,
  labelGonePage,
  labelNotFoundPage,
  labelUnavailablePage,
  publicPageHeaders
} from "./PublicErrorPage.ts"

/** The routes served here, for the `405` table of the global middleware. */
export const publicPageRoutes: ReadonlyArray<RouteEntry> = [
  { method: "GET", path: "/l/:ref" },
  { method: "GET", path: "/01/:gtin" },
  { method: "GET", path: "/01/:gtin/10/:lot" }
]

// A language tag as the header allows it; anything else is not echoed into a header.
const LANGUAGE_TAG = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/

/** The `?lang=` of a request URL (the first one), if any. */
const langOf = (url: string): string | undefined => {
  const query = url.indexOf("?")
  if (query === -1) return undefined
  return new URLSearchParams(url.slice(query + 1)).get("lang") ?? undefined
}

const unavailable = (error: unknown) =>
  Effect.as(Effect.logWarning("public page lookup failed", error), labelUnavailablePage)

/** `GET /l/{ref}`: the page, 404 for unknown or never published, 410 for withdrawn. */
const labelPage = (pages: PublicPages["Service"]) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const { ref } = yield* HttpRouter.params
    const page = yield* pages.page(ref ?? "", {
      lang: langOf(request.url),
      acceptLanguage: request.headers["accept-language"]
    })
    return htmlResponse(200, renderELabelPage(page), {
      "cache-control": "public, max-age=60",
      "content-language": LANGUAGE_TAG.test(page.locale) ? page.locale : "en",
      vary: "Accept-Language"
    })
  }).pipe(
    Effect.catchTags({
      NotFound: () => Effect.succeed(labelNotFoundPage),
      Gone: () => Effect.succeed(labelGonePage),
      PersistenceUnavailable: unavailable
    })
  )

/** `GET /01/{gtin}[/10/{lot}]`: 307 to the e-label; 400 for a malformed GTIN, 404 when nothing matches. */
const digitalLink = (pages: PublicPages["Service"]) =>
  Effect.gen(function* () {
    const { gtin, lot } = yield* HttpRouter.params
    const { location } = yield* pages.resolveGs1(gtin ?? "", lot ?? null)
    // Not cached: which format answers changes with the label's formats and publication.
    return HttpServerResponse.redirect(location, {
      status: 307,
      headers: { "cache-control": "no-store", "referrer-policy": publicPageHeaders["referrer-policy"] }
    })
  }).pipe(
    Effect.catchTags({
      InvalidGtin: () => Effect.succeed(invalidGtinPage),
      NotFound: () => Effect.succeed(labelNotFoundPage),
      PersistenceUnavailable: unavailable
    })
  )

/** The public page routes over the `PublicPages` service. */
export const PublicPageRoutesLive: Layer.Layer<never, never, HttpRouter.HttpRouter | PublicPages> = HttpRouter.addAll(
  Effect.gen(function* () {
    const pages = yield* PublicPages
    return [
      HttpRouter.route("GET", "/l/:ref", labelPage(pages)),
      HttpRouter.route("GET", "/01/:gtin", digitalLink(pages)),
      HttpRouter.route("GET", "/01/:gtin/10/:lot", digitalLink(pages))
    ]
  })
)
