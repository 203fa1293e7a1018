import { assert, describe, it } from "@effect/vitest"
import { disposalKey, negotiateLanguages, pageLanguages } from "../src/published/ELabelPage.ts"
import {
  DISPOSAL_KEYS,
  fr,
  NUTRIENT_KEYS,
  stringsByLanguage,
  stringsFor,
  termLine
} from "../src/published/strings/index.ts"
import { OFFICIAL_EU_LANGUAGES } from "../src/shared/Locale.ts"

const negotiate = (request: { lang?: string; acceptLanguage?: string; labelLocale?: string }, available = ["de"]) =>
  negotiateLanguages({ pageLanguages, available, labelLocale: "de", ...request })

describe("page language and text locale", () => {
  it("the page speaks any official language asked for; free texts stay in the label's best locale", () => {
    assert.deepStrictEqual(negotiate({ acceptLanguage: "pl-PL, en;q=0.5" }), { page: "pl", text: "de" })
    assert.deepStrictEqual(negotiate({ lang: "sv", acceptLanguage: "pl" }), { page: "sv", text: "de" })
    assert.deepStrictEqual(negotiate({ acceptLanguage: "it" }, ["de", "it"]), { page: "it", text: "it" })
    // A text locale asked for by ?lang= wins for the texts; the page keeps its words in a language it has.
    assert.deepStrictEqual(negotiate({ lang: "no", acceptLanguage: "da" }, ["de", "no"]), { page: "da", text: "no" })
  })

  it("falls back to the label's locale, then English, for the page", () => {
    assert.deepStrictEqual(negotiate({ acceptLanguage: "tr, ja;q=0.5" }), { page: "de", text: "de" })
    assert.deepStrictEqual(negotiate({ labelLocale: "no" }, ["no"]), { page: "en", text: "no" })
    assert.deepStrictEqual(negotiate({ lang: "xx" }), { page: "de", text: "de" })
  })
})

describe("the page's words in every official language", () => {
  it("has a full table for each of the 24 languages and English for the rest", () => {
    assert.deepStrictEqual(Object.keys(stringsByLanguage).sort(), [...OFFICIAL_EU_LANGUAGES].sort())
    for (const [language, strings] of Object.entries(stringsByLanguage)) {
      const words = [
        strings.ingredients,
        strings.contains,
        strings.energy,
        ...NUTRIENT_KEYS.map((key) => strings.nutrients[key]),
        ...NUTRIENT_KEYS.map((key) => strings.negligible.names[key]),
        ...DISPOSAL_KEYS.map((key) => strings.disposal[key]),
        strings.grapeVarieties,
        strings.organic
      ]
      for (const word of words) assert.isTrue(word.trim().length > 0, `${language}: empty word`)
    }
    assert.strictEqual(stringsFor("pt-BR").nutrients.fat, "Lípidos")
    assert.strictEqual(stringsFor("tr").ingredients, "Ingredients")
  })

  it("writes French with a no-break space before the colon, the others without", () => {
    assert.strictEqual(termLine(fr, fr.contains, "Sulfites"), "Contient\u00a0: Sulfites")
    assert.strictEqual(termLine(stringsFor("de"), "Enthält", "Sulfite"), "Enthält: Sulfite")
  })
})

describe("disposal by material code (Decision 97/129/EC)", () => {
  it("groups codes by their number", () => {
    const codes = ["PET 1", "PAP 20", "ALU 41", "FOR 51", "TEX 60", "GL 71", "C/PAP 84", "C/ALU 90", "GL", "X 100"]
    assert.deepStrictEqual(codes.map(disposalKey), [
      "plastic",
      "paper",
      "metal",
      "wood",
      "textile",
      "glass",
      "composite",
      "composite",
      null,
      null
    ])
  })
})
