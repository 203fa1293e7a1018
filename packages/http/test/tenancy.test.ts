/**
 * Tenancy over the wire: every route that names a workspace resource, for an
 * editor, a viewer, a member of another workspace and a user without any
 * membership, and for API keys (an editor key and a viewer key of the
 * workspace, a key of another workspace) exactly as for those members. Invisible resources answer exactly like unknown ids (no
 * existence oracle), a viewer's writes are 403 `not-writable`, creating in a
 * foreign workspace is 403 `not-a-member`, and no refused request changes
 * anything the owners can see. The editor's row proves each route works.
 */
import { assert, describe, it } from "@effect/vitest"
import { ApiKeys, BrandId, type UserId } from "@elabel/domain"
import { createLabel, users, validLabelCreate } from "@elabel/testkit"
import { Effect } from "effect"
import {
  outsiders,
  type RouteCase,
  seedTenancy,
  snapshot,
  type TenancyFixture,
  tenancyRoutes
} from "./support/routes.ts"
import { call, problemOf, WireLive, type WireResponse } from "./support/wire.ts"

/** Who calls: a writer, a reader, or someone the workspace is invisible to. */
type Standing = "writer" | "viewer" | "outsider"

/** How a caller authenticates: a token for a user, or the secret of an API key made for the test. */
type Credential = { readonly as: UserId } | { readonly token: string }

/** The secret of a new API key of `workspace` with `role`, made by its owner (the foreign one's by theirs). */
const keyOf =
  (role: "editor" | "viewer", foreign = false) =>
  (f: TenancyFixture) =>
    ApiKeys.use((keys) =>
      foreign
        ? keys.create(outsiders.foreignMember, f.foreignWorkspace.id, { name: "Foreign key", role })
        : keys.create(users.owner, f.workspace.id, { name: `${role} key`, role })
    ).pipe(
      Effect.orDie,
      Effect.map((made): Credential => ({ token: made.secret }))
    )
const asUser =
  (user: UserId) =>
  (_f: TenancyFixture): Effect.Effect<Credential> =>
    Effect.succeed({ as: user })

const callers: ReadonlyArray<{
  readonly name: string
  readonly credential: (f: TenancyFixture) => Effect.Effect<Credential, never, ApiKeys>
  readonly standing: Standing
}> = [
  { name: "editor", credential: asUser(users.editor), standing: "writer" },
  { name: "viewer", credential: asUser(users.viewer), standing: "viewer" },
  { name: "member of another workspace", credential: asUser(outsiders.foreignMember), standing: "outsider" },
  { name: "user without membership", credential: asUser(outsiders.nobody), standing: "outsider" },
  { name: "editor API key", credential: keyOf("editor"), standing: "writer" },
  { name: "viewer API key", credential: keyOf("viewer"), standing: "viewer" },
  { name: "API key of another workspace", credential: keyOf("editor", true), standing: "outsider" }
]

const send = (route: RouteCase, f: TenancyFixture, id: string, as: Credential) =>
  call(route.method, route.path(id), {
    ...as,
    ...(route.body === undefined ? {} : { body: route.body(f, id) }),
    ...(route.raw === undefined ? {} : { rawBody: route.raw.bytes, headers: { "content-type": route.raw.type } })
  })

/** A fresh v4 UUID that names nothing in the store. */
const randomUnknownId = Effect.sync(() => crypto.randomUUID())

/** The response as a client sees it, with the id it sent replaced, so two answers compare byte for byte. */
const observable = (response: WireResponse, id: string) => ({
  status: response.status,
  contentType: response.headers.get("content-type"),
  wwwAuthenticate: response.headers.get("www-authenticate"),
  body: response.text.split(id).join(":id")
})

const expectProblem = (response: WireResponse, status: number, slug: string) =>
  Effect.gen(function* () {
    assert.strictEqual(response.status, status, response.text)
    assert.strictEqual(response.headers.get("content-type"), "application/problem+json")
    assert.strictEqual((yield* problemOf(response)).type, `/problems/${slug}`)
  })

