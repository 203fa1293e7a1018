/**
 * The GS1-Conformant resolver over HTTP (GS1-Conformant Resolver 1.2; the
 * clause of each rule is in docs/gs1-conformance.md):
 * - `GET|HEAD /01/{gtin}[/22/{cpv}][/10/{lot}][/21/{serial}]`: 307 to the
 *   link asked for (the e-label page by default), 300 when the request
 *   leaves a choice, 200 with the linkset for `linkType=linkset` or
 *   `Accept: application/linkset+json`; 400 for a syntax error, 404 for an
 *   unknown product or a link type it does not have, 410 for a withdrawn one;
 * - `OPTIONS /01/…`: the CORS preflight;
 * - `GET /.well-known/gs1resolver`: the resolver description file;
 * - `GET /{compressed}`: a compressed Digital Link, answered 501 (ADR 0017).
 * Answers come from the page cache: a hit touches no database.
 */
import { type Gs1Resolution, Gs1Resolver, PublicPages } from "@elabel/domain"
import { Effect, Layer, Result, type Types } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import type { ProblemSlug } from "../api/Problems.ts"
import { pathOfUrl } from "../server/FrameworkProblems.ts"
import { HotPaths, type HotRequest, type HotRoute, headerOf, toResponse } from "../server/HotPaths.ts"
import type { RouteEntry } from "../server/RouteTable.ts"
import {
  corsHeaders,
  gs1Failure,
  gs1Redirect,
  linksetHeaders,
  linksetResponse,
  preflight,
  wantsJson
} from "./DigitalLinkResponses.ts"
import { PageCache } from "./PageCache.ts"
import {
  invalidGtinPage,
  labelGonePage,
  labelNotFoundPage,
  labelUnavailablePage,
  linkTypeNotFoundPage
} from "./PublicErrorPage.ts"

/** The routes served here, for the `405` table of the global middleware. */
export const digitalLinkRoutes: ReadonlyArray<RouteEntry> = [
  { method: "GET", path: "/01/*" },
  { method: "OPTIONS", path: "/01/*" },
  { method: "GET", path: "/.well-known/gs1resolver" }
]

/** The qualifiers a request names that have levels: the variant and the lot (a serial walks up). */
const qualifiersOf = (dl: Gs1Resolver.DigitalLinkRequest) => ({
  cpv: Gs1Resolver.qualifierOf(dl, "22"),
  lot: Gs1Resolver.qualifierOf(dl, "10")
})

/** What a Digital Link request asks of a resolution: the resolver's answer. */
const answerOf = (resolution: Gs1Resolution, dl: Gs1Resolver.DigitalLinkRequest, request: HotRequest) =>
  Gs1Resolver.answerGs1(resolution, {
    linkType: dl.linkType,
    lang: dl.lang,
    accept: headerOf(request, "accept"),
    acceptLanguage: headerOf(request, "accept-language")
  })

/** `GET /01/…` from memory: a redirect of a resolution in the cache, else the Effect route's answer. */
const hotResolve =
  (cache: PageCache["Service"]): HotRoute =>
  (request) => {
    const parsed = Gs1Resolver.parseDigitalLinkRequest(request.url)
    if (Result.isFailure(parsed)) return undefined
    const dl = parsed.success
    const resolution = cache.cachedGs1(dl.gtin, qualifiersOf(dl))
    if (resolution === undefined) return undefined
    const answer = answerOf(resolution, dl, request)
    return answer._tag === "Redirect" ? gs1Redirect(resolution, answer.link, dl.query) : undefined
  }

