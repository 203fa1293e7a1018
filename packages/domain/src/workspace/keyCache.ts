/**
 * Keys verified before, kept in memory so a key is as cheap as a cached
 * token on every request after its first. An entry goes when its
 * workspace's memberships change (revoking a key removes its membership and
 * announces it in every process through `LinkChangeNotifier`, PostgreSQL
 * `LISTEN`/`NOTIFY` across servers), all of them when announcements may
 * have been lost, and in any case after `TTL_MILLIS`. A look-up that started
 * before an announcement is answered but not kept, so nothing stale stays.
 */
import { Effect } from "effect"
import type { ApiKeyId, UserId, WorkspaceId } from "../shared/ids.ts"
import { LinkChangeNotifier } from "../shared/LinkChangeNotifier.ts"

/** How long a verified key is trusted without any announcement: the safety net, not the mechanism. */
export const TTL_MILLIS = 60_000
/** Keys kept per process; all go when it is full. */
export const MAX_ENTRIES = 10_000

/** A verified key: whom it acts as, where, until when (epoch ms; Infinity: never expires). */
export interface KnownKey {
  readonly id: ApiKeyId
  readonly principal: UserId
  readonly workspace: WorkspaceId
  readonly expires: number
}

interface Entry extends KnownKey {
  readonly trustedUntil: number
}

/** The cache, listening for membership changes while the caller's scope lives. */
export const makeKeyCache = Effect.gen(function* () {
  const notifier = yield* LinkChangeNotifier
  const entries = new Map<string, Entry>()
  let generation = 0
  const forget = (workspace: string) => {
    for (const [secret, entry] of entries) if (entry.workspace === workspace) entries.delete(secret)
    generation++
  }
  const clear = () => {
    entries.clear()
    generation++
  }
  yield* notifier.listen({
    changed: () => Effect.void,
    lost: Effect.sync(clear),
    membershipChanged: (workspace) => Effect.sync(() => forget(workspace))
  })

  /** The key of `secret` while it is trusted and unexpired at `now`; `undefined` when storage must decide. */
  const get = (secret: string, now: number): KnownKey | undefined => {
    const hit = entries.get(secret)
    if (hit === undefined) return undefined
    if (hit.trustedUntil <= now || hit.expires <= now) {
      entries.delete(secret)
      return undefined
    }
    return hit
  }

  /** The generation to hand back to `keep`: a change announced in between makes `keep` a no-op. */
  const started = () => generation

  const keep = (secret: string, key: KnownKey, now: number, since: number) => {
    if (since !== generation) return
    if (entries.size >= MAX_ENTRIES) entries.clear()
    entries.set(secret, { ...key, trustedUntil: now + TTL_MILLIS })
  }

  return { get, started, keep } as const
})
