/**
 * API keys in the domain: the secret's format (prefix, 262 random bits,
 * CRC32 checksum), a mistyped key refused without asking storage, a key's
 * principal being a member of its one workspace while it lives, and the
 * verified-key cache dropped when the workspace's memberships change.
 */
import { assert, describe, it } from "@effect/vitest"
import { ApiKey, ApiKeyRepository, ApiKeySecret, ApiKeys, WorkspaceRepository } from "@elabel/domain"
import { seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect, Layer, Option } from "effect"
import { failsWith } from "./support.ts"

describe("API key secrets", () => {
  it("CRC32 is the IEEE one", () => {
    assert.strictEqual(ApiKeySecret.crc32("123456789"), 0xcbf43926)
  })

  it("a new secret is elabel_, 44 random base62 characters and a checksum that one typo breaks", () => {
    const seen = new Set<string>()
    for (let i = 0; i < 200; i++) {
      const secret = ApiKeySecret.newSecret()
      assert.match(secret, /^elabel_[0-9A-Za-z]{50}$/)
      assert.isTrue(ApiKeySecret.isWellFormed(secret))
      seen.add(secret.slice(7, 51))
      const i7 = 7 + (i % 44)
      const typo = `${secret.slice(0, i7)}${secret[i7] === "x" ? "y" : "x"}${secret.slice(i7 + 1)}`
      assert.isFalse(ApiKeySecret.isWellFormed(typo), typo)
      assert.isFalse(ApiKeySecret.isWellFormed(secret.slice(0, -1)))
    }
    assert.strictEqual(seen.size, 200)
    // 44 × log2(62) bits of randomness.
    assert.isAtLeast(ApiKeySecret.RANDOM_LENGTH * Math.log2(62), 256)
  })
})

/** `ApiKeys` over the memory store whose key look-up by hash fails the test if it is ever asked. */
const noLookUps = Layer.effect(
  ApiKeyRepository,
  ApiKeyRepository.useSync((repo) =>
    ApiKeyRepository.of({ ...repo, findByHash: () => Effect.die("storage was asked for a key") })
  )
)

describe("ApiKeys", () => {
  it.effect("a mistyped key is refused without asking storage", () =>
    Effect.gen(function* () {
      const keys = yield* ApiKeys
      const secret = ApiKeySecret.newSecret()
      const typo = `${secret.slice(0, 10)}${secret[10] === "a" ? "b" : "a"}${secret.slice(11)}`
      assert.strictEqual((yield* failsWith(keys.authenticate(typo), "KeyRefused")).reason, "malformed")
      assert.strictEqual((yield* failsWith(keys.authenticate("elabel_short"), "KeyRefused")).reason, "malformed")
    }).pipe(Effect.provide(ApiKeys.layer.pipe(Layer.provide(noLookUps), Layer.provide(TestLayer))))
  )

  it.effect("a key's principal is a member with the key's role while the key lives", () =>
    Effect.gen(function* () {
      const keys = yield* ApiKeys
      const members = yield* WorkspaceRepository
      const { workspace } = yield* seedWorkspace()
      const made = yield* keys.create(users.admin, workspace.id, { name: "ERP", role: "viewer" })
      const principal = ApiKey.keyPrincipal(made.id)
      assert.deepStrictEqual(yield* members.roleOf(workspace.id, principal), Option.some("viewer" as const))
      const known = yield* keys.authenticate(made.secret)
      assert.deepStrictEqual([known.principal, known.workspace], [principal, workspace.id])
      assert.strictEqual(keys.authenticatedFromMemory(made.secret, 0)?.principal, principal)
      // The key itself manages nothing.
      yield* failsWith(keys.list(principal, workspace.id, { limit: 10, offset: 0 }), "NotAnAdmin")
      yield* keys.revoke(users.owner, workspace.id, made.id)
      assert.isTrue(Option.isNone(yield* members.roleOf(workspace.id, principal)))
      assert.isUndefined(keys.authenticatedFromMemory(made.secret, 0), "the announcement dropped the cached key")
      assert.strictEqual((yield* failsWith(keys.authenticate(made.secret), "KeyRefused")).reason, "unknown")
    }).pipe(Effect.provide(TestLayer))
  )
})
