/**
 * `GET /q/{ref}` (and `HEAD`, which the router serves with the GET route):
 * the marketing short link. A raw router route, not an HttpApi endpoint: it
 * answers redirects and HTML pages, never JSON. The hot path is the cache
 * lookup, the pure rules (`Redirect.followPlan`, `Redirect.countsAsScan`) and a buffered scan count;
 * no storage round trip once the ref is cached, and on a hit no Effect is
 * built either: everything is read from the fiber synchronously and the
 * answer is a prebuilt response. See docs/adr/0006-marketing-redirects.md.
 */
import { Redirect, type Redirects, type Statistics } from "@elabel/domain"
import { Clock, Config, ConfigProvider, Context, Effect, Layer, Option } from "effect"
import { HttpRouter, HttpServerRequest, type HttpServerResponse } from "effect/http"
import { isbot } from "isbot"
import {
  type HotAnswer,
  HotPaths,
  type HotRequest,
  type HotRoute,
  headerOf,
  refOf,
  toResponse
} from "../protocol/HotPaths.ts"
import type { RouteEntry } from "../protocol/RouteTable.ts"
import { gonePage, notFoundPage, notYetActivePage, shortLinkHeaders, unavailablePage } from "../render/RedirectPages.ts"
import { type CachedLink, RedirectCache } from "./RedirectCache.ts"
import { ScanRecorder } from "./ScanRecorder.ts"
import { statisticsConfig } from "./StatisticsSwitch.ts"
import { dayKey, utcDay } from "./UtcDay.ts"

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

/** A user agent that says what it is and is not a known bot (`isbot`): its GETs count as scans. */
export const isNamedHuman = (userAgent: string | undefined): boolean =>
  userAgent !== undefined && userAgent !== "" && !isbot(userAgent)

/** What the redirect makes of a user agent: whether it is a named human (`isNamedHuman`) and its device. */
interface Agent {
  readonly counts: boolean
  readonly kind: Redirect.UserAgentKind
}

const anonymous: Agent = { counts: false, kind: "other" }
/** How many user agents `agentOf` remembers, and the longest it remembers (longer ones are rare and odd). */
const MAX_AGENTS = 1000
const MAX_AGENT_LENGTH = 512
const agents = new Map<string, Agent>()

/**
 * The verdict on a user agent, remembered: the bot pattern is one long
 * regular expression, and the same few phone models scan again and again.
 * A pure function of the string, so the memory (bounded, emptied when full)
 * can never answer differently from `isbot` itself.
 */
const agentOf = (userAgent: string | undefined): Agent => {
  if (userAgent === undefined || userAgent === "") return anonymous
  const known = agents.get(userAgent)
  if (known !== undefined) return known
  const agent: Agent = { counts: isNamedHuman(userAgent), kind: Redirect.userAgentKind(userAgent) }
  if (userAgent.length <= MAX_AGENT_LENGTH) {
    if (agents.size >= MAX_AGENTS) agents.clear()
    agents.set(userAgent, agent)
  }
  return agent
}

/** Whether a request to a public page counts (a GET from a named human), with the remembered verdict of `agentOf`. */
export const isCountedVisit = (method: string, userAgent: string | undefined): boolean =>
  method === "GET" && agentOf(userAgent).counts

type Answer = Effect.Effect<HttpServerResponse.HttpServerResponse>

/** A redirect outcome: where a scan goes. */
type Redirected = Extract<Redirect.RedirectOutcome, { readonly _tag: "Redirect" }>

// One answer per redirect target, built on first use: the cache keeps the targets, so a hit allocates nothing.
// The answers are immutable, shared by every request that gets them.
const redirects = new WeakMap<Redirected, { readonly hot: HotAnswer; readonly effect: Answer }>()
const notFoundAnswer: Answer = Effect.succeed(notFoundPage)
const goneAnswer: Answer = Effect.succeed(gonePage)
const notYetActiveAnswer: Answer = Effect.succeed(notYetActivePage)

