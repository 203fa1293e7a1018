/**
 * The consumer pages of this process, in memory: per ref the label's latest
 * version, and per pair of languages its rendered HTML (gzip and brotli
 * made once, when first asked for), under a strong `ETag`. A scan that hits the cache touches
 * no database; a miss costs one round trip (`PublicPages.published`). Every
 * new version drops the refs it concerns, in every process (the domain
 * announces them after commit; PostgreSQL carries them with LISTEN/NOTIFY),
 * and a lookup that started before a change is served but not kept, so
 * nothing stale stays; an entry is read again after `PAGE_TTL_MILLIS` in any
 * case, should an announcement be lost. Bounded by bytes
 * (`ELABEL_PAGE_CACHE_MB`, `PageEntries.ts`): the least recently used refs go
 * first, however many refs and languages visitors ask for.
 *
 * GS1 Digital Link resolutions (`/01/…`: the levels and links of a GTIN,
 * variant and lot, `Gs1Resolutions.resolveGs1`) are kept beside them (`Gs1ResolutionCache.ts`); any page
 * change may change which format a GTIN resolves to, so every change forgets
 * them all.
 */
import {
  ELabelPage,
  type Gone,
  type Gs1,
  type Gs1Resolution,
  Gs1Resolutions,
  type InvalidGtin,
  type NotFound,
  type PersistenceUnavailable,
  PublicPages,
  type PublishedELabel
} from "@elabel/domain"
import { type Config, Context, Effect, Layer } from "effect"
import { cacheMeter, cacheSizes } from "../observability/CacheMetrics.ts"
import { integerVariable } from "../protocol/ConfigVariables.ts"
import { renderPageHtml } from "../render/ELabelHtml.ts"
import { keyOfGs1, makeGs1ResolutionCache, resolveThrough } from "./Gs1ResolutionCache.ts"
import { type RenderedPage, renderedPage } from "./PageAnswers.ts"
import { MAX_ASKED, makePageEntries } from "./PageEntries.ts"

/** What a page request asks of the languages: `?lang=` and `Accept-Language`, as sent. */
export interface PageRequest {
  readonly lang: string | undefined
  readonly acceptLanguage: string | undefined
}

/** The default of `ELABEL_PAGE_CACHE_MB`: estimated megabytes of versions and pages kept per process. */
export const DEFAULT_PAGE_CACHE_MB = 128

/** How long a kept version is trusted without an announcement: a safety net, not the mechanism. */
export const PAGE_TTL_MILLIS = 60_000

/** The default of `ELABEL_GS1_CACHE_SIZE`: Digital Link resolutions kept per process, per kind (`Gs1ResolutionCache.ts`). */
export const DEFAULT_GS1_CACHE_SIZE = 5000

/** `ELABEL_PAGE_CACHE_MB`: estimated megabytes of versions and pages kept (0 keeps none). */
export const pageCacheConfig: Config.Config<number> = integerVariable("ELABEL_PAGE_CACHE_MB", {
  min: 0,
  max: 1_048_576,
  fallback: DEFAULT_PAGE_CACHE_MB,
  what: "megabytes"
})

/** `ELABEL_GS1_CACHE_SIZE`: Digital Link resolutions kept per kind. */
export const gs1CacheConfig: Config.Config<number> = integerVariable("ELABEL_GS1_CACHE_SIZE", {
  min: 0,
  max: 10_000_000,
  fallback: DEFAULT_GS1_CACHE_SIZE,
  what: "a number of resolutions"
})

/** The cache key of a pair of languages. */
const keyOf = (languages: ELabelPage.PageLanguages): string => `${languages.page}/${languages.text}`

const render = (published: PublishedELabel, ref: string, languages: ELabelPage.PageLanguages) => {
  const rendered = renderPageHtml(published, ref, languages)
  if (rendered === undefined) return undefined
  const { page, html } = rendered
  const pair = page.locale === page.text_locale ? page.locale : `${page.locale}-${page.text_locale}`
  return renderedPage(html, page.locale, `"${published.content_hash.slice(0, 24)}-${pair}"`)
}

