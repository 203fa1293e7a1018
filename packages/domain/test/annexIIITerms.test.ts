/**
 * The sugar-content terms of the page against Delegated Reg. (EU) 2019/33
 * Annex III as transcribed here from the legal text, independently of the
 * term tables: a term under the wrong code, or a misspelt one, fails.
 *
 * Transcribed from the German edition of Annex III (Part A, and the first
 * list of Part B) as quoted by gesetze.legal/eu/vo_eu_2019_33/anhang_iii, and
 * Part B's other lists from Reg. (EC) No 753/2002 Art. 16(1), which 2019/33
 * carried over: (b) `medium_dry` as the German edition amended for the 2007
 * accessions gives it (gesetze.legal/eu/vo_eg_2002_753/16, read 2026-11-25);
 * (c) `medium` and (d) `sweet` as wordscope.be quotes the English edition
 * before 2007 (it spells Polish "półsłodkie" as "pósodkie", a lost-character
 * garble, and German "süß" as "süss"), with Bulgarian "полусладко" from the
 * same German page, whose (c) is cut off after Italian. None of these lists
 * has Croatian. Each list is the act's, in its order; it names no languages.
 */
import { assert, describe, it } from "@effect/vitest"
import { labelTerm } from "../src/published/strings/index.ts"
import { OFFICIAL_EU_LANGUAGES } from "../src/shared/Locale.ts"

const list = (terms: string) => terms.split(", ")

/** Annex III Part A: sparkling wine, aerated sparkling wine, quality (aromatic) sparkling wine. */
const PART_A = {
  brut_nature: list(
    "brut nature, naturherb, bruto natural, pas dosé, dosage zéro, natūralusis briutas, īsts bruts, přírodně tvrdé, " +
      "popolnoma suho, dosaggio zero, брют натюр, brut natur"
  ),
  extra_brut: list(
    "extra brut, extra herb, ekstra briutas, ekstra brut, ekstra bruts, zvláště tvrdé, extra bruto, izredno suho, " +
      "ekstra wytrawne, екстра брют"
  ),
  brut: list("brut, herb, briutas, bruts, tvrdé, bruto, zelo suho, bardzo wytrawne, брют"),
  extra_dry: list(
    "extra dry, extra trocken, extra seco, labai sausas, ekstra kuiv, ekstra sausais, különlegesen száraz, " +
      "wytrawne, suho, zvláště suché, extra suché, екстра сухо, extra sec, ekstra tør, vrlo suho"
  ),
  dry: list(
    "sec, trocken, secco, asciutto, dry, tør, ξηρός, seco, torr, kuiva, sausas, kuiv, sausais, száraz, " +
      "półwytrawne, polsuho, suché, сухо, suho"
  ),
  medium_dry: list(
    "demi-sec, halbtrocken, abboccato, medium dry, halvtør, ημίξηρος, semi seco, meio seco, halvtorr, puolikuiva, " +
      "pusiau sausas, poolkuiv, pussausais, félszáraz, półsłodkie, polsladko, polosuché, polosladké, полусухо, polusuho"
  ),
  sweet: list(
    "doux, mild, dolce, sweet, sød, γλυκός, dulce, doce, söt, makea, saldus, magus, édes, ħelu, słodkie, sladko, " +
      "sladké, сладко, dulce, saldais, slatko"
  )
} as const

/** Annex III Part B, the lists read: `dry` (2019/33), the others (753/2002). */
const PART_B = {
  dry: list(
    "сухо, seco, suché, tør, trocken, kuiv, ξηρός, dry, sec, secco, asciutto, sausais, sausas, száraz, droog, " +
      "wytrawne, seco, sec, suho, kuiva, torrt"
  ),
  medium_dry: list(
    "полусухо, semiseco, polosuché, halvtør, halbtrocken, poolkuiv, ημίξηρος, medium dry, demi-sec, abboccato, " +
      "pussausais, pusiau sausas, félszáraz, halfdroog, półwytrawne, meio seco, adamado, demisec, polsuho, " +
      "puolikuiva, halvtorrt"
  ),
  medium: list(
    "полусладко, semidulce, polosladké, halvsød, lieblich, poolmagus, ημίγλυκος, medium, medium sweet, moelleux, " +
      "amabile, pussaldais, pusiau saldus, félédes, halfzoet, półsłodkie, meio doce, polsladko, puolimakea, halvsött"
  ),
  sweet: list(
    "dulce, sladké, sød, süss, magus, γλυκός, sweet, doux, dolce, saldais, saldus, édes, ħelu, zoet, słodkie, " +
      "doce, sladko, makea, sött"
  )
} as const

describe("sugar terms against the transcribed Annex III", () => {
  it("every Part A term of the page, in every language, is one the Annex lists for that code", () => {
    for (const [code, terms] of Object.entries(PART_A)) {
      for (const language of OFFICIAL_EU_LANGUAGES) {
        const term = labelTerm("sweetness", code, language, "quality_sparkling_wine") ?? ""
        assert.include(terms, term, `${code} ${language}`)
      }
    }
  })

  it("every Part B term of the page is the act's, in each language the list read has", () => {
    const without = (...absent: ReadonlyArray<string>) =>
      OFFICIAL_EU_LANGUAGES.filter((language) => !absent.includes(language))
    for (const [code, languages] of [
      ["dry", OFFICIAL_EU_LANGUAGES],
      ["medium_dry", without("hr")],
      ["medium", without("ro", "hr")],
      // The English copy read spells German "süss"; bg, ro and hr joined after it.
      ["sweet", without("de", "bg", "ro", "hr")]
    ] as const) {
      for (const language of languages) {
        assert.include(PART_B[code], labelTerm("sweetness", code, language, "wine") ?? "", `${code} ${language}`)
      }
    }
  })

  it("Croatian and Slovene medium sweet still wines: poluslatko and polsladko", () => {
    assert.strictEqual(labelTerm("sweetness", "medium", "hr", "wine"), "poluslatko")
    assert.strictEqual(labelTerm("sweetness", "medium", "sl", "wine"), "polsladko")
    assert.strictEqual(labelTerm("sweetness", "medium_dry", "hr", "wine"), "polusuho")
    assert.strictEqual(labelTerm("sweetness", "sweet", "hr", "wine"), "slatko")
  })
})
