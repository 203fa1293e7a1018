/**
 * The public e-label routes, raw router routes (HTML and redirects, never
 * JSON), served with `HEAD` by the router's GET routes:
 * - `GET /l/{ref}`: the consumer page of a label or format ref;
 * - the GS1 resolver of `DigitalLinkRoutes.ts`, over the same page cache.
 * No cookie is ever set and nothing is logged per visitor; a counted view
 * (a GET from something that is not a bot, as `/q` counts scans) adds one to
 * a daily counter of the label, language and format, nothing else.
 */
import { ELabelPage, type PublicPages, type Statistics } from "@elabel/domain"
import { Clock, type Config, Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { codingOf } from "../server/Compression.ts"
import type { RouteEntry } from "../server/RouteTable.ts"
import { DigitalLinkRoutesLive, digitalLinkRoutes } from "./DigitalLinkRoutes.ts"
import { publicPageHeaders } from "./HtmlShell.ts"
import { PageCache } from "./PageCache.ts"
import { PageViewRecorder } from "./PageViewRecorder.ts"
import { labelGonePage, labelNotFoundPage, labelUnavailablePage } from "./PublicErrorPage.ts"
import { isCountedVisit } from "./RedirectRoute.ts"
import { statisticsConfig } from "./StatisticsSwitch.ts"
import { utcDay } from "./UtcDay.ts"

/** The routes served here, for the `405` table of the global middleware. */
export const publicPageRoutes: ReadonlyArray<RouteEntry> = [{ method: "GET", path: "/l/:ref" }, ...digitalLinkRoutes]

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

/**
 * How long a CDN may keep a page (`s-maxage`): a write shows at once on this
 * service, and behind a CDN after at most this long. Browsers revalidate
 * every time (`max-age=0`), which the `ETag` answers with a bodiless 304.
 */
export const PAGE_CDN_SECONDS = 60

const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CDN_SECONDS}`

/** `GET /l/{ref}`: the page of the latest version, 404 for unknown or never published, 410 for withdrawn. */
const labelPage = (cache: PageCache["Service"], views: PageViewRecorder["Service"] | undefined) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const ref = (yield* HttpRouter.params).ref ?? ""
    const found = yield* cache.published(ref)
    const { label } = found.snapshot
    const languages = ELabelPage.negotiateLanguages({
      pageLanguages: ELabelPage.pageLanguages,
      available: ELabelPage.availableLocales(label),
      lang: langOf(request.url),
      acceptLanguage: request.headers["accept-language"],
      labelLocale: label.locale
    })
    const page = cache.page(ref, found, languages)
    if (page === undefined) return labelNotFoundPage
    if (views !== undefined && isCountedVisit(request.method, request.headers["user-agent"])) {
      const format = label.ref === ref ? null : (label.formats.find((candidate) => candidate.ref === ref)?.id ?? null)
      views.record(
        { id: found.label_id, workspace_id: label.workspace_id },
        utcDay(yield* Clock.currentTimeMillis),
        page.locale,
        format
      )
    }
    const coding = codingOf(request.headers["accept-encoding"])
    const etag = coding === undefined ? page.etag : `${page.etag.slice(0, -1)}-${coding}"`
    const headers = {
      ...publicPageHeaders,
      "cache-control": PAGE_CACHE_CONTROL,
      "content-language": LANGUAGE_TAG.test(page.locale) ? page.locale : "en",
      vary: "Accept-Language, Accept-Encoding",
      etag
    }
    const ifNoneMatch = request.headers["if-none-match"]
    if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
      return HttpServerResponse.empty({ status: 304, headers })
    }
    const body = coding === "br" ? page.br : coding === "gzip" ? page.gzip : page.html
    return HttpServerResponse.uint8Array(body, {
      status: 200,
      contentType: "text/html; charset=utf-8",
      headers: coding === undefined ? headers : { ...headers, "content-encoding": coding }
    })
  }).pipe(
    Effect.catchTags({
      NotFound: () => Effect.succeed(labelNotFoundPage),
      Gone: () => Effect.succeed(labelGonePage),
      PersistenceUnavailable: unavailable
    })
  )

/** The public page routes over the `PublicPages` service, counting views unless `ELABEL_STATISTICS=false`. */
export const PublicPageRoutesLive: Layer.Layer<
  never,
  Config.ConfigError,
  HttpRouter.HttpRouter | PublicPages | Statistics
> = HttpRouter.addAll(
  Effect.gen(function* () {
    const cache = yield* PageCache
    const views = (yield* statisticsConfig) ? yield* PageViewRecorder : undefined
    return [HttpRouter.route("GET", "/l/:ref", labelPage(cache, views))]
  })
).pipe(Layer.merge(DigitalLinkRoutesLive), Layer.provide(Layer.mergeAll(PageCache.layer, PageViewRecorder.layer)))
