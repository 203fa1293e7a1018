import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import { InvalidInput, type NotAnAdmin, NotFound, type PersistenceUnavailable } from "../shared/errors.ts"
import { IdGenerator } from "../shared/IdGenerator.ts"
import type { ApiKeyId, UserId, WorkspaceId } from "../shared/ids.ts"
import { LinkChangeNotifier } from "../shared/LinkChangeNotifier.ts"
import type { Paged, PageRequest } from "../shared/Paging.ts"
import { Transactor } from "../shared/Transactor.ts"
import {
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyRecord,
  type ApiKeyWithSecret,
  keyPrincipal,
  toApiKey
} from "./ApiKey.ts"
import { ApiKeyRepository } from "./ApiKeyRepository.ts"
import { displayPrefix, hashSecret, isWellFormed, newSecret } from "./ApiKeySecret.ts"
import { makeAdminAccess } from "./adminAccess.ts"
import { makeAuditTrail } from "./auditTrail.ts"
import { type KnownKey, makeKeyCache } from "./keyCache.ts"
import { toPageOf } from "./lists.ts"
import { WorkspaceRepository } from "./WorkspaceRepository.ts"

/** Why a presented key was refused: not a key (no storage asked), unknown or revoked, or expired. */
export class KeyRefused extends Schema.TaggedError<KeyRefused>()("KeyRefused", {
  reason: Schema.Literals(["malformed", "unknown", "expired"])
}) {}

/** How often a key's `last_used_at` is written at most. */
export const LAST_USED_RESOLUTION_MILLIS = 60_000

const instant = (iso: string | null) => (iso === null ? Number.POSITIVE_INFINITY : Date.parse(iso))

/**
 * API keys of a workspace: made, listed and revoked by its owners and admins
 * (anyone else who can see the workspace gets `NotAnAdmin`; others
 * `NotFound`), and verified for the bearer authentication. A key acts
 * through a membership row of its principal, added with the key and removed
 * when it is revoked, in the same transaction.
 */
export class ApiKeys extends Context.Service<
  ApiKeys,
  {
    readonly create: (
      actor: UserId,
      workspace: WorkspaceId,
      input: ApiKeyCreate
    ) => Effect.Effect<ApiKeyWithSecret, NotFound | NotAnAdmin | InvalidInput | PersistenceUnavailable>
    readonly list: (
      actor: UserId,
      workspace: WorkspaceId,
      page: PageRequest
    ) => Effect.Effect<Paged<ApiKey>, NotFound | NotAnAdmin | PersistenceUnavailable>
    /** A key of the workspace that is not revoked. */
    readonly get: (
      actor: UserId,
      workspace: WorkspaceId,
      id: ApiKeyId
    ) => Effect.Effect<ApiKey, NotFound | NotAnAdmin | PersistenceUnavailable>
    readonly revoke: (
      actor: UserId,
      workspace: WorkspaceId,
      id: ApiKeyId
    ) => Effect.Effect<void, NotFound | NotAnAdmin | PersistenceUnavailable>
    /** The key a secret names, valid now; its use is noted for `last_used_at`. */
    readonly authenticate: (secret: string) => Effect.Effect<KnownKey, KeyRefused | PersistenceUnavailable>
    /** As `authenticate` from memory only, without an Effect (the hot routes); `undefined` when storage must decide. */
    readonly authenticatedFromMemory: (secret: string, now: number) => KnownKey | undefined
    /** Writes the noted uses' `last_used_at` (a background fiber runs it every few seconds). */
    readonly flushUses: Effect.Effect<void, PersistenceUnavailable>
  }