/** `GET /01/…`: the answer of `Gs1Resolver.answerGs1` on the cached resolution. */
const resolve = (cache: PageCache["Service"]) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const json = wantsJson(request.headers.accept)
    const parsed = Gs1Resolver.parseDigitalLinkRequest(request.url)
    if (Result.isFailure(parsed)) {
      return gs1Failure(json, "invalid-digital-link", invalidGtinPage, parsed.failure.reason)
    }
    const dl = parsed.success
    const resolution = yield* cache.resolveGs1(dl.gtin, qualifiersOf(dl))
    const answer = answerOf(resolution, dl, request)
    switch (answer._tag) {
      case "Redirect":
        return toResponse(gs1Redirect(resolution, answer.link, dl.query))
      case "Choices":
        return linksetResponse(
          300,
          Gs1Resolver.linksetOfChoices(resolution.levels[0]?.anchor ?? "", answer.links),
          request.headers.accept,
          resolution
        )
      case "Linkset":
        return linksetResponse(200, Gs1Resolver.linksetOf(resolution), request.headers.accept, resolution)
      case "NoSuchLinkType":
        return gs1Failure(
          json,
          "link-type-not-found",
          linkTypeNotFoundPage,
          `This product has no link of type ${answer.linkType}.`,
          linksetHeaders(resolution)
        )
    }
  }).pipe(
    Effect.catchTags({
      // The domain checks the GTIN again; the parser has refused a bad one already.
      InvalidGtin: () => Effect.succeed(gs1Failure(false, "invalid-digital-link", invalidGtinPage, "invalid GTIN")),
      NotFound: () => refused("not-found", labelNotFoundPage, "No product has this GTIN here."),
      Gone: () =>
        refused("label-withdrawn", labelGonePage, "The producer has withdrawn the product information of this GTIN."),
      PersistenceUnavailable: (error) =>
        Effect.as(
          Effect.logWarning("GS1 resolution failed", error),
          HttpServerResponse.setHeaders(labelUnavailablePage, corsHeaders)
        )
    })
  )

/** A refusal in the form the request accepts: a problem for JSON, else the page. */
const refused = (slug: ProblemSlug, page: HttpServerResponse.HttpServerResponse, detail: string) =>
  Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
    gs1Failure(wantsJson(request.headers.accept), slug, page, detail)
  )

/** `GET /{segment}`: a compressed Digital Link for a GTIN is refused with a clear problem; anything else is not found. */
const compressed = Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
  const gtin = Gs1Resolver.compressedGtin(pathOfUrl(request.url).slice(1).replace(/\/$/, ""))
  return gtin !== null
    ? gs1Failure(
        true,
        "compressed-digital-link",
        labelNotFoundPage,
        `Compressed GS1 Digital Link URIs are not decoded here; use the uncompressed form /01/${gtin}/… .`
      )
    : gs1Failure(true, "not-found", labelNotFoundPage, "No route has this path.")
})

/**
 * Whether the router cannot read a `/01/…` path: a malformed percent-encoding
 * (`%FF`, a lone `%`, a cut sequence) makes it give up before any route runs.
 */
const undecodableDigitalLink = (request: HttpServerRequest.HttpServerRequest): boolean => {
  if (!request.url.startsWith("/01/") || (request.method !== "GET" && request.method !== "HEAD")) return false
  try {
    decodeURI(pathOfUrl(request.url))
    return false
  } catch {
    return true
  }
}

/**
 * Such a path is a Digital Link with a syntax error: `resolve` answers it
 * (400 `invalid-digital-link` with CORS) instead of the router's bare 404.
 */
const undecodableAnswer = HttpRouter.middleware(
  Effect.map(Effect.service(PageCache), (cache) => {
    const answer = resolve(cache)
    return (app: Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled>) =>
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => (undecodableDigitalLink(request) ? answer : app))
  }),
  { global: true }
)

/** The Digital Link routes over the page cache. */
export const DigitalLinkRoutesLive: Layer.Layer<never, never, HttpRouter.HttpRouter | PageCache | PublicPages> =
  Layer.merge(
    undecodableAnswer,
    HttpRouter.addAll(
      Effect.gen(function* () {
        const cache = yield* PageCache
        const hot = yield* HotPaths
        hot?.add("/01/", hotResolve(cache))
        const description = HttpServerResponse.jsonUnsafe((yield* PublicPages).gs1Description, { headers: corsHeaders })
        return [
          HttpRouter.route("GET", "/01/*", resolve(cache)),
          HttpRouter.route("OPTIONS", "/01/*", Effect.succeed(preflight)),
          HttpRouter.route("GET", "/.well-known/gs1resolver", Effect.succeed(description)),
          HttpRouter.route("OPTIONS", "/.well-known/gs1resolver", Effect.succeed(preflight)),
          HttpRouter.route("GET", "/:compressed", compressed)
        ]
      })
    )
  )
