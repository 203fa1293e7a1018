/**
 * Nutrients declared negligible (Reg. (EU) No 1169/2011 Art. 34(5)): which
 * label flag covers which nutrients of the declaration, and which of them the
 * label's own values make too large for it. A flagged nutrient is declared
 * "0 g"; the guidance on tolerances allows that only up to the amounts of
 * `negligibleAtMost` (`NutrientRounding.ts`).
 */
import type { Label } from "../label/Label.ts"
import { type DeclaredNutrient, negligibleAtMost } from "./NutrientRounding.ts"

/** The label flags that declare nutrients negligible. */
export type NegligibleFlag = "fat_negligible" | "carbohydrates_negligible" | "protein_negligible" | "salt_negligible"

/** The nutrients each flag declares negligible: fat covers saturates, carbohydrate covers sugars. */
export const NEGLIGIBLE_FLAGS: Readonly<Record<NegligibleFlag, ReadonlyArray<DeclaredNutrient>>> = {
  fat_negligible: ["fat", "saturates"],
  carbohydrates_negligible: ["carbohydrate", "sugars"],
  protein_negligible: ["protein"],
  salt_negligible: ["salt"]
}

const FLAGS = Object.keys(NEGLIGIBLE_FLAGS) as ReadonlyArray<NegligibleFlag>

/** The nutrients the label's set flags declare negligible. */
export const negligibleNutrients = (label: Pick<Label, NegligibleFlag>): ReadonlySet<DeclaredNutrient> =>
  new Set(FLAGS.flatMap((flag) => (label[flag] === true ? NEGLIGIBLE_FLAGS[flag] : [])))

/** A set flag whose nutrients include some the label's values make larger than a negligible amount. */
export interface NegligibleTooLarge {
  readonly flag: NegligibleFlag
  readonly nutrients: ReadonlyArray<readonly [DeclaredNutrient, number]>
}

/** The set flags contradicted by `amounts`, the nutrients per 100 ml as the label's values give them. */
export const negligibleTooLarge = (
  label: Pick<Label, NegligibleFlag>,
  amounts: Readonly<Record<DeclaredNutrient, number>>
): ReadonlyArray<NegligibleTooLarge> =>
  FLAGS.flatMap((flag) => {
    if (label[flag] !== true) return []
    const nutrients = NEGLIGIBLE_FLAGS[flag].flatMap((nutrient) =>
      amounts[nutrient] > negligibleAtMost(nutrient) ? [[nutrient, amounts[nutrient]] as const] : []
    )
    return nutrients.length === 0 ? [] : [{ flag, nutrients }]
  })
