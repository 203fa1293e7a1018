/**
 * The energy per 100 ml as the page will print it, computed in the browser
 * as the producer types (issue 30). The console may import nothing of the
 * domain (ADR 0050, `scripts/check-console-imports.ts`), so this is the same
 * rule as the domain's `Energy.effectiveEnergy` (Reg. (EU) No 1169/2011
 * Annex XIV factors; glycerol a polyol inside the carbohydrate; a nutrient
 * flagged negligible counts 0 g), written again; a test
 * (`packages/http/test/console/consoleEnergy.test.ts`) compares the two on
 * many labels so they cannot drift apart.
 */

/** The label fields the energy reads: numbers in the units of the API (g/l for the analysis, g/100 ml else). */
export interface EnergyFields {
  readonly alcohol: number | null
  readonly alcohol_label: number | null
  readonly residual_sugar: number | null
  readonly sugar: number | null
  readonly acidity: number | null
  readonly glycerin: number | null
  readonly carbohydrates: number | null
  readonly fat: number | null
  readonly protein: number | null
  readonly energy_kj: number | null
  readonly energy_kcal: number | null
  readonly calculate_manually: boolean | null
  readonly fat_negligible: boolean | null
  readonly carbohydrates_negligible: boolean | null
  readonly protein_negligible: boolean | null
}

const ETHANOL_DENSITY = 0.789

/** kJ and kcal per gram: alcohol, carbohydrate (except polyols), organic acids, polyols, protein, fat. */
const FACTORS = {
  alcohol: [29, 7],
  carbohydrate: [17, 4],
  organicAcid: [13, 3],
  polyols: [10, 2.4],
  protein: [17, 4],
  fat: [37, 9]
} as const

/** Rounds as the domain does: through 12 significant digits first, so 0.5 steps are not lost to binary noise. */
const roundWhole = (value: number): number => Math.round(Number(value.toPrecision(12)))

const per100ml = (perLitre: number | null): number | null => (perLitre === null ? null : perLitre / 10)

/** The energy the page prints: the hand-entered values with `calculate_manually`, else computed. */
export const energyOf = (
  label: EnergyFields
): { readonly kj: number | null; readonly kcal: number | null; readonly manual: boolean } => {
  if (label.calculate_manually === true)
    return {
      kj: label.energy_kj === null ? null : roundWhole(label.energy_kj),
      kcal: label.energy_kcal === null ? null : roundWhole(label.energy_kcal),
      manual: true
    }
  const carbsNegligible = label.carbohydrates_negligible === true
  const glycerol = per100ml(label.glycerin) ?? 0
  const sugars = label.sugar ?? per100ml(label.residual_sugar) ?? 0
  const carbohydrate = carbsNegligible
    ? 0
    : label.carbohydrates === null
      ? sugars + glycerol
      : Math.max(label.carbohydrates, glycerol)
  const polyols = carbsNegligible ? 0 : glycerol
  const grams: ReadonlyArray<readonly [number, readonly [number, number]]> = [
    [(label.alcohol ?? label.alcohol_label ?? 0) * ETHANOL_DENSITY, FACTORS.alcohol],
    [carbohydrate - polyols, FACTORS.carbohydrate],
    [per100ml(label.acidity) ?? 0, FACTORS.organicAcid],
    [polyols, FACTORS.polyols],
    [label.protein_negligible === true ? 0 : (label.protein ?? 0), FACTORS.protein],
    [label.fat_negligible === true ? 0 : (label.fat ?? 0), FACTORS.fat]
  ]
  const sum = (unit: 0 | 1) => grams.reduce((total, [g, factor]) => total + g * factor[unit], 0)
  return { kj: roundWhole(sum(0)), kcal: roundWhole(sum(1)), manual: false }
}
