/**
 * The nutrition declaration per 100 ml of the e-label page, in the order of
 * Regulation (EU) No 1169/2011 Annex XV: energy, fat, of which saturates,
 * carbohydrate, of which sugars, protein, salt. Nutrients flagged negligible
 * are declared "0 g" (and count 0 g in the energy, `Energy.ts`), or, with
 * `summarize_small_amounts`, leave the table for one "Contains negligible
 * amounts of …" line (Art. 34(5)).
 */

import type { Label } from "../label/Label.ts"
import { effectiveEnergy, type NutritionFields, nutrients, roundNutrient } from "./Energy.ts"
import { negligibleNutrients } from "./Negligible.ts"
import {
  type ELabelStrings,
  localizeDecimal,
  NUTRIENT_KEYS,
  type NutrientKey,
  negligibleStatement
} from "./strings/index.ts"

/** The label fields the declaration reads. */
export type DeclarationFields = NutritionFields & Pick<Label, "summarize_small_amounts">

/** One row of the declaration table. */
export interface NutritionRow {
  readonly key: "energy" | NutrientKey
  readonly label: string
  /** The amount as printed, e.g. "311 kJ / 75 kcal", "0,6 g", "< 0.5 g". */
  readonly value: string
  /** An "of which" row, printed indented under its parent. */
  readonly sub: boolean
}

/** The declaration: title, reference quantity, rows and the negligible-amounts line. */
export interface NutritionDeclaration {
  readonly title: string
  readonly per: string
  readonly rows: ReadonlyArray<NutritionRow>
  readonly negligible: string | null
  readonly energy_source: "manual" | "computed"
}

/** Which nutrients the label's flags declare negligible. */
export const negligibleKeys = (label: DeclarationFields): ReadonlySet<NutrientKey> => negligibleNutrients(label)

const hasData = (label: DeclarationFields): boolean =>
  label.calculate_manually === true
    ? label.energy_kj !== null || label.energy_kcal !== null
    : [
        label.alcohol,
        label.alcohol_label,
        label.residual_sugar,
        label.sugar,
        label.acidity,
        label.glycerin,
        label.carbohydrates,
        label.fat,
        label.saturated_fat,
        label.protein,
        label.salt
      ].some((value) => value !== null)

const energyText = (kj: number | null, kcal: number | null, strings: ELabelStrings): string | null => {
  const parts = [
    ...(kj === null ? [] : [`${localizeDecimal(strings, roundNutrient("energy", kj).text)} kJ`]),
    ...(kcal === null ? [] : [`${localizeDecimal(strings, roundNutrient("energy", kcal).text)} kcal`])
  ]
  return parts.length === 0 ? null : parts.join(" / ")
}

/**
 * The declaration of a label, or null when the label holds no value to
 * declare (no analysis, no nutrients, no hand-entered energy). Missing
 * nutrients count as 0 g, as they do in the computed energy.
 */
export const nutritionDeclaration = (label: DeclarationFields, strings: ELabelStrings): NutritionDeclaration | null => {
  if (!hasData(label)) return null
  const energy = effectiveEnergy(label)
  const amounts = nutrients(label)
  const negligible = negligibleKeys(label)
  const summarize = label.summarize_small_amounts === true && negligible.size > 0
  const energyValue = energyText(energy.kj, energy.kcal, strings)
  const rows: Array<NutritionRow> =
    energyValue === null ? [] : [{ key: "energy", label: strings.energy, value: energyValue, sub: false }]
  for (const key of NUTRIENT_KEYS) {
    if (summarize && negligible.has(key)) continue
    // A negligible nutrient is declared as 0 g: `nutrients` gives 0 for it.
    const text = roundNutrient(key, amounts[key]).text
    rows.push({
      key,
      label: strings.nutrients[key],
      value: `${localizeDecimal(strings, text)} g`,
      sub: key === "saturates" || key === "sugars"
    })
  }
  return {
    title: strings.nutritionDeclaration,
    per: strings.per100ml,
    rows,
    negligible: summarize
      ? negligibleStatement(
          strings,
          NUTRIENT_KEYS.filter((key) => negligible.has(key))
        )
      : null,
    energy_source: energy.source
  }
}
