/**
 * The rounding of the amounts a nutrition declaration prints, per 100 ml, as
 * the Commission's guidance document on tolerances (December 2012) sets it,
 * and the amounts below which a nutrient may be declared "0 g" (the same
 * guidance; Reg. (EU) No 1169/2011 Art. 34(5) for the negligible amounts).
 */

/**
 * Rounds half up to `decimals` places, immune to binary artefacts such as
 * 1.005 × 100 = 100.49999999999999.
 */
export const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals
  return Math.round(Number((value * factor).toPrecision(12))) / factor
}

/** The nutrients a declaration lists after energy. */
export type DeclaredNutrient = "fat" | "saturates" | "carbohydrate" | "sugars" | "protein" | "salt"

/** What is rounded: each kind has its own bands in the guidance. */
export type NutrientKind = "energy" | DeclaredNutrient

/** A rounded amount: the number, and the text to print before the unit (decimal point `.`). */
export interface Rounded {
  readonly value: number
  /** E.g. `"12"`, `"0.6"`, `"0.05"`, `"0"` or `"< 0.5"`. */
  readonly text: string
  /** True when the amount is only declared as below a threshold. */
  readonly lessThan: boolean
}

interface Bands {
  /** At or above: whole units. */
  readonly coarse: number
  readonly coarseDecimals: number
  readonly fineDecimals: number
  /** At or below (and above 0): declared as "< threshold", or as "0 g" when flagged negligible. */
  readonly threshold: number
  readonly thresholdText: string
}

const macronutrient: Bands = { coarse: 10, coarseDecimals: 0, fineDecimals: 1, threshold: 0.5, thresholdText: "0.5" }
const bands: Record<DeclaredNutrient, Bands> = {
  fat: macronutrient,
  carbohydrate: macronutrient,
  sugars: macronutrient,
  protein: macronutrient,
  saturates: { coarse: 10, coarseDecimals: 0, fineDecimals: 1, threshold: 0.1, thresholdText: "0.1" },
  salt: { coarse: 1, coarseDecimals: 1, fineDecimals: 2, threshold: 0.0125, thresholdText: "0.01" }
}

/**
 * Rounds an amount per 100 ml as the Commission guidance says. Energy: whole
 * kJ/kcal. Fat, carbohydrate, sugars, protein: ≥ 10 g whole grams, > 0.5 g one
 * decimal, ≤ 0.5 g "< 0.5". Saturates: the same with 0.1 g. Salt: ≥ 1 g one
 * decimal, > 0.0125 g two decimals, ≤ 0.0125 g "< 0.01". Exactly 0 is "0".
 */
export const roundNutrient = (kind: NutrientKind, value: number): Rounded => {
  if (kind === "energy") {
    const rounded = roundTo(value, 0)
    return { value: rounded, text: rounded.toFixed(0), lessThan: false }
  }
  const band = bands[kind]
  if (value <= 0) return { value: 0, text: "0", lessThan: false }
  if (value <= band.threshold)
    return { value: Number(band.thresholdText), text: `< ${band.thresholdText}`, lessThan: true }
  const fine = roundTo(value, band.fineDecimals)
  // A value just below the coarse band can round into it (9.96 g -> 10.0): print it as that band does.
  const decimals = value >= band.coarse || fine >= band.coarse ? band.coarseDecimals : band.fineDecimals
  const rounded = roundTo(value, decimals)
  return { value: rounded, text: rounded.toFixed(decimals), lessThan: false }
}

/**
 * The largest amount per 100 ml the guidance lets a label declare as "0 g"
 * (or "< …"): 0.5 g of fat, carbohydrate, sugars or protein, 0.1 g of
 * saturates, 0.0125 g of salt. A nutrient flagged negligible must stay within it.
 */
export const negligibleAtMost = (kind: DeclaredNutrient): number => bands[kind].threshold
