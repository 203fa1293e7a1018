/**
 * `GET /q/{ref}` (and `HEAD`, which the router serves with the GET route):
 * the marketing short link. A raw router route, not an HttpApi endpoint: it
 * answers redirects and HTML pages, never JSON. The hot path is the cache
 * lookup, the pure rule (`Redirect.followPlan`) and a buffered scan count;
 * no storage round trip once the ref is cached. See
 * docs/adr/0006-marketing-redirects.md.
 */
import { Redirect, type Redirects } from "@elabel/domain"
import { Clock, Config, ConfigProvider, Effect, Layer, Option } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { isbot } from "isbot"
import type { RouteEntry } from "../server/RouteTable.ts"
import { RedirectCache } from "./RedirectCache.ts"
import { gonePage, notFoundPage, shortLinkHeaders, unavailablePage } from "./RedirectPages.ts"
import { ScanRecorder } from "./ScanRecorder.ts"

/** An HTTP field name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

/**
 * `ELABEL_GEO_HEADER`: the request header a trusted proxy sets to the
 * visitor's country (`CF-IPCountry`, `X-Country-Code`, …), lower-cased for
 * lookup; unset or blank: no country is counted. Only set it behind a proxy
 * that overwrites the header, or visitors choose their own country.
 */
export const geoHeaderConfig: Config.Config<Option.Option<string>> = Config.option(
  Config.String("ELABEL_GEO_HEADER")
).pipe(
  Config.mapEffect((value) => {
    const name = Option.getOrElse(value, () => "").trim()
    if (name === "") return Effect.succeed(Option.none<string>())
    return HEADER_NAME.test(name)
      ? Effect.succeed(Option.some(name.toLowerCase()))
      : Effect.fail(
          new Config.ConfigError(
            new ConfigProvider.SourceError({ message: `ELABEL_GEO_HEADER must be an HTTP header name, got "${name}"` })
          )
        )
  })
)

const IOS = /\b(?:iPhone|iPad|iPod)\b/
const ANDROID = /\bAndroid\b/i

/** The device family of a `User-Agent`: iPhone/iPad/iPod are iOS, then Android; anything else is other. */
export const userAgentKind = (userAgent: string): Redirect.UserAgentKind =>
  IOS.test(userAgent) ? "ios" : ANDROID.test(userAgent) ? "android" : "other"

/** Placeholders proxies send for "no idea" (Cloudflare `XX`, and the ISO user-assigned `ZZ`). */
const UNKNOWN_COUNTRIES = new Set(["XX", "ZZ"])

/** The country of a geo header value: exactly two letters, upper-cased; anything else (`T1`, `XX`, lists) is none. */
export const countryOf = (value: string | undefined): string | undefined => {
  if (value === undefined || !/^[A-Za-z]{2}$/.test(value)) return undefined
  const country = value.toUpperCase()
  return UNKNOWN_COUNTRIES.has(country) ? undefined : country
}

/**
 * Whether a request is a scan worth counting: a GET (HEAD is a probe) from
 * something that says what it is and is not a known bot (`isbot`).
 */
export const isCountedScan = (method: string, userAgent: string | undefined): boolean =>
  method === "GET" && userAgent !== undefined && userAgent !== "" && !isbot(userAgent)

// One response per redirect target, built on first use: the cache keeps the targets, so a hit allocates nothing.
const redirects = new WeakMap<Redirect.RedirectOutcome, HttpServerResponse.HttpServerResponse>()

const responseOf = (outcome: Redirect.RedirectOutcome): HttpServerResponse.HttpServerResponse => {
  switch (outcome._tag) {
    case "NotFound":
      return notFoundPage
    case "Gone":
      return gonePage
    case "Redirect": {
      const known = redirects.get(outcome)
      if (known !== undefined) return known
      // An explicit empty length: without it Node frames the empty body as chunked.
      const headers = { ...shortLinkHeaders, "content-length": "0" }
      const response = HttpServerResponse.redirect(outcome.location, { status: 302, headers })
      redirects.set(outcome, response)
      return response
    }
  }
}

/** The routes served here, for the `405` table of the global middleware. */
export const redirectRoutes: ReadonlyArray<RouteEntry> = [{ method: "GET", path: "/q/:ref" }]

/**
 * The route with its cache and scan buffer. Reads `ELABEL_GEO_HEADER` when
 * built; a malformed one fails the start.
 */
export const RedirectRouteLive: Layer.Layer<never, Config.ConfigError, HttpRouter.HttpRouter | Redirects> =
  Layer.unwrap(
    Effect.gen(function* () {
      const geoHeader = Option.getOrUndefined(yield* geoHeaderConfig)
      const cache = yield* RedirectCache
      const recorder = yield* ScanRecorder

      const scan = Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const { ref } = yield* HttpRouter.params
        const now = yield* Clock.currentTimeMillis
        const link = yield* cache.lookup(ref ?? "", now)
        const userAgent = request.headers["user-agent"]
        // Only published codes count; expired ones too (the scan happened, whatever it answers).
        if (link.code !== undefined && link.plan._tag === "Live" && isCountedScan(request.method, userAgent)) {
          const country = geoHeader === undefined ? undefined : countryOf(request.headers[geoHeader])
          yield* recorder.record(link.code, country)
        }
        return responseOf(Redirect.followPlan(link.plan, now, userAgentKind(userAgent ?? "")))
      }).pipe(
        Effect.catchTag("PersistenceUnavailable", (error) =>
          Effect.as(Effect.logWarning("short link lookup failed", error), unavailablePage)
        )
      )

      return HttpRouter.add("GET", "/q/:ref", scan)
    })
  ).pipe(Layer.provide(Layer.mergeAll(RedirectCache.layer, ScanRecorder.layer)))
