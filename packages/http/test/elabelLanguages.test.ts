/**
 * The e-label page in each of the 24 official EU languages, over the wire on
 * the real reference catalogue: a label written only in German is asked for
 * in every language; each answer must be in that language (`lang`,
 * `Content-Language`), name the nutrients with the terms of Reg. (EU) No
 * 1169/2011 Annex XV of that language version, write decimals as the
 * language does, and name the catalogue's allergen, packaging material and
 * production method in it, while the label's German text keeps its own `lang`.
 */
import { assert, describe, it } from "@effect/vitest"
import { domainServicesLayer, Labels, Locale } from "@elabel/domain"
import { layerMemory, referenceCatalog, toCatalogSeed } from "@elabel/persistence"
import { createLabel, seedWorkspace, TestIds, users } from "@elabel/testkit"
import { Effect, Layer } from "effect"
import { named } from "./support/referenceWire.ts"
import { openApp } from "./support/scanner.ts"

const ReferenceDomain = domainServicesLayer.pipe(
  Layer.provideMerge(Layer.mergeAll(layerMemory({ catalog: toCatalogSeed(referenceCatalog) }), TestIds))
)

/**
 * The row titles of Reg. (EU) No 1169/2011 Annex XV by language: energy,
 * fat, of which saturates, carbohydrate, of which sugars, protein, salt.
 * Annex XV itself could not be read in any language through the search tool
 * (only the opening of stored pages), so no row is the Annex's text. Rows
 * taken from what was read instead (2026-11-25; sources in the strings'
 * family files): BG and PL nouns from the act's Art. 30(1) (PL put in the
 * nominative, "w tym" the project's); DA from the Danish food authority's
 * copy of the Commission's Q&A; PT and IT from national guides of the
 * prescribed wording; FI the nominatives of the Finnish Food Authority's
 * Art. 30(1) ("josta" and "Energia" the project's). Since 2026-11-27 (sources
 * in `shared/research/legal-terms-sources-2026-11-27.md`): EN and GA from an
 * English-Irish parallel dataset of the regulation's segments, Annex XV
 * included ("arb é atá ann" / "— sáitheáin" printed on one line); ES from
 * a verbatim copy of Annex XV ("de las cuales: — ácidos grasos saturados").
 * The others are the page's own strings, and a wrong term there is not
 * caught.
 */
