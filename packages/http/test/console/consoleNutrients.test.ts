/**
 * The console shows each nutrient per 100 ml as the page will print it
 * (`packages/console/src/nutrients.ts`), without importing the domain (ADR
 * 0050): it must print what the domain's `Energy.nutrients` and
 * `Energy.roundNutrient` print, on the edges of every band and on a thousand
 * drawn labels.
 */
import { assert, describe, it } from "@effect/vitest"
import { Energy } from "@elabel/domain"
import fc from "fast-check"
import { type DeclaredNutrient, printedNutrients } from "../../../console/src/nutrients.ts"
import { type NutritionInputs, none } from "./noNutrition.ts"

type Fields = NutritionInputs

const KEYS: ReadonlyArray<DeclaredNutrient> = ["fat", "saturates", "carbohydrate", "sugars", "protein", "salt"]

const same = (label: Fields) => {
  const amounts = Energy.nutrients(label)
  const domain = Object.fromEntries(KEYS.map((key) => [key, Energy.roundNutrient(key, amounts[key]).text]))
  assert.deepStrictEqual(printedNutrients(label), domain, JSON.stringify(label))
}

const amount = (max: number) =>
  fc.option(fc.double({ min: 0, max, noNaN: true, noDefaultInfinity: true }), { nil: null, freq: 4 })
const flag = fc.option(fc.boolean(), { nil: null })

const labels: fc.Arbitrary<Fields> = fc.record({
  ...Object.fromEntries(Object.keys(none).map((key) => [key, amount(30)])),
  residual_sugar: amount(250),
  glycerin: amount(15),
  salt: amount(1.5),
  calculate_manually: flag,
  fat_negligible: flag,
  carbohydrates_negligible: flag,
  protein_negligible: flag,
  salt_negligible: flag
}) as fc.Arbitrary<Fields>

describe("the console's printed nutrients", () => {
  it("are the domain's on chosen labels: the edges of each band, sugars and carbohydrate derived, flags", () => {
    const dryRiesling = { ...none, residual_sugar: 6.2, glycerin: 8, protein: 0.2, salt: 0.0125 }
    assert.deepStrictEqual(printedNutrients(dryRiesling), {
      fat: "0",
      saturates: "0",
      carbohydrate: "1.4",
      sugars: "0.6",
      protein: "< 0.5",
      salt: "< 0.01"
    })
    same(dryRiesling)
    for (const value of [0, 0.05, 0.1, 0.1001, 0.5, 0.51, 0.96, 1, 1.005, 1.25, 9.94, 9.96, 10, 10.5, 12.49])
      same({
        ...none,
        fat: value,
        saturated_fat: value,
        carbohydrates: value,
        sugar: value,
        protein: value,
        salt: value
      })
    same({ ...dryRiesling, carbohydrates: 0.2, sugar: 0.4 })
    same({ ...dryRiesling, fat: 0.3, fat_negligible: true, carbohydrates_negligible: true, salt_negligible: true })
  })

  it("are the domain's on a thousand drawn labels", () => {
    fc.assert(
      fc.property(labels, (label) => same(label)),
      { numRuns: 1000 }
    )
  })
})
