/**
 * The handlers over the wire, on the happy paths: statuses, `Location`
 * headers and bodies a client sees for each group. Error answers are in
 * handlerProblems.test.ts.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  Brand,
  Catalog,
  Format,
  Label,
  LabelChildren,
  MarketingQrCode,
  Paging,
  Translation,
  Workspace
} from "@elabel/domain"
import {
  catalogIds,
  createCompleteLabel,
  seedWorkspace,
  TEST_EPOCH,
  testPublicBaseUrl,
  users,
  validBrandCreate,
  validChildren,
  validFormatCreate,
  validLabelCreate,
  validQrCodeCreate,
  validTranslationPut
} from "@elabel/testkit"
import { Effect, Schema } from "effect"
import { bodyAs, call, WireLive } from "./support/wire.ts"

const owner = { as: users.owner }
const asLabel = bodyAs(Label.Label)
const asFormat = bodyAs(Format.Format)

describe("labels", () => {
  it.effect("create answers 201 with Location, and the label reads back as created", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const created = yield* call("POST", "/v1/labels", { ...owner, body: validLabelCreate(workspace.id, brandId) })
      assert.strictEqual(created.status, 201)
      const label = yield* asLabel(created)
      assert.strictEqual(created.headers.get("location"), `/v1/labels/${label.id}`)
      assert.strictEqual(label.name, "Riesling Kabinett")
      assert.strictEqual(label.created_at, TEST_EPOCH)

      const read = yield* call("GET", `/v1/labels/${label.id}`, owner)
      assert.strictEqual(read.status, 200)
      assert.deepStrictEqual(read.json, created.json)
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("PATCH, translation PUT and child-list PUT answer 200 with the new state", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const label = yield* createCompleteLabel(users.owner, workspace.id, brandId)
      const patched = yield* call("PATCH", `/v1/labels/${label.id}`, {
        ...owner,
        body: { name: "Spätlese", vintage: null }
      })
      assert.strictEqual(patched.status, 200)
      const after = yield* asLabel(patched)
      assert.strictEqual(after.name, "Spätlese")
      assert.isNull(after.vintage)

      const translation = yield* call("PUT", `/v1/labels/${label.id}/translations/de`, {
        ...owner,
        body: validTranslationPut()
      })
      assert.strictEqual(translation.status, 200)
      const put = yield* bodyAs(Translation.Translation)(translation)
      assert.strictEqual(put.locale, "de")
      assert.strictEqual(put.region, "Mosel")

      const children = yield* call("PUT", `/v1/labels/${label.id}/ingredients`, {
        ...owner,
        body: validChildren.ingredients
      })
      assert.strictEqual(children.status, 200)
      const rows = yield* bodyAs(Schema.Struct({ items: Schema.Array(LabelChildren.IngredientRow) }))(children)
      assert.deepStrictEqual(
        rows.items.map((row) => row.ingredient_id),
        [catalogIds.ingredients.grapes, catalogIds.ingredients.sulphites]
      )
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("formats: add 201 with Location, get, patch, delete 204 and then 404", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const label = yield* createCompleteLabel(users.owner, workspace.id, brandId)
      const added = yield* call("POST", `/v1/labels/${label.id}/formats`, { ...owner, body: validFormatCreate() })
      assert.strictEqual(added.status, 201)
      const format = yield* asFormat(added)
      const path = `/v1/label-formats/${format.id}`
      assert.strictEqual(added.headers.get("location"), path)
      assert.strictEqual(format.quantity, 750)

      assert.deepStrictEqual((yield* call("GET", path, owner)).json, added.json)
      const patched = yield* call("PATCH", path, { ...owner, body: { quantity: 1500 } })
      assert.strictEqual(patched.status, 200)
      assert.strictEqual((yield* asFormat(patched)).quantity, 1500)

      const deleted = yield* call("DELETE", path, owner)
      assert.strictEqual(deleted.status, 204)
      assert.strictEqual(deleted.text, "")
      assert.strictEqual((yield* call("GET", path, owner)).status, 404)
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("duplicate answers 201 with the copy's Location; publish and unpublish answer 200", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const label = yield* createCompleteLabel(users.owner, workspace.id, brandId)
      const copied = yield* call("POST", `/v1/labels/${label.id}/duplicate`, { ...owner, body: { name: "Copy" } })
      assert.strictEqual(copied.status, 201)
      const copy = yield* bodyAs(Label.DuplicateResult)(copied)
      assert.notStrictEqual(copy.id, label.id)
      assert.strictEqual(copied.headers.get("location"), `/v1/labels/${copy.id}`)
      assert.strictEqual((yield* asLabel(yield* call("GET", `/v1/labels/${copy.id}`, owner))).name, "Copy")

      const published = yield* asLabel(yield* call("POST", `/v1/labels/${label.id}/publish`, owner))
      assert.isTrue(published.is_published)
      assert.strictEqual(published.short_url, `${testPublicBaseUrl}/l/${label.ref}`)
      const unpublished = yield* call("POST", `/v1/labels/${label.id}/unpublish`, owner)
      assert.strictEqual(unpublished.status, 200)
      assert.isFalse((yield* asLabel(unpublished)).is_published)
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("list pages with limit and offset and filters by workspace", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const other = yield* seedWorkspace({ name: "Other" })
      for (const name of ["A", "B", "C"]) yield* createCompleteLabel(users.owner, workspace.id, brandId, { name })
      yield* createCompleteLabel(users.owner, other.workspace.id, other.brandId, { name: "elsewhere" })
      const page = bodyAs(Paging.Paged(Label.Label))
      const first = yield* page(yield* call("GET", `/v1/labels?workspace_id=${workspace.id}&limit=2`, owner))
      assert.deepStrictEqual(
        { names: first.items.map((l) => l.name), limit: first.limit, offset: first.offset, more: first.has_more },
        { names: ["A", "B"], limit: 2, offset: 0, more: true }
      )
      const rest = yield* page(yield* call("GET", `/v1/labels?workspace_id=${workspace.id}&limit=2&offset=2`, owner))
      assert.deepStrictEqual([rest.items.map((l) => l.name), rest.has_more], [["C"], false])
      const all = yield* page(yield* call("GET", "/v1/labels", owner))
      assert.strictEqual(all.items.length, 4)
      assert.strictEqual(all.limit, Paging.DEFAULT_LIMIT)
    }).pipe(Effect.provide(WireLive))
  )
})

describe("brands, QR codes, workspaces, catalogues", () => {
  it.effect("brand create answers 201 with Location", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const created = yield* call("POST", "/v1/brands", { ...owner, body: validBrandCreate(workspace.id) })
      assert.strictEqual(created.status, 201)
      const brand = yield* bodyAs(Brand.Brand)(created)
      assert.strictEqual(created.headers.get("location"), `/v1/brands/${brand.id}`)
      const listed = yield* bodyAs(Paging.Paged(Brand.Brand))(
        yield* call("GET", `/v1/brands?workspace_id=${workspace.id}`, owner)
      )
      assert.sameMembers(
        listed.items.map((b) => b.name),
        ["Weingut Test", "Second Brand"]
      )
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("QR code create answers 201 with Location; publish gives it a short link", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      const created = yield* call("POST", "/v1/marketing-qr-codes", { ...owner, body: validQrCodeCreate(workspace.id) })
      assert.strictEqual(created.status, 201)
      const code = yield* bodyAs(MarketingQrCode.MarketingQrCode)(created)
      assert.strictEqual(created.headers.get("location"), `/v1/marketing-qr-codes/${code.id}`)
      assert.isFalse(code.is_published)
      const published = yield* call("POST", `/v1/marketing-qr-codes/${code.id}/publish`, owner)
      assert.strictEqual(published.status, 200)
      const live = yield* bodyAs(MarketingQrCode.MarketingQrCode)(published)
      assert.isTrue(live.is_published)
      assert.match(live.short_url ?? "", new RegExp(`^${testPublicBaseUrl}/q/[A-Za-z0-9]+$`))
      assert.strictEqual(live.published_at, TEST_EPOCH)
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("workspaces: the caller's list and one by id", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      yield* seedWorkspace({ name: "Not mine", owner: users.stranger, members: [] })
      const list = yield* bodyAs(Paging.Paged(Workspace.Workspace))(yield* call("GET", "/v1/workspaces", owner))
      assert.deepStrictEqual(
        list.items.map((w) => w.id),
        [workspace.id]
      )
      const one = yield* call("GET", `/v1/workspaces/${workspace.id}`, { as: users.viewer })
      assert.strictEqual(one.status, 200)
      assert.strictEqual((yield* bodyAs(Workspace.Workspace)(one)).name, "Weingut Test")
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("catalogues page and search", () =>
    Effect.gen(function* () {
      const ingredients = yield* bodyAs(Paging.Paged(Catalog.IngredientEntry))(
        yield* call("GET", "/v1/catalog/ingredients?limit=2", { as: users.stranger })
      )
      assert.deepStrictEqual([ingredients.items.length, ingredients.has_more], [2, true])
      const varieties = yield* bodyAs(Paging.Paged(Catalog.GrapeVarietyEntry))(
        yield* call("GET", "/v1/catalog/grape-varieties?q=Riesling", { as: users.stranger })
      )
      assert.include(
        varieties.items.map((v) => v.id),
        catalogIds.grapeVarieties.riesling
      )
      const closures = yield* call("GET", "/v1/catalog/closure-types?limit=1000", { as: users.stranger })
      assert.strictEqual(closures.status, 200)
    }).pipe(Effect.provide(WireLive))
  )
})

describe("system", () => {
  it.effect("health answers without a token; the OpenAPI document is served", () =>
    Effect.gen(function* () {
      const live = yield* call("GET", "/health/live")
      assert.deepStrictEqual([live.status, live.json], [200, { status: "ok" }])
      const ready = yield* call("GET", "/health/ready")
      assert.deepStrictEqual([ready.status, ready.json], [200, { status: "ok", pid: process.pid }])
      const openapi = yield* call("GET", "/openapi.json")
      assert.strictEqual(openapi.status, 200)
      assert.strictEqual((openapi.json as { readonly openapi: string }).openapi.slice(0, 2), "3.")
    }).pipe(Effect.provide(WireLive))
  )
})