/** The page cache of this process. */
export class PageCache extends Context.Service<
  PageCache,
  {
    /** The latest version behind `ref`, from memory or from storage. */
    readonly published: (ref: string) => Effect.Effect<PublishedELabel, NotFound | Gone | PersistenceUnavailable>
    /** The latest version behind `ref` when memory holds it: the hit path of `published` without an Effect. */
    readonly cached: (ref: string) => PublishedELabel | undefined
    /**
     * The rendered page of `ref` for a request's `?lang=` and `Accept-Language`
     * (negotiated against the version's languages, `ELabelPage.negotiateLanguages`).
     */
    readonly page: (ref: string, published: PublishedELabel, asked: PageRequest) => RenderedPage | undefined
    /** Where a Digital Link goes (`Gs1Resolutions.resolveGs1`), from memory or from storage. */
    readonly resolveGs1: (
      gtin: string,
      qualifiers: Gs1.DigitalLinkQualifiers
    ) => Effect.Effect<Gs1Resolution, InvalidGtin | NotFound | Gone | PersistenceUnavailable>
    /** Where a Digital Link goes when memory holds it: the hit path of `resolveGs1` without an Effect. */
    readonly cachedGs1: (gtin: string, qualifiers: Gs1.DigitalLinkQualifiers) => Gs1Resolution | undefined
  }
>()("@elabel/http/public/PageCache") {
  /**
   * A cache of about `ELABEL_PAGE_CACHE_MB` megabytes of pages (default 128;
   * 0 keeps none, resolutions neither) and `ELABEL_GS1_CACHE_SIZE` Digital
   * Link resolutions of each kind (default 5000), listening for changes while the layer lives.
   */
  static readonly layer: Layer.Layer<PageCache, Config.ConfigError, PublicPages | Gs1Resolutions> = Layer.effect(
    PageCache,
    Effect.gen(function* () {
      const megabytes = yield* pageCacheConfig
      const maxEntries = megabytes > 0 ? yield* gs1CacheConfig : 0
      const pages = yield* PublicPages
      const resolutions = yield* Gs1Resolutions
      const pageMeter = cacheMeter("page")
      const gs1Meter = cacheMeter("gs1")
      const entries = makePageEntries(megabytes * 1024 * 1024, PAGE_TTL_MILLIS, pageMeter)
      const links = makeGs1ResolutionCache(maxEntries, gs1Meter)
      yield* cacheSizes("page", { entries: entries.count, bytes: entries.size })
      yield* cacheSizes("gs1", { entries: links.size })
      yield* pages.watchChanges({
        changed: (ref) =>
          Effect.sync(() => {
            entries.delete(ref)
            links.clear()
          }),
        lost: Effect.sync(() => {
          entries.clear()
          links.clear()
        })
      })

      const cached = (ref: string): PublishedELabel | undefined => {
        const hit = entries.get(ref, Date.now())?.published
        if (hit !== undefined) pageMeter.hit()
        return hit
      }

      const published = (ref: string) => {
        const hit = cached(ref)
        if (hit !== undefined) return Effect.succeed(hit)
        const started = entries.generation()
        return pageMeter.missing(
          Effect.tap(pages.published(ref), (found) => Effect.sync(() => entries.set(ref, found, Date.now(), started)))
        )
      }

      const page = (ref: string, found: PublishedELabel, asked: PageRequest): RenderedPage | undefined => {
        const entry = entries.peek(ref)
        const kept = entry !== undefined && entry.published === found ? entry : undefined
        const askedKey = `${asked.lang ?? ""}\u0000${asked.acceptLanguage ?? ""}`
        const known = kept?.asked.get(askedKey)
        if (known !== undefined) return known
        const { label } = found.snapshot
        const languages = ELabelPage.negotiateLanguages({
          pageLanguages: ELabelPage.pageLanguages,
          available: ELabelPage.availableLocales(label),
          lang: asked.lang,
          acceptLanguage: asked.acceptLanguage,
          labelLocale: label.locale
        })
        const rendered = kept?.pages.get(keyOf(languages)) ?? render(found, ref, languages)
        if (rendered === undefined || kept === undefined) return rendered
        if (!kept.pages.has(keyOf(languages))) entries.addPage(ref, kept, keyOf(languages), rendered)
        if (kept.pages.has(keyOf(languages))) {
          if (kept.asked.size >= MAX_ASKED) kept.asked.clear()
          kept.asked.set(askedKey, rendered)
        }
        return rendered
      }

      const cachedGs1 = (gtin: string, qualifiers: Gs1.DigitalLinkQualifiers) => {
        const hit = links.get(keyOfGs1(gtin, qualifiers))
        if (hit !== undefined) gs1Meter.hit()
        return hit
      }
      const resolveGs1 = resolveThrough(links, resolutions.resolveGs1, gs1Meter)

      return PageCache.of({ published, cached, page, resolveGs1, cachedGs1 })
    })
  )
}
