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

import { et, fi, hu, lt, lv } from "./ELabelStringsBalticUralic.ts"
import { da, de, en, nl, sv } from "./ELabelStringsGermanic.ts"
import { el, ga, mt } from "./ELabelStringsGreekIrishMaltese.ts"
import { es, fr, it, pt, ro } from "./ELabelStringsRomance.ts"
import { bg, cs, hr, pl, sk, sl } from "./ELabelStringsSlavic.ts"
import { OFFICIAL_EU_LANGUAGES, type OfficialEuLanguage } from "./Locale.ts"

export { bg, cs, da, de, el, en, es, et, fi, fr, ga, hr, hu, it, lt, lv, mt, nl, pl, pt, ro, sk, sl, sv }

/** The nutrients the declaration lists after energy, in the order of Annex XV. */
export const NUTRIENT_KEYS = ["fat", "saturates", "carbohydrate", "sugars", "protein", "salt"] as const
export type NutrientKey = (typeof NUTRIENT_KEYS)[number]

/**
 * How a packaging component is disposed of, by the material groups of the
 * numbering system of Decision 97/129/EC, plus `local`, the reminder that
 * collection rules differ between municipalities.
 */
export const DISPOSAL_KEYS = ["plastic", "paper", "metal", "wood", "textile", "glass", "composite", "local"] as const
export type DisposalKey = (typeof DISPOSAL_KEYS)[number]

/** The words of the page in one language. */
export interface ELabelStrings {
  /** The decimal separator numbers are printed with. */
  readonly decimalSeparator: "." | ","
  /** What separates a term from what follows it on one line: ": ", or French "\u00a0: " (no-break space). */
  readonly colon: string
  readonly ingredients: string
  readonly allergens: string
  /** The word introducing allergens, "Contains" (Reg. (EU) No 1169/2011 Art. 21(1)). */
  readonly contains: string
  readonly nutritionDeclaration: string
  readonly per100ml: string
  readonly energy: string
  /** Row titles of the declaration; "of which" rows carry their prefix. */
  readonly nutrients: Readonly<Record<NutrientKey, string>>
  /** The negligible-amounts statement: intro, the nutrients as the sentence needs them, and "and". */
  readonly negligible: {
    readonly intro: string
    readonly names: Readonly<Record<NutrientKey, string>>
    readonly and: string
  }
  readonly vintage: string
  readonly nonVintage: string
  readonly nominalVolume: string
  readonly alcoholicStrength: string
  readonly countryOfOrigin: string
  readonly productionMethod: string
  readonly grapeVarieties: string
  readonly packaging: string
  /** Heading of a component's disposal instruction. */
  readonly recycling: string
  readonly collection: string
  readonly disposal: Readonly<Record<DisposalKey, string>>
  readonly certifications: string
  readonly producer: string
  readonly bottler: string
  readonly distributor: string
  readonly importer: string
  readonly manufacturer: string
  /** Accessible name of the language switcher. */
  readonly language: string
  /** The footnote of ingredients marked `*` as organic (Reg. (EU) 2018/848 Art. 30(5)). */
  readonly organic: string
  readonly lot: string
  readonly inspectionNumber: string
}

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
