import { assert, describe, it } from "@effect/vitest"
import { BrandRepository, Brands, IdGenerator, Labels, MarketingQrCodes, RefGenerator } from "@elabel/domain"
import {
  catalogIds,
  createLabel,
  createQrCode,
  seedWorkspace,
  TEST_EPOCH,
  TestIds,
  TestLayer,
  testPublicBaseUrl,
  testRef,
  testUuid,
  users,
  validChildren
} from "@elabel/testkit"
import { Effect, Option } from "effect"

describe("TestIds", () => {
  it.effect("ids and refs count from 1 in every build of the layer", () =>
    Effect.gen(function* () {
      const draw = Effect.gen(function* () {
        const ids = yield* IdGenerator
        const refs = yield* RefGenerator
        return [yield* ids.next("LabelId"), yield* ids.uuid, yield* refs.next].map(String)
      })
      const first = yield* Effect.provide(draw, TestIds)
      const second = yield* Effect.provide(draw, TestIds)
      assert.deepStrictEqual(first, ["00000000-0000-4000-8000-000000000001", testUuid(2), "T000000001"])
      assert.deepStrictEqual(second, first)
      assert.strictEqual(testRef(62), "T000000010")
    })
  )
})

describe("fixtures over TestLayer", () => {
  it.effect("seedWorkspace makes a workspace whose primary brand the owner and members see", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace({ plan: "pro" })
      const brands = yield* Brands
      const brand = yield* brands.get(users.viewer, brandId)
      assert.strictEqual(brand.workspace_id, workspace.id)
      assert.isTrue(brand.is_primary_brand)
      assert.isTrue(workspace.is_pro)
      const hidden = yield* Effect.flip(brands.get(users.stranger, brandId))
      assert.strictEqual(hidden._tag, "NotFound")
      assert.isTrue(Option.isSome(yield* (yield* BrandRepository).findById(brandId)))
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("createLabel stamps the TestClock epoch and a deterministic ref; the fixture children are accepted", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createLabel(users.editor, workspace.id, brandId, { quantity: 750 })
      assert.strictEqual(label.created_at, TEST_EPOCH)
      assert.match(label.ref ?? "", /^T[0-9A-Za-z]{9}$/)
      assert.strictEqual(label.formats.length, 1)
      const labels = yield* Labels
      yield* labels.putGrapeVarieties(users.editor, label.id, validChildren.grape_varieties)
      yield* labels.putIngredients(users.editor, label.id, validChildren.ingredients)
      yield* labels.putPackagings(users.editor, label.id, validChildren.packagings)
      yield* labels.putCertifications(users.editor, label.id, validChildren.certifications)
      const children = yield* labels.children(users.viewer, label.id)
      assert.deepStrictEqual(
        children.ingredients.map((row) => row.ingredient_id),
        [catalogIds.ingredients.grapes, catalogIds.ingredients.sulphites]
      )
      assert.strictEqual(children.certifications.length, 1)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("createQrCode makes a draft in the workspace; published, its link lies under the test base URL", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      const code = yield* createQrCode(users.owner, workspace.id)
      assert.strictEqual(code.workspace_id, workspace.id)
      assert.isFalse(code.is_published)
      const published = yield* (yield* MarketingQrCodes).publish(users.owner, code.id)
      assert.match(published.short_url ?? "", new RegExp(`^${testPublicBaseUrl}/q/T[0-9A-Za-z]{9}$`))
    }).pipe(Effect.provide(TestLayer))
  )
})
