/**
 * The coded wine terms of the page against the wording read in the acts they
 * follow, transcribed here independently of the term tables (read on
 * 2026-11-25; sources in `strings/productTerms.ts`): a term under the wrong
 * code, or one that drifts from the act, fails. Only the language versions
 * that could be read are here.
 */
import { assert, describe, it } from "@effect/vitest"
import { labelTerm } from "../src/published/strings/index.ts"

describe("wine terms against the acts' wording", () => {
  it("de-alcoholised: the terms Art. 119(1)(a) of Reg. (EU) No 1308/2013 puts before the category", () => {
    // Bulgarian text of the act (exlege.bg).
    assert.strictEqual(labelTerm("dealcoholisation_status", "dealcoholised", "bg"), "с намалено алкохолно съдържание")
    assert.strictEqual(
      labelTerm("dealcoholisation_status", "partially_dealcoholised", "bg"),
      "с частично намалено алкохолно съдържание"
    )
    // German text (gesetze.legal): "entalkoholisierter", declined for "Wein"; the page shows the term on its own.
    assert.strictEqual(`${labelTerm("dealcoholisation_status", "dealcoholised", "de")}er`, "entalkoholisierter")
    assert.strictEqual(
      `${labelTerm("dealcoholisation_status", "partially_dealcoholised", "de")}er`,
      "teilweise entalkoholisierter"
    )
  })

  it("packaging gases: the statements of Art. 48a(6) of Delegated Reg. (EU) 2019/33 (German text)", () => {
    assert.strictEqual(
      labelTerm("packaging_gas", "protective_atmosphere", "de")?.toLowerCase(),
      "unter schutzatmosphäre abgefüllt"
    )
    assert.strictEqual(
      labelTerm("packaging_gas", "may_protective_atmosphere", "de"),
      "Die Abfüllung kann unter Schutzatmosphäre erfolgen"
    )
  })

  // English points 1 and 3-9 as read in Annex VII Part II and in Reg. (EC) No 607/2009 Annex XII, which numbers
  // them alike; German in Art. 119 and 2019/33 Art. 52; Irish as IATE quotes the Irish text of 1308/2013.
  it("categories of Annex VII Part II of Reg. (EU) No 1308/2013, where read in English, German and Irish", () => {
    const read: ReadonlyArray<readonly [string, string, string]> = [
      ["wine", "en", "wine"],
      ["liqueur_wine", "en", "liqueur wine"],
      ["sparkling_wine", "en", "sparkling wine"],
      ["quality_sparkling_wine", "en", "quality sparkling wine"],
      ["quality_aromatic_sparkling_wine", "en", "quality aromatic sparkling wine"],
      ["aerated_sparkling_wine", "en", "aerated sparkling wine"],
      ["semi_sparkling_wine", "en", "semi-sparkling wine"],
      ["aerated_semi_sparkling_wine", "en", "aerated semi-sparkling wine"],
      ["sparkling_wine", "de", "Schaumwein"],
      ["aerated_sparkling_wine", "de", "Schaumwein mit zugesetzter Kohlensäure"],
      ["quality_sparkling_wine", "de", "Qualitätsschaumwein"],
      ["liqueur_wine", "ga", "fíon licéir"],
      ["sparkling_wine", "ga", "fíon súilíneach"],
      ["semi_sparkling_wine", "ga", "fíon leathshúilíneach"],
      ["quality_sparkling_wine", "ga", "fíon súilíneach ar ardchaighdeán"],
      ["quality_aromatic_sparkling_wine", "ga", "fíon súilíneach aramatach ar ardchaighdeán"]
    ]
    for (const [code, language, term] of read) {
      assert.strictEqual(labelTerm("product_type", code, language), term, `${code} ${language}`)
    }
  })
})
