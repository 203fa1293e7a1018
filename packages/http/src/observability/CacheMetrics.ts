/**
 * The hook a cache is measured through (issue 31, item 1; ADR 0047): a
 * cache names itself once (`cacheMeter("page")`) and calls `hit` when it
 * answers from memory, `miss` when it has to ask storage, `evicted` when it
 * drops an entry to make room; `cacheSizes` reads its entries (and bytes)
 * at each scrape. Whatever shape a cache has, these are the only calls it
 * makes, so one cache primitive can carry them for every cache. A miss
 * that loads goes through `missing`: the count and a trace span (ADR 0060).
 *
 * - `elabel_cache_requests_total{cache, result="hit"|"miss"}`
 * - `elabel_cache_evictions_total{cache}`
 * - `elabel_cache_entries{cache}`, `elabel_cache_bytes{cache}`
 */
import { Effect, Metric } from "effect"
import { metricContext } from "./HttpMetrics.ts"
import { pulledGauge } from "./PulledGauges.ts"

/** What a cache reports as it works. */
export interface CacheMeter {
  readonly hit: () => void
  readonly miss: () => void
  readonly evicted: (count?: number) => void
  /**
   * A miss: counted, and `load` (what the cache asks storage) in a span
   * `cache.miss` with the cache's name (`elabel.cache`). Only a miss makes
   * one: a hit answers synchronously, with no span and no fiber.
   */
  readonly missing: <A, E, R>(load: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
}

const meters = new Map<string, CacheMeter>()

/** The meter of the cache `cache` (one per name, shared by every instance of it in the process). */
export const cacheMeter = (cache: string): CacheMeter => {
  const known = meters.get(cache)
  if (known !== undefined) return known
  const requests = (result: "hit" | "miss") =>
    Metric.counter("elabel_cache_requests_total", {
      description: "Lookups of a cache: answered from memory (hit) or from storage (miss)",
      attributes: { cache, result },
      incremental: true
    })
  const hits = requests("hit")
  const misses = requests("miss")
  const evictions = Metric.counter("elabel_cache_evictions_total", {
    description: "Entries a cache dropped to stay within its size (not the ones a change invalidated)",
    attributes: { cache },
    incremental: true
  })
  // Shown at 0 from the first scrape.
  for (const counter of [hits, misses, evictions]) counter.valueUnsafe(metricContext)
  const miss = () => misses.updateUnsafe(1, metricContext)
  const span = { kind: "internal", attributes: { "elabel.cache": cache } } as const
  const meter: CacheMeter = {
    hit: () => hits.updateUnsafe(1, metricContext),
    miss,
    evicted: (count = 1) => evictions.updateUnsafe(count, metricContext),
    missing: (load) => {
      miss()
      return Effect.withSpan(load, "cache.miss", span)
    }
  }
  meters.set(cache, meter)
  return meter
}

/** The size gauges of `cache`, read at each scrape, for the life of the scope. */
export const cacheSizes = (cache: string, sizes: { readonly entries: () => number; readonly bytes?: () => number }) =>
  Effect.acquireRelease(
    Effect.sync(() => {
      const removals = [pulledGauge("elabel_cache_entries", "Entries a cache holds", sizes.entries, { cache })]
      if (sizes.bytes !== undefined) {
        removals.push(
          pulledGauge("elabel_cache_bytes", "Bytes a cache holds (its own estimate)", sizes.bytes, { cache })
        )
      }
      return removals
    }),
    (removals) =>
      Effect.sync(() => {
        for (const remove of removals) remove()
      })
  )
