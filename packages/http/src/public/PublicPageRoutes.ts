/**
 * The public e-label routes, raw router routes (HTML and redirects, never
 * JSON), served with `HEAD` by the router's GET routes:
 * - `GET /l/{ref}`: the consumer page of a label or format ref;
 * - the GS1 resolver of `DigitalLinkRoutes.ts`, over the same page cache.
 * No cookie is ever set and nothing is logged per visitor; a counted view
 * (a GET from something that is not a bot, as `/q` counts scans) adds one to
 * a daily counter of the label, language and format, nothing else.
 */
import type { Gs1Resolutions, PublicPages, PublishedELabel, Statistics } from "@elabel/domain"
import { Clock, type Config, Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest } from "effect/http"
import { codingOf } from "../protocol/Compression.ts"
import { isNotModified } from "../protocol/EntityTags.ts"
import {
  type HotAnswer,
  HotPaths,
  type HotRequest,
  type HotRoute,
  headerOf,
  langOf,
  refOf,
  toResponse
} from "../protocol/HotPaths.ts"
import type { RouteEntry } from "../protocol/RouteTable.ts"
import {
  labelGonePageFor,
  labelNotFoundPageFor,
  labelUnavailablePage,
  type NoticeRequest
} from "../render/PublicErrorPage.ts"
import { preflight } from "./DigitalLinkResponses.ts"
import { DigitalLinkRoutesLive, digitalLinkRoutes } from "./DigitalLinkRoutes.ts"
import { PageCache } from "./PageCache.ts"
import { PageViewRecorder } from "./PageViewRecorder.ts"
import { isCountedVisit } from "./RedirectRoute.ts"
import { statisticsConfig } from "./StatisticsSwitch.ts"
import { utcDay } from "./UtcDay.ts"

/** The routes served here, for the `405` table of the global middleware. */
export const publicPageRoutes: ReadonlyArray<RouteEntry> = [
  { method: "GET", path: "/l/:ref" },
  { method: "OPTIONS", path: "/l/:ref" },
  ...digitalLinkRoutes
]

const unavailable = (error: unknown) =>
  Effect.as(Effect.logWarning("public page lookup failed", error), labelUnavailablePage)

/**
 * The answer of `ref`'s page in the latest version `found`: the negotiated
 * languages, in the coding the request accepts, `304` on a matching
 * `If-None-Match`; a counted visit adds a view. `undefined` when the version
 * has no page for `ref` (a withdrawn format: 404).
 */
const pageAnswer = (
  cache: PageCache["Service"],
  views: PageViewRecorder["Service"] | undefined,
  ref: string,
  found: PublishedELabel,
  request: HotRequest,
  now: number
): HotAnswer | undefined => {
  const page = cache.page(ref, found, {
    lang: langOf(request.url),
    acceptLanguage: headerOf(request, "accept-language")
  })
  if (page === undefined) return undefined
  const { label } = found.snapshot
  if (views !== undefined && isCountedVisit(request.method, headerOf(request, "user-agent"))) {
    const format = label.ref === ref ? null : (label.formats.find((candidate) => candidate.ref === ref)?.id ?? null)
    views.record({ id: found.label_id, workspace_id: found.workspace_id }, utcDay(now), page.locale, format)
  }
  const answers = page.answers(codingOf(headerOf(request, "accept-encoding")) ?? "identity")
  // Each coding is its own representation under its own tag (`PageAnswers.ts`): `*` matches any of them.
  const etag = answers.ok.headers.etag ?? ""
  return isNotModified(request.method, headerOf(request, "if-none-match"), etag) ? answers.notModified : answers.ok
}

/** What the language of a notice is negotiated from in a request. */
const noticeRequest = (request: HotRequest): NoticeRequest => ({
  lang: langOf(request.url),
  acceptLanguage: headerOf(request, "accept-language")
})

/**
 * `GET /l/{ref}`: the page of the latest version, 404 for unknown or never
 * published, 410 for withdrawn, both in the language the page would be in.
 */
const labelPage = (cache: PageCache["Service"], views: PageViewRecorder["Service"] | undefined) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
    Effect.gen(function* () {
      const ref = (yield* HttpRouter.params).ref ?? ""
      const found = yield* cache.published(ref)
      const answer = pageAnswer(cache, views, ref, found, request, yield* Clock.currentTimeMillis)
      return answer === undefined ? labelNotFoundPageFor(noticeRequest(request)) : toResponse(answer)
    }).pipe(
      Effect.catchTags({
        NotFound: () => Effect.succeed(labelNotFoundPageFor(noticeRequest(request))),
        Gone: () => Effect.succeed(labelGonePageFor(noticeRequest(request))),
        PersistenceUnavailable: unavailable
      })
    )
  )

/** `GET /l/{ref}` from memory: the page of a version in the cache, else the Effect route's. */
const hotLabelPage =
  (cache: PageCache["Service"], views: PageViewRecorder["Service"] | undefined): HotRoute =>
  (request, now) => {
    const ref = refOf(request.url, "/l/")
    const found = ref === undefined ? undefined : cache.cached(ref)
    return ref === undefined || found === undefined ? undefined : pageAnswer(cache, views, ref, found, request, now)
  }

/** The public page routes over `PublicPages` and `Gs1Resolutions`, counting views unless `ELABEL_STATISTICS=false`. */
export const PublicPageRoutesLive: Layer.Layer<
  never,
  Config.ConfigError,
  HttpRouter.HttpRouter | PublicPages | Gs1Resolutions | Statistics
> = HttpRouter.addAll(
  Effect.gen(function* () {
    const cache = yield* PageCache
    const views = (yield* statisticsConfig) ? yield* PageViewRecorder : undefined
    const hot = yield* HotPaths
    hot?.add("/l/", hotLabelPage(cache, views), "/l/{ref}")
    return [
      HttpRouter.route("GET", "/l/:ref", labelPage(cache, views)),
      // The CORS preflight of a page: the resolver's policy, as a browser app follows its redirects here.
      HttpRouter.route("OPTIONS", "/l/:ref", Effect.succeed(preflight))
    ]
  })
).pipe(Layer.merge(DigitalLinkRoutesLive), Layer.provide(Layer.mergeAll(PageCache.layer, PageViewRecorder.layer)))
