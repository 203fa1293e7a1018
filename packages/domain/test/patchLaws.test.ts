/**
 * The PATCH law of labels: omitted keys keep their value, null clears, given
 * values replace, updated_at becomes now, and the publish state never moves;
 * a patch that changes no value changes nothing (same version, no version recorded);
 * on a published label, a patch whose result lacks a mandatory particular the
 * label had is refused (`LabelIncomplete`) and changes nothing.
 */
import { assert, describe, it } from "@effect/vitest"
import { Compliance, Formats, type Label, LabelHistory, Labels } from "@elabel/domain"
import { createBrand, createCompleteLabel, labelPatch, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect, Schema } from "effect"
import { nowIso, tick } from "./support.ts"

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value))
const runs = { arbitrary: { runs: 100, maxDiscards: 40_000 } }

describe("label PATCH law", () => {
  it.effect.prop(
    "after a patch every field is old ⊕ patch, updated_at is now, is_published unchanged",
    {
      setup: labelPatch,
      generated: labelPatch,
      publishFirst: Schema.Boolean,
      // The two keys `labelPatch` leaves out, as they must name this workspace's brand and this label's format.
      brand: Schema.Literals(["omit", "primary", "second", "null"]),
      defaultFormat: Schema.Literals(["omit", "first", "second", "null"])
    },
    ({ setup, generated, publishFirst, brand, defaultFormat }) =>
      Effect.gen(function* () {
        const labels = yield* Labels
        const { workspace, brandId } = yield* seedWorkspace()
        const second = yield* createBrand(users.editor, workspace.id)
        const created = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750, lot: "L1" })
        const magnum = yield* (yield* Formats).add(users.editor, created.id, { quantity: 1500 })
        const brands = { primary: brandId, second: second.id, null: null }
        const formats = { first: created.formats[0]!.id, second: magnum.id, null: null }
        const patch: Label.LabelPatch = {
          ...generated,
          ...(brand === "omit" ? {} : { brand_id: brands[brand] }),
          ...(defaultFormat === "omit" ? {} : { default_format_id: formats[defaultFormat] })
        }
        if (publishFirst) yield* labels.publish(users.editor, created.id)
        // A first patch fills fields, so "omitted keeps the old value" is tested on non-null values too
        // (on a published label, unless it would take a particular away).
        yield* Effect.ignore(labels.patch(users.editor, created.id, setup))
        const before = yield* labels.get(users.viewer, created.id)
        const children = yield* labels.children(users.viewer, created.id)
        const errors = (label: Label.Label) =>
          Compliance.complianceErrors({ label, children, catalog: { ingredients: [] } }).map((issue) => issue.code)
        const lost = errors({ ...before, ...patch }).filter((code) => !errors(before).includes(code))

        const now = yield* tick
        const outcome = yield* Effect.result(labels.patch(users.editor, created.id, patch))
        if (publishFirst && lost.length > 0) {
          assert.isTrue(outcome._tag === "Failure" && outcome.failure._tag === "LabelIncomplete")
          assert.deepStrictEqual(yield* labels.get(users.owner, created.id), before)
          return
        }
        if (outcome._tag === "Failure") return yield* Effect.die(outcome.failure)
        const after = outcome.success

        // A patch that repeats every value it names changes nothing, not even the version (issue 33 item 2).
        const changes = !Object.entries(patch).every(
          ([key, value]) => JSON.stringify(before[key as keyof typeof before]) === JSON.stringify(value)
        )
        // Compared as a client reads them: -0 and 0 are one number in JSON, and a key whose value is
        // unchanged keeps the stored one (a stored -0 stays -0 under a patch naming 0).
        assert.deepStrictEqual(
          asJson(after),
          asJson(changes ? { ...before, ...patch, updated_at: now, version: before.version + 1 } : before)
        )
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) assert.isNull(after[key as keyof typeof after], key)
        }
        for (const key of Object.keys(before) as Array<keyof typeof before>) {
          if (!(key in patch) && key !== "updated_at" && key !== "version")
            assert.deepStrictEqual(after[key], before[key], key)
        }
        assert.strictEqual(after.is_published, publishFirst)
        assert.strictEqual(after.published_at, before.published_at)
        assert.strictEqual(after.short_url, before.short_url)
        // What a later read sees is what the patch answered.
        assert.deepStrictEqual(yield* labels.get(users.owner, created.id), after)
      }).pipe(Effect.provide(TestLayer)),
    runs
  )

  it.effect("an empty patch, or one repeating stored values, changes nothing: same version, no label version", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const { workspace, brandId } = yield* seedWorkspace()
      const created = yield* createCompleteLabel(users.editor, workspace.id, brandId)
      const published = yield* labels.publish(users.editor, created.id)
      const history = yield* LabelHistory
      const versions = (yield* history.list(users.editor, created.id, { limit: 50, offset: 0 })).items.length
      yield* tick
      assert.deepStrictEqual(yield* labels.patch(users.editor, created.id, {}), published)
      const repeated = { name: published.name, alcohol: published.alcohol, brand_id: published.brand_id }
      assert.deepStrictEqual(yield* labels.patch(users.editor, created.id, repeated), published)
      assert.deepStrictEqual(yield* labels.get(users.editor, created.id), published)
      assert.strictEqual(
        (yield* history.list(users.editor, created.id, { limit: 50, offset: 0 })).items.length,
        versions
      )
      // One value that differs is a change: the version moves on once.
      const renamed = yield* labels.patch(users.editor, created.id, { ...repeated, name: "Renamed" })
      assert.deepStrictEqual(renamed, {
        ...published,
        name: "Renamed",
        updated_at: yield* nowIso,
        version: published.version + 1
      })
    }).pipe(Effect.provide(TestLayer))
  )
})
