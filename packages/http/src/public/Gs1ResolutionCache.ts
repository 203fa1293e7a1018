/**
 * The GS1 resolutions (`/01/…`) a process keeps beside its pages, in three
 * caches (`BoundedCache`), each bounded on its own (the least recently used
 * goes first):
 * - resolutions of requests whose qualifiers have a level of their own, or
 *   that name none: the links scans find;
 * - requests whose variant or lot no format has (a made-up or mistyped lot):
 *   they share their GTIN's resolution, so a flood of them only turns this
 *   map over and never evicts a real entry;
 * - requests nothing answers (an unknown GTIN, a withdrawn label), for
 *   `MISSING_TTL` as the short links' unknown refs: a scan of an unknown
 *   product reaches storage at most once per interval.
 * A change empties all three (`clear`): any page change may move a GTIN, and
 * a lookup that started before it is answered but not kept.
 */
import { type Gone, type Gs1, type Gs1Resolution, makeBoundedCache, type NotFound } from "@elabel/domain"
import { Clock, Effect } from "effect"
import type { CacheMeter } from "../observability/CacheMetrics.ts"
import { MISSING_TTL } from "./RedirectCache.ts"

/** What is known not to resolve. */
export type Unresolved = NotFound | Gone

/** The resolution cache of one process, at most `maxEntries` keys per map. */
export interface Gs1ResolutionCache {
  /** A kept resolution of the request `key`. */
  readonly get: (key: string) => Gs1Resolution | undefined
  /**
   * Keeps `resolution` of `key`, unless a change came after the generation
   * `since`; `walkedUp` when the request named qualifiers that have no level (GTIN only).
   */
  readonly keep: (key: string, gtinKey: string, resolution: Gs1Resolution, walkedUp: boolean, since: number) => void
  /** Why `key` did not resolve, when that was learnt less than `MISSING_TTL` before `now` (epoch ms). */
  readonly unresolved: (key: string, now: number) => Unresolved | undefined
  /** Keeps that `key` did not resolve at `now`, unless a change came after the generation `since`. */
  readonly keepUnresolved: (key: string, error: Unresolved, now: number, since: number) => void
  /** The count of changes so far (`BoundedCache.generation`): a lookup keeps what it read only if none came since. */
  readonly generation: () => number
  /** Forgets everything (a change). */
  readonly clear: () => void
  /** Entries kept now, of the three maps. */
  readonly size: () => number
}

/** A new, empty cache. */
export const makeGs1ResolutionCache = (maxEntries: number, meter?: CacheMeter): Gs1ResolutionCache => {
  const onEvict = meter?.evicted
  const named = makeBoundedCache<string, Gs1Resolution>({ maxEntries, onEvict })
  const walkedUp = makeBoundedCache<string, Gs1Resolution>({ maxEntries, onEvict })
  const missing = makeBoundedCache<string, Unresolved>({ maxEntries, ttlMillis: MISSING_TTL, onEvict })
  return {
    get: (key) => named.get(key) ?? walkedUp.get(key),
    keep: (key, gtinKey, resolution, isWalkedUp, since) => {
      if (!isWalkedUp) return void named.set(key, resolution, 0, since)
      // The GTIN's entry serves every such request: one copy of its links.
      const shared = named.peek(gtinKey) ?? resolution
      if (named.set(gtinKey, shared, 0, since)) walkedUp.set(key, shared)
    },
    unresolved: (key, now) => missing.get(key, now),
    keepUnresolved: (key, error, now, since) => void missing.set(key, error, now, since),
    // The three are emptied together, so one generation counts the changes of all.
    generation: named.generation,
    clear: () => {
      named.clear()
      walkedUp.clear()
      missing.clear()
    },
    size: () => named.size() + walkedUp.size() + missing.size()
  }
}

const isUnresolved = (error: { readonly _tag: string }): error is Unresolved =>
  error._tag === "NotFound" || error._tag === "Gone"

/** The cache key of a request: its GTIN, variant and lot. */
export const keyOfGs1 = (gtin: string, { cpv, lot }: Gs1.DigitalLinkQualifiers): string =>
  JSON.stringify([gtin, cpv ?? "", lot ?? ""])

/**
 * `load` through `cache`: a hit, or a known miss, touches no storage; what a
 * lookup finds is kept unless a change (`clear`) came while it ran.
 */
export const resolveThrough =
  <E extends { readonly _tag: string }>(
    cache: Gs1ResolutionCache,
    load: (gtin: string, qualifiers: Gs1.DigitalLinkQualifiers) => Effect.Effect<Gs1Resolution, E | Unresolved>,
    meter?: CacheMeter
  ) =>
  (gtin: string, qualifiers: Gs1.DigitalLinkQualifiers): Effect.Effect<Gs1Resolution, E | Unresolved> => {
    const key = keyOfGs1(gtin, qualifiers)
    const hit = cache.get(key)
    if (hit !== undefined) {
      meter?.hit()
      return Effect.succeed(hit)
    }
    return Effect.flatMap(Clock.currentTimeMillis, (now) => {
      const known = cache.unresolved(key, now)
      if (known !== undefined) {
        meter?.hit()
        return Effect.fail(known)
      }
      const started = cache.generation()
      const named = (qualifiers.cpv ?? null) !== null || (qualifiers.lot ?? null) !== null
      const loading = load(gtin, qualifiers).pipe(
        Effect.tap((found) =>
          Effect.sync(() => cache.keep(key, keyOfGs1(gtin, {}), found, named && found.levels.length === 1, started))
        ),
        Effect.tapError((error) =>
          Effect.sync(() => {
            if (isUnresolved(error)) cache.keepUnresolved(key, error, now, started)
          })
        )
      )
      return meter === undefined ? loading : meter.missing(loading)
    })
  }
