/**
 * The fixed words of the consumer e-label page in the 24 official EU
 * languages, one table per language in a file per language family. A locale
 * without a table (`no`, `tr`, …) falls back to English.
 *
 * Where each field's wording comes from, in each language version (EUR-Lex):
 * - `energy`, `nutrients`: Reg. (EU) No 1169/2011 (CELEX 32011R1169) Annex XV;
 *   `nutritionDeclaration`: its Art. 30; `negligible`: its Art. 34(5);
 *   `ingredients`: its Art. 18, applied to wine by Reg. (EU) 2021/2117
 *   (CELEX 32021R2117, Art. 119(1)(i) of Reg. (EU) No 1308/2013);
 *   `contains`: its Art. 21(1); `allergens`: its Annex II heading.
 * - `nominalVolume`, `alcoholicStrength`, `vintage`, `bottler`, `producer`,
 *   `importer`: Delegated Reg. (EU) 2019/33 (CELEX 32019R0033) Art. 40-50;
 *   `manufacturer`: Reg. (EU) 2025/40 (PPWR, CELEX 32025R0040) Art. 15.
 * - Translated for this page, no legal text fixing them: `per100ml`,
 *   `nonVintage`, `countryOfOrigin`, `productionMethod`, `grapeVarieties`,
 *   `packaging`, `recycling`, `collection`, `disposal`, `certifications`,
 *   `distributor`, `language`, `organic`, `lot`, `inspectionNumber`.
 * Each family file says which tables were checked against the texts.
 *
 * Annex XV checks, in three rounds (2026-11; then on 2026-11-25 about 60
 * look-ups, and about 280 more by language family): the text of Annex XV
 * could not be reached in any language version, so no row title is
 * confirmed by the regulation itself. The last round read instead what the
 * family files cite: Art. 30(1) on sites that publish the act one article a
 * page (BG exlege.bg, PL sip.lex.pl), the Court of Justice's keyword lines
 * quoting Art. 9(1)(l) in case C-388/20, the Commission notice
 * 2018/C 196/01, and national authorities' restatements. It corrected the PL
 * and LV headings, the BG protein row, the FI and PT rows no source
 * supported and one contradicted, and wine terms in `productTerms.ts`. A
 * fourth round (2026-11-27) reached Annex XV in English and Irish (a
 * parallel dataset of the regulation's segments) and in Spanish (a verbatim
 * copy): it corrected the Irish heading and "of which" rows and the Spanish
 * saturates row (see the family files and `docs/legal-terms.md`). The corrigenda of the regulation differ
 * by language (EN: OJ L 247, 13.9.2012, p. 17 and L 266, 30.9.2016, p. 7;
 * CS and PT add L 331, 18.11.2014, p. 40; DE adds L 50/2015 and L 142/2023);
 * what they correct could not be read. The earlier rounds' routes, all
 * failed:
 * - Public GitHub files (`find_string`, `code` search). No stored file holds
 *   the regulation's text: exact phrases of its recital 2 and Article 1 (EN,
 *   DE) and of Annex XV's first sentence (EN) match nothing. The EUR-Lex crawl
 *   KingOfTheAce2/EUR-Lex-Dutch-Crawl has no 32011R1169. The files that hold
 *   row titles (e.g. "w tym kwasy tłuszczowe nasycone", "di cui acidi grassi
 *   saturi", "z toho nasycené mastné kyseliny") are product data and app
 *   translations, and they cite no legal text.
 * - Stored web pages (`pages`), which are returned from their opening only.
 *   These all open long before Annex XV: EUR-Lex 32011R1169 (DE) and
 *   02011R1169-20180101 (FI); docplayer, scribd, zbook and unterlagen.site
 *   copies; eumonitor.eu "Annexes to COM(2008)40" (opens with Annex I); and
 *   legislation.gov.uk (its Annex XV page is not stored). No corrigendum of
 *   the regulation touching Annex XV was found, and no national page that
 *   opens with the Annex XV table.
 * - The `docs` and `issues` corpora: nothing from the regulation.
 * A Glosbe translation-memory segment (app.glosbe.com/tmem/show?id=
 * 9041454164472714126, no source named) gives one sentence on the mandatory
 * nutrition declaration in BG, CS, DA, DE, EL, EN, ES and ET. Its annex
 * numbers are not those of the adopted regulation: it puts reference intakes
 * in "Part B of Annex X" (ES "anexo XI"), and the adopted text lists them in
 * Annex XIII. So it is a draft and was not used. Where its heading term
 * differs from a table, the family file says so.
 */

import { OFFICIAL_EU_LANGUAGES, type OfficialEuLanguage } from "../../shared/Locale.ts"
import { et, fi, hu, lt, lv } from "./balticUralic.ts"
import type { ELabelStrings, NutrientKey } from "./ELabelStrings.ts"
import { da, de, en, nl, sv } from "./germanic.ts"
import { el, ga, mt } from "./greekIrishMaltese.ts"
import { es, fr, it, pt, ro } from "./romance.ts"
import { bg, cs, hr, pl, sk, sl } from "./slavic.ts"

export { labelTerm, packagingTerm } from "./codedTerms.ts"
export {
  DISPOSAL_KEYS,
  type DisposalKey,
  type ELabelStrings,
  NUTRIENT_KEYS,
  type NutrientKey
} from "./ELabelStrings.ts"
export { bg, cs, da, de, el, en, es, et, fi, fr, ga, hr, hu, it, lt, lv, mt, nl, pl, pt, ro, sk, sl, sv }

/** The table of every official language; other tables may be added beside them. */
export const stringsByLanguage: Readonly<Record<OfficialEuLanguage, ELabelStrings>> = {
  bg,
  cs,
  da,
  de,
  el,
  en,
  es,
  et,
  fi,
  fr,
  ga,
  hr,
  hu,
  it,
  lt,
  lv,
  mt,
  nl,
  pl,
  pt,
  ro,
  sk,
  sl,
  sv
}

const byLocale: Readonly<Record<string, ELabelStrings>> = stringsByLanguage

/** Whether the page has its words in a locale's language (`de-AT` counts as `de`). */
export const hasStrings = (locale: string): boolean =>
  (OFFICIAL_EU_LANGUAGES as ReadonlyArray<string>).includes(locale.toLowerCase().split("-")[0] ?? "")

/** The strings of a locale (`de-AT` uses `de`), else English. */
export const stringsFor = (locale: string): ELabelStrings =>
  byLocale[locale.toLowerCase()] ?? byLocale[locale.toLowerCase().split("-")[0] ?? ""] ?? en

/**
 * The one-line statement replacing negligible nutrients (Art. 34(5)), e.g.
 * "Contains negligible amounts of fat, saturates, protein and salt".
 */
export const negligibleStatement = (strings: ELabelStrings, keys: ReadonlyArray<NutrientKey>): string => {
  const names = keys.map((key) => strings.negligible.names[key])
  const last = names.pop()
  const list = names.length === 0 ? (last ?? "") : `${names.join(", ")} ${strings.negligible.and} ${last}`
  return `${strings.negligible.intro} ${list}`
}

/** A term and what follows it on one line, with the language's colon: "Contains: sulphites". */
export const termLine = (strings: ELabelStrings, term: string, text: string): string => `${term}${strings.colon}${text}`

/** A number text written with `.` (e.g. from `roundNutrient`) in the locale's decimal separator. */
export const localizeDecimal = (strings: ELabelStrings, text: string): string =>
  strings.decimalSeparator === "." ? text : text.replace(".", strings.decimalSeparator)
