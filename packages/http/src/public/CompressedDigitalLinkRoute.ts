/**
 * `GET|HEAD|OPTIONS /{compressed}`: a compressed GS1 Digital Link for a GTIN
 * (GS1-Conformant Resolver 1.2 §2.3: a resolver SHALL decompress). It is
 * answered exactly as its uncompressed form `/01/…` (with the request's own
 * query string after the decompressed one), plus a `Link` to that form with
 * `rel="owl:sameAs"` (§2.3). A compressed GTIN link that does not decode is
 * a syntax error (400); any other single segment, a word or a compressed
 * link of another key (an SSCC), is the 404 of an unknown path. The router
 * matches its static routes (`/robots.txt`, `/docs`, `/openapi.json`)
 * before this parametric one, and `/l/…`, `/q/…`, `/v1/…`, `/health/…` have
 * more than one segment. A partially compressed link (`/01/{gtin}/{compressed}`)
 * is answered the same way by the `/01/…` route (`DigitalLinkRoutes.ts`).
 */
import { Gs1Resolver } from "@elabel/domain"
import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { pathOfUrl } from "../protocol/FrameworkProblems.ts"
import { invalidGtinPage, labelNotFoundPage } from "../render/PublicErrorPage.ts"
import { answerDigitalLink } from "./DigitalLinkAnswers.ts"
import { gs1Failure, preflight, wantsJson } from "./DigitalLinkResponses.ts"
import type { PageCache } from "./PageCache.ts"

/** Characters a URI in a `Link` header may not hold as they are (RFC 3986 allows none of these). */
const UNSAFE = /[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/gu

/** `response` with a `Link` to the uncompressed URI it stands for, beside any `Link` it has. */
const withSameAs = (response: HttpServerResponse.HttpServerResponse, uri: string) => {
  const sameAs = `<${uri.replace(UNSAFE, encodeURIComponent)}>; rel="owl:sameAs"`
  const link = response.headers.link
  return HttpServerResponse.setHeader(
    response,
    "link",
    link === undefined || link === "" ? sameAs : `${link}, ${sameAs}`
  )
}

/** The query string of a request target as sent (without `?` and fragment). */
const queryOf = (url: string): string => {
  const mark = url.indexOf("?")
  return mark === -1 ? "" : (url.slice(mark + 1).split("#", 1)[0] ?? "")
}

/** The segment of a request, decompressed. */
const decompressed = (request: HttpServerRequest.HttpServerRequest) =>
  Gs1Resolver.decompressDigitalLink(pathOfUrl(request.url).slice(1).replace(/\/$/, ""))

const unknownPath = gs1Failure(true, "not-found", labelNotFoundPage, "No route has this path.")

/**
 * The answer to a request `url` whose link decompressed to `form`: that of
 * its uncompressed target (the request's own query string after the
 * decompressed one), with a `Link` to the target's URI, `rel="owl:sameAs"`.
 */
export const answerDecompressed = (
  cache: PageCache["Service"],
  resolverRoot: string,
  form: Gs1Resolver.UncompressedForm,
  url: string
) => {
  const target = Gs1Resolver.uncompressedTarget(form, queryOf(url))
  return Effect.map(answerDigitalLink(cache, target), (response) => withSameAs(response, `${resolverRoot}${target}`))
}

/**
 * `OPTIONS`: the CORS preflight of a compressed GTIN link, as for `/01/…`.
 * Any other segment gets the router's bare 404, which the global middleware
 * turns into the answer it gave before (405 with `Allow` on `/robots.txt`).
 */
export const compressedPreflight = Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
  decompressed(request)._tag === "NotCompressed" ? HttpServerResponse.empty({ status: 404 }) : preflight
)

/** The `GET` handler; `resolverRoot` is `ELABEL_PUBLIC_BASE_URL`, the base of the uncompressed URI. */
export const compressedDigitalLink = (cache: PageCache["Service"], resolverRoot: string) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    const result = decompressed(request)
    switch (result._tag) {
      case "NotCompressed":
        return Effect.succeed(unknownPath)
      case "Malformed":
        return Effect.succeed(
          gs1Failure(
            wantsJson(request.headers.accept),
            "invalid-digital-link",
            invalidGtinPage,
            `This compressed GS1 Digital Link does not decompress: ${result.reason}.`
          )
        )
      case "Decompressed":
        return answerDecompressed(cache, resolverRoot, result, request.url)
    }
  })
