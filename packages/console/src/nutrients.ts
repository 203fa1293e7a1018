/**
 * The nutrients per 100 ml as the page will print them, worked out in the
 * browser as the producer types (issue 30). The console may import nothing of
 * the domain (ADR 0050), so this restates the domain's `Energy.nutrients`
 * (sugars from the declared sugar or the residual sugar, carbohydrate never
 * below the glycerol; a nutrient flagged negligible declared 0 g) and
 * `Energy.roundNutrient` (the Commission's 2012 guidance on tolerances);
 * `packages/http/test/console/consoleNutrients.test.ts` compares the two.
 */

/** The label fields the declared nutrients read: numbers in the API's units (g/l for the analysis, g/100 ml else). */
export interface NutrientFields {
  readonly residual_sugar: number | null
  readonly sugar: number | null
  readonly glycerin: number | null
  readonly carbohydrates: number | null
  readonly fat: number | null
  readonly saturated_fat: number | null
  readonly protein: number | null
  readonly salt: number | null
  readonly fat_negligible: boolean | null
  readonly carbohydrates_negligible: boolean | null
  readonly protein_negligible: boolean | null
  readonly salt_negligible: boolean | null
}

/** The nutrients a declaration lists after energy, in its order. */
export type DeclaredNutrient = "fat" | "saturates" | "carbohydrate" | "sugars" | "protein" | "salt"

/** Whole units from `coarse` up, `fine` decimals above `threshold`, "< threshold" at or below it. */
interface Bands {
  readonly coarse: number
  readonly coarseDecimals: number
  readonly fineDecimals: number
  readonly threshold: number
  readonly thresholdText: string
}

const macronutrient: Bands = { coarse: 10, coarseDecimals: 0, fineDecimals: 1, threshold: 0.5, thresholdText: "0.5" }
const BANDS: Readonly<Record<DeclaredNutrient, Bands>> = {
  fat: macronutrient,
  saturates: { coarse: 10, coarseDecimals: 0, fineDecimals: 1, threshold: 0.1, thresholdText: "0.1" },
  carbohydrate: macronutrient,
  sugars: macronutrient,
  protein: macronutrient,
  salt: { coarse: 1, coarseDecimals: 1, fineDecimals: 2, threshold: 0.0125, thresholdText: "0.01" }
}

/** Half up to `decimals` places, through 12 significant digits so 1.005 × 100 is not 100.4999…. */
const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals
  return Math.round(Number((value * factor).toPrecision(12))) / factor
}

/** The amount as printed before its unit, with a decimal point: "12", "0.6", "0.05", "0" or "< 0.5". */
export const printedAmount = (nutrient: DeclaredNutrient, grams: number): string => {
  const band = BANDS[nutrient]
  if (grams <= 0) return "0"
  if (grams <= band.threshold) return `< ${band.thresholdText}`
  const fine = roundTo(grams, band.fineDecimals)
  const decimals = grams >= band.coarse || fine >= band.coarse ? band.coarseDecimals : band.fineDecimals
  return roundTo(grams, decimals).toFixed(decimals)
}

const per100ml = (perLitre: number | null): number | null => (perLitre === null ? null : perLitre / 10)

/** The grams per 100 ml the page declares for each nutrient, before rounding. */
export const declaredGrams = (label: NutrientFields): Readonly<Record<DeclaredNutrient, number>> => {
  const sugars = label.sugar ?? per100ml(label.residual_sugar) ?? 0
  const polyols = per100ml(label.glycerin) ?? 0
  const carbsNegligible = label.carbohydrates_negligible === true
  const fatNegligible = label.fat_negligible === true
  return {
    fat: fatNegligible ? 0 : (label.fat ?? 0),
    saturates: fatNegligible ? 0 : (label.saturated_fat ?? 0),
    carbohydrate: carbsNegligible
      ? 0
      : label.carbohydrates === null
        ? sugars + polyols
        : Math.max(label.carbohydrates, polyols),
    sugars: carbsNegligible ? 0 : sugars,
    protein: label.protein_negligible === true ? 0 : (label.protein ?? 0),
    salt: label.salt_negligible === true ? 0 : (label.salt ?? 0)
  }
}

/** Each nutrient as the page prints it per 100 ml (decimal point `.`; the page writes its language's). */
export const printedNutrients = (label: NutrientFields): Readonly<Record<DeclaredNutrient, string>> => {
  const grams = declaredGrams(label)
  const printed = (nutrient: DeclaredNutrient) => printedAmount(nutrient, grams[nutrient])
  return {
    fat: printed("fat"),
    saturates: printed("saturates"),
    carbohydrate: printed("carbohydrate"),
    sugars: printed("sugars"),
    protein: printed("protein"),
    salt: printed("salt")
  }
}
