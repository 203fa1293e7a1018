/**
 * Complete labels: what a label needs before `publish` accepts it (the
 * mandatory particulars of the compliance report). Tests that publish use
 * these instead of weakening the gate.
 */
import {
  type BrandId,
  type Label,
  type LabelChildren,
  type LabelId,
  Labels,
  type UserId,
  type WorkspaceId
} from "@elabel/domain"
import { Effect } from "effect"
import { catalogIds } from "./catalogFixture.ts"
import { validLabelCreate } from "./fixtures.ts"

/**
 * The analysis of a dry white wine: alcohol for the computed energy, sugars
 * and carbohydrate (glycerol 7 g/l included), fat, protein and salt declared
 * negligible. A PATCH body: JSON as it is.
 */
export const completeNutrition = {
  alcohol: 12.5,
  residual_sugar: 4,
  acidity: 6.5,
  glycerin: 7,
  sugar: 0.4,
  carbohydrates: 1.1,
  fat_negligible: true,
  protein_negligible: true,
  salt_negligible: true
} as const satisfies Label.LabelPatch

/** Saturates go with fat: `fat_negligible` covers both. The ingredients: grapes and sulphites. */
export const completeIngredients: ReadonlyArray<LabelChildren.IngredientInput> = [
  { ingredient_id: catalogIds.ingredients.grapes, order: 1 },
  { ingredient_id: catalogIds.ingredients.sulphites, order: 2 }
]

/** Gives an existing label the mandatory particulars (nutrition and ingredients) as `actor`; returns it. */
export const completeLabel = Effect.fn("testkit.completeLabel")(function* (actor: UserId, id: LabelId) {
  const labels = yield* Labels
  yield* labels.putIngredients(actor, id, completeIngredients)
  return yield* labels.patch(actor, id, completeNutrition)
})

/** Creates a label (see `createLabel`) that publish accepts. */
export const createCompleteLabel = Effect.fn("testkit.createCompleteLabel")(function* (
  actor: UserId,
  workspace: WorkspaceId,
  brand: BrandId,
  overrides: Partial<Label.LabelCreate> = {}
) {
  const created = yield* (yield* Labels).create(actor, validLabelCreate(workspace, brand, overrides))
  return yield* completeLabel(actor, created.id)
})