// biome-ignore format: one language a line
const ANNEX_XV: Readonly<Record<Locale.OfficialEuLanguage, readonly [string, string, string, string, string, string, string]>> = {
  bg: ["Енергийна стойност", "Мазнини", "от които наситени мастни киселини", "Въглехидрати", "от които захари", "Белтък", "Сол"],
  cs: ["Energetická hodnota", "Tuky", "z toho nasycené mastné kyseliny", "Sacharidy", "z toho cukry", "Bílkoviny", "Sůl"],
  da: ["Energi", "Fedt", "heraf mættede fedtsyrer", "Kulhydrat", "heraf sukkerarter", "Protein", "Salt"],
  de: ["Brennwert", "Fett", "davon gesättigte Fettsäuren", "Kohlenhydrate", "davon Zucker", "Eiweiß", "Salz"],
  el: ["Ενέργεια", "Λιπαρά", "εκ των οποίων κορεσμένα", "Υδατάνθρακες", "εκ των οποίων σάκχαρα", "Πρωτεΐνες", "Αλάτι"],
  en: ["Energy", "Fat", "of which saturates", "Carbohydrate", "of which sugars", "Protein", "Salt"],
  es: ["Valor energético", "Grasas", "de las cuales ácidos grasos saturados", "Hidratos de carbono", "de los cuales azúcares", "Proteínas", "Sal"],
  et: ["Energiasisaldus", "Rasvad", "millest küllastunud rasvhapped", "Süsivesikud", "millest suhkrud", "Valgud", "Sool"],
  fi: ["Energia", "Rasva", "josta tyydyttyneet rasvat", "Hiilihydraatti", "josta sokerit", "Proteiini", "Suola"],
  fr: ["Énergie", "Matières grasses", "dont acides gras saturés", "Glucides", "dont sucres", "Protéines", "Sel"],
  ga: ["Fuinneamh", "Saill", "arb é atá ann: sáitheáin", "Carbaihiodráit", "arb é atá ann: siúcraí", "Próitéin", "Salann"],
  hr: ["Energija", "Masti", "od kojih zasićene masne kiseline", "Ugljikohidrati", "od kojih šećeri", "Bjelančevine", "Sol"],
  hu: ["Energia", "Zsír", "amelyből telített zsírsavak", "Szénhidrát", "amelyből cukrok", "Fehérje", "Só"],
  it: ["Energia", "Grassi", "di cui acidi grassi saturi", "Carboidrati", "di cui zuccheri", "Proteine", "Sale"],
  lt: ["Energinė vertė", "Riebalai", "iš kurių sočiosios riebalų rūgštys", "Angliavandeniai", "iš kurių cukrūs", "Baltymai", "Druska"],
  lv: ["Enerģētiskā vērtība", "Tauki", "tostarp piesātinātās taukskābes", "Ogļhidrāti", "tostarp cukuri", "Olbaltumvielas", "Sāls"],
  mt: ["Enerġija", "Xaħam", "li minnu saturati", "Karboidrati", "li minnhom zokkor", "Proteina", "Melħ"],
  nl: ["Energie", "Vetten", "waarvan verzadigde vetzuren", "Koolhydraten", "waarvan suikers", "Eiwitten", "Zout"],
  pl: ["Wartość energetyczna", "Tłuszcz", "w tym kwasy tłuszczowe nasycone", "Węglowodany", "w tym cukry", "Białko", "Sól"],
  pt: ["Energia", "Lípidos", "dos quais ácidos gordos saturados", "Hidratos de carbono", "dos quais açúcares", "Proteínas", "Sal"],
  ro: ["Valoare energetică", "Grăsimi", "din care acizi grași saturați", "Glucide", "din care zaharuri", "Proteine", "Sare"],
  sk: ["Energetická hodnota", "Tuky", "z toho nasýtené mastné kyseliny", "Sacharidy", "z toho cukry", "Bielkoviny", "Soľ"],
  sl: ["Energijska vrednost", "Maščobe", "od tega nasičene maščobe", "Ogljikovi hidrati", "od tega sladkorji", "Beljakovine", "Sol"],
  sv: ["Energi", "Fett", "varav mättat fett", "Kolhydrat", "varav sockerarter", "Protein", "Salt"]
}

/**
 * "Nutrition declaration" as the regulation names it (Art. 9(1)(l), Art. 30),
 * transcribed on 2026-11-25 from: the keyword line of the Court of Justice's
 * judgment or Advocate General's opinion in case C-388/20 (CELEX 62020CJ0388,
 * 62020CC0388), which quotes the article's term (bg cs da hr hu lt lv pl sk
 * sl sv); the section 3 heading of the Commission notice 2018/C 196/01 (CELEX
 * 52018XC0608(01); el es et fi it mt nl pt; ro without its article); the
 * act's Art. 9(1)(l) as copied by haufe.de (de); Council document 14463/11
 * (fr); legislation.gov.uk (en); ga from the regulation's Irish Art. 30 and
 * the Irish text of Commission Notice C/2023/1190 (2026-11-27).
 */
const HEADINGS: Readonly<Partial<Record<Locale.OfficialEuLanguage, string>>> = {
  bg: "Обявяване на хранителната стойност",
  cs: "Výživové údaje",
  da: "Næringsdeklaration",
  de: "Nährwertdeklaration",
  el: "Διατροφική δήλωση",
  en: "Nutrition declaration",
  es: "Información nutricional",
  et: "Toitumisalane teave",
  fi: "Ravintoarvoilmoitus",
  fr: "Déclaration nutritionnelle",
  ga: "Dearbhú cothúcháin",
  hr: "Nutritivna deklaracija",
  hu: "Tápértékjelölés",
  it: "Dichiarazione nutrizionale",
  lt: "Maistingumo deklaracija",
  lv: "Paziņojums par uzturvērtību",
  mt: "Dikjarazzjoni dwar in-nutrizzjoni",
  nl: "Voedingswaardevermelding",
  pl: "Informacja o wartości odżywczej",
  pt: "Declaração nutricional",
  ro: "Declarație nutrițională",
  sk: "Výživové údaje",
  sl: "Označba hranilne vrednosti",
  sv: "Näringsdeklaration"
}

