/**
 * The print kit's rules, pure: which words in which languages (from the page's
 * tables), the legal x-height, the least module size and quiet zone, and the
 * fit check naming what to change. The fonts and the QR encoder are the
 * adapters'; here a monospaced stand-in font and a fixed symbol.
 */
import { assert, describe, it } from "@effect/vitest"
import { Result } from "effect"
import { type Label, newLabelRecord } from "../src/label/Label.ts"
import { emptyChildren, type LabelChildren } from "../src/label/LabelChildren.ts"
import { makeSnapshot } from "../src/label/labelSnapshot.ts"
import {
  type FontMetrics,
  KIT_DEFAULTS,
  labelNutrition,
  layoutPrintKit,
  type PrintKitContent,
  type PrintKitOptions,
  printKitContent,
  type QrSymbol
} from "../src/print/index.ts"
import type { SnapshotCatalog } from "../src/published/ELabelSnapshot.ts"
import { BrandId, ChildRowId, IngredientId, LabelId, WorkspaceId } from "../src/shared/ids.ts"

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`

const label = (fields: Partial<Label> = {}): Label => ({
  ...newLabelRecord({
    id: LabelId.make(uuid(1)),
    ref: "riesling",
    now: "2025-01-01T00:00:00.000Z",
    input: { workspace_id: WorkspaceId.make(uuid(2)), brand_id: BrandId.make(uuid(3)), name: "Riesling" }
  }),
  formats: [],
  translations: [],
  alcohol: 12.5,
  residual_sugar: 6,
  quantity: 750,
  ...fields
})

const named = (en: string, de: string, el: string) => ({ name: en, names: { en, de, el } })
const catalog: SnapshotCatalog = {
  ingredientCategories: [
    { id: uuid(10), ...named("Preservatives", "Konservierungsstoffe", "Συντηρητικά"), order: 1, prints_name: true }
  ],
  ingredients: [
    {
      id: uuid(20),
      ...named("Grapes", "Trauben", "Σταφύλια"),
      organic_name: null,
      organic_names: {},
      is_allergen: false,
      order: null,
      ingredient_category_id: null
    },
    {
      id: uuid(21),
      ...named("Sulphites", "Sulfite", "Θειώδη"),
      organic_name: null,
      organic_names: {},
      is_allergen: true,
      order: null,
      ingredient_category_id: uuid(10)
    }
  ],
  materials: [],
  certifications: [],
  countries: [],
  productionMethods: []
}

const withIngredients: Partial<LabelChildren> = {
  ingredients: [uuid(20), uuid(21)].map((id, n) => ({
    id: ChildRowId.make(uuid(100 + n)),
    ingredient_id: IngredientId.make(id),
    is_organic: null,
    order: n
  }))
}

const snapshot = (fields: Partial<Label> = {}, children: Partial<LabelChildren> = withIngredients) =>
  makeSnapshot({
    label: label(fields),
    children: { ...emptyChildren, ...children },
    brand: null,
    catalog,
    media: [],
    operators: []
  })

const options = (overrides: Partial<PrintKitOptions> = {}): PrintKitOptions => ({
  ...KIT_DEFAULTS,
  languages: ["de", "en", "el"],
  ...overrides
})

/** Every glyph half an em wide; x-height half an em. */
const mono: FontMetrics = { xHeight: 0.5, ascent: 0.9, descent: 0.25, width: (text) => text.length * 0.5 }

/** A 25-module symbol with a checkerboard of dark modules. */
const symbol: QrSymbol = { size: 25, dark: (row, column) => (row + column) % 2 === 0 }

const content = (fields: Partial<Label> = {}, o = options()): PrintKitContent =>
  Result.getOrThrow(printKitContent(snapshot(fields), null, "https://e.example/l/riesling", o))

describe("the kit's words", () => {
  it("say 'Ingredients', the energy per 100 ml and 'Contains' in each language, from the page's tables", () => {
    const kit = content()
    // The energy's spaces are no-break spaces ("296 kJ" never splits); read as plain spaces here.
    const text = (language: string) =>
      kit.sections
        .find((section) => section.language === language)
        ?.lines.map((line) => line.text.replaceAll("\u00a0", " "))
    assert.deepStrictEqual(text("de"), ["Zutaten", "Brennwert pro 100 ml: 296 kJ / 71 kcal", "Enthält: Sulfite"])
    assert.deepStrictEqual(text("en"), ["Ingredients", "Energy per 100 ml: 296 kJ / 71 kcal", "Contains: Sulphites"])
    assert.deepStrictEqual(text("el")?.[0], "Συστατικά")
    assert.deepStrictEqual(kit.common, [])
  })

  it("print volume and alcohol once, only when asked", () => {
    const kit = content({}, options({ parts: { ...KIT_DEFAULTS.parts, volume: true, alcohol: true } }))
    assert.deepStrictEqual(
      kit.common.map((line) => line.text),
      ["750 ml", "12,5 % vol"]
    )
  })

  it("are refused, naming what is missing, for a label without ingredients or energy", () => {
    const refused = printKitContent(snapshot({ alcohol: null }, {}), null, "https://e.example/l/x", options())
    assert.isTrue(Result.isFailure(refused))
    if (Result.isFailure(refused)) {
      assert.deepStrictEqual(
        refused.failure.map((issue) => issue.code),
        ["energy-missing", "ingredients-missing"]
      )
    }
  })
})

describe("the kit's geometry", () => {
  it("sets the words at the legal x-height: 1.2 mm, or 0.9 mm on a small pack", () => {
    for (const [smallPack, xHeight] of [
      [false, 1.2],
      [true, 0.9]
    ] as const) {
      const geometry = Result.getOrThrow(
        layoutPrintKit(content(), symbol, mono, options({ smallPack, textWidthMm: 60 }))
      )
      for (const text of geometry.texts) assert.closeTo(text.size * mono.xHeight, xHeight, 1e-3)
    }
  })

  it("refuses modules under 0.25 mm, naming size_mm and the least size", () => {
    const refused = layoutPrintKit(content(), symbol, mono, options({ sizeMm: 6, textWidthMm: 60 }))
    assert.deepStrictEqual(Result.isFailure(refused) ? refused.failure.errors.map((issue) => issue.path) : [], [
      "size_mm"
    ])
    assert.match(Result.isFailure(refused) ? (refused.failure.errors[0]?.message ?? "") : "", /at least 6\.3 mm/)
  })

  it("refuses a column too narrow for a word at the legal size, naming text_width_mm and the word", () => {
    const refused = layoutPrintKit(content(), symbol, mono, options({ textWidthMm: 8 }))
    const issue = Result.isFailure(refused) ? refused.failure.errors[0] : undefined
    assert.strictEqual(issue?.path, "text_width_mm")
    assert.include(issue?.message ?? "", '"Ingredients"')
  })

  it("draws every dark module once, inside the quiet zone", () => {
    const geometry = Result.getOrThrow(layoutPrintKit(content(), symbol, mono, options({ textWidthMm: 60 })))
    const area = geometry.modules.reduce((sum, rect) => sum + rect.width * rect.height, 0)
    const dark = Math.ceil((25 * 25) / 2)
    assert.closeTo(area, dark * geometry.moduleMm ** 2, 1e-6)
    const quiet = 4 * geometry.moduleMm
    for (const rect of geometry.modules) {
      assert.isAtLeast(rect.x, quiet - 1e-9)
      assert.isAtMost(rect.x + rect.width, quiet + 20 + 1e-9)
    }
  })

  it("puts the words under the code (stacked) or beside it (side), never on it, and adds the bleed", () => {
    const stacked = Result.getOrThrow(layoutPrintKit(content(), symbol, mono, options({ textWidthMm: 60, bleedMm: 3 })))
    for (const text of stacked.texts) assert.isAbove(text.y, stacked.code.y + stacked.code.height)
    assert.closeTo(stacked.width, 60 + 6, 1e-6)
    assert.deepStrictEqual(stacked.trim.x, 3)
    const side = Result.getOrThrow(
      layoutPrintKit(content(), symbol, mono, options({ textWidthMm: 60, layout: "side" }))
    )
    for (const text of side.texts) assert.isAtLeast(text.x, side.code.x + side.code.width)
    assert.closeTo(side.width, side.code.width + 60, 1e-6)
  })
})

describe("the bottle's numbers", () => {
  it("are the page's: energy in whole kJ and kcal, nutrients rounded as printed, allergens per language", () => {
    const numbers = labelNutrition(snapshot(), ["de", "en"])
    assert.deepStrictEqual(numbers?.energy, { kj: 296, kcal: 71, source: "computed" })
    assert.deepStrictEqual(
      numbers?.nutrients.find((n) => n.key === "sugars"),
      { key: "sugars", grams: 0.6, text: "0.6", less_than: false, negligible_statement: false }
    )
    assert.deepStrictEqual(numbers?.allergens, { de: ["Sulfite"], en: ["Sulphites"] })
  })
})
