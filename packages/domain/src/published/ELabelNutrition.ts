/**
 * The nutrition declaration per 100 ml of the e-label page, in the order of
 * Regulation (EU) No 1169/2011 Annex XV: energy, fat, of which saturates,
 * carbohydrate, of which sugars, protein, salt. Nutrients flagged negligible
 * are declared "0 g" (and count 0 g in the energy, `Energy.ts`), or, with
 * `summarize_small_amounts`, leave the table for one "Contains negligible
 * amounts of …" line (Art. 34(5)).
 */

import type { Label } from "../label/Label.ts"
import { effectiveEnergy, type NutritionFields, nutrients, type Rounded, roundNutrient } from "./Energy.ts"
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

/** One nutrient as the declaration states it: the amount per 100 ml rounded as printed. */
export interface DeclaredAmount {
  readonly key: NutrientKey
  /** The rounded amount (text with a decimal point, e.g. "0.6", "< 0.5", "0"). */
  readonly rounded: Rounded
  /** Left out of the table for the negligible-amounts statement (`summarize_small_amounts`). */
  readonly summarized: boolean
}

/** The numbers of a declaration, before any wording: energy and each nutrient as rounded for print. */
export interface DeclaredNutrition {
  readonly energy: { readonly kj: number | null; readonly kcal: number | null; readonly source: "manual" | "computed" }
  readonly nutrients: ReadonlyArray<DeclaredAmount>
}

/**
 * The numbers the declaration prints, or null when the label holds no value
 * to declare: the energy (entered, or computed from the Annex XIV factors)
 * rounded to whole kJ and kcal, and each nutrient rounded as the guidance
 * says. The page's table and `GET /v1/labels/{id}/nutrition` both read it.
 */
export const declaredNutrition = (label: DeclarationFields): DeclaredNutrition | null => {
  if (!hasData(label)) return null
  const energy = effectiveEnergy(label)
  const amounts = nutrients(label)
  const negligible = negligibleKeys(label)
  const summarize = label.summarize_small_amounts === true && negligible.size > 0
  return {
    energy: {
      kj: energy.kj === null ? null : roundNutrient("energy", energy.kj).value,
      kcal: energy.kcal === null ? null : roundNutrient("energy", energy.kcal).value,
      source: energy.source
    },
    // A negligible nutrient is declared as 0 g: `nutrients` gives 0 for it.
    nutrients: NUTRIENT_KEYS.map((key) => ({
      key,
      rounded: roundNutrient(key, amounts[key]),
      summarized: summarize && negligible.has(key)
    }))
  }
}

/** The energy as printed: "311 kJ / 75 kcal" (either may be missing when entered by hand). */
export const energyText = (energy: DeclaredNutrition["energy"], strings: ELabelStrings): string | null => {
  const parts = [
    ...(energy.kj === null ? [] : [`${localizeDecimal(strings, String(energy.kj))} kJ`]),
    ...(energy.kcal === null ? [] : [`${localizeDecimal(strings, String(energy.kcal))} kcal`])
  ]
  return parts.length === 0 ? null : parts.join(" / ")
}

/**
 * The declaration of a label, or null when the label holds no value to
 * declare (no analysis, no nutrients, no hand-entered energy). Missing
 * nutrients count as 0 g, as they do in the computed energy.
 */
export const nutritionDeclaration = (label: DeclarationFields, strings: ELabelStrings): NutritionDeclaration | null => {
  const declared = declaredNutrition(label)
  if (declared === null) return null
  const energyValue = energyText(declared.energy, strings)
  const rows: Array<NutritionRow> =
    energyValue === null ? [] : [{ key: "energy", label: strings.energy, value: energyValue, sub: false }]
  for (const { key, rounded, summarized } of declared.nutrients) {
    if (summarized) continue
    rows.push({
      key,
      label: strings.nutrients[key],
      value: `${localizeDecimal(strings, rounded.text)} g`,
      sub: key === "saturates" || key === "sugars"
    })
  }
  const summarizedKeys = declared.nutrients.filter((amount) => amount.summarized).map((amount) => amount.key)
  return {
    title: strings.nutritionDeclaration,
    per: strings.per100ml,
    rows,
    negligible: summarizedKeys.length > 0 ? negligibleStatement(strings, summarizedKeys) : null,
    energy_source: declared.energy.source
  }
}
