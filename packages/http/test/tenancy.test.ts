/**
 * Tenancy over the wire: every route that names a workspace resource, for an
 * editor, a viewer, a member of another workspace and a user without any
 * membership. Invisible resources answer exactly like unknown ids (no
 * existence oracle), a viewer's writes are 403 `not-writable`, creating in a
 * foreign workspace is 403 `not-a-member`, and no refused request changes
 * anything the owners can see. The editor's row proves each route works.
 */
import { assert, describe, it } from "@effect/vitest"
import { BrandId, type UserId } from "@elabel/domain"
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

const callers: ReadonlyArray<{ readonly name: string; readonly user: UserId; readonly standing: Standing }> = [
  { name: "editor", user: users.editor, standing: "writer" },
  { name: "viewer", user: users.viewer, standing: "viewer" },
  { name: "member of another workspace", user: outsiders.foreignMember, standing: "outsider" },
  { name: "user without membership", user: outsiders.nobody, standing: "outsider" }
]

const send = (route: RouteCase, f: TenancyFixture, id: string, as: UserId) =>
  call(route.method, route.path(id), { as, ...(route.body === undefined ? {} : { body: route.body(f, id) }) })

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
const checkOutcome = (route: RouteCase, standing: Standing, as: UserId) =>
  Effect.gen(function* () {
    const f = yield* seedTenancy
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
        it.effect(`as ${caller.name}`, () => checkOutcome(route, caller.standing, caller.user))
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
