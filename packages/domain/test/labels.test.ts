/**
 * Label rules the laws do not cover: the default format on create, refs
 * chosen by callers, brand and catalogue checks on create and patch, and
 * listing. Content, lifecycle and concurrency live in the sibling files.
 */
import { assert, describe, it } from "@effect/vitest"
import { BrandId, Formats, Labels, MarketingQrCodes, Ref, Uuid } from "@elabel/domain"
import {
  catalogIds,
  createBrand,
  createLabel,
  createQrCode,
  seedWorkspace,
  TEST_EPOCH,
  TestLayer,
  testPublicBaseUrl,
  users,
  validLabelCreate
} from "@elabel/testkit"
import { Effect } from "effect"
import { failsWith, paths, unknownId } from "./support.ts"

const page = { limit: 50, offset: 0 }

describe("Labels.create", () => {
  it.effect("quantity, gtin, variant and lot make a default format; default_format_id points at it", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createLabel(users.editor, workspace.id, brandId, {
        quantity: 750,
        gtin: "4012345678901",
        consumer_product_variant: "dry",
        lot: "L23"
      })
      assert.strictEqual(label.formats.length, 1)
      const [format] = label.formats
      assert.strictEqual(label.default_format_id, format?.id)
      assert.deepStrictEqual(
        [format?.quantity, format?.gtin, format?.consumer_product_variant, format?.lot],
        [750, "4012345678901", "dry", "L23"]
      )
      assert.strictEqual(format?.label_id, label.id)
      assert.notStrictEqual(format?.ref, label.ref)
      // Like the label's, the format's link is null until the label is published.
      assert.isNull(format?.short_url)
      assert.strictEqual(label.created_at, TEST_EPOCH)
      assert.isFalse(label.is_published)
      assert.isNull(label.short_url)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect.each([{ quantity: 1500 }, { gtin: "96385074" }, { consumer_product_variant: "sec" }, { lot: "A1" }])(
    "%o alone makes the default format",
    (fields) =>
      Effect.gen(function* () {
        const { workspace, brandId } = yield* seedWorkspace()
        const label = yield* createLabel(users.editor, workspace.id, brandId, fields)
        assert.strictEqual(label.formats.length, 1)
        assert.strictEqual(label.default_format_id, label.formats[0]?.id)
        for (const [key, value] of Object.entries(fields)) {
          assert.strictEqual(label.formats[0]?.[key as keyof typeof fields], value)
        }
      }).pipe(Effect.provide(TestLayer))
  )

  it.effect("without quantity, gtin, variant or lot (or with them null) there is no format", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace()
      for (const extra of [{}, { quantity: null, gtin: null, consumer_product_variant: null, lot: null }]) {
        const label = yield* createLabel(users.editor, workspace.id, brandId, extra)
        assert.deepStrictEqual(label.formats, [])
        assert.isNull(label.default_format_id)
      }
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a caller's ref is kept; a ref taken by a label, a format or a QR code is a Conflict", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const { workspace, brandId } = yield* seedWorkspace({ plan: "pro" })
      const mine = yield* createLabel(users.editor, workspace.id, brandId, { ref: Ref.make("riesling-23") })
      assert.strictEqual(mine.ref, "riesling-23")
      yield* (yield* Formats).add(users.editor, mine.id, { ref: Ref.make("magnum") })
      const code = yield* (yield* MarketingQrCodes).publish(
        users.editor,
        (yield* createQrCode(users.editor, workspace.id)).id
      )
      const codeRef = code.short_url!.slice(`${testPublicBaseUrl}/q/`.length)
      for (const taken of ["riesling-23", "magnum", codeRef]) {
        yield* failsWith(
          labels.create(users.editor, validLabelCreate(workspace.id, brandId, { ref: Ref.make(taken) })),
          "Conflict"
        )
      }
      assert.strictEqual((yield* labels.list(users.editor, { workspace_id: workspace.id }, page)).items.length, 1)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect(
    "a brand of another workspace, or no brand at all, is InvalidInput naming brand_id; nothing is stored",
    () =>
      Effect.gen(function* () {
        const labels = yield* Labels
        const { workspace } = yield* seedWorkspace()
        const other = yield* seedWorkspace({ name: "Other" })
        for (const brand of [other.brandId, BrandId.make(unknownId)]) {
          const error = yield* failsWith(
            labels.create(users.editor, validLabelCreate(workspace.id, brand, { quantity: 750 })),
            "InvalidInput"
          )
          assert.deepStrictEqual(paths(error), ["brand_id"])
        }
        assert.deepStrictEqual((yield* labels.list(users.owner, {}, page)).items, [])
      }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a stranger is not a member; a viewer may not create", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const { workspace, brandId } = yield* seedWorkspace()
      const body = validLabelCreate(workspace.id, brandId)
      const notMember = yield* failsWith(labels.create(users.stranger, body), "NotAMember")
      assert.strictEqual(notMember.workspace_id, workspace.id)
      yield* failsWith(labels.create(users.viewer, body), "NotWritable")
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("Labels.patch checks", () => {
  it.effect(
    "brand, default format and catalogue ids must belong; all issues in one InvalidInput, nothing changed",
    () =>
      Effect.gen(function* () {
        const labels = yield* Labels
        const { workspace, brandId } = yield* seedWorkspace()
        const other = yield* seedWorkspace({ name: "Other" })
        const label = yield* createLabel(users.editor, workspace.id, brandId, { quantity: 750 })
        const foreign = yield* createLabel(users.owner, other.workspace.id, other.brandId, { quantity: 500 })
        const error = yield* failsWith(
          labels.patch(users.editor, label.id, {
            name: "Changed",
            brand_id: other.brandId,
            default_format_id: foreign.formats[0]!.id,
            country_of_origin_id: Uuid.make(unknownId),
            production_method_id: Uuid.make(unknownId)
          }),
          "InvalidInput"
        )
        assert.sameMembers(
          [...paths(error)],
          ["brand_id", "default_format_id", "country_of_origin_id", "production_method_id"]
        )
        assert.deepStrictEqual(yield* labels.get(users.editor, label.id), label)
      }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a brand of the workspace, a format of the label and known catalogue ids are accepted", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createLabel(users.editor, workspace.id, brandId, { quantity: 750 })
      const brand = yield* createBrand(users.editor, workspace.id)
      const magnum = yield* (yield* Formats).add(users.editor, label.id, { quantity: 1500 })
      const patched = yield* labels.patch(users.editor, label.id, {
        brand_id: brand.id,
        default_format_id: magnum.id,
        country_of_origin_id: catalogIds.countries.germany,
        production_method_id: null
      })
      assert.strictEqual(patched.brand_id, brand.id)
      assert.strictEqual(patched.default_format_id, magnum.id)
      assert.strictEqual(patched.country_of_origin_id, catalogIds.countries.germany)
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("Labels.list", () => {
  it.effect("filters by brand and by name or internal name, and pages with has_more", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const { workspace, brandId } = yield* seedWorkspace()
      const brand = yield* createBrand(users.editor, workspace.id)
      const a = yield* createLabel(users.editor, workspace.id, brandId, { name: "Riesling Kabinett" })
      const b = yield* createLabel(users.editor, workspace.id, brand.id, {
        name: "Spätburgunder",
        internal_name: "SB-RIES"
      })
      const c = yield* createLabel(users.editor, workspace.id, brand.id, { name: "Weißburgunder" })
      const ids = (query: Parameters<typeof labels.list>[1], p = page) =>
        Effect.map(labels.list(users.viewer, query, p), (result) => result.items.map((label) => label.id))
      assert.deepStrictEqual(yield* ids({ workspace_id: workspace.id, brand_id: brand.id }), [b.id, c.id])
      assert.deepStrictEqual(yield* ids({ q: "ries" }), [a.id, b.id])
      const first = yield* labels.list(users.viewer, {}, { limit: 2, offset: 0 })
      assert.deepStrictEqual([first.items.length, first.has_more], [2, true])
      const rest = yield* labels.list(users.viewer, {}, { limit: 2, offset: 2 })
      assert.deepStrictEqual([rest.items.map((l) => l.id), rest.has_more], [[c.id], false])
      yield* failsWith(labels.list(users.stranger, { workspace_id: workspace.id }, page), "NotFound")
      assert.deepStrictEqual((yield* labels.list(users.stranger, {}, page)).items, [])
    }).pipe(Effect.provide(TestLayer))
  )
})
