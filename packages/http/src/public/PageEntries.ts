/**
 * The refs a page cache keeps, bounded by an estimate of their bytes: per
 * ref its latest version and the pages rendered from it (one per pair of
 * languages asked for). The least recently used ref goes first when a new
 * version or page would pass the bound; an entry older than the time to
 * live is read again (a safety net behind the change announcements). One
 * `BoundedCache` by bytes, a page adding its bytes to its ref's entry.
 */
import { makeBoundedCache, type PublishedELabel } from "@elabel/domain"
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
}

/** Requests remembered per entry (`PageEntry.asked`); more empty the memory and start again. */
export const MAX_ASKED = 64

/** What a version's snapshot is estimated to hold in memory: its JSON, times the overhead of objects. */
const snapshotCost = (published: PublishedELabel): number => 3 * JSON.stringify(published.snapshot).length

/** The entries of one cache, at most `maxBytes` (estimated; 0 keeps none), each kept `ttlMillis` at most. */
export const makePageEntries = (maxBytes: number, ttlMillis: number, meter?: CacheMeter) => {
  const entries = makeBoundedCache<string, PageEntry>({
    maxBytes,
    bytesOf: (entry) => snapshotCost(entry.published),
    ttlMillis,
    onEvict: meter?.evicted
  })
  return {
    /** The entry of `ref` while it is fresh at `now`, made the most recently used. */
    get: (ref: string, now: number): PageEntry | undefined => entries.get(ref, now),
    /** The entry of `ref` as it is, fresh or not, without making it the most recently used. */
    peek: entries.peek,
    /** The count of changes so far: a lookup started at one keeps what it read only if none came since. */
    generation: entries.generation,
    /** Keeps `published` for `ref` (with no page yet), if it fits at all and no change came after `since`. */
    set: (ref: string, published: PublishedELabel, now: number, since?: number): void =>
      void entries.set(ref, { published, pages: new Map(), asked: new Map() }, now, since),
    /** Adds a rendered page to a kept entry, making room for it among the other refs. */
    addPage: (ref: string, entry: PageEntry, key: string, page: RenderedPage): void => {
      if (entries.peek(ref) === entry && entries.grow(ref, page.cost)) entry.pages.set(key, page)
    },
    /** Forgets `ref` (a change). */
    delete: entries.delete,
    /** Forgets every ref (a change). */
    clear: entries.clear,
    /** The estimated bytes kept now. */
    size: entries.bytes,
    /** The refs kept now. */
    count: entries.size
  }
}

/** The entries of a page cache. */
export type PageEntries = ReturnType<typeof makePageEntries>
