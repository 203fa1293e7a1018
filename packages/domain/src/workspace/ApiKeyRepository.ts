import { Context, type Effect, type Option } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { ApiKeyId, WorkspaceId } from "../shared/ids.ts"
import type { PageRequest } from "../shared/Paging.ts"
import type { ApiKeyRecord } from "./ApiKey.ts"

type Fx<A> = Effect.Effect<A, PersistenceUnavailable>

/** Storage of API keys. Lists return up to `limit + 1` keys that are not revoked, ordered by creation, then id. */
export class ApiKeyRepository extends Context.Service<
  ApiKeyRepository,
  {
    readonly insert: (key: ApiKeyRecord) => Fx<void>
    readonly list: (workspace: WorkspaceId, page: PageRequest) => Fx<ReadonlyArray<ApiKeyRecord>>
    readonly findById: (id: ApiKeyId) => Fx<Option.Option<ApiKeyRecord>>
    /** The key whose secret has this SHA-256 (revoked or not). */
    readonly findByHash: (hash: string) => Fx<Option.Option<ApiKeyRecord>>
    /** Marks a key revoked at `at`; false when it is unknown or revoked already. */
    readonly revoke: (id: ApiKeyId, at: string) => Fx<boolean>
    /**
     * Sets `last_used_at` to `at` on the keys whose last use is unknown or
     * before `before`: at most one write a minute per key, whichever process sees the use.
     */
    readonly markUsed: (ids: ReadonlyArray<ApiKeyId>, at: string, before: string) => Fx<void>
  }
>()("@elabel/domain/ports/ApiKeyRepository") {}
