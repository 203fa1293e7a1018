/** Brands: create, patch, the one-primary-brand rule, publishing, listing and who may do what. */
import { assert, describe, it } from "@effect/vitest"
import { type BrandId, Brands, type WorkspaceId } from "@elabel/domain"
import { createBrand, seedWorkspace, TestLayer, users, validBrandCreate } from "@elabel/testkit"
import { Effect } from "effect"
import { failsWith } from "./support.ts"

const page = { limit: 50, offset: 0 }

/** The ids of the workspace's primary brands, as a member lists them. */
const primaries = (workspace: WorkspaceId) =>
  Effect.gen(function* () {
    const listed = yield* (yield* Brands).list(users.viewer, { workspace_id: workspace }, page)
    return listed.items.filter((brand) => brand.is_primary_brand).map((brand) => brand.id)
  })

describe("Brands.create and patch", () => {
  it.effect("creates a brand with its fields, a slug of its name, every other field null, not primary", () =>
    Effect.gen(function* () {
      const brands = yield* Brands
      const { workspace } = yield* seedWorkspace()
      const brand = yield* createBrand(users.editor, workspace.id, {
        name: "Weingut Müller & Söhne",
        city: "Bernkastel",
        website: "https://mueller.example"
      })
      assert.deepStrictEqual(
        [brand.workspace_id, brand.name, brand.slug, brand.city, brand.website],
        [workspace.id, "Weingut Müller & Söhne", "weingut-muller-sohne", "Bernkastel", "https://mueller.example"]
      )
      assert.isNull(brand.street)
      assert.isNull(brand.country_id)
      assert.isNull(brand.short_url)
      assert.isFalse(brand.is_primary_brand)
      assert.isFalse(brand.is_published)
      assert.deepStrictEqual(yield* brands.get(users.viewer, brand.id), brand)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a patch keeps omitted fields, clears nulls and sets values", () =>
    Effect.gen(function* () {
      const brands = yield* Brands
      const { workspace } = yield* seedWorkspace()
      const brand = yield* createBrand(users.editor, workspace.id, { city: "Trier", vat: "DE123" })
      const patched = yield* brands.patch(users.editor, brand.id, { name: "Renamed", city: null, phone: "+49 1" })
      assert.deepStrictEqual(patched, {
        ...brand,
        name: "Renamed",
        city: null,
        phone: "+49 1",
        version: brand.version + 1
      })
      assert.deepStrictEqual(yield* brands.get(users.owner, brand.id), patched)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a stranger is not a member, a viewer may not create or change; nothing changes", () =>
    Effect.gen(function* () {
      const brands = yield* Brands
      const { workspace, brandId } = yield* seedWorkspace()
      yield* failsWith(brands.create(users.stranger, validBrandCreate(workspace.id)), "NotAMember")
      yield* failsWith(brands.create(users.viewer, validBrandCreate(workspace.id)), "NotWritable")
      const before = yield* brands.get(users.viewer, brandId)
      yield* failsWith(brands.patch(users.viewer, brandId, { name: "X" }), "NotWritable")
      yield* failsWith(brands.patch(users.stranger, brandId, { name: "X" }), "NotFound")
      yield* failsWith(brands.get(users.stranger, brandId), "NotFound")
      yield* failsWith(brands.publish(users.viewer, brandId), "NotWritable")
      assert.deepStrictEqual(yield* brands.get(users.viewer, brandId), before)
      assert.strictEqual((yield* brands.list(users.viewer, { workspace_id: workspace.id }, page)).items.length, 1)
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("the primary brand", () => {
  it.effect("a new primary brand, or one patched primary, takes the role from its siblings only", () =>
    Effect.gen(function* () {
      const brands = yield* Brands
      const { workspace, brandId } = yield* seedWorkspace()
      const other = yield* seedWorkspace({ name: "Other" })
      assert.deepStrictEqual(yield* primaries(workspace.id), [brandId])

      const second = yield* createBrand(users.editor, workspace.id, { is_primary_brand: true })
      assert.isTrue(second.is_primary_brand)
      assert.deepStrictEqual(yield* primaries(workspace.id), [second.id])
      assert.isFalse((yield* brands.get(users.viewer, brandId)).is_primary_brand)

      const third = yield* createBrand(users.editor, workspace.id)
      assert.isTrue((yield* brands.patch(users.editor, third.id, { is_primary_brand: true })).is_primary_brand)
      assert.deepStrictEqual(yield* primaries(workspace.id), [third.id])
      // Another workspace keeps its own primary brand.
      assert.deepStrictEqual(yield* primaries(other.workspace.id), [other.brandId])

      // Unsetting the flag is allowed and leaves the workspace without a primary brand.
      yield* brands.patch(users.editor, third.id, { is_primary_brand: false })
      assert.deepStrictEqual(yield* primaries(workspace.id), [])
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("brand publishing and listing", () => {
  it.effect("publish and unpublish set is_published, and repeating them changes nothing", () =>
    Effect.gen(function* () {
      const brands = yield* Brands
      const { brandId } = yield* seedWorkspace()
      const published = yield* brands.publish(users.editor, brandId)
      assert.isTrue(published.is_published)
      assert.deepStrictEqual(yield* brands.publish(users.editor, brandId), published)
      const draft = yield* brands.unpublish(users.editor, brandId)
      assert.isFalse(draft.is_published)
      assert.deepStrictEqual(yield* brands.unpublish(users.editor, brandId), draft)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("lists the brands of the caller's workspaces in creation order, paged with has_more", () =>
    Effect.gen(function* () {
      const brands = yield* Brands
      const { workspace, brandId } = yield* seedWorkspace()
      yield* seedWorkspace({ name: "Not mine", owner: users.stranger, members: [] })
      const created: Array<BrandId> = [brandId]
      for (const name of ["B", "C", "D"]) created.push((yield* createBrand(users.editor, workspace.id, { name })).id)
      const first = yield* brands.list(users.viewer, {}, { limit: 3, offset: 0 })
      assert.deepStrictEqual(
        first.items.map((brand) => brand.id),
        created.slice(0, 3)
      )
      assert.deepStrictEqual([first.limit, first.offset, first.has_more], [3, 0, true])
      const last = yield* brands.list(users.viewer, { workspace_id: workspace.id }, { limit: 3, offset: 3 })
      assert.deepStrictEqual(
        last.items.map((brand) => brand.id),
        created.slice(3)
      )
      assert.isFalse(last.has_more)
      yield* failsWith(brands.list(users.stranger, { workspace_id: workspace.id }, page), "NotFound")
    }).pipe(Effect.provide(TestLayer))
  )
})