/** What each caller must get from a route, and what must (not) have changed afterwards. */
const checkOutcome = (route: RouteCase, standing: Standing, credential: (typeof callers)[number]["credential"]) =>
  Effect.gen(function* () {
    const f = yield* seedTenancy
    const as = yield* credential(f)
    const id = route.target(f)
    const before = yield* snapshot(f)
    const response = yield* send(route, f, id, as)
    const after = yield* snapshot(f)

    if (standing === "writer" || (standing === "viewer" && route.kind === "read")) {
      assert.strictEqual(response.status, route.ok, response.text)
      if (route.kind === "read") {
        // Every member sees what the owner sees.
        const owners = yield* call("GET", route.path(id), { as: users.owner })
        assert.deepStrictEqual(response.json, owners.json)
        assert.deepStrictEqual(after, before)
      } else {
        // The write landed where the snapshot looks, so the refusals below are not vacuous.
        assert.notDeepEqual(after, before)
      }
      return
    }

    if (standing === "viewer") {
      yield* expectProblem(response, 403, "not-writable")
    } else {
      const [status, slug] = route.kind === "create" ? [403, "not-a-member"] : [404, "not-found"]
      yield* expectProblem(response, status, slug)
      // A foreign workspace or resource answers exactly like one that does not exist.
      const unknownId = yield* randomUnknownId
      const unknown = yield* send(route, f, unknownId, as)
      assert.deepStrictEqual(observable(response, id), observable(unknown, unknownId))
      assert.include(response.text, id, "the problem names the id the caller sent")
    }
    assert.deepStrictEqual(after, before, "a refused request changed nothing")
  }).pipe(Effect.provide(WireLive))

describe("tenancy matrix", () => {
  for (const route of tenancyRoutes) {
    describe(`${route.name} (${route.kind})`, () => {
      for (const caller of callers) {
        it.effect(`as ${caller.name}`, () => checkOutcome(route, caller.standing, caller.credential))
      }
    })
  }
})