/** The 302 of a redirect outcome, as the hot route writes it and as the Effect route answers it. */
const redirectOf = (outcome: Redirected) => {
  const known = redirects.get(outcome)
  if (known !== undefined) return known
  // An explicit empty length: without it Node frames the empty body as chunked.
  const hot = { status: 302, headers: { location: outcome.location, ...shortLinkHeaders, "content-length": "0" } }
  const answers = { hot, effect: Effect.succeed(toResponse(hot)) }
  redirects.set(outcome, answers)
  return answers
}

const answerOf = (outcome: Redirect.RedirectOutcome): Answer => {
  switch (outcome._tag) {
    case "NotFound":
      return notFoundAnswer
    case "NotYetActive":
      return notYetActiveAnswer
    case "Gone":
      return goneAnswer
    case "Redirect":
      return redirectOf(outcome).effect
  }
}

/** The routes served here, for the `405` table of the global middleware. */
export const redirectRoutes: ReadonlyArray<RouteEntry> = [{ method: "GET", path: "/q/:ref" }]

/**
 * The route with its cache and scan buffer. Reads `ELABEL_GEO_HEADER` when
 * built; a malformed one fails the start.
 */
export const RedirectRouteLive: Layer.Layer<never, Config.ConfigError, HttpRouter.HttpRouter | Redirects | Statistics> =
  Layer.unwrap(
    Effect.gen(function* () {
      const geoHeader = Option.getOrUndefined(yield* geoHeaderConfig)
      const statistics = yield* statisticsConfig
      const cache = yield* RedirectCache
      const recorder = yield* ScanRecorder

      /** Counts the scan if it is one: synchronous, and for a known agent and day nothing allocated. */
      const count = (request: HotRequest, link: CachedLink, agent: Agent, now: number) => {
        if (link.code !== undefined && Redirect.countsAsScan(link.plan, request.method, agent.counts)) {
          const country = geoHeader === undefined ? undefined : Redirect.countryOf(headerOf(request, geoHeader))
          const day = statistics ? dayKey(utcDay(now), agent.kind, country ?? "") : undefined
          recorder.record(link.code, country, day)
        }
      }

      /** Counts the scan if it is one, and answers it. */
      const answer = (request: HttpServerRequest.HttpServerRequest, link: CachedLink, now: number): Answer => {
        const agent = agentOf(request.headers["user-agent"])
        count(request, link, agent, now)
        return answerOf(Redirect.followPlan(link.plan, now, agent.kind))
      }

      /** A scan whose link is in memory and redirects, answered before the Effect app; anything else goes on. */
      const hot: HotRoute = (request, now) => {
        const ref = refOf(request.url, "/q/")
        const link = ref === undefined ? undefined : cache.cached(ref, now)
        if (link === undefined) return undefined
        const agent = agentOf(headerOf(request, "user-agent"))
        const outcome = Redirect.followPlan(link.plan, now, agent.kind)
        if (outcome._tag !== "Redirect") return undefined
        count(request, link, agent, now)
        return redirectOf(outcome).hot
      }
      const hotPaths = yield* HotPaths
      hotPaths?.add("/q/", hot, "/q/{ref}")

      const scan = Effect.withFiber((fiber) => {
        const context = fiber.context as Context.Context<HttpServerRequest.HttpServerRequest | HttpRouter.RouteContext>
        const request = Context.getUnsafe(context, HttpServerRequest.HttpServerRequest)
        const ref = Context.getUnsafe(context, HttpRouter.RouteContext).params.ref ?? ""
        // The fiber's clock (a test's `TestClock` too) decides expiry, as `Clock.currentTimeMillis` would.
        const now = fiber.getRef(Clock.Clock).currentTimeMillisUnsafe()
        const hit = cache.cached(ref, now)
        if (hit !== undefined) return answer(request, hit, now)
        return cache.lookup(ref, now).pipe(
          Effect.flatMap((link) => answer(request, link, now)),
          Effect.catchTag("PersistenceUnavailable", (error) =>
            Effect.as(Effect.logWarning("short link lookup failed", error), unavailablePage)
          )
        )
      })

      return HttpRouter.add("GET", "/q/:ref", scan)
    })
  ).pipe(Layer.provide(Layer.mergeAll(RedirectCache.layer, ScanRecorder.layer)))
