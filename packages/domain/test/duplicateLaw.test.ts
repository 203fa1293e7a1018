/**
 * The duplicate law: a copy is the original with a new identity (id, ref,
 * timestamps), no publish state, the body's fields over the original's, its
 * own formats (fresh ids and refs, or the body's set) and the same
 * translations and child lists; the original does not change.
 */
import { assert, describe, it } from "@effect/vitest"
import { type Format, Formats, GENERATED_REF_PATTERN, type Label, Labels } from "@elabel/domain"
import {
  completeNutrition,
  createBrand,
  createCompleteLabel,
  labelDuplicate,
  labelPatch,
  seedWorkspace,
  TestLayer,
  translationPut,
  users,
  validChildren,
  validFormatCreate
} from "@elabel/testkit"
import { Effect, Schema } from "effect"
import { labelState, tick } from "./support.ts"

/** A format without what a copy renews. */
const formatContent = ({
  id: _i,
  ref: _r,
  label_id: _l,
  short_url: _s,
  created_at: _c,
  updated_at: _u,
  version: _v,
  ...rest
}: Format.Format) => rest

const withoutId = <A extends { readonly id: string }>({ id: _, ...row }: A) => row

/** The fields of a new format made from a duplicate body's format object. */
const fromBody = (input: Label.DuplicateFormat) => ({
  gtin: input.gtin ?? null,
  consumer_product_variant: input.consumer_product_variant ?? null,
  lot: input.lot ?? null,
  internal_reference: input.internal_reference ?? null,
  shop_url: null,
  available_from: null,
  quantity: input.quantity,
  image_id: input.image_id ?? null
})

describe("label duplicate law", () => {
  it.effect.prop(
    "the copy is the original with a new identity and the body's fields; the original is unchanged",
    {
      body: labelDuplicate,
      original: labelPatch,
      translation: translationPut,
      otherBrand: Schema.Boolean,
      published: Schema.Boolean
    },
    ({ body: generated, original, translation, otherBrand, published }) =>
      Effect.gen(function* () {
        const labels = yield* Labels
        const { workspace, brandId } = yield* seedWorkspace()
        const created = yield* createCompleteLabel(users.editor, workspace.id, brandId, {
          quantity: 750,
          gtin: "96385074"
        })
        yield* (yield* Formats).add(users.editor, created.id, validFormatCreate({ quantity: 1500, lot: "B2" }))
        if (published) yield* labels.publish(users.editor, created.id)
        // A published label may not lose a mandatory particular: the patch of a published original keeps them
        // (and keeps the flagged nutrients within what may be declared negligible).
        const flagged = { fat: null, saturated_fat: null, protein: null, salt: null, carbohydrates_negligible: null }
        const keepsComplete = published ? { ...completeNutrition, ...flagged, calculate_manually: false } : {}
        yield* labels.patch(users.editor, created.id, { ...original, ...keepsComplete })
        yield* labels.putTranslation(users.editor, created.id, "de", translation)
        yield* labels.putTranslation(users.editor, created.id, "en", { description: "Dry" })
        yield* labels.putGrapeVarieties(users.editor, created.id, validChildren.grape_varieties)
        yield* labels.putIngredients(users.editor, created.id, validChildren.ingredients)
        yield* labels.putPackagings(users.editor, created.id, validChildren.packagings)
        yield* labels.putCertifications(users.editor, created.id, validChildren.certifications)
        const second = otherBrand ? yield* createBrand(users.editor, workspace.id) : undefined
        const body = second === undefined ? generated : { ...generated, brand_id: second.id }
        const before = yield* labelState(users.viewer, created.id)
        const source = before.label

        const now = yield* tick
        const { id } = yield* labels.duplicate(users.editor, created.id, body)
        const copy = yield* labelState(users.viewer, id)

        // Formats: the original's under fresh ids and refs, or the body's set.
        const { formats: bodyFormats, ...overrides } = body
        const formats = copy.label.formats
        if (bodyFormats === undefined) {
          assert.deepStrictEqual(formats.map(formatContent), source.formats.map(formatContent))
        } else {
          assert.deepStrictEqual(formats.map(formatContent), bodyFormats.map(fromBody))
        }
        for (const format of formats) {
          assert.strictEqual(format.label_id, id)
          assert.match(format.ref ?? "", GENERATED_REF_PATTERN)
          // The copy is not published: its formats' links do not answer yet.
          assert.isNull(format.short_url)
          assert.strictEqual(format.created_at, now)
          assert.strictEqual(format.updated_at, now)
        }
        const defaultIndex =
          bodyFormats === undefined ? source.formats.findIndex((format) => format.id === source.default_format_id) : 0
        assert.strictEqual(copy.label.default_format_id, formats[defaultIndex]?.id ?? null)

        // New ids and refs: none is the original's, and they are distinct.
        const refs = [copy.label.ref, ...formats.map((format) => format.ref)]
        assert.strictEqual(new Set(refs).size, refs.length)
        for (const ref of [source.ref, ...source.formats.map((format) => format.ref)]) assert.notInclude(refs, ref)
        const ids = formats.map((format) => format.id)
        for (const format of source.formats) assert.notInclude(ids, format.id)
        assert.notStrictEqual(id, source.id)
        assert.match(copy.label.ref ?? "", GENERATED_REF_PATTERN)

        // The scalar fields: the original's, with the body's over them and the new identity.
        const { formats: _f, ...copied } = copy.label
        const { formats: _o, ...expected } = {
          ...source,
          ...overrides,
          id,
          ref: copy.label.ref,
          is_published: false,
          published_at: null,
          is_archived: false,
          short_url: null,
          short_url_marketing: null,
          default_format_id: copy.label.default_format_id,
          created_at: now,
          updated_at: now
        }
        assert.deepStrictEqual(copied, expected)

        // Translations and child lists are copied, child rows under fresh ids.
        assert.deepStrictEqual(copy.label.translations, source.translations)
        for (const list of ["grape_varieties", "ingredients", "packagings", "certifications"] as const) {
          const rows: ReadonlyArray<{ readonly id: string }> = copy.children[list]
          const originals: ReadonlyArray<{ readonly id: string }> = before.children[list]
          assert.deepStrictEqual(rows.map(withoutId), originals.map(withoutId), list)
          for (const row of originals)
            assert.notInclude(
              rows.map((r) => r.id),
              row.id,
              list
            )
        }

        // The original is untouched.
        assert.deepStrictEqual(yield* labelState(users.viewer, created.id), before)
      }).pipe(Effect.provide(TestLayer)),
    { arbitrary: { runs: 100, maxDiscards: 60_000 } }
  )
})
