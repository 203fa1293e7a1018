/**
 * The consumer pages of this process, in memory: per ref the label's latest
 * version, and per language its rendered HTML, pre-compressed once with
 * gzip and brotli, under a strong `ETag`. A scan that hits the cache touches
 * no database; a miss costs one round trip (`PublicPages.published`). Every
 * new version drops the refs it concerns, in every process (the domain
 * announces them after commit; PostgreSQL carries them with LISTEN/NOTIFY),
 * and a lookup that started before a change is served but not kept, so
 * nothing stale stays. Bounded: at most `maxEntries` refs (least recently
 * used out first), each with at most one page per pair of page language
 * (24) and text locale (the label's languages).
 *
 * GS1 Digital Link resolutions (`/01/…`: the levels and links of a GTIN and
 * lot) are kept beside them; any page change may change which format a GTIN
 * resolves to, so every change forgets them all.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import {
  type ELabelPage,
  type Gone,
  type Gs1Resolution,
  type InvalidGtin,
  type NotFound,
  type PersistenceUnavailable,
  type PublicELabelPage,
  PublicPages,
  type PublishedELabel,
  snapshotPage
} from "@elabel/domain"
import { Config, Context, Effect, Layer } from "effect"
import { type PageLinks, renderELabelPage } from "./ELabelHtml.ts"
import { type PageAnswers, pageAnswers } from "./PageAnswers.ts"

/** One page in one pair of languages, ready to send. */
export interface RenderedPage {
  /** The page language. */
  readonly locale: string
  /** Its answers per coding, under strong tags (`PageAnswers.ts`). */
  readonly answers: PageAnswers
}

interface Entry {
  readonly published: PublishedELabel
  readonly pages: Map<string, RenderedPage>
}

/** The default bound of `ELABEL_PAGE_CACHE_SIZE`: refs kept per process. */
export const DEFAULT_PAGE_CACHE_SIZE = 5000

const encoder = new TextEncoder()

/** The cache key of a pair of languages. */
const keyOf = (languages: ELabelPage.PageLanguages): string => `${languages.page}/${languages.text}`

/**
 * The HTML of `ref`'s page in `languages`, byte for byte what `/l/{ref}`
 * sends uncompressed (the exit bundle writes these bytes, its own paths in
 * the language links: `links`).
 */
export const renderPageHtml = (
  published: PublishedELabel,
  ref: string,
  languages: ELabelPage.PageLanguages,
  links?: PageLinks
): { readonly page: PublicELabelPage; readonly html: Uint8Array } | undefined => {
  const page = snapshotPage(published.snapshot, ref, { languages })
  return page === undefined ? undefined : { page, html: encoder.encode(renderELabelPage(page, links)) }
}

const render = (published: PublishedELabel, ref: string, languages: ELabelPage.PageLanguages) => {
  const rendered = renderPageHtml(published, ref, languages)
  if (rendered === undefined) return undefined
  const { page, html } = rendered
  const bodies = {
    html,
    gzip: gzipSync(html, { level: 9 }),
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
  }
  const pair = page.locale === page.text_locale ? page.locale : `${page.locale}-${page.text_locale}`
  const etag = `"${published.content_hash.slice(0, 24)}-${pair}"`
  return { locale: page.locale, answers: pageAnswers(bodies, page.locale, etag) } satisfies RenderedPage
}

/** The page cache of this process. */
export class PageCache extends Context.Service<
  PageCache,
  {
    /** The latest version behind `ref`, from memory or from storage. */
    readonly published: (ref: string) => Effect.Effect<PublishedELabel, NotFound | Gone | PersistenceUnavailable>
    /** The latest version behind `ref` when memory holds it: the hit path of `published` without an Effect. */
    readonly cached: (ref: string) => PublishedELabel | undefined
    /** The rendered page of `ref` in `languages` (negotiated by the caller against the version's languages). */
    readonly page: (
      ref: string,
      published: PublishedELabel,
      languages: ELabelPage.PageLanguages
    ) => RenderedPage | undefined
    /** Where a Digital Link goes (`PublicPages.resolveGs1`), from memory or from storage. */
    readonly resolveGs1: (
      gtin: string,
      lot: string | null
    ) => Effect.Effect<Gs1Resolution, InvalidGtin | NotFound | PersistenceUnavailable>
    /** Where a Digital Link goes when memory holds it: the hit path of `resolveGs1` without an Effect. */
    readonly cachedGs1: (gtin: string, lot: string | null) => Gs1Resolution | undefined
  }
