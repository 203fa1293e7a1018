/**
 * Energy and nutrient amounts of a wine per 100 ml, with the conversion
 * factors of Regulation (EU) No 1169/2011 Annex XIV (rounding: see
 * `NutrientRounding.ts`).
 *
 * Units of the label fields used here (the spec only says "number"):
 * - `alcohol`, `alcohol_label`: % vol (millilitres of ethanol per 100 ml).
 * - `residual_sugar`, `acidity`, `glycerin`: g/l, as a wine analysis reports
 *   them (total acidity expressed as tartaric acid). Divided by 10 for g/100 ml.
 * - `carbohydrates`, `sugar`, `fat`, `saturated_fat`, `protein`, `salt`:
 *   g/100 ml, as the nutrition declaration prints them.
 * - `energy_kj`, `energy_kcal`: kJ and kcal per 100 ml, entered by hand.
 *
 * Carbohydrate and glycerol. Reg. (EU) No 1169/2011 Annex I defines
 * carbohydrate as "any carbohydrate which is metabolised by humans, and
 * includes polyols", and polyols as "alcohols containing more than two
 * hydroxyl groups": glycerol (propane-1,2,3-triol), the polyol of wine, is part
 * of the declared carbohydrate. Annex XIV gives polyols their own factor
 * (10 kJ, 2.4 kcal per gram) beside carbohydrate (17 kJ, 4 kcal) "except
 * polyols". So:
 * - the carbohydrate the page declares is `carbohydrates` as entered (it must
 *   already include glycerol), else sugars plus glycerol;
 * - the energy counts glycerol at the polyol factor and only the rest of the
 *   carbohydrate at the carbohydrate factor, never glycerol twice;
 * - a declared carbohydrate below the glycerol would leave out what the energy
 *   counts: the page then declares the glycerol as the carbohydrate figure,
 *   and the compliance report refuses to publish such a label
 *   (`carbohydrate-below-glycerol`).
 * Sources: CELEX 32011R1169 Annex I (definitions of carbohydrate, sugars,
 * polyols; wording as quoted by bryantresearch.co.uk/foodlaw), Annex XIV.
 *
 * Negligible nutrients. A nutrient flagged negligible (`fat_negligible`, …,
 * `Negligible.ts`) is declared "0 g" (Art. 34(5)), so the energy counts it as
 * 0 g too: the energy is computed from what the page declares, never from an
 * amount the page hides (for `carbohydrates_negligible` that includes the
 * glycerol). The flag is only allowed for amounts the guidance lets a label
 * declare as 0 (at most 0.5 g, saturates 0.1 g, salt 0.0125 g per 100 ml);
 * beyond them the compliance report refuses to publish
 * (`negligible-above-threshold`), so the energy leaves out at most what such
 * an amount contributes (0.5 g × 17 kJ = 8.5 kJ for carbohydrate or protein).
 * `analysedNutrients` are the amounts the label's values give, flags aside;
 * `nutrients` are the amounts the page declares.
 */
import type { Label } from "../label/Label.ts"
import { type NegligibleFlag, negligibleNutrients } from "./Negligible.ts"
import { roundTo } from "./NutrientRounding.ts"

export {
  type DeclaredNutrient,
  type NutrientKind,
  negligibleAtMost,
  type Rounded,
  roundNutrient,
  roundTo
} from "./NutrientRounding.ts"

/** Density of ethanol at 20 °C in g/ml: turns % vol into g/100 ml. */
export const ETHANOL_DENSITY = 0.789

/** Annex XIV conversion factors, per gram. */
export const FACTORS = {
  carbohydrate: { kj: 17, kcal: 4 },
  polyols: { kj: 10, kcal: 2.4 },
  protein: { kj: 17, kcal: 4 },
  fat: { kj: 37, kcal: 9 },
  alcohol: { kj: 29, kcal: 7 },
  organicAcid: { kj: 13, kcal: 3 }
} as const

/** The label fields energy and the nutrition declaration read. */
export type NutritionFields = Pick<
  Label,
  | "alcohol"
  | "alcohol_label"
  | "residual_sugar"
  | "sugar"
  | "acidity"
  | "glycerin"
  | "carbohydrates"
  | "fat"
  | "saturated_fat"
  | "protein"
  | "salt"
  | "energy_kj"
  | "energy_kcal"
  | "calculate_manually"
  | NegligibleFlag
>

/** Energy per 100 ml. */
export interface Energy {
  readonly kj: number
  readonly kcal: number
}

