/**
 * The GS1-Conformant resolver over HTTP (GS1-Conformant Resolver 1.2; the
 * clause of each rule is in docs/gs1-conformance.md):
 * - `GET|HEAD /01/{gtin}[/22/{cpv}][/10/{lot}][/21/{serial}]`: the answer of
 *   `DigitalLinkAnswers.ts`, from memory when the hot path has it;
 * - `GET|HEAD /01/{gtin}/{compressed}`: a partially compressed link, answered
 *   as its uncompressed form (`CompressedDigitalLinkRoute.ts`);
 * - `OPTIONS /01/…` (and `/{compressed}`): the CORS preflight, with the
 *   `Link` to the linkset of the product it names;
 * - `GET /.well-known/gs1resolver`: the resolver description file;
 * - `GET /{compressed}`: a compressed Digital Link, decompressed and answered
 *   as its `/01/…` form (`CompressedDigitalLinkRoute.ts`).
 */
import { Gs1Resolutions, Gs1Resolver } from "@elabel/domain"
import { Effect, Layer, Result, type Types } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { pathOfUrl, queryOfUrl } from "../protocol/FrameworkProblems.ts"
import { HotPaths, type HotRoute } from "../protocol/HotPaths.ts"
import type { RouteEntry } from "../protocol/RouteTable.ts"
import { answerDecompressed, compressedDigitalLink, compressedPreflight } from "./CompressedDigitalLinkRoute.ts"
import { answerDigitalLink, answerOf, digitalLinkPreflight, qualifiersOf } from "./DigitalLinkAnswers.ts"
import { corsHeaders, gs1Redirect, preflight } from "./DigitalLinkResponses.ts"
import { PageCache } from "./PageCache.ts"

/** The routes served here, for the `405` table of the global middleware. */
export const digitalLinkRoutes: ReadonlyArray<RouteEntry> = [
  { method: "GET", path: "/01/*" },
  { method: "OPTIONS", path: "/01/*" },
  { method: "GET", path: "/.well-known/gs1resolver" }
]

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

/** `GET /01/…`: the answer to the request target as sent. */
const resolve = (cache: PageCache["Service"]) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => answerDigitalLink(cache, request.url))

/**
 * The `GET /01/…` route: `/01/{gtin}/{compressed}`, a path the parser
 * refuses (an AI without a value) and the hot path leaves to this route, is
 * a partially compressed link when its segment decompresses, answered as its
 * uncompressed form; any other target (one that does not decompress too:
 * the parser's 400, as before) is answered as sent.
 */
const resolveOrDecompress = (cache: PageCache["Service"], resolverRoot: string) => {
  const asSent = resolve(cache)
  return Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    const partial = Gs1Resolver.decompressPartialDigitalLink(pathOfUrl(request.url))
    return partial._tag === "Decompressed" ? answerDecompressed(cache, resolverRoot, partial, request.url) : asSent
  })
}

/** `OPTIONS /01/…`: the preflight of the link as sent, or of its uncompressed form when partially compressed. */
const preflightDigitalLink = (cache: PageCache["Service"]) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    const partial = Gs1Resolver.decompressPartialDigitalLink(pathOfUrl(request.url))
    const target =
      partial._tag === "Decompressed" ? Gs1Resolver.uncompressedTarget(partial, queryOfUrl(request.url)) : request.url
    return digitalLinkPreflight(cache, target)
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
export const DigitalLinkRoutesLive: Layer.Layer<never, never, HttpRouter.HttpRouter | PageCache | Gs1Resolutions> =
  Layer.merge(
    undecodableAnswer,
    HttpRouter.addAll(
      Effect.gen(function* () {
        const cache = yield* PageCache
        const hot = yield* HotPaths
        hot?.add("/01/", hotResolve(cache), "/01/{rest}")
        const { gs1Description } = yield* Gs1Resolutions
        const description = HttpServerResponse.jsonUnsafe(gs1Description, { headers: corsHeaders })
        return [
          HttpRouter.route("GET", "/01/*", resolveOrDecompress(cache, gs1Description.resolverRoot)),
          HttpRouter.route("OPTIONS", "/01/*", preflightDigitalLink(cache)),
          HttpRouter.route("GET", "/.well-known/gs1resolver", Effect.succeed(description)),
          HttpRouter.route("OPTIONS", "/.well-known/gs1resolver", Effect.succeed(preflight)),
          HttpRouter.route("GET", "/:compressed", compressedDigitalLink(cache, gs1Description.resolverRoot)),
          HttpRouter.route("OPTIONS", "/:compressed", compressedPreflight(cache))
        ]
      })
    )
  )
