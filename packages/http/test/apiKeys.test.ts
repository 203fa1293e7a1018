/**
 * Workspace API keys over the wire (issue 32 item 1): made, listed and
 * revoked by owners and admins only; the secret shown once, recognisable and
 * checksummed; a key acts in its one workspace with its role, never manages
 * keys, sees only its workspace; a revoked, expired or mistyped key answers
 * 401; bad input is a 400 that changes nothing.
 */
import { assert, describe, it } from "@effect/vitest"
import { ApiKeySecret, ApiKeys, type UserId } from "@elabel/domain"
import { createLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect, Layer, Option } from "effect"
import { TestClock } from "effect/testing"
import { rateLimiterLayer } from "../src/protocol/RateLimiter.ts"
import { AppLive } from "../src/server/App.ts"
import { signedClaims } from "./support/tokens.ts"
import { call, layerWire, problemOf, WireLive, type WireResponse } from "./support/wire.ts"

interface Made {
  readonly id: string
  readonly secret: string
  readonly prefix: string
  readonly last_used_at: string | null
}
interface Listed {
  readonly items: ReadonlyArray<Record<string, unknown>>
}

/** A seeded workspace with a label, and a second workspace with a label of its own. */
const seeded = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace()
  const label = yield* createLabel(users.editor, workspace.id, brandId, { name: "Riesling" })
  const other = yield* seedWorkspace({ name: "Other", owner: users.stranger, members: [] })
  const foreign = yield* createLabel(users.stranger, other.workspace.id, other.brandId, { name: "Fremd" })
  return { workspace, label, other: other.workspace, foreign }
})

const keysPath = (workspace: string) => `/v1/workspaces/${workspace}/api-keys`

/** Makes a key as `as` (the owner by default) and answers its body. */
const makeKey = (workspace: string, body: Record<string, unknown>, as: UserId = users.owner) =>
  Effect.gen(function* () {
    const made = yield* call("POST", keysPath(workspace), { as, body })
    assert.strictEqual(made.status, 201, made.text)
    return made.json as Made
  })

const expectProblem = (response: WireResponse, status: number, slug: string) =>
  Effect.gen(function* () {
    assert.strictEqual(response.status, status, response.text)
    assert.strictEqual((yield* problemOf(response)).type, `/problems/${slug}`)
  })

/** One character of the random part changed: the checksum no longer matches. */
const mistyped = (secret: string) => {
  const i = ApiKeySecret.KEY_PREFIX.length + 3
  return `${secret.slice(0, i)}${secret[i] === "a" ? "b" : "a"}${secret.slice(i + 1)}`
}

