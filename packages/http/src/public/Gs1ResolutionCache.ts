/**
 * The GS1 resolutions (`/01/…`) a process keeps beside its pages, in three
 * maps, each bounded on its own (the entry kept longest ago goes first, a
 * hit counts as kept anew):
 * - resolutions of requests whose qualifiers have a level of their own, or
 *   that name none: the links scans find;
 * - requests whose variant or lot no format has (a made-up or mistyped lot):
 *   they share their GTIN's resolution, so a flood of them only turns this
 *   map over and never evicts a real entry;
 * - requests nothing answers (an unknown GTIN, a withdrawn label), for
 *   `MISSING_TTL` as the short links' unknown refs: a scan of an unknown
 *   product reaches storage at most once per interval.
 * A change empties all three (`clear`): any page change may move a GTIN.
 */
import type { Gone, Gs1, Gs1Resolution, NotFound } from "@elabel/domain"
import { Clock, Effect } from "effect"
import type { CacheMeter } from "../observability/CacheMetrics.ts"
import { MISSING_TTL } from "./RedirectCache.ts"

/** What is known not to resolve. */
export type Unresolved = NotFound | Gone

/** The resolution cache of one process, at most `maxEntries` keys per map. */
export interface Gs1ResolutionCache {
  /** A kept resolution of the request `key`. */
  readonly get: (key: string) => Gs1Resolution | undefined
  /** Keeps `resolution` of `key`; `walkedUp` when the request named qualifiers that have no level (GTIN only). */
  readonly keep: (key: string, gtinKey: string, resolution: Gs1Resolution, walkedUp: boolean) => void
  /** Why `key` did not resolve, when that was learnt less than `MISSING_TTL` before `now` (epoch ms). */
  readonly unresolved: (key: string, now: number) => Unresolved | undefined
  /** Keeps that `key` did not resolve at `now`. */
  readonly keepUnresolved: (key: string, error: Unresolved, now: number) => void
  /** Forgets everything. */
  readonly clear: () => void
}

/** `map` with `key` set last, the first key dropped when it was full. */
const put = <V>(map: Map<string, V>, key: string, value: V, maxEntries: number) => {
  map.delete(key)
  if (map.size >= maxEntries) {
    const oldest = map.keys().next()
    if (oldest.done !== true) map.delete(oldest.value)
  }
  map.set(key, value)
}

/** A new, empty cache. */
export const makeGs1ResolutionCache = (maxEntries: number): Gs1ResolutionCache => {
  const named = new Map<string, Gs1Resolution>()
  const walkedUp = new Map<string, Gs1Resolution>()
  const missing = new Map<string, { readonly error: Unresolved; readonly expires: number }>()
  return {
    get: (key) => {
      const hit = named.get(key)
      if (hit !== undefined) {
        put(named, key, hit, maxEntries)
        return hit
      }
      return walkedUp.get(key)
    },
    keep: (key, gtinKey, resolution, isWalkedUp) => {
      if (maxEntries <= 0) return
      if (!isWalkedUp) return put(named, key, resolution, maxEntries)
      // The GTIN's entry serves every such request: one copy of its links.
      const shared = named.get(gtinKey) ?? resolution
      put(named, gtinKey, shared, maxEntries)
      put(walkedUp, key, shared, maxEntries)
    },
    unresolved: (key, now) => {
      const entry = missing.get(key)
      return entry !== undefined && entry.expires > now ? entry.error : undefined
    },
    keepUnresolved: (key, error, now) => {
      if (maxEntries > 0) put(missing, key, { error, expires: now + MISSING_TTL }, maxEntries)
    },
    clear: () => {
      named.clear()
      walkedUp.clear()
      missing.clear()
    }
  }
}

const isUnresolved = (error: { readonly _tag: string }): error is Unresolved =>
  error._tag === "NotFound" || error._tag === "Gone"

/** The cache key of a request: its GTIN, variant and lot. */
export const keyOfGs1 = (gtin: string, { cpv, lot }: Gs1.DigitalLinkQualifiers): string =>
  JSON.stringify([gtin, cpv ?? "", lot ?? ""])

/**
 * `load` through `cache`: a hit, or a known miss, touches no storage; what a
 * lookup finds is kept unless a change (`generation`) came while it ran.
 */
export const resolveThrough =
  <E extends { readonly _tag: string }>(
    cache: Gs1ResolutionCache,
    load: (gtin: string, qualifiers: Gs1.DigitalLinkQualifiers) => Effect.Effect<Gs1Resolution, E | Unresolved>,
    generation: () => number,
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
      meter?.miss()
      const started = generation()
      const named = (qualifiers.cpv ?? null) !== null || (qualifiers.lot ?? null) !== null
      return load(gtin, qualifiers).pipe(
        Effect.tap((found) =>
          Effect.sync(() => {
            if (started === generation()) cache.keep(key, keyOfGs1(gtin, {}), found, named && found.levels.length === 1)
          })
        ),
        Effect.tapError((error) =>
          Effect.sync(() => {
            if (started === generation() && isUnresolved(error)) cache.keepUnresolved(key, error, now)
          })
        )
      )
    })
  }
