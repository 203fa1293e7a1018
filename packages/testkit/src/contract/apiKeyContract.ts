/**
 * The `ApiKeyRepository` contract: keys round trip field for field (their
 * hash too), list by creation without the revoked ones, are found by hash,
 * revoke once, and take a last use at most once a minute.
 */
import { assert, describe } from "@effect/vitest"
import { type ApiKey, ApiKeyId, ApiKeyRepository, WorkspaceRepository } from "@elabel/domain"
import { Effect, Option } from "effect"
import { at, uuid, workspaceRecord } from "./records.ts"
import { type ContractIt, everything } from "./support.ts"

const keyRecord = (workspace: ApiKey.ApiKeyRecord["workspace_id"], overrides: Partial<ApiKey.ApiKeyRecord> = {}) =>
  ({
    id: ApiKeyId.make(uuid()),
    workspace_id: workspace,
    name: "ERP — Kellerei",
    role: "editor",
    prefix: "elabel_AbCd1234",
    created_at: at(0),
    created_by: "test-owner",
    expires_at: at(60 * 24),
    last_used_at: null,
    secret_hash: uuid().replaceAll("-", "").repeat(2),
    revoked_at: null,
    ...overrides
  }) satisfies ApiKey.ApiKeyRecord

/** Registers the API key tests on `it`. */
export const apiKeyContract = (it: ContractIt): void => {
  describe("ApiKeyRepository", () => {
    it.effect("keys round trip, list by creation without revoked ones, and are found by hash", () =>
      Effect.gen(function* () {
        const repo = yield* ApiKeyRepository
        const workspace = workspaceRecord()
        yield* (yield* WorkspaceRepository).insert(workspace, at(0))
        const first = keyRecord(workspace.id)
        const second = keyRecord(workspace.id, { created_at: at(1), role: "viewer", expires_at: null })
        yield* repo.insert(second)
        yield* repo.insert(first)
        assert.deepStrictEqual(yield* repo.findById(first.id), Option.some(first))
        assert.deepStrictEqual(yield* repo.findByHash(second.secret_hash), Option.some(second))
        assert.isTrue(Option.isNone(yield* repo.findByHash("0".repeat(64))))
        assert.deepStrictEqual(yield* repo.list(workspace.id, everything), [first, second])
        assert.deepStrictEqual(yield* repo.list(workspace.id, { limit: 1, offset: 1 }), [second])

        assert.isTrue(yield* repo.revoke(first.id, at(5)))
        assert.isFalse(yield* repo.revoke(first.id, at(6)), "a key is revoked once")
        assert.isFalse(yield* repo.revoke(ApiKeyId.make(uuid()), at(6)))
        assert.deepStrictEqual(yield* repo.list(workspace.id, everything), [second])
        assert.deepStrictEqual(yield* repo.findByHash(first.secret_hash), Option.some({ ...first, revoked_at: at(5) }))
      })
    )

    it.effect("a last use is written when the stored one is unknown or older than the bound", () =>
      Effect.gen(function* () {
        const repo = yield* ApiKeyRepository
        const workspace = workspaceRecord()
        yield* (yield* WorkspaceRepository).insert(workspace, at(0))
        const key = keyRecord(workspace.id)
        const other = keyRecord(workspace.id)
        yield* repo.insert(key)
        yield* repo.insert(other)
        const lastUse = (id: ApiKeyId) =>
          Effect.map(repo.findById(id), (found) => Option.getOrUndefined(found)?.last_used_at)
        yield* repo.markUsed([key.id], at(10), at(9))
        assert.strictEqual(yield* lastUse(key.id), at(10))
        assert.isNull(yield* lastUse(other.id))
        yield* repo.markUsed([key.id, other.id], at(10.5), at(9.5))
        assert.strictEqual(yield* lastUse(key.id), at(10), "used within the minute: kept")
        assert.strictEqual(yield* lastUse(other.id), at(10.5))
        yield* repo.markUsed([key.id], at(12), at(11))
        assert.strictEqual(yield* lastUse(key.id), at(12))
      })
    )
  })
}