>()("@elabel/http/public/PageCache") {
  /**
   * A cache of at most `ELABEL_PAGE_CACHE_SIZE` refs (default 5000; 0 keeps
   * none), listening for changes while the layer lives.
   */
  static readonly layer: Layer.Layer<PageCache, Config.ConfigError, PublicPages> = Layer.effect(
    PageCache,
    Effect.gen(function* () {
      const maxEntries = yield* Config.Int("ELABEL_PAGE_CACHE_SIZE").pipe(Config.withDefault(DEFAULT_PAGE_CACHE_SIZE))
      const pages = yield* PublicPages
      const entries = new Map<string, Entry>()
      const links = new Map<string, Gs1Resolution>()
      let generation = 0
      yield* pages.watchChanges({
        changed: (ref) =>
          Effect.sync(() => {
            entries.delete(ref)
            links.clear()
            generation++
          }),
        lost: Effect.sync(() => {
          entries.clear()
          links.clear()
          generation++
        })
      })

      const keep = (ref: string, entry: Entry) => {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next()
          if (oldest.done !== true) entries.delete(oldest.value)
        }
        entries.set(ref, entry)
      }

      const cached = (ref: string): PublishedELabel | undefined => {
        const entry = entries.get(ref)
        if (entry === undefined) return undefined
        // Most recently used last: the eviction takes the first key.
        entries.delete(ref)
        entries.set(ref, entry)
        return entry.published
      }

      const published = (ref: string) => {
        const hit = cached(ref)
        if (hit !== undefined) return Effect.succeed(hit)
        const started = generation
        return Effect.tap(pages.published(ref), (found) =>
          Effect.sync(() => {
            if (started === generation && maxEntries > 0) keep(ref, { published: found, pages: new Map() })
          })
        )
      }

      const page = (
        ref: string,
        found: PublishedELabel,
        languages: ELabelPage.PageLanguages
      ): RenderedPage | undefined => {
        const entry = entries.get(ref)
        const current =
          entry !== undefined && entry.published === found ? entry : { published: found, pages: new Map() }
        const hit = current.pages.get(keyOf(languages))
        if (hit !== undefined) return hit
        const rendered = render(current.published, ref, languages)
        if (rendered !== undefined) current.pages.set(keyOf(languages), rendered)
        return rendered
      }

      const cachedGs1 = (gtin: string, lot: string | null) => links.get(`${gtin}/${lot ?? ""}`)

      const resolveGs1 = (gtin: string, lot: string | null) => {
        const key = `${gtin}/${lot ?? ""}`
        const hit = links.get(key)
        if (hit !== undefined) return Effect.succeed(hit)
        const started = generation
        return Effect.tap(pages.resolveGs1(gtin, lot), (found) =>
          Effect.sync(() => {
            if (started !== generation || maxEntries === 0) return
            if (links.size >= maxEntries) links.clear()
            // A lot no format has resolves as the GTIN alone: every such lot shares the GTIN's entry,
            // so scans of made-up lots add a key each, never another copy of the links.
            const gtinKey = `${gtin}/`
            const value = found.levels.length === 1 ? (links.get(gtinKey) ?? found) : found
            if (found.levels.length === 1) links.set(gtinKey, value)
            links.set(key, value)
          })
        )
      }

      return PageCache.of({ published, cached, page, resolveGs1, cachedGs1 })
    })
  )
}
