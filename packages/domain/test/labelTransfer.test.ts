/** Bulk import (dry run, all or nothing, matching) and export in the shape import reads. */
import { assert, describe, it } from "@effect/vitest"
import {
  Brands,
  type LabelImport,
  LabelTransfer,
  operatorServicesLayer,
  UserId,
  type WorkspaceId
} from "@elabel/domain"
import { layerMemory } from "@elabel/persistence"
import { catalogFixture, catalogIds, seedWorkspace, TestIds, TestLayer, users, validChildren } from "@elabel/testkit"
import { Effect, Layer } from "effect"
import { failsWith, unknownId } from "./support.ts"

const riesling = {
  name: "Riesling Kabinett",
  internal_reference: "RK-23",
  vintage: "2023",
  alcohol: 11.5,
  formats: [{ quantity: 750, gtin: "4012345678901" }, { quantity: 1500 }, { quantity: 375, lot: "L1" }],
  translations: [{ locale: "de" as const, description: "Frisch" }],
  ingredients: validChildren.ingredients
}

const entries = (documents: ReadonlyArray<unknown>): ReadonlyArray<LabelImport.ImportEntry> =>
  documents.map((document, i) => ({ rows: [i + 1], document }))

const run = (actor: UserId, workspace: WorkspaceId, documents: ReadonlyArray<unknown>, dryRun = false) =>
  LabelTransfer.use((transfer) => transfer.import(actor, workspace, entries(documents), { dryRun }))

const exported = (workspace: WorkspaceId) =>
  LabelTransfer.use((transfer) => transfer.exportPage(users.viewer, workspace, { limit: 100, offset: 0 }))

describe("LabelTransfer.import", () => {
  it.effect("creates, then matches by internal reference (unchanged, then update)", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const first = yield* run(users.editor, workspace.id, [riesling])
      assert.deepStrictEqual([first.applied, first.rows[0]?.action], [true, "create"])
      const [label] = (yield* exported(workspace.id)).items
      assert.strictEqual(label?.formats.length, 3)
      assert.strictEqual(label?.default_format_id, label?.formats[0]?.id)
      assert.deepStrictEqual(
        label?.ingredients.map((row) => row.ingredient_id),
        [catalogIds.ingredients.grapes, catalogIds.ingredients.sulphites]
      )
      const again = yield* run(users.editor, workspace.id, [riesling])
      assert.deepStrictEqual(again.rows[0], { row: 1, action: "unchanged", label_id: label!.id, errors: [] })
      const changed = yield* run(users.editor, workspace.id, [{ ...riesling, vintage: "2024" }])
      assert.strictEqual(changed.rows[0]?.action, "update")
      assert.strictEqual((yield* exported(workspace.id)).items.length, 1)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a row naming no brand keeps an existing label's brand, and gives a new one the primary brand", () =>
    Effect.gen(function* () {
      const { workspace, brandId: primary } = yield* seedWorkspace()
      const second = yield* Brands.use((brands) =>
        brands.create(users.owner, { workspace_id: workspace.id, name: "Zweitmarke" })
      )
      yield* run(users.editor, workspace.id, [{ ...riesling, brand: "Zweitmarke" }])
      const renamed = yield* run(users.editor, workspace.id, [
        { name: "Riesling Spätlese", internal_reference: "RK-23" },
        { name: "Rosé", internal_reference: "RO-1" }
      ])
      assert.deepStrictEqual(
        renamed.rows.map((row) => row.action),
        ["update", "create"]
      )
      const brands = (yield* exported(workspace.id)).items.map((label) => [label.name, label.brand_id])
      assert.deepStrictEqual(brands, [
        ["Riesling Spätlese", second.id],
        ["Rosé", primary]
      ])
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a dry run reports what the run would do and changes nothing", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const dry = yield* run(users.editor, workspace.id, [riesling, { ...riesling, internal_reference: "X" }], true)
      assert.deepStrictEqual([dry.dry_run, dry.applied, dry.summary.create], [true, false, 2])
      assert.strictEqual((yield* exported(workspace.id)).items.length, 0)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("one bad row fails the import: every row reported, nothing stored", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const result = yield* run(users.editor, workspace.id, [
        riesling,
        { name: "Unknown ingredient", ingredients: [{ ingredient_id: unknownId }] },
        { name: "", formats: [{ quantity: -1 }] }
      ])
      assert.deepStrictEqual(
        result.rows.map((row) => row.action),
        ["create", "error", "error"]
      )
      assert.deepStrictEqual(
        result.rows[1]?.errors.map((issue) => issue.field),
        ["ingredients[0].ingredient_id"]
      )
      assert.deepStrictEqual(result.rows[2]?.errors.map((issue) => issue.field).sort(), ["formats[0].quantity", "name"])
      assert.strictEqual(result.applied, false)
      assert.strictEqual((yield* exported(workspace.id)).items.length, 0)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("another tenant's workspace is NotFound; a viewer may not import", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      yield* failsWith(run(users.stranger, workspace.id, [riesling]), "NotFound")
      yield* failsWith(run(users.viewer, workspace.id, [riesling]), "NotWritable")
      const transfer = yield* LabelTransfer
      yield* failsWith(transfer.exportPage(users.stranger, workspace.id, { limit: 10, offset: 0 }), "NotFound")
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("the operator (the CLI) is no member, yet its import matches the workspace's labels", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const operator = UserId.make("operator")
      const first = yield* run(operator, workspace.id, [riesling])
      const again = yield* run(operator, workspace.id, [{ ...riesling, vintage: "2024" }])
      assert.deepStrictEqual(
        [first.rows[0]?.action, again.rows[0]?.action, again.rows[0]?.label_id],
        ["create", "update", first.rows[0]?.label_id]
      )
    }).pipe(
      Effect.provide(
        operatorServicesLayer.pipe(
          Layer.provideMerge(Layer.mergeAll(layerMemory({ catalog: catalogFixture }), TestIds))
        )
      )
    )
  )
})
