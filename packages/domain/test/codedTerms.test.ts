/**
 * Coded values in the page language: every code has a term in each of the 24
 * official languages, sugar terms follow Annex III of Reg. (EU) 2019/33 by
 * product type, and any other string is shown as written.
 */
import { assert, describe, it } from "@effect/vitest"
import { labelTerm, packagingTerm } from "../src/published/strings/index.ts"
import { LABEL_CODES, PACKAGING_CODES } from "../src/shared/CodedValues.ts"
import { OFFICIAL_EU_LANGUAGES } from "../src/shared/Locale.ts"

describe("coded terms", () => {
  it("every code of every coded field has a term of its own in all 24 languages", () => {
    for (const language of OFFICIAL_EU_LANGUAGES) {
      for (const [field, codes] of Object.entries(LABEL_CODES)) {
        for (const code of codes) {
          const term = labelTerm(field as keyof typeof LABEL_CODES, code, language)
          assert.isString(term)
          assert.notStrictEqual(term, code.includes("_") ? code : "", `${field} ${code} ${language}`)
        }
      }
      for (const [field, codes] of Object.entries(PACKAGING_CODES)) {
        for (const code of codes) {
          const term = packagingTerm(field as keyof typeof PACKAGING_CODES, code, language)
          assert.isString(term)
          assert.notInclude(term ?? "", "_", `${field} ${code} ${language}`)
        }
      }
    }
  })

  it("sugar terms: Annex III Part B for still wines, Part A for sparkling ones", () => {
    const still = (language: string) => labelTerm("sweetness", "sweet", language, "wine")
    const sparkling = (language: string) => labelTerm("sweetness", "sweet", language, "sparkling_wine")
    assert.deepStrictEqual(["de", "fr", "it", "sv", "nl", "el"].map(still), [
      "süß",
      "doux",
      "dolce",
      "sött",
      "zoet",
      "γλυκός"
    ])
    assert.deepStrictEqual(["de", "sv", "mt"].map(sparkling), ["mild", "söt", "ħelu"])
    assert.strictEqual(labelTerm("sweetness", "dry", "pl", "wine"), "wytrawne")
    assert.strictEqual(labelTerm("sweetness", "dry", "pl", "quality_sparkling_wine"), "półwytrawne")
    assert.strictEqual(labelTerm("sweetness", "brut_nature", "de"), "naturherb")
    assert.strictEqual(labelTerm("sweetness", "medium", "de-AT", "wine"), "lieblich")
  })

  it("a string that is not a code is shown as written; a language outside the 24 gets English", () => {
    assert.strictEqual(labelTerm("sweetness", "feinherb", "de"), "feinherb")
    assert.strictEqual(packagingTerm("collection", "Altglas", "fr"), "Altglas")
    assert.strictEqual(labelTerm("color", "white", "no"), "white")
    assert.strictEqual(labelTerm("product_type", null, "de"), null)
  })
})