/** The energy a page shows: typed in by hand (either value may be missing) or computed. */
export interface EffectiveEnergy {
  readonly kj: number | null
  readonly kcal: number | null
  readonly source: "manual" | "computed"
}

/** Nutrient amounts in g/100 ml, unrounded; a missing value counts as 0. */
export interface Nutrients {
  readonly fat: number
  readonly saturates: number
  readonly carbohydrate: number
  readonly sugars: number
  readonly protein: number
  readonly salt: number
}

const perLitreToPer100ml = (value: number | null): number | null => (value === null ? null : value / 10)

/** Alcohol in g/100 ml: the analysed strength (else the labelled one) × density of ethanol. */
export const alcoholGrams = (label: Pick<Label, "alcohol" | "alcohol_label">): number =>
  (label.alcohol ?? label.alcohol_label ?? 0) * ETHANOL_DENSITY

/** Polyols in g/100 ml: the analysed glycerol (g/l ÷ 10), the polyol of wine. */
export const polyolGrams = (label: Pick<Label, "glycerin">): number => perLitreToPer100ml(label.glycerin) ?? 0

/**
 * The amounts the label's values give, negligible flags aside. Sugars in
 * g/100 ml: the declared `sugar`, else the analysed residual sugar (g/l ÷ 10).
 * Carbohydrate (polyols included, Annex I) is `carbohydrates`, never less than
 * the glycerol the energy counts, else the sugars plus the glycerol: in wine
 * the rest of the metabolised carbohydrate is practically nil.
 */
export const analysedNutrients = (label: NutritionFields): Nutrients => {
  const sugars = label.sugar ?? perLitreToPer100ml(label.residual_sugar) ?? 0
  const polyols = polyolGrams(label)
  return {
    fat: label.fat ?? 0,
    saturates: label.saturated_fat ?? 0,
    carbohydrate: label.carbohydrates === null ? sugars + polyols : Math.max(label.carbohydrates, polyols),
    sugars,
    protein: label.protein ?? 0,
    salt: label.salt ?? 0
  }
}

/** The amounts the page declares: the analysed ones, and 0 for each nutrient flagged negligible. */
export const nutrients = (label: NutritionFields): Nutrients => {
  const analysed = analysedNutrients(label)
  const negligible = negligibleNutrients(label)
  const declared = (key: keyof Nutrients) => (negligible.has(key) ? 0 : analysed[key])
  return {
    fat: declared("fat"),
    saturates: declared("saturates"),
    carbohydrate: declared("carbohydrate"),
    sugars: declared("sugars"),
    protein: declared("protein"),
    salt: declared("salt")
  }
}

/**
 * Energy per 100 ml from the Annex XIV factors: alcohol, carbohydrate except
 * polyols, organic acids (total acidity), polyols (glycerin), protein and fat,
 * summed unrounded and then rounded to whole kJ and kcal, of the amounts the
 * page declares (negligible ones count 0). The declared carbohydrate includes
 * the glycerol, so only the rest of it takes the carbohydrate factor.
 */
export const computeEnergy = (label: NutritionFields): Energy => {
  const n = nutrients(label)
  const polyols = label.carbohydrates_negligible === true ? 0 : polyolGrams(label)
  const grams: ReadonlyArray<readonly [number, { readonly kj: number; readonly kcal: number }]> = [
    [alcoholGrams(label), FACTORS.alcohol],
    [n.carbohydrate - polyols, FACTORS.carbohydrate],
    [perLitreToPer100ml(label.acidity) ?? 0, FACTORS.organicAcid],
    [polyols, FACTORS.polyols],
    [n.protein, FACTORS.protein],
    [n.fat, FACTORS.fat]
  ]
  const sum = (unit: "kj" | "kcal") => grams.reduce((total, [g, factor]) => total + g * factor[unit], 0)
  return { kj: roundTo(sum("kj"), 0), kcal: roundTo(sum("kcal"), 0) }
}

/** The hand-entered values when `calculate_manually` is true, else the computed energy. */
export const effectiveEnergy = (label: NutritionFields): EffectiveEnergy =>
  label.calculate_manually === true
    ? {
        kj: label.energy_kj === null ? null : roundTo(label.energy_kj, 0),
        kcal: label.energy_kcal === null ? null : roundTo(label.energy_kcal, 0),
        source: "manual"
      }
    : { ...computeEnergy(label), source: "computed" }
