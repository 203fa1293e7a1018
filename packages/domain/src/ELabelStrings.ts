/**
 * The fixed words of the consumer e-label page. Nutrition terms are those of
 * Regulation (EU) No 1169/2011 in each language version (Annex XV for the
 * declaration, Article 34(5) for the negligible-amounts statement, Article 18
 * for "Ingredients"); other languages fall back to English.
 */
import { de, nl } from "./ELabelStringsGermanic.ts"
import { es, fr, it, pt } from "./ELabelStringsRomance.ts"

export { de, es, fr, it, nl, pt }

/** The nutrients the declaration lists after energy, in the order of Annex XV. */
export const NUTRIENT_KEYS = ["fat", "saturates", "carbohydrate", "sugars", "protein", "salt"] as const
export type NutrientKey = (typeof NUTRIENT_KEYS)[number]

/** The words of the page in one language. */
export interface ELabelStrings {
  /** The decimal separator numbers are printed with. */
  readonly decimalSeparator: "." | ","
  readonly ingredients: string
  readonly allergens: string
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
  readonly packaging: string
  readonly recycling: string
  readonly collection: string
  readonly certifications: string
  readonly producer: string
  readonly bottler: string
  readonly distributor: string
  readonly importer: string
  readonly manufacturer: string
}

/** English: the wording of the English version of Regulation 1169/2011. */
export const en: ELabelStrings = {
  decimalSeparator: ".",
  ingredients: "Ingredients",
  allergens: "Allergens",
  nutritionDeclaration: "Nutrition declaration",
  per100ml: "per 100 ml",
  energy: "Energy",
  nutrients: {
    fat: "Fat",
    saturates: "of which saturates",
    carbohydrate: "Carbohydrate",
    sugars: "of which sugars",
    protein: "Protein",
    salt: "Salt"
  },
  negligible: {
    intro: "Contains negligible amounts of",
    names: {
      fat: "fat",
      saturates: "saturates",
      carbohydrate: "carbohydrate",
      sugars: "sugars",
      protein: "protein",
      salt: "salt"
    },
    and: "and"
  },
  vintage: "Vintage",
  nonVintage: "Non-vintage",
  nominalVolume: "Nominal volume",
  alcoholicStrength: "Alcoholic strength",
  countryOfOrigin: "Country of origin",
  productionMethod: "Production method",
  packaging: "Packaging",
  recycling: "Recycling",
  collection: "Collection",
  certifications: "Certifications",
  producer: "Producer",
  bottler: "Bottler",
  distributor: "Distributor",
  importer: "Importer",
  manufacturer: "Manufacturer"
}

const byLocale: Readonly<Record<string, ELabelStrings>> = { en, de, fr, it, es, pt, nl }

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

/** A number text written with `.` (e.g. from `roundNutrient`) in the locale's decimal separator. */
export const localizeDecimal = (strings: ELabelStrings, text: string): string =>
  strings.decimalSeparator === "." ? text : text.replace(".", strings.decimalSeparator)