>()("@elabel/domain/services/ApiKeys") {
  /** Needs the key and workspace repositories, `Access`, the transactor, the id generator and the notifier. */
  static readonly layer = Layer.effect(
    ApiKeys,
    Effect.gen(function* () {
      const keys = yield* ApiKeyRepository
      const workspaces = yield* WorkspaceRepository
      const transactor = yield* Transactor
      const ids = yield* IdGenerator
      const notifier = yield* LinkChangeNotifier
      const cache = yield* makeKeyCache
      const admins = yield* makeAdminAccess
      const audit = yield* makeAuditTrail
      /** Per key, when its use was last noted for writing; the keys waiting for `flushUses`. */
      const noted = new Map<ApiKeyId, number>()
      const pending = new Map<ApiKeyId, number>()

      const membershipChanged = (workspace: WorkspaceId) =>
        transactor.afterCommit(notifier.membershipChanged(workspace))

      const create = Effect.fn("ApiKeys.create")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        input: ApiKeyCreate
      ) {
        yield* admins.writing(actor, workspace)
        const now = yield* Clock.currentTimeMillis
        const expires = input.expires_at ?? null
        if (expires !== null && Date.parse(expires) <= now) {
          return yield* new InvalidInput({ errors: [{ path: "expires_at", message: "must be in the future" }] })
        }
        const secret = newSecret()
        const record: ApiKeyRecord = {
          id: yield* ids.next("ApiKeyId"),
          workspace_id: workspace,
          name: input.name,
          role: input.role,
          prefix: displayPrefix(secret),
          created_at: new Date(now).toISOString(),
          created_by: actor,
          expires_at: expires === null ? null : new Date(expires).toISOString(),
          last_used_at: null,
          secret_hash: yield* hashSecret(secret),
          revoked_at: null
        }
        yield* transactor.transaction(
          Effect.gen(function* () {
            yield* keys.insert(record)
            yield* workspaces.putMember({ workspace_id: workspace, user_id: keyPrincipal(record.id), role: input.role })
            yield* membershipChanged(workspace)
            yield* audit.record({
              actor,
              workspace,
              action: "api_key.create",
              resource_type: "api_key",
              resource_id: record.id,
              before: {},
              after: { name: record.name, role: record.role, expires_at: record.expires_at }
            })
          })
        )
        return { ...toApiKey(record), secret }
      })

      const list = Effect.fn("ApiKeys.list")(function* (actor: UserId, workspace: WorkspaceId, page: PageRequest) {
        yield* admins.reading(actor, workspace)
        return toPageOf(yield* keys.list(workspace, page), page, toApiKey)
      })

      /** The workspace's key that is not revoked; `NotFound` for others' and unknown ones. */
      const liveKey = Effect.fnUntraced(function* (workspace: WorkspaceId, id: ApiKeyId) {
        const found = yield* keys.findById(id)
        if (Option.isNone(found) || found.value.workspace_id !== workspace || found.value.revoked_at !== null) {
          return yield* new NotFound({ resource: "api_key", id })
        }
        return found.value
      })

      const get = Effect.fn("ApiKeys.get")(function* (actor: UserId, workspace: WorkspaceId, id: ApiKeyId) {
        yield* admins.reading(actor, workspace)
        return toApiKey(yield* liveKey(workspace, id))
      })

      const revoke = Effect.fn("ApiKeys.revoke")(function* (actor: UserId, workspace: WorkspaceId, id: ApiKeyId) {
        yield* admins.writing(actor, workspace)
        yield* liveKey(workspace, id)
        const now = new Date(yield* Clock.currentTimeMillis).toISOString()
        if (!(yield* keys.revoke(id, now))) return yield* new NotFound({ resource: "api_key", id })
        yield* workspaces.removeMember(workspace, keyPrincipal(id))
        yield* membershipChanged(workspace)
        yield* audit.record({ actor, workspace, action: "api_key.revoke", resource_type: "api_key", resource_id: id })
      }, transactor.transaction)

      /** Notes a use of `key` at `now` for the next flush, at most once a minute per key and process. */
      const noteUse = (key: KnownKey, now: number) => {
        const last = noted.get(key.id)
        if (last !== undefined && now - last < LAST_USED_RESOLUTION_MILLIS) return
        noted.set(key.id, now)
        pending.set(key.id, now)
      }

      const authenticatedFromMemory = (secret: string, now: number) => {
        const hit = cache.get(secret, now)
        if (hit !== undefined) noteUse(hit, now)
        return hit
      }

      const lookUp = Effect.fnUntraced(function* (secret: string, now: number) {
        const since = cache.started()
        const found = yield* keys.findByHash(yield* hashSecret(secret))
        if (Option.isNone(found) || found.value.revoked_at !== null) return yield* new KeyRefused({ reason: "unknown" })
        const key: KnownKey = {
          id: found.value.id,
          principal: keyPrincipal(found.value.id),
          workspace: found.value.workspace_id,
          expires: instant(found.value.expires_at)
        }
        if (key.expires <= now) return yield* new KeyRefused({ reason: "expired" })
        cache.keep(secret, key, now, since)
        noteUse(key, now)
        return key
      })

      // Plain code on a hit: every request of a key runs it.
      const authenticate = (secret: string): Effect.Effect<KnownKey, KeyRefused | PersistenceUnavailable> =>
        Effect.clockWith((clock) => {
          const now = clock.currentTimeMillisUnsafe()
          const hit = authenticatedFromMemory(secret, now)
          if (hit !== undefined) return Effect.succeed(hit)
          return isWellFormed(secret) ? lookUp(secret, now) : Effect.fail(new KeyRefused({ reason: "malformed" }))
        })

      const flushUses = Effect.suspend(() => {
        if (pending.size === 0) return Effect.void
        const batch = [...pending]
        pending.clear()
        const at = Math.max(...batch.map(([, time]) => time))
        return keys.markUsed(
          batch.map(([id]) => id),
          new Date(at).toISOString(),
          new Date(at - LAST_USED_RESOLUTION_MILLIS).toISOString()
        )
      })

      return ApiKeys.of({ create, list, get, revoke, authenticate, authenticatedFromMemory, flushUses })
    })
  )
}
