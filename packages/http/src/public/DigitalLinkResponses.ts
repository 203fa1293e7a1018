/**
 * The HTTP shape of the resolver's answers: CORS on every one (Resolver
 * §2.2: browser apps resolve too), a `Link` to the linkset on redirects and
 * errors (§2.9 "even when redirecting"), the JSON-LD context on linksets
 * (§2.10), `Vary` on what the answer depends on, and errors as HTML pages
 * for browsers or `application/problem+json` for apps that ask for JSON.
 */
import { type Gs1Resolution, Gs1Resolver } from "@elabel/domain"
import { HttpServerResponse } from "effect/http"
import type { ProblemSlug } from "../api/Problems.ts"
import type { HotAnswer } from "../protocol/HotPaths.ts"
import { problemResponse } from "../protocol/ProblemResponses.ts"
import { anyOrigin, htmlResponse, publicPageHeaders } from "../render/HtmlShell.ts"
import { acceptsHtml, linksetPage } from "../render/LinksetPage.ts"

/** CORS of every resolver answer: any origin may read it, `Link` and `Location` included. */
export const corsHeaders: Readonly<Record<string, string>> = {
  ...anyOrigin,
  "access-control-allow-methods": "GET, HEAD, OPTIONS",
  "access-control-allow-headers": "Accept, Accept-Language",
  "access-control-expose-headers": "Link, Location, Content-Language, Vary"
}

/** `OPTIONS`: the preflight answer, cached a day by browsers. */
export const preflight = HttpServerResponse.empty({
  status: 204,
  headers: { ...corsHeaders, allow: "GET, HEAD, OPTIONS", "access-control-max-age": "86400" }
})

const VARY = "Accept, Accept-Language"

/** The `Link` to the linkset of a resolution (RFC 9264 §6: relation `linkset`). */
const linksetLink = (resolution: Gs1Resolution): string => {
  const anchor = resolution.levels[0]?.anchor
  return anchor === undefined
    ? ""
    : `<${anchor}?linkType=linkset>; rel="linkset"; type="application/linkset+json"; title="All links of this product"`
}

const contextLink = `<${Gs1Resolver.GS1_LINKSET_CONTEXT}>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"`

/** Headers of an answer about a resolved product: CORS, `Vary` and the `Link` to its linkset. */
export const linksetHeaders = (resolution: Gs1Resolution): Record<string, string> => ({
  ...corsHeaders,
  vary: VARY,
  "cache-control": "no-store",
  link: linksetLink(resolution)
})

/**
 * The 307 to `link` (with the request's query passed on): never cached
 * downstream (which page answers changes with publication), with an
 * explicit empty length (else Node frames the empty body as chunked).
 */
export const gs1Redirect = (resolution: Gs1Resolution, link: Gs1Resolver.Gs1Link, query: string): HotAnswer => ({
  status: 307,
  headers: {
    location: Gs1Resolver.redirectTarget(link, query),
    ...linksetHeaders(resolution),
    "referrer-policy": publicPageHeaders["referrer-policy"],
    "content-length": "0"
  }
})

/** Whether the client asked for JSON (problem, linkset or plain) rather than a page. */
export const wantsJson = (accept: string | undefined): boolean =>
  accept !== undefined && /application\/(?:[\w.+-]*\+)?json/i.test(accept) && !/text\/html/i.test(accept)

/**
 * A linkset answer: `application/linkset+json`; JSON-LD with the GS1 context
 * embedded for a client that names `application/ld+json` and not the
 * linkset type (Resolver §2.10); `application/json` when that is what the
 * client accepts (§2.10 recommends the same body); or a page for a browser
 * (one that accepts HTML and does not name the linkset type).
 */
export const linksetResponse = (
  status: 200 | 300,
  linkset: Gs1Resolver.Linkset,
  accept: string | undefined,
  resolution: Gs1Resolution
) => {
  const headers = linksetHeaders(resolution)
  if (acceptsHtml(accept) && !/linkset\+json/i.test(accept ?? "")) {
    return htmlResponse(status, linksetPage(linkset), headers)
  }
  const contentType = Gs1Resolver.linksetMediaType(accept)
  const jsonLd = contentType === "application/ld+json"
  const link = [headers.link, contextLink].filter((l) => l !== "").join(", ")
  return HttpServerResponse.jsonUnsafe(jsonLd ? Gs1Resolver.jsonLdOf(linkset) : linkset, {
    status,
    contentType,
    // JSON-LD carries its context as `@context`; the other forms point to it.
    headers: jsonLd ? headers : { ...headers, link }
  })
}

/** An error answer: the HTML `page` for browsers, the problem `slug` for clients asking JSON; CORS either way. */
export const gs1Failure = (
  json: boolean,
  slug: ProblemSlug,
  page: HttpServerResponse.HttpServerResponse,
  detail: string,
  headers: Record<string, string> = {}
): HttpServerResponse.HttpServerResponse => {
  const extra = { ...corsHeaders, vary: VARY, ...headers }
  return json ? problemResponse(slug, { detail }, extra) : HttpServerResponse.setHeaders(page, extra)
}
