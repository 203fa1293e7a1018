/**
 * The lookups of the public pages on every adapter (memory, embedded
 * PGlite, PostgreSQL when `DATABASE_URL` is set): labels and formats by
 * public ref and by GTIN (read as GTIN-14), and the catalogue entries a page
 * names. The SQL and memory adapters must agree row for row.
 */
import { assert, describe, layer } from "@effect/vitest"
import {
  CatalogRepository,
  Format,
  FormatId,
  FormatRepository,
  Gs1,
  LabelRepository,
  type PersistenceUnavailable,
  type StoragePorts
} from "@elabel/domain"
import { layerEmbedded, layerMemory } from "@elabel/persistence"
import { catalogFixture, catalogIds } from "@elabel/testkit"
import { Effect, type Layer, Option } from "effect"
import { BASE_URL, freshPostgres, newWorkspaceId, nextId, nextRef, richAggregate, T1, T2 } from "./sqlSupport.ts"

const storages: ReadonlyArray<readonly [string, Layer.Layer<StoragePorts, PersistenceUnavailable>]> = [
  ["memory", layerMemory({ catalog: catalogFixture })],
  ["embedded PGlite (in memory)", layerEmbedded(undefined, { catalog: catalogFixture })],
  ...(process.env.DATABASE_URL
    ? [["PostgreSQL", freshPostgres(process.env.DATABASE_URL, catalogFixture)] as const]
    : [])
]

/** A valid GTIN-14 no other test uses: twelve random digits, then 0 and the check digit. */
const freshGtin14 = (): Gs1.Gtin14 => {
  const data = `0${Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join("")}`
  return `${data}${Gs1.checkDigit(data)}` as Gs1.Gtin14
}

const sortedIds = (rows: ReadonlyArray<{ readonly id: string }>) => rows.map((row) => row.id).sort()

for (const [name, storage] of storages) {
  layer(storage, { excludeTestServices: true, timeout: "180 seconds" })(name, (it) => {
    describe("public lookups", () => {
      it.effect("a ref finds its label or its format, never the other kind", () =>
        Effect.gen(function* () {
          const labels = yield* LabelRepository
          const formats = yield* FormatRepository
          const aggregate = richAggregate(newWorkspaceId())
          yield* labels.insert(aggregate)
          const labelRef = aggregate.label.ref ?? ""
          const format = aggregate.formats[0] as Format.Format
          const formatRef = format.ref ?? ""

          assert.strictEqual(Option.getOrThrow(yield* labels.findByRef(labelRef)).id, aggregate.label.id)
          assert.deepStrictEqual(
            yield* formats.findByRef(formatRef),
            Option.some({ format, workspace_id: aggregate.label.workspace_id })
          )
          assert.isTrue(Option.isNone(yield* labels.findByRef(formatRef)))
          assert.isTrue(Option.isNone(yield* formats.findByRef(labelRef)))
          assert.isTrue(Option.isNone(yield* labels.findByRef("no-such-ref")))
        })
      )

      it.effect("a GTIN-14 finds the formats and labels whose GTIN pads to it, by creation", () =>
        Effect.gen(function* () {
          const labels = yield* LabelRepository
          const formats = yield* FormatRepository
          const gtin = freshGtin14()
          const aggregate = richAggregate(newWorkspaceId())
          yield* labels.insert({ ...aggregate, formats: [] })
          const add = (stored: string, created_at: string) =>
            Effect.gen(function* () {
              const format = Format.newFormat(
                { id: FormatId.make(nextId()), label_id: aggregate.label.id, ref: nextRef("g"), now: created_at },
                BASE_URL,
                { gtin: stored }
              )
              yield* formats.insert(aggregate.label.workspace_id, format)
              return format
            })
          const late = yield* add(gtin.slice(1), T2)
          const early = yield* add(` ${gtin} `, T1)
          yield* add(`00${gtin}`, T1)
          yield* add(`${gtin.slice(1, -1)}x`, T1)
          const found = yield* formats.findByGtin(gtin)
          assert.deepStrictEqual(
            found.map((row) => row.format.id),
            [early.id, late.id]
          )
          assert.strictEqual(found[0]?.workspace_id, aggregate.label.workspace_id)

          assert.deepStrictEqual(yield* labels.findByGtin(gtin), [])
          yield* labels.update(aggregate.label.id, { gtin: gtin.slice(1) })
          assert.deepStrictEqual(
            (yield* labels.findByGtin(gtin)).map((label) => label.id),
            [aggregate.label.id]
          )
        })
      )

      it.effect("entriesFor answers the known entries of the ids and the categories of the ingredients", () =>
        Effect.gen(function* () {
          const catalog = yield* CatalogRepository
          const entries = yield* catalog.entriesFor({
            ingredientIds: [catalogIds.ingredients.grapes, catalogIds.ingredients.sulphites, nextId(), "not-a-uuid"],
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
  })
}