describe("tenancy beyond ids in paths", () => {
  it.effect("lists without a workspace filter, or filtered by a foreign brand, show only the caller's rows", () =>
    Effect.gen(function* () {
      const f = yield* seedTenancy
      const mine = yield* createLabel(outsiders.foreignMember, f.foreignWorkspace.id, f.foreignBrandId)
      const idsOf = (response: WireResponse) =>
        (response.json as { readonly items: ReadonlyArray<{ readonly id: string }> }).items.map((item) => item.id)
      const as = { as: outsiders.foreignMember }
      assert.deepStrictEqual(idsOf(yield* call("GET", "/v1/labels", as)), [mine.id])
      assert.deepStrictEqual(idsOf(yield* call("GET", `/v1/labels?brand_id=${f.primaryBrandId}`, as)), [])
      assert.deepStrictEqual(idsOf(yield* call("GET", "/v1/brands", as)), [f.foreignBrandId])
      assert.deepStrictEqual(idsOf(yield* call("GET", "/v1/marketing-qr-codes", as)), [])
      const nobody = { as: outsiders.nobody }
      for (const path of ["/v1/workspaces", "/v1/labels", "/v1/brands", "/v1/marketing-qr-codes"]) {
        assert.deepStrictEqual(idsOf(yield* call("GET", path, nobody)), [], path)
      }
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("another tenant's brand or format in a body answers like an unknown one and changes nothing", () =>
    Effect.gen(function* () {
      const f = yield* seedTenancy
      const as = outsiders.foreignMember
      const own = yield* createLabel(as, f.foreignWorkspace.id, f.foreignBrandId, { quantity: 750 })
      const unknownBrand = BrandId.make(yield* randomUnknownId)
      const refusals = [
        ["POST", "/v1/labels", (brand: string) => validLabelCreate(f.foreignWorkspace.id, BrandId.make(brand))],
        ["PATCH", `/v1/labels/${own.id}`, (brand: string) => ({ name: "Moved", brand_id: brand })],
        ["POST", `/v1/labels/${own.id}/duplicate`, (brand: string) => ({ brand_id: brand })]
      ] as const
      const before = yield* call("GET", "/v1/labels?limit=100", { as })
      for (const [method, path, body] of refusals) {
        const foreign = yield* call(method, path, { as, body: body(f.primaryBrandId) })
        const unknown = yield* call(method, path, { as, body: body(unknownBrand) })
        yield* expectProblem(foreign, 400, "invalid-body")
        assert.deepStrictEqual(
          (yield* problemOf(foreign)).errors?.map((e) => e.path),
          ["brand_id"]
        )
        assert.deepStrictEqual(observable(foreign, f.primaryBrandId), observable(unknown, unknownBrand))
      }
      const format = yield* call("PATCH", `/v1/labels/${own.id}`, { as, body: { default_format_id: f.format.id } })
      yield* expectProblem(format, 400, "invalid-body")
      assert.deepStrictEqual((yield* call("GET", "/v1/labels?limit=100", { as })).json, before.json)
    }).pipe(Effect.provide(WireLive))
  )
})

describe("tenancy of the API key routes", () => {
  /** A key of the fixture's workspace to read and revoke, and the owners' view of the keys. */
  const keyRoutes = [
    { method: "GET", path: (ws: string) => `/v1/workspaces/${ws}/api-keys`, ok: 200 },
    { method: "GET", path: (ws: string, key: string) => `/v1/workspaces/${ws}/api-keys/${key}`, ok: 200 },
    {
      method: "POST",
      path: (ws: string) => `/v1/workspaces/${ws}/api-keys`,
      ok: 201,
      body: { name: "New", role: "viewer" }
    },
    { method: "DELETE", path: (ws: string, key: string) => `/v1/workspaces/${ws}/api-keys/${key}`, ok: 204 }
  ] as const
  const adminsOnly: ReadonlyArray<
    readonly [string, (typeof callers)[number]["credential"], "admin" | "member" | "outsider"]
  > = [
    ["admin", asUser(users.admin), "admin"],
    ["editor", asUser(users.editor), "member"],
    ["viewer", asUser(users.viewer), "member"],
    ["editor API key", keyOf("editor"), "member"],
    ["member of another workspace", asUser(outsiders.foreignMember), "outsider"],
    ["user without membership", asUser(outsiders.nobody), "outsider"],
    ["API key of another workspace", keyOf("editor", true), "outsider"]
  ]
  for (const route of keyRoutes) {
    describe(`${route.method} ${route.path(":id", ":key_id")}`, () => {
      for (const [name, credential, standing] of adminsOnly) {
        it.effect(`as ${name}`, () =>
          Effect.gen(function* () {
            const f = yield* seedTenancy
            const key = yield* ApiKeys.use((keys) =>
              keys.create(users.owner, f.workspace.id, { name: "Target", role: "viewer" })
            ).pipe(Effect.orDie)
            const as = yield* credential(f)
            const keys = () => call("GET", `/v1/workspaces/${f.workspace.id}/api-keys`, { as: users.owner })
            const before = (yield* keys()).json
            const body = "body" in route ? { body: route.body } : {}
            const response = yield* call(route.method, route.path(f.workspace.id, key.id), { ...as, ...body })
            if (standing === "admin") {
              assert.strictEqual(response.status, route.ok, response.text)
              return
            }
            if (standing === "member") {
              yield* expectProblem(response, 403, "admin-only")
            } else {
              yield* expectProblem(response, 404, "not-found")
              const unknownId = yield* randomUnknownId
              const unknown = yield* call(route.method, route.path(unknownId, key.id), { ...as, ...body })
              assert.deepStrictEqual(observable(response, f.workspace.id), observable(unknown, unknownId))
            }
            assert.deepStrictEqual((yield* keys()).json, before, "a refused request changed nothing")
          }).pipe(Effect.provide(WireLive))
        )
      }
    })
  }
})