describe("API keys", () => {
  it.effect("the owner makes a key: 201 with its secret once; the list shows it without any secret", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seeded
      const made = yield* makeKey(workspace.id, { name: "ERP", role: "editor" })
      assert.match(made.secret, /^elabel_[0-9A-Za-z]{50}$/)
      assert.isTrue(ApiKeySecret.isWellFormed(made.secret))
      assert.strictEqual(made.prefix, made.secret.slice(0, 15))
      const one = yield* call("GET", `${keysPath(workspace.id)}/${made.id}`, { as: users.owner })
      assert.strictEqual(one.status, 200)
      const { secret: _secret, ...shown } = made
      assert.deepStrictEqual(one.json, shown)
      const listed = (yield* call("GET", keysPath(workspace.id), { as: users.admin })).json as Listed
      assert.deepStrictEqual(
        listed.items.map((key) => [key.id, key.name, key.role, key.prefix, key.created_by, key.expires_at]),
        [[made.id, "ERP", "editor", made.prefix, users.owner, null]]
      )
      assert.notInclude(JSON.stringify(listed), made.secret.slice(15))
      assert.notProperty(listed.items[0], "secret")
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("a key acts in its workspace with its role, sees only its workspace, and never manages keys", () =>
    Effect.gen(function* () {
      const { workspace, label, other, foreign } = yield* seeded
      const editor = (yield* makeKey(workspace.id, { name: "Shop", role: "editor" })).secret
      const viewer = (yield* makeKey(workspace.id, { name: "Reports", role: "viewer" })).secret
      assert.strictEqual((yield* call("GET", `/v1/labels/${label.id}`, { token: viewer })).status, 200)
      const patched = yield* call("PATCH", `/v1/labels/${label.id}`, { token: editor, body: { name: "By key" } })
      assert.strictEqual(patched.status, 200, patched.text)
      yield* expectProblem(
        yield* call("PATCH", `/v1/labels/${label.id}`, { token: viewer, body: { name: "No" } }),
        403,
        "not-writable"
      )
      // Another workspace is invisible: its resources are the 404 of a missing id.
      yield* expectProblem(yield* call("GET", `/v1/labels/${foreign.id}`, { token: editor }), 404, "not-found")
      yield* expectProblem(yield* call("GET", `/v1/workspaces/${other.id}`, { token: editor }), 404, "not-found")
      const workspaces = (yield* call("GET", "/v1/workspaces", { token: editor })).json as Listed
      assert.deepStrictEqual(
        workspaces.items.map((w) => w.id),
        [workspace.id]
      )
      for (const token of [editor, viewer]) {
        yield* expectProblem(yield* call("GET", keysPath(workspace.id), { token }), 403, "admin-only")
        yield* expectProblem(
          yield* call("POST", keysPath(workspace.id), { token, body: { name: "More", role: "viewer" } }),
          403,
          "admin-only"
        )
      }
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("a mistyped, unknown, revoked or expired key answers 401 with its reason", () =>
    Effect.gen(function* () {
      const { workspace, label } = yield* seeded
      const read = (token: string) => call("GET", `/v1/labels/${label.id}`, { token })
      const made = yield* makeKey(workspace.id, { name: "ERP", role: "viewer" })
      assert.strictEqual((yield* read(made.secret)).status, 200)
      const challenge = (answer: WireResponse) => answer.headers.get("www-authenticate") ?? ""

      const typo = yield* read(mistyped(made.secret))
      yield* expectProblem(typo, 401, "unauthorized")
      assert.include(challenge(typo), "malformed")
      const unknown = yield* read(ApiKeySecret.newSecret())
      assert.include(challenge(unknown), "revoked or was never issued")

      const revoked = yield* call("DELETE", `${keysPath(workspace.id)}/${made.id}`, { as: users.admin })
      assert.strictEqual(revoked.status, 204, revoked.text)
      const after = yield* read(made.secret)
      yield* expectProblem(after, 401, "unauthorized")
      assert.include(challenge(after), "revoked or was never issued")
      assert.deepStrictEqual(
        ((yield* call("GET", keysPath(workspace.id), { as: users.owner })).json as Listed).items,
        []
      )
      yield* expectProblem(
        yield* call("DELETE", `${keysPath(workspace.id)}/${made.id}`, { as: users.owner }),
        404,
        "not-found"
      )

      const expiring = yield* makeKey(workspace.id, {
        name: "Short",
        role: "viewer",
        expires_at: "1970-01-01T00:02:00Z"
      })
      assert.strictEqual((yield* read(expiring.secret)).status, 200)
      yield* TestClock.adjust("3 minutes")
      const expired = yield* read(expiring.secret)
      yield* expectProblem(expired, 401, "unauthorized")
      assert.include(challenge(expired), "expired")
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("a token whose subject is a key's identity is refused", () =>
    Effect.gen(function* () {
      const { workspace, label } = yield* seeded
      const made = yield* makeKey(workspace.id, { name: "ERP", role: "editor" })
      const forged = yield* signedClaims(JSON.stringify({ sub: `apikey:${made.id}`, exp: 4_000_000_000 }))
      yield* expectProblem(yield* call("GET", `/v1/labels/${label.id}`, { token: forged }), 401, "unauthorized")
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("bad input is a 400 problem and makes nothing", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seeded
      yield* TestClock.adjust("1 hour")
      const bodies = [
        { name: "Past", role: "viewer", expires_at: "1970-01-01T00:30:00Z" },
        { name: "Boss", role: "owner" },
        { name: "Admin", role: "admin" },
        { role: "viewer" },
        { name: "Extra", role: "viewer", secret: "mine" }
      ]
      for (const body of bodies) {
        yield* expectProblem(
          yield* call("POST", keysPath(workspace.id), { as: users.owner, body }),
          400,
          "invalid-body"
        )
      }
      const past = yield* call("POST", keysPath(workspace.id), { as: users.owner, body: bodies[0] })
      assert.deepStrictEqual(
        (yield* problemOf(past)).errors?.map((e) => e.path),
        ["expires_at"]
      )
      assert.deepStrictEqual(
        ((yield* call("GET", keysPath(workspace.id), { as: users.owner })).json as Listed).items,
        []
      )
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("members who are not owners or admins get 403 admin-only; others the 404 of an unknown workspace", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seeded
      const made = yield* makeKey(workspace.id, { name: "ERP", role: "viewer" })
      for (const as of [users.editor, users.viewer]) {
        yield* expectProblem(yield* call("GET", keysPath(workspace.id), { as }), 403, "admin-only")
        yield* expectProblem(yield* call("DELETE", `${keysPath(workspace.id)}/${made.id}`, { as }), 403, "admin-only")
      }
      const unknown = crypto.randomUUID()
      for (const [method, suffix] of [
        ["GET", ""],
        ["GET", `/${made.id}`],
        ["DELETE", `/${made.id}`]
      ] as const) {
        const foreign = yield* call(method, `${keysPath(workspace.id)}${suffix}`, { as: users.stranger })
        const missing = yield* call(method, `${keysPath(unknown)}${suffix}`, { as: users.stranger })
        yield* expectProblem(foreign, 404, "not-found")
        assert.strictEqual(foreign.text.replace(workspace.id, ":id"), missing.text.replace(unknown, ":id"))
      }
      // The key still works: no refusal changed anything.
      assert.strictEqual(
        ((yield* call("GET", keysPath(workspace.id), { as: users.owner })).json as Listed).items.length,
        1
      )
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("last_used_at is written off the request path, at most once a minute", () =>
    Effect.gen(function* () {
      const { workspace, label } = yield* seeded
      const made = yield* makeKey(workspace.id, { name: "ERP", role: "viewer" })
      const lastUsed = Effect.map(
        call("GET", keysPath(workspace.id), { as: users.owner }),
        (answer) => (answer.json as Listed).items[0]?.last_used_at
      )
      yield* TestClock.adjust("10 seconds")
      assert.strictEqual((yield* call("GET", `/v1/labels/${label.id}`, { token: made.secret })).status, 200)
      assert.isNull(yield* lastUsed, "not written by the request itself")
      yield* ApiKeys.use((keys) => keys.flushUses)
      assert.strictEqual(yield* lastUsed, "1970-01-01T00:00:10.000Z")
      yield* TestClock.adjust("20 seconds")
      yield* call("GET", `/v1/labels/${label.id}`, { token: made.secret })
      yield* ApiKeys.use((keys) => keys.flushUses)
      assert.strictEqual(yield* lastUsed, "1970-01-01T00:00:10.000Z", "not again within the minute")
      yield* TestClock.adjust("1 minute")
      yield* call("GET", `/v1/labels/${label.id}`, { token: made.secret })
      yield* ApiKeys.use((keys) => keys.flushUses)
      assert.strictEqual(yield* lastUsed, "1970-01-01T00:01:30.000Z")
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("a key has its own rate limit, apart from its maker's", () =>
    Effect.gen(function* () {
      const { workspace, label } = yield* seeded
      const made = yield* makeKey(workspace.id, { name: "ERP", role: "viewer" })
      for (let i = 0; i < 3; i++) yield* call("GET", `/v1/labels/${label.id}`, { as: users.owner })
      const byKey = yield* call("GET", `/v1/labels/${label.id}`, { token: made.secret })
      assert.strictEqual(byKey.headers.get("ratelimit"), `"default";r=4;t=60`)
    }).pipe(
      Effect.provide(
        layerWire({ app: AppLive.pipe(Layer.provide(rateLimiterLayer(Option.some({ limit: 5, windowSeconds: 60 })))) })
      )
    )
  )
})