/** Languages writing decimals with a point; the others use a comma. */
const DECIMAL_POINT: ReadonlySet<string> = new Set(["en", "ga", "mt"])

/** A published label in German only: nutrition values, grapes and sulphites, one German text. */
const germanLabel = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace({ name: "Weingut Beispiel" })
  const labels = yield* Labels
  const draft = yield* createLabel(users.editor, workspace.id, brandId, { name: "Riesling", locale: "de" })
  yield* labels.patch(users.editor, draft.id, {
    alcohol: 12.5,
    residual_sugar: 6,
    fat: 0,
    saturated_fat: 0,
    protein: 0,
    salt: 0,
    show_allergen_text: true,
    production_method_id: named(referenceCatalog.productionMethods, "Traditional method (bottle fermentation)").id
  })
  yield* labels.putPackagings(users.editor, draft.id, [
    { packaging_type: "bottle", material_id: named(referenceCatalog.materials, "Colourless glass").id }
  ])
  yield* labels.putIngredients(users.editor, draft.id, [
    { ingredient_id: named(referenceCatalog.ingredients, "Grapes").id, order: 1 },
    { ingredient_id: named(referenceCatalog.ingredients, "Sulphites").id, order: 2 }
  ])
  yield* labels.putTranslation(users.editor, draft.id, "de", { allergen_text: "Enthält Sulfite" })
  return yield* labels.publish(users.editor, draft.id)
})

const escaped = (text: string) => text.replace(/'/g, "&#39;")

describe("the e-label page in every official EU language", () => {
  it.effect("speaks each of the 24 languages with the legal terms, its decimals and the catalogue's names", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const label = yield* germanLabel
      const sulphites = named(referenceCatalog.ingredients, "Sulphites").names
      const glass = named(referenceCatalog.materials, "Colourless glass").names
      const method = named(referenceCatalog.productionMethods, "Traditional method (bottle fermentation)").names
      assert.strictEqual(Locale.OFFICIAL_EU_LANGUAGES.length, 24)
      for (const language of Locale.OFFICIAL_EU_LANGUAGES) {
        const answer = yield* app.send("GET", `/l/${label.ref}`, {
          headers: { "accept-language": `${language}, de;q=0.5` }
        })
        assert.strictEqual(answer.status, 200, language)
        assert.strictEqual(answer.headers.get("content-language"), language)
        const html = answer.text
        assert.include(html, `<html lang="${language}">`)
        const heading = HEADINGS[language]
        if (heading !== undefined) assert.include(html, `<h2>${heading}</h2>`, language)
        const [energy, ...nutrients] = ANNEX_XV[language]
        assert.include(html, `<tr><th scope="row">${energy}</th>`, language)
        for (const term of nutrients) assert.include(html, `<th scope="row">${escaped(term)}</th>`, language)
        const sugars = DECIMAL_POINT.has(language) ? "0.6 g" : "0,6 g"
        assert.include(html, `<th scope="row">${nutrients[3]}</th><td>${sugars}</td>`, language)
        assert.include(html, `<strong>${sulphites[language]}</strong>`, language)
        // The catalogue's material and production method in the page's language, never the English fallback.
        assert.isString(glass[language], `Colourless glass in ${language}`)
        assert.include(html, `${escaped(glass[language] ?? "")} (GL 70)`, language)
        assert.include(html, `<dd>${escaped(method[language] ?? "")}</dd>`, language)
        if (language !== "en") assert.notInclude(html, "Colourless glass", language)
        const german = language === "de" ? "<p>Enthält Sulfite</p>" : '<p lang="de">Enthält Sulfite</p>'
        assert.include(html, german, language)
      }
    }).pipe(Effect.scoped, Effect.provide(ReferenceDomain))
  )
})
