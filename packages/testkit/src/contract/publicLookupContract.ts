/**
 * The lookups of the public pages: labels and formats by public ref and by
 * GTIN (read as GTIN-14), and the catalogue entries a page names.
 */
import { assert, describe } from "@effect/vitest"
import { CatalogRepository, FormatRepository, Gs1, LabelRepository } from "@elabel/domain"
import { Effect, Option } from "effect"
import { catalogFixture, catalogIds } from "../catalogFixture.ts"
import { at, formatRecord, freshRef, freshWorkspace, labelAggregate, uuid } from "./records.ts"
import { asRead, type ContractIt } from "./support.ts"

/** A valid GTIN-14 no other test uses: twelve random digits, then 0 and the check digit. */
const freshGtin14 = (): Gs1.Gtin14 => {
  const data = `0${Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join("")}`
  return `${data}${Gs1.checkDigit(data)}` as Gs1.Gtin14
}

const sortedIds = (rows: ReadonlyArray<{ readonly id: string }>) => rows.map((row) => row.id).sort()

/** Registers the public lookup tests on `it`; the store must hold `catalogFixture`. */
export const publicLookupContract = (it: ContractIt): void => {
  describe("public lookups", () => {
    it.effect("a ref finds its label or its format, never the other kind", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const formats = yield* FormatRepository
        const aggregate = labelAggregate(freshWorkspace())
        yield* labels.insert(aggregate)
        const labelRef = aggregate.label.ref!
        const format = aggregate.formats[0]!
        const formatRef = format.ref!

        assert.deepStrictEqual(yield* labels.findByRef(labelRef), Option.some(asRead(aggregate)))
        assert.deepStrictEqual(
          yield* formats.findByRef(formatRef),
          Option.some({ format, workspace_id: aggregate.label.workspace_id })
        )
        assert.isTrue(Option.isNone(yield* labels.findByRef(formatRef)))
        assert.isTrue(Option.isNone(yield* formats.findByRef(labelRef)))
        assert.isTrue(Option.isNone(yield* labels.findByRef(freshRef())))
        assert.isTrue(Option.isNone(yield* formats.findByRef(freshRef())))
      })
    )

    it.effect("a GTIN-14 finds the formats and labels whose GTIN pads to it, by creation", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const formats = yield* FormatRepository
        const gtin = freshGtin14()
        const aggregate = labelAggregate(freshWorkspace(), {}, { formats: [] })
        const { id, workspace_id } = aggregate.label
        yield* labels.insert(aggregate)
        const add = (stored: string, created_at: string) =>
          Effect.gen(function* () {
            const format = formatRecord(id, { gtin: stored, created_at })
            yield* formats.insert(workspace_id, format)
            return format
          })
        const late = yield* add(gtin.slice(1), at(2))
        const early = yield* add(` ${gtin} `, at(1))
        yield* add(`00${gtin}`, at(1))
        yield* add(`${gtin.slice(1, -1)}x`, at(1))
        const found = yield* formats.findByGtin(gtin)
        assert.deepStrictEqual(
          found.map((row) => row.format.id),
          [early.id, late.id]
        )
        assert.deepStrictEqual(found[0], { format: early, workspace_id })

        assert.deepStrictEqual(yield* labels.findByGtin(gtin), [])
        yield* labels.update(id, { gtin: gtin.slice(1) })
        assert.deepStrictEqual(
          (yield* labels.findByGtin(gtin)).map((label) => label.id),
          [id]
        )
      })
    )

    it.effect("entriesFor answers the known entries of the ids and the categories of the ingredients", () =>
      Effect.gen(function* () {
        const catalog = yield* CatalogRepository
        const entries = yield* catalog.entriesFor({
          ingredientIds: [catalogIds.ingredients.grapes, catalogIds.ingredients.sulphites, uuid(), "not-a-uuid"],
          materialIds: [catalogIds.materials.glass],
          certificationIds: [catalogIds.certifications.euOrganic, catalogIds.certifications.euOrganic],
          countryIds: [catalogIds.countries.germany],
          productionMethodIds: [],
          grapeVarietyIds: [catalogIds.grapeVarieties.pinotNoir, catalogIds.grapeVarieties.riesling, "not-a-uuid"]
        })
        assert.deepStrictEqual(
          sortedIds(entries.ingredients),
          [catalogIds.ingredients.grapes, catalogIds.ingredients.sulphites].sort()
        )
        assert.deepStrictEqual(
          sortedIds(entries.ingredientCategories),
          [catalogIds.ingredientCategories.rawMaterials, catalogIds.ingredientCategories.preservatives].sort()
        )
        const grapes = entries.ingredients.find((entry) => entry.id === catalogIds.ingredients.grapes)
        assert.deepStrictEqual(
          grapes,
          catalogFixture.ingredients.find((entry) => entry.id === catalogIds.ingredients.grapes)
        )
        assert.deepStrictEqual(sortedIds(entries.materials), [catalogIds.materials.glass])
        assert.deepStrictEqual(sortedIds(entries.certifications), [catalogIds.certifications.euOrganic])
        assert.deepStrictEqual(sortedIds(entries.countries), [catalogIds.countries.germany])
        assert.deepStrictEqual(entries.productionMethods, [])
        assert.deepStrictEqual(
          [...entries.grapeVarieties].sort((a, b) => (a.id < b.id ? -1 : 1)),
          catalogFixture.grapeVarieties.filter(
            (entry) =>
              entry.id === catalogIds.grapeVarieties.pinotNoir || entry.id === catalogIds.grapeVarieties.riesling
          )
        )
      })
    )
  })
}
