import { assert, describe, it } from "@effect/vitest"
import { referenceCatalog } from "@elabel/persistence"
import { newFormat } from "../src/label/Format.ts"
import { type Label, newLabelRecord } from "../src/label/Label.ts"
import { emptyChildren, type IngredientRow, type LabelChildren } from "../src/label/LabelChildren.ts"
import { toTranslation } from "../src/label/Translation.ts"
import {
  buildELabelPage,
  type ELabelCatalog,
  type ELabelContext,
  formatVolume,
  negotiateLocale,
  parseAcceptLanguage
} from "../src/published/ELabelPage.ts"
import { de, en } from "../src/published/strings/index.ts"
import {
  BrandId,
  CertificationId,
  ChildRowId,
  FormatId,
  IngredientId,
  LabelId,
  MaterialId,
  WorkspaceId
} from "../src/shared/ids.ts"

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`
const labelId = LabelId.make(uuid(1))

const label = (fields: Partial<Label> = {}): Label => ({
  ...newLabelRecord({
    id: labelId,
    ref: "riesling",
    now: "2025-01-01T00:00:00.000Z",
    input: { workspace_id: WorkspaceId.make(uuid(2)), brand_id: BrandId.make(uuid(3)), name: "Riesling" }
  }),
  formats: [],
  translations: [],
  ...fields
})

const names = (en: string, de: string, fr = en) => ({ name: en, names: { en, de, fr } })
const cat = { raw: uuid(10), acidity: uuid(11), preservatives: uuid(12), clarifying: uuid(13) }
const ing = { grapes: uuid(20), tartaric: uuid(21), malic: uuid(22), sulphites: uuid(23), egg: uuid(24) }
const glass = uuid(30)

const catalog: ELabelCatalog = {
  ingredientCategories: [
    { id: cat.raw, ...names("Raw materials", "Rohstoffe"), prints_name: false },
    { id: cat.acidity, ...names("Acidity regulators", "Säureregulatoren") },
    { id: cat.preservatives, ...names("Preservatives", "Konservierungsstoffe") },
    { id: cat.clarifying, ...names("Clarifying agents", "Schönungsmittel") }
  ],
  ingredients: [
    ingredient(ing.grapes, cat.raw, names("Grapes", "Trauben"), false, names("Organic grapes", "Bio-Trauben")),
    ingredient(ing.tartaric, cat.acidity, names("Tartaric acid", "Weinsäure"), false),
    ingredient(ing.malic, cat.acidity, names("Malic acid", "Äpfelsäure"), false),
    ingredient(ing.sulphites, cat.preservatives, names("Sulphites", "Sulfite"), true),
    ingredient(ing.egg, cat.clarifying, names("Egg albumin", "Albumin aus Ei"), true)
  ],
  materials: [{ id: glass, ...names("Green glass", "Grünes Glas"), code: "GL 71" }],
  certifications: [{ id: uuid(40), ...names("EU organic logo", "EU-Bio-Logo") }],
  countries: [{ id: uuid(50), ...names("Germany", "Deutschland") }],
  productionMethods: []
}

function ingredient(
  id: string,
  category: string,
  base: { name: string; names: Record<string, string> },
  allergen: boolean,
  organic?: { name: string; names: Record<string, string> }
) {
  return {
    id,
    ...base,
    organic_name: organic?.name ?? null,
    organic_names: organic?.names ?? {},
    is_allergen: allergen,
    ingredient_category_id: category
  }
}

const row = (n: number, id: string, order: number | null, is_organic: boolean | null = null): IngredientRow => ({
  id: ChildRowId.make(uuid(100 + n)),
  ingredient_id: IngredientId.make(id),
  is_organic,
  order
})

const page = (l: Label, children: Partial<LabelChildren> = {}, request = {}, extra: Partial<ELabelContext> = {}) =>
  buildELabelPage({ label: l, children: { ...emptyChildren, ...children }, catalog, ...extra }, request)

describe("locale negotiation", () => {
  const available = ["de", "en", "fr"]

  it("?lang wins when the label has it, with region tags falling back to their language", () => {
    assert.strictEqual(negotiateLocale({ available, lang: "fr", acceptLanguage: "de" }), "fr")
    assert.strictEqual(negotiateLocale({ available, lang: "FR-be", acceptLanguage: "de" }), "fr")
    assert.strictEqual(negotiateLocale({ available, lang: "it", acceptLanguage: "de" }), "de")
  })

  it("Accept-Language: best q-value first, de-AT matching de, q=0 and malformed ranges ignored", () => {
    assert.strictEqual(negotiateLocale({ available, acceptLanguage: "de-AT,de;q=0.9,en;q=0.8" }), "de")
    assert.strictEqual(negotiateLocale({ available, acceptLanguage: "fr-CH;q=0.5, en;q=0.9" }), "en")
    assert.strictEqual(negotiateLocale({ available, acceptLanguage: "de;q=0, fr" }), "fr")
    assert.strictEqual(negotiateLocale({ available, acceptLanguage: "de;q=abc, fr;q=0.2" }), "fr")
    assert.strictEqual(negotiateLocale({ available: ["pt-BR"], acceptLanguage: "pt" }), "pt-BR")
    assert.deepStrictEqual(parseAcceptLanguage("en;q=0.5, de-AT, *;q=0.1"), [
      { range: "de-at", q: 1 },
      { range: "en", q: 0.5 },
      { range: "*", q: 0.1 }
    ])
  })

  it("falls back to the label locale, then English, then the first translation", () => {
    assert.strictEqual(negotiateLocale({ available, acceptLanguage: "it, *;q=0.1", labelLocale: "de" }), "de")
    assert.strictEqual(negotiateLocale({ available: ["fr", "en"] }), "en")
    assert.strictEqual(negotiateLocale({ available: ["fr", "nl"] }), "fr")
    assert.strictEqual(negotiateLocale({ available: [] }), "en")
  })

  it("the page is in the negotiated language, its free texts in the label's best matching locale", () => {
    const l = label({ locale: "de", translations: [toTranslation("fr", {}), toTranslation("sv", {})] })
    const british = page(l, {}, { acceptLanguage: "en-GB, fr;q=0.8" })
    assert.deepStrictEqual(
      [british.locale, british.text_locale, british.strings.ingredients],
      ["en", "fr", "Ingredients"]
    )
    const french = page(l, {}, { acceptLanguage: "fr-CH, en;q=0.8" })
    assert.deepStrictEqual([french.locale, french.text_locale, french.strings.ingredients], ["fr", "fr", "Ingrédients"])
    assert.strictEqual(page(l, {}, {}).strings.ingredients, "Zutaten")
    assert.strictEqual(page(l, {}, { lang: "sv" }).strings.ingredients, "Ingredienser")
    assert.deepStrictEqual(page(l).available_locales, ["de", "fr", "sv"])
  })
})

describe("ingredients", () => {
  const rows = [
    row(1, ing.sulphites, 4),
    row(2, ing.egg, null),
    row(3, ing.malic, 3),
    row(4, ing.grapes, 1, true),
    row(5, ing.tartaric, 2)
  ]

  it("in the label's order, additives under their category, allergens and organic marked", () => {
    const groups = page(label({ locale: "en" }), { ingredients: rows }).ingredients
    assert.deepStrictEqual(
      groups.map((g) => [g.category, g.items.map((i) => `${i.name}${i.allergen ? "!" : ""}${i.organic ? "*" : ""}`)]),
      [
        [null, ["Organic grapes*"]],
        ["Acidity regulators", ["Tartaric acid", "Malic acid"]],
        ["Preservatives", ["Sulphites!"]],
        ["Clarifying agents", ["Egg albumin!"]]
      ]
    )
  })

  it("names categories and ingredients in the page language", () => {
    const groups = page(label({ locale: "de" }), { ingredients: rows }).ingredients
    assert.deepStrictEqual(groups[1], {
      category: "Säureregulatoren",
      items: [
        { id: ing.tartaric, name: "Weinsäure", e_number: null, allergen: false, organic: false },
        { id: ing.malic, name: "Äpfelsäure", e_number: null, allergen: false, organic: false }
      ]
    })
  })

  it("the reference catalogue fits the page's catalogue as it is", () => {
    const sulphites = "11b0d498-482e-5b14-a7f6-d8267d68edb0"
    const tartaric = "25b880c4-c202-5d49-bc86-74d39b4e0622"
    const groups = buildELabelPage(
      {
        label: label({ locale: "de" }),
        children: { ...emptyChildren, ingredients: [row(1, tartaric, 1), row(2, sulphites, 2)] },
        catalog: referenceCatalog
      },
      {}
    ).ingredients
    assert.deepStrictEqual(
      groups.map((g) => [g.category, g.items.map((i) => [i.name, i.e_number, i.allergen])]),
      [
        ["Säureregulatoren", [["Weinsäure", "E 334", false]]],
        ["Konservierungsstoffe und Antioxidationsmittel", [["Sulfite", null, true]]]
      ]
    )
  })
})

describe("nutrition declaration", () => {
  // 12.5 % vol, 6 g/l residual sugar, 0.1 g protein (see energy.test.ts for the first two):
  //   kJ:   9.8625 g alcohol × 29 + 0.6 g sugar × 17 + 0.1 g protein × 17 = 297.9125 -> 298
  //   kcal: 9.8625 × 7 + 0.6 × 4 + 0.1 × 4 = 71.8375 -> 72
  const dry = { alcohol: 12.5, residual_sugar: 6, fat: 0, saturated_fat: 0, protein: 0.1, salt: 0.01 }
  const table = (l: Label, request = {}) => page(l, {}, request).nutrition?.rows.map((r) => [r.label, r.value])

  it("lists energy and the six nutrients in the order of Annex XV, computed per 100 ml", () => {
    assert.deepStrictEqual(table(label({ locale: "en", ...dry })), [
      ["Energy", "298 kJ / 72 kcal"],
      ["Fat", "0 g"],
      ["of which saturates", "0 g"],
      ["Carbohydrate", "0.6 g"],
      ["of which sugars", "0.6 g"],
      ["Protein", "< 0.5 g"],
      ["Salt", "< 0.01 g"]
    ])
    const declaration = page(label({ locale: "en", ...dry })).nutrition
    assert.strictEqual(declaration?.energy_source, "computed")
    assert.deepStrictEqual(
      declaration?.rows.map((r) => r.sub),
      [false, false, true, false, true, false, false]
    )
  })

  it("uses the official terms and the decimal comma of the language", () => {
    assert.deepStrictEqual(table(label({ locale: "de", ...dry })), [
      ["Brennwert", "298 kJ / 72 kcal"],
      ["Fett", "0 g"],
      ["davon gesättigte Fettsäuren", "0 g"],
      ["Kohlenhydrate", "0,6 g"],
      ["davon Zucker", "0,6 g"],
      ["Eiweiß", "< 0,5 g"],
      ["Salz", "< 0,01 g"]
    ])
  })

  it("shows hand-entered energy when calculating manually", () => {
    const manual = label({ locale: "en", ...dry, calculate_manually: true, energy_kj: 300, energy_kcal: 72 })
    assert.deepStrictEqual(table(manual)?.[0], ["Energy", "300 kJ / 72 kcal"])
    assert.strictEqual(page(manual).nutrition?.energy_source, "manual")
  })

  it("declares negligible nutrients as 0 g, or summarizes them in one localized line", () => {
    const flags = { fat_negligible: true, protein_negligible: true, salt_negligible: true }
    const listed = label({ locale: "en", ...dry, protein: 0.3, ...flags })
    assert.deepStrictEqual(table(listed)?.[5], ["Protein", "0 g"])
    assert.isNull(page(listed).nutrition?.negligible)

    // The energy counts what the page declares: the negligible 0.3 g of protein count 0 g,
    //   not kJ 296.2125 + 0.3 × 17 = 301.3125 -> 301, kcal 71.4375 + 0.3 × 4 = 72.6375 -> 73
    const summarized = label({ ...listed, summarize_small_amounts: true, translations: [toTranslation("fr", {})] })
    assert.deepStrictEqual(table(summarized), [
      ["Energy", "296 kJ / 71 kcal"],
      ["Carbohydrate", "0.6 g"],
      ["of which sugars", "0.6 g"]
    ])
    assert.strictEqual(
      page(summarized).nutrition?.negligible,
      "Contains negligible amounts of fat, saturates, protein and salt"
    )
    assert.strictEqual(
      page(summarized, {}, { lang: "fr" }).nutrition?.negligible,
      "Contient des quantités négligeables de matières grasses, d'acides gras saturés, de protéines et de sel"
    )
    assert.strictEqual(
      page(label({ ...summarized, locale: "de" })).nutrition?.negligible,
      "Enthält geringfügige Mengen von Fett, gesättigten Fettsäuren, Eiweiß und Salz"
    )
  })

  it("has no declaration when the label holds no value to declare", () => {
    assert.isNull(page(label()).nutrition)
  })
})

describe("product facts", () => {
  it("formats the fill volume in ml below a litre and in l from a litre up", () => {
    assert.strictEqual(formatVolume(750, en), "750 ml")
    assert.strictEqual(formatVolume(187, en), "187 ml")
    assert.strictEqual(formatVolume(1000, en), "1 l")
    assert.strictEqual(formatVolume(1500, en), "1.5 l")
    assert.strictEqual(formatVolume(1500, de), "1,5 l")
    assert.strictEqual(formatVolume(3000, de), "3 l")
  })

  it("shows the scanned format's volume before the label's, unless show_quantity is off", () => {
    const l = label({ locale: "en", quantity: 750 })
    const magnum = newFormat(
      { id: FormatId.make(uuid(60)), label_id: labelId, ref: "magnum", now: "2025-01-01T00:00:00.000Z" },
      "https://e.example",
      { quantity: 1500, gtin: "4006381333931" }
    )
    assert.strictEqual(page(l).fill_volume, "750 ml")
    assert.strictEqual(page(l, {}, {}, { format: magnum }).fill_volume, "1.5 l")
    assert.strictEqual(page(l, {}, {}, { format: magnum }).gtin, "4006381333931")
    assert.isNull(page(label({ ...l, show_quantity: false })).fill_volume)
  })

  it("prints alcohol in % vol, the analysed value in half units, and vintage or non-vintage", () => {
    assert.strictEqual(page(label({ locale: "en", alcohol_label: 12.5 })).alcohol, "12.5 % vol")
    assert.strictEqual(page(label({ locale: "de", alcohol: 12.7 })).alcohol, "12,5 % vol")
    assert.strictEqual(page(label({ locale: "en", vintage: "2022" })).vintage, "2022")
    assert.strictEqual(page(label({ locale: "de", vintage: "2022", is_non_vintage: true })).vintage, "Ohne Jahrgang")
  })

  it("shows allergen text only when switched on, translation texts, packaging, certifications, operators", () => {
    const l = label({
      locale: "de",
      show_allergen_text: true,
      country_of_origin_id: uuid(50),
      bottler_id: uuid(70),
      hide_distributor: true,
      distributor_id: uuid(71),
      translations: [toTranslation("de", { allergen_text: "Enthält Sulfite", region: "Mosel", aroma: null })]
    })
    const children = {
      packagings: [
        {
          id: ChildRowId.make(uuid(80)),
          packaging_type: "Flasche",
          collection: "Glascontainer",
          material_id: MaterialId.make(glass)
        }
      ],
      certifications: [{ id: ChildRowId.make(uuid(81)), certification_id: CertificationId.make(uuid(40)) }]
    }
    const p = page(l, children)
    assert.strictEqual(p.allergen_text, "Enthält Sulfite")
    assert.isNull(page(label({ ...l, show_allergen_text: false })).allergen_text)
    assert.deepStrictEqual(p.texts, [{ key: "region", text: "Mosel" }])
    assert.strictEqual(p.country_of_origin, "Deutschland")
    assert.deepStrictEqual(p.packagings, [
      {
        packaging_type: "Flasche",
        material: "Grünes Glas",
        code: "GL 71",
        collection: "Glascontainer",
        disposal: "Altglassammlung"
      }
    ])
    assert.deepStrictEqual(p.certifications, ["EU-Bio-Logo"])
    assert.deepStrictEqual(
      p.operators.map((o) => [o.role, o.title, o.id]),
      [
        ["producer", "Erzeuger", null],
        ["bottler", "Abfüller", uuid(70)]
      ]
    )
  })
})
