/**
 * The errors of the compliance report: the mandatory particulars of a wine
 * e-label the label lacks (see `Compliance.ts` for the legal basis).
 */

import { analysedNutrients, negligibleAtMost, polyolGrams, roundNutrient } from "../published/Energy.ts"
import { NEGLIGIBLE_FLAGS, negligibleTooLarge } from "../published/Negligible.ts"
import { type ComplianceCode, type ComplianceInput, type ComplianceIssue, issue } from "./ComplianceIssue.ts"

const present = (...values: ReadonlyArray<number | boolean | null>): boolean =>
  values.some((value) => value !== null && value !== false)

const nutrientErrors = (label: ComplianceInput["label"]): ReadonlyArray<ComplianceIssue> => {
  const missing = (code: ComplianceCode, field: string, what: string, flag: string | null) =>
    issue(
      code,
      field,
      `The nutrition declaration needs ${what}: enter \`${field}\` in g per 100 ml` +
        (flag === null ? "." : ` or set \`${flag}\` when it is negligible.`)
    )
  return [
    ...(present(label.fat, label.fat_negligible) ? [] : [missing("fat-missing", "fat", "fat", "fat_negligible")]),
    ...(present(label.saturated_fat, label.fat_negligible)
      ? []
      : [missing("saturates-missing", "saturated_fat", "saturates", "fat_negligible")]),
    // Without `carbohydrates`, carbohydrate is computed from the sugars and the glycerol (`nutrients`).
    ...(present(label.carbohydrates, label.carbohydrates_negligible, label.sugar, label.residual_sugar)
      ? []
      : [missing("carbohydrate-missing", "carbohydrates", "carbohydrate", "carbohydrates_negligible")]),
    ...(present(label.sugar, label.residual_sugar, label.carbohydrates_negligible)
      ? []
      : [missing("sugars-missing", "sugar", "sugars (or the analysed `residual_sugar`)", "carbohydrates_negligible")]),
    ...(present(label.protein, label.protein_negligible)
      ? []
      : [missing("protein-missing", "protein", "protein", "protein_negligible")]),
    ...(present(label.salt, label.salt_negligible) ? [] : [missing("salt-missing", "salt", "salt", "salt_negligible")])
  ]
}

const energyErrors = (label: ComplianceInput["label"]): ReadonlyArray<ComplianceIssue> => {
  if (label.calculate_manually === true) {
    return label.energy_kj !== null && label.energy_kcal !== null
      ? []
      : [
          issue(
            "energy-missing",
            label.energy_kj === null ? "energy_kj" : "energy_kcal",
            "With `calculate_manually` the energy is declared as entered: enter both `energy_kj` and `energy_kcal`."
          )
        ]
  }
  return label.alcohol !== null || label.alcohol_label !== null
    ? []
    : [
        issue(
          "energy-missing",
          "alcohol",
          "The energy is computed from the alcoholic strength: enter `alcohol` (% vol), or enter `energy_kj` and " +
            "`energy_kcal` with `calculate_manually`."
        )
      ]
}

const glycerolErrors = (label: ComplianceInput["label"]): ReadonlyArray<ComplianceIssue> =>
  label.carbohydrates !== null && label.carbohydrates < polyolGrams(label)
    ? [
        issue(
          "carbohydrate-below-glycerol",
          "carbohydrates",
          "Carbohydrate includes polyols (Reg. (EU) No 1169/2011 Annex I), so it cannot be less than the glycerol " +
            "(`glycerin` g/l ÷ 10) the energy counts: declare carbohydrate including glycerol."
        )
      ]
    : []

/** How the negligible error names what the label's values give; carbohydrate counts sugars and glycerol. */
const GIVEN = {
  fat: "fat",
  saturates: "saturates",
  carbohydrate: "carbohydrate (sugars and glycerol included)",
  sugars: "sugars",
  protein: "protein",
  salt: "salt"
} as const

/**
 * A negligible flag is declared "0 g" (Art. 34(5)); the label's own values
 * may not give more than the guidance lets a label declare as 0.
 */
const negligibleErrors = (label: ComplianceInput["label"]): ReadonlyArray<ComplianceIssue> =>
  negligibleTooLarge(label, analysedNutrients(label)).map(({ flag, nutrients }) => {
    const list = (parts: ReadonlyArray<string>) => parts.join(" and ")
    const given = nutrients.map(([nutrient, amount]) => `${roundNutrient(nutrient, amount).text} g ${GIVEN[nutrient]}`)
    const limits = nutrients.map(([nutrient]) => `${negligibleAtMost(nutrient)} g of ${nutrient}`)
    return issue(
      "negligible-above-threshold",
      flag,
      `\`${flag}\` declares ${list(NEGLIGIBLE_FLAGS[flag])} as 0 g, but the label's values give ${list(given)} ` +
        `per 100 ml. Only up to ${list(limits)} per 100 ml may be declared negligible (Reg. (EU) No 1169/2011 ` +
        "Art. 34(5)): clear the flag or correct the values."
    )
  })

/** The mandatory particulars the label lacks. */
export const complianceErrors = (input: ComplianceInput): ReadonlyArray<ComplianceIssue> => [
  ...energyErrors(input.label),
  ...nutrientErrors(input.label),
  ...glycerolErrors(input.label),
  ...negligibleErrors(input.label),
  ...(input.children.ingredients.length === 0
    ? [
        issue(
          "ingredients-missing",
          "ingredients",
          "A wine e-label lists its ingredients: add at least one with `PUT /v1/labels/{id}/ingredients`."
        )
      ]
    : [])
]
