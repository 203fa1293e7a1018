/** A label without any nutrition value: what the console's tests of the printed amounts start from. */
import type { Energy } from "@elabel/domain"
import type { EnergyFields } from "../../../console/src/energy.ts"
import type { NutrientFields } from "../../../console/src/nutrients.ts"

/** The fields the console's energy and nutrients read, and the domain's nutrition fields. */
export type NutritionInputs = EnergyFields & NutrientFields & Energy.NutritionFields

export const none: NutritionInputs = {
  alcohol: null,
  alcohol_label: null,
  residual_sugar: null,
  sugar: null,
  acidity: null,
  glycerin: null,
  carbohydrates: null,
  fat: null,
  saturated_fat: null,
  protein: null,
  salt: null,
  energy_kj: null,
  energy_kcal: null,
  calculate_manually: null,
  fat_negligible: null,
  carbohydrates_negligible: null,
  protein_negligible: null,
  salt_negligible: null
}
