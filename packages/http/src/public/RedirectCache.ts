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
 * `MAX_ENTRIES` are kept (the oldest goes first).
 */
import {
  isRef,
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

interface Entry {
  readonly link: CachedLink
  /** Epoch milliseconds. */
  readonly expires: number
}

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
      const entries = new Map<string, Entry>()
      const meter = cacheMeter("short_link")
      yield* cacheSizes("short_link", { entries: () => entries.size })
      // Bumped by every change event: a lookup that started before one may have read the old code, so its
      // answer is served but not kept.
      let generation = 0

      yield* redirects.watchChanges({
        changed: (ref) =>
          Effect.sync(() => {
            entries.delete(ref)
            generation++
          }),
        lost: Effect.sync(() => {
          entries.clear()
          generation++
        })
      })

      const keep = (ref: string, entry: Entry) => {
        entries.delete(ref)
        if (entries.size >= MAX_ENTRIES) {
          const oldest = entries.keys().next()
          if (oldest.done !== true) {
            entries.delete(oldest.value)
            meter.evicted()
          }
        }
        entries.set(ref, entry)
      }

      const load = (ref: string, now: number) => {
        meter.miss()
        const started = generation
        return Effect.map(redirects.find(ref), (found) => {
          const link: CachedLink = Option.match(found, {
            onNone: () => unknownLink,
            onSome: (code) => ({
              plan: Redirect.planRedirect(code),
              code: { id: code.id, workspace_id: code.workspace_id }
            })
          })
          if (started === generation) {
            keep(ref, { link, expires: now + (link.code === undefined ? MISSING_TTL : FOUND_TTL) })
          }
          return link
        })
      }

      const cached = (ref: string, now: number): CachedLink | undefined => {
        const entry = entries.get(ref)
        if (entry === undefined || entry.expires <= now) return undefined
        meter.hit()
        return entry.link
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
