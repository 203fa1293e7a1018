/**
 * The refs a page cache keeps, bounded by an estimate of their bytes: per
 * ref its latest version and the pages rendered from it (one per pair of
 * languages asked for). The least recently used ref goes first when a new
 * version or page would pass the bound; an entry older than the time to
 * live is read again (a safety net behind the change announcements).
 */
import type { PublishedELabel } from "@elabel/domain"
import type { CacheMeter } from "../observability/CacheMetrics.ts"
import type { RenderedPage } from "./PageAnswers.ts"

/** One ref: its latest version and its rendered pages by pair of languages. */
export interface PageEntry {
  readonly published: PublishedELabel
  readonly pages: Map<string, RenderedPage>
  /**
   * The page each request asked for, by its `?lang=` and `Accept-Language`
   * as sent (a few browser configurations scan a label again and again): a
   * hit skips the language negotiation. Bounded by `MAX_ASKED`.
   */
  readonly asked: Map<string, RenderedPage>
  /** Estimated bytes held: the version's snapshot and every page with its codings. */
  cost: number
  /** Epoch ms after which the entry is read from storage again. */
  readonly expires: number
}

/** Requests remembered per entry (`PageEntry.asked`); more empty the memory and start again. */
export const MAX_ASKED = 64

/** What a version's snapshot is estimated to hold in memory: its JSON, times the overhead of objects. */
const snapshotCost = (published: PublishedELabel): number => 3 * JSON.stringify(published.snapshot).length

/** The entries of one cache, at most `maxBytes` (estimated; 0 keeps none), each kept `ttlMillis` at most. */
export const makePageEntries = (maxBytes: number, ttlMillis: number, meter?: CacheMeter) => {
  const entries = new Map<string, PageEntry>()
  let bytes = 0

  const drop = (ref: string) => {
    const entry = entries.get(ref)
    if (entry === undefined) return
    bytes -= entry.cost
    entries.delete(ref)
  }

  /** Makes room for `cost` more bytes, least recently used first, sparing `keep`. */
  const makeRoom = (cost: number, keep?: string) => {
    for (const ref of entries.keys()) {
      if (bytes + cost <= maxBytes) return
      if (ref !== keep) {
        drop(ref)
        meter?.evicted()
      }
    }
  }

  return {
    /** The entry of `ref` while it is fresh at `now`, made the most recently used. */
    get: (ref: string, now: number): PageEntry | undefined => {
      const entry = entries.get(ref)
      if (entry === undefined) return undefined
      entries.delete(ref)
      if (entry.expires <= now) {
        bytes -= entry.cost
        return undefined
      }
      entries.set(ref, entry)
      return entry
    },
    /** The entry of `ref` as it is, fresh or not, without making it the most recently used. */
    peek: (ref: string): PageEntry | undefined => entries.get(ref),
    /** Keeps `published` for `ref` (with no page yet), if it fits at all. */
    set: (ref: string, published: PublishedELabel, now: number): void => {
      drop(ref)
      const cost = snapshotCost(published)
      if (cost > maxBytes) return
      makeRoom(cost)
      entries.set(ref, { published, pages: new Map(), asked: new Map(), cost, expires: now + ttlMillis })
      bytes += cost
    },
    /** Adds a rendered page to a kept entry, making room for it among the other refs. */
    addPage: (ref: string, entry: PageEntry, key: string, page: RenderedPage): void => {
      if (entries.get(ref) !== entry) return
      makeRoom(page.cost, ref)
      if (bytes + page.cost > maxBytes) return
      entry.pages.set(key, page)
      entry.cost += page.cost
      bytes += page.cost
    },
    delete: drop,
    clear: () => {
      entries.clear()
      bytes = 0
    },
    /** The estimated bytes kept now. */
    size: () => bytes,
    /** The refs kept now. */
    count: () => entries.size
  }
}

/** The entries of a page cache. */
export type PageEntries = ReturnType<typeof makePageEntries>
