/**
 * The type of the e-label page's fixed words in one language, and the keys
 * its records are indexed by. A leaf: the language tables and the lookup in
 * `index.ts` import it, it imports nothing.
 */

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
