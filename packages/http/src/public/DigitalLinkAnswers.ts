/**
 * The resolver's answer to a Digital Link request target `/01/…` (as sent,
 * or decompressed from a compressed link): 307 to the link asked for (the
 * e-label page by default), 300 when the request leaves a choice, 200 with
 * the linkset for `linkType=linkset` or `Accept: application/linkset+json`;
 * 400 for a syntax error, 404 for an unknown product or a link type it does
 * not have, 410 for a withdrawn one (GS1-Conformant Resolver 1.2; the clause
 * of each rule is in docs/gs1-conformance.md). Answers come from the page
 * cache: a hit touches no database.
 */
import { type Gs1Resolution, Gs1Resolver } from "@elabel/domain"
import { Effect, Result } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import type { ProblemSlug } from "../api/Problems.ts"
import { type HotRequest, headerOf, toResponse } from "../protocol/HotPaths.ts"
import {
  invalidGtinPage,
  labelGonePage,
  labelNotFoundPage,
  labelUnavailablePage,
  linkTypeNotFoundPage
} from "../render/PublicErrorPage.ts"
import {
  corsHeaders,
  gs1Failure,
  gs1Redirect,
  linksetHeaders,
  linksetResponse,
  wantsJson
} from "./DigitalLinkResponses.ts"
import type { PageCache } from "./PageCache.ts"

/** The qualifiers a request names that have levels: the variant and the lot (a serial walks up). */
export const qualifiersOf = (dl: Gs1Resolver.DigitalLinkRequest) => ({
  cpv: Gs1Resolver.qualifierOf(dl, "22"),
  lot: Gs1Resolver.qualifierOf(dl, "10")
})

/** What a Digital Link request asks of a resolution: the resolver's answer. */
export const answerOf = (resolution: Gs1Resolution, dl: Gs1Resolver.DigitalLinkRequest, request: HotRequest) =>
  Gs1Resolver.answerGs1(resolution, {
    linkType: dl.linkType,
    lang: dl.lang,
    accept: headerOf(request, "accept"),
    acceptLanguage: headerOf(request, "accept-language")
  })

/** A refusal in the form the request accepts: a problem for JSON, else the page. */
const refused = (slug: ProblemSlug, page: HttpServerResponse.HttpServerResponse, detail: string) =>
  Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
    gs1Failure(wantsJson(request.headers.accept), slug, page, detail)
  )

/** The answer to the Digital Link `target` (path and query), by `Gs1Resolver.answerGs1` on the cached resolution. */
export const answerDigitalLink = (cache: PageCache["Service"], target: string) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const json = wantsJson(request.headers.accept)
    const parsed = Gs1Resolver.parseDigitalLinkRequest(target)
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
