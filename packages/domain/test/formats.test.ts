/** Formats of a label: add, patch and delete, their refs and links, and the label's default format. */
import { assert, describe, it } from "@effect/vitest"
import { Formats, GENERATED_REF_PATTERN, LabelId, Labels, Ref } from "@elabel/domain"
import { completeLabel, createLabel, seedWorkspace, TestLayer, testPublicBaseUrl, users } from "@elabel/testkit"
import { Effect } from "effect"
import { failsWith, tick, unknownId } from "./support.ts"

/** A workspace with one label that has a default format. */
const labelWithDefault = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace()
  return yield* createLabel(users.editor, workspace.id, brandId, { quantity: 750 })
})

describe("Formats.add", () => {
  it.effect(
    "adds a format with a generated ref, no link before publishing, absent fields null, and bumps the label",
    () =>
      Effect.gen(function* () {
        const formats = yield* Formats
        const labels = yield* Labels
        const label = yield* labelWithDefault
        const now = yield* tick
        const format = yield* formats.add(users.editor, label.id, { quantity: 1500, available_from: "2026-03-01" })
        assert.match(format.ref ?? "", GENERATED_REF_PATTERN)
        assert.isNull(format.short_url)
        assert.deepStrictEqual(
          [format.label_id, format.quantity, format.available_from, format.gtin, format.lot, format.shop_url],
          [label.id, 1500, "2026-03-01", null, null, null]
        )
        assert.strictEqual(format.created_at, now)
        const after = yield* labels.get(users.viewer, label.id)
        assert.deepStrictEqual(after.formats, [...label.formats, format])
        assert.strictEqual(after.updated_at, now)
        assert.strictEqual(after.default_format_id, label.default_format_id)
        assert.deepStrictEqual(yield* formats.get(users.viewer, format.id), format)
      }).pipe(Effect.provide(TestLayer))
  )

  it.effect("keeps a caller's ref; a ref taken anywhere is a Conflict; links come with publishing and stay", () =>
    Effect.gen(function* () {
      const formats = yield* Formats
      const labels = yield* Labels
      const label = yield* labelWithDefault
      const chosen = yield* formats.add(users.editor, label.id, { ref: Ref.make("magnum-2023") })
      assert.strictEqual(chosen.ref, "magnum-2023")
      assert.isNull(chosen.short_url)
      yield* completeLabel(users.editor, label.id)
      const published = yield* labels.publish(users.editor, label.id)
      assert.deepStrictEqual(
        published.formats.map((format) => format.short_url),
        published.formats.map((format) => `${testPublicBaseUrl}/l/${format.ref}`)
      )
      const later = yield* formats.add(users.editor, label.id, { ref: Ref.make("jeroboam-2023") })
      assert.strictEqual(later.short_url, `${testPublicBaseUrl}/l/jeroboam-2023`)
      // Withdrawn, the links stay (they answer 410), as the label's does.
      const withdrawn = yield* labels.unpublish(users.editor, label.id)
      assert.deepStrictEqual(
        withdrawn.formats.map((format) => format.short_url),
        [...published.formats, later].map((format) => `${testPublicBaseUrl}/l/${format.ref}`)
      )
      for (const taken of ["magnum-2023", label.ref!, label.formats[0]!.ref!]) {
        yield* failsWith(formats.add(users.editor, label.id, { ref: Ref.make(taken) }), "Conflict")
      }
      assert.strictEqual((yield* labels.get(users.editor, label.id)).formats.length, 3)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a viewer may not add; a stranger and an unknown label get NotFound", () =>
    Effect.gen(function* () {
      const formats = yield* Formats
      const label = yield* labelWithDefault
      yield* failsWith(formats.add(users.viewer, label.id, { quantity: 375 }), "NotWritable")
      const hidden = yield* failsWith(formats.add(users.stranger, label.id, { quantity: 375 }), "NotFound")
      assert.deepStrictEqual([hidden.resource, hidden.id], ["label", label.id])
      const unknown = LabelId.make(unknownId)
      yield* failsWith(formats.add(users.editor, unknown, { quantity: 375 }), "NotFound")
      yield* failsWith(formats.get(users.stranger, label.formats[0]!.id), "NotFound")
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("Formats.patch", () => {
  it.effect("omitted fields stay, null clears, given values replace; the ref and link stay", () =>
    Effect.gen(function* () {
      const formats = yield* Formats
      const label = yield* labelWithDefault
      const format = yield* formats.add(users.editor, label.id, { quantity: 1500, gtin: "96385074", lot: "L1" })
      const now = yield* tick
      const patched = yield* formats.patch(users.editor, format.id, {
        gtin: null,
        lot: "L2",
        shop_url: "https://shop.example.org/magnum"
      })
      assert.deepStrictEqual(patched, {
        ...format,
        gtin: null,
        lot: "L2",
        shop_url: "https://shop.example.org/magnum",
        updated_at: now,
        version: format.version + 1
      })
      assert.deepStrictEqual(yield* formats.get(users.viewer, format.id), patched)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a viewer may not patch, a stranger sees nothing; neither changes anything", () =>
    Effect.gen(function* () {
      const formats = yield* Formats
      const label = yield* labelWithDefault
      const format = yield* formats.add(users.editor, label.id, { quantity: 1500 })
      yield* failsWith(formats.patch(users.viewer, format.id, { lot: "X" }), "NotWritable")
      yield* failsWith(formats.patch(users.stranger, format.id, { lot: "X" }), "NotFound")
      assert.deepStrictEqual(yield* formats.get(users.editor, format.id), format)
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("Formats.delete", () => {
  it.effect("deleting the default format clears default_format_id; deleting another keeps it", () =>
    Effect.gen(function* () {
      const formats = yield* Formats
      const labels = yield* Labels
      const label = yield* labelWithDefault
      const magnum = yield* formats.add(users.editor, label.id, { quantity: 1500 })
      yield* formats.delete(users.editor, magnum.id)
      const kept = yield* labels.get(users.editor, label.id)
      assert.strictEqual(kept.default_format_id, label.default_format_id)
      assert.deepStrictEqual(kept.formats, label.formats)
      yield* failsWith(formats.get(users.editor, magnum.id), "NotFound")

      const now = yield* tick
      assert.strictEqual(label.default_format_id, label.formats[0]!.id)
      yield* formats.delete(users.editor, label.formats[0]!.id)
      const cleared = yield* labels.get(users.editor, label.id)
      assert.isNull(cleared.default_format_id)
      assert.deepStrictEqual(cleared.formats, [])
      assert.strictEqual(cleared.updated_at, now)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a viewer may not delete, a stranger gets NotFound, and the format stays", () =>
    Effect.gen(function* () {
      const formats = yield* Formats
      const label = yield* labelWithDefault
      const id = label.formats[0]!.id
      yield* failsWith(formats.delete(users.viewer, id), "NotWritable")
      yield* failsWith(formats.delete(users.stranger, id), "NotFound")
      assert.deepStrictEqual(yield* formats.get(users.viewer, id), label.formats[0])
    }).pipe(Effect.provide(TestLayer))
  )
})
