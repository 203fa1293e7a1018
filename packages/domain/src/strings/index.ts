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
 */

import { OFFICIAL_EU_LANGUAGES, type OfficialEuLanguage } from "../Locale.ts"
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
