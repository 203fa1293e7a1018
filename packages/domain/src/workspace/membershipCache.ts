/**
 * Roles of (workspace, user) pairs kept in memory for the reads: every
 * authenticated read checks a membership, and a round trip to storage for
 * it would cost as much as the read itself. Entries go when a change of the
 * workspace's members is announced (in every process: `LinkChangeNotifier`
 * carries it over PostgreSQL `LISTEN`/`NOTIFY`), all of them when
 * announcements may have been lost, and in any case after `TTL_MILLIS` (a
 * safety net, not the mechanism). A lookup that started before an
 * announcement is answered but not kept, so nothing stale stays.
 *
 * One `BoundedCache` entry per workspace holds the roles of its users, and
 * weighs their number, so an announcement drops one entry and the bound
 * counts pairs: when full, the least recently used workspaces go.
 */
import { Clock, Effect, type Option } from "effect"
import { makeBoundedCache } from "../shared/BoundedCache.ts"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { UserId, WorkspaceId } from "../shared/ids.ts"
import { LinkChangeNotifier } from "../shared/LinkChangeNotifier.ts"
import type { Role } from "./Workspace.ts"
import { WorkspaceRepository } from "./WorkspaceRepository.ts"

/** How long a kept role is trusted without any announcement. */
export const TTL_MILLIS = 60_000
/** Pairs kept per process. */
export const MAX_ENTRIES = 50_000

interface Entry {
  readonly role: Option.Option<Role>
  readonly expires: number
}

/** A cached `roleOf`, listening for membership changes while the caller's scope lives. */
export const makeMembershipCache = Effect.gen(function* () {
  const workspaces = yield* WorkspaceRepository
  const notifier = yield* LinkChangeNotifier
  /** Per workspace, per user; a workspace weighs its users. */
  const entries = makeBoundedCache<string, Map<string, Entry>>({
    maxBytes: MAX_ENTRIES,
    bytesOf: (users) => users.size
  })
  yield* notifier.listen({
    changed: () => Effect.void,
    lost: Effect.sync(entries.clear),
    membershipChanged: (workspace) => Effect.sync(() => entries.delete(workspace))
  })

  /** Keeps `entry` unless an announcement came after the generation `since`. */
  const keep = (workspace: WorkspaceId, user: UserId, entry: Entry, since: number) => {
    if (since !== entries.generation()) return
    const users = entries.peek(workspace)
    if (users === undefined) return void entries.set(workspace, new Map([[user, entry]]))
    if (users.has(user) || entries.grow(workspace, 1)) users.set(user, entry)
  }

  /** The user's role in the workspace, from memory while it is fresh, else from storage. */
  const roleOf = (workspace: WorkspaceId, user: UserId): Effect.Effect<Option.Option<Role>, PersistenceUnavailable> =>
    Effect.flatMap(Clock.currentTimeMillis, (now) => {
      const hit = cachedRole(workspace, user, now)
      if (hit !== undefined) return Effect.succeed(hit)
      const started = entries.generation()
      return Effect.tap(workspaces.roleOf(workspace, user), (role) =>
        Effect.sync(() => keep(workspace, user, { role, expires: now + TTL_MILLIS }, started))
      )
    })

  /** The user's role from memory while it is fresh (`Option.none()`: not a member); `undefined` when unknown. */
  const cachedRole = (workspace: WorkspaceId, user: UserId, now: number): Option.Option<Role> | undefined => {
    const hit = entries.get(workspace)?.get(user)
    return hit !== undefined && hit.expires > now ? hit.role : undefined
  }

  return { roleOf, cachedRole } as const
})
