/**
 * The in-process cache of short links in front of `Redirects.find`: the hot
 * path of a scan answers from memory (architecture: "no database round trip
 * on the hot path after the first hit"). A performance concern of the
 * public adapter, so it lives here, not in the domain.
 *
 * Entries hold the prepared redirect (`Redirect.planRedirect`), so a hit
 * costs a map lookup and a time comparison. Freshness comes from the link
 * change events (`Redirects.watchChanges`): a changed ref is dropped at
 * once, everything on a "lost" event. Expiry is only the safety net: found
 * codes live `FOUND_TTL`, unknown refs `MISSING_TTL`, and at most
 * `MAX_ENTRIES` are kept (`BoundedCache`: the least recently used goes first).
 */
import {
  isRef,
  makeBoundedCache,
  type PersistenceUnavailable,
  type QrCodeId,
  Redirect,
  Redirects,
  type WorkspaceId
} from "@elabel/domain"
import { Context, Duration, Effect, Layer, Option } from "effect"
import { cacheMeter, cacheSizes } from "../observability/CacheMetrics.ts"

/** What the cache answers for a ref: the prepared redirect and, for a stored code, whose scans to count. */
export interface CachedLink {
  readonly plan: Redirect.RedirectPlan
  readonly code: { readonly id: QrCodeId; readonly workspace_id: WorkspaceId } | undefined
}

/** How long a found code is trusted without a change event (events normally drop it long before). */
export const FOUND_TTL = Duration.toMillis(Duration.minutes(5))
/** How long an unknown ref answers 404 from memory. */
export const MISSING_TTL = Duration.toMillis(Duration.seconds(5))
/** The most refs kept. */
export const MAX_ENTRIES = 10_000

const unknownLink: CachedLink = { plan: { _tag: "NotFound" }, code: undefined }

/** The short-link cache of this process. */
export class RedirectCache extends Context.Service<
  RedirectCache,
  {
    /** The link behind `ref` at `now` (epoch ms, also the clock of expiry): from memory, else from storage. */
    readonly lookup: (ref: string, now: number) => Effect.Effect<CachedLink, PersistenceUnavailable>
    /**
     * The link behind `ref` at `now` when memory holds a fresh one (a known
     * code or a known miss), else `undefined`: the hit path of `lookup`
     * without an Effect, for the scan route.
     */
    readonly cached: (ref: string, now: number) => CachedLink | undefined
  }
>()("@elabel/http/public/RedirectCache") {
  /** Listens for link changes while the layer lives. */
  static readonly layer: Layer.Layer<RedirectCache, never, Redirects> = Layer.effect(
    RedirectCache,
    Effect.gen(function* () {
      const redirects = yield* Redirects
      // A change event is an invalidation: a lookup that started before one may have read the old code, so
      // its answer is served but not kept.
      const meter = cacheMeter("short_link")
      const entries = makeBoundedCache<string, CachedLink>({
        maxEntries: MAX_ENTRIES,
        ttlMillis: (link) => (link.code === undefined ? MISSING_TTL : FOUND_TTL),
        onEvict: meter.evicted
      })
      yield* cacheSizes("short_link", { entries: entries.size })

      yield* redirects.watchChanges({
        changed: (ref) => Effect.sync(() => entries.delete(ref)),
        lost: Effect.sync(entries.clear)
      })

      const load = (ref: string, now: number) => {
        const started = entries.generation()
        return meter.missing(
          Effect.map(redirects.find(ref), (found) => {
            const link: CachedLink = Option.match(found, {
              onNone: () => unknownLink,
              onSome: (code) => ({
                plan: Redirect.planRedirect(code),
                code: { id: code.id, workspace_id: code.workspace_id }
              })
            })
            entries.set(ref, link, now, started)
            return link
          })
        )
      }

      const cached = (ref: string, now: number): CachedLink | undefined => {
        const link = entries.get(ref, now)
        if (link !== undefined) meter.hit()
        return link
      }

      return RedirectCache.of({
        lookup: (ref, now) => {
          const link = cached(ref, now)
          if (link !== undefined) return Effect.succeed(link)
          // Anything that cannot be a ref is not looked up (nor cached).
          return isRef(ref) ? load(ref, now) : Effect.succeed(unknownLink)
        },
        cached
      })
    })
  )
}
