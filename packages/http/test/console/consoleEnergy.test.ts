/**
 * The console computes the energy as the producer types
 * (`packages/console/src/energy.ts`), without importing the domain (ADR 0050):
 * it must answer what the domain's `Energy.effectiveEnergy` answers, which is
 * what the page prints. Compared on chosen labels (glycerol above the declared
 * carbohydrate, negligible flags, hand-entered values) and on a thousand drawn ones.
 */
import { assert, describe, it } from "@effect/vitest"
import { Energy } from "@elabel/domain"
import fc from "fast-check"
import { energyOf } from "../../../console/src/energy.ts"
import { type NutritionInputs, none } from "./noNutrition.ts"

type Fields = NutritionInputs

const same = (label: Fields) => {
  const domain = Energy.effectiveEnergy(label)
  const console = energyOf(label)
  assert.deepStrictEqual(
    { kj: console.kj, kcal: console.kcal, manual: console.manual },
    { kj: domain.kj, kcal: domain.kcal, manual: domain.source === "manual" },
    JSON.stringify(label)
  )
}

const amount = (max: number) =>
  fc.option(fc.double({ min: 0, max, noNaN: true, noDefaultInfinity: true }), { nil: null, freq: 4 })
const flag = fc.option(fc.boolean(), { nil: null })

const labels: fc.Arbitrary<Fields> = fc.record({
  alcohol: amount(20),
  alcohol_label: amount(20),
  residual_sugar: amount(250),
  sugar: amount(25),
  acidity: amount(12),
  glycerin: amount(15),
  carbohydrates: amount(30),
  fat: amount(1),
  saturated_fat: amount(0.5),
  protein: amount(1),
  salt: amount(0.1),
  energy_kj: amount(2000),
  energy_kcal: amount(500),
  calculate_manually: flag,
  fat_negligible: flag,
  carbohydrates_negligible: flag,
  protein_negligible: flag,
  salt_negligible: flag
})

describe("the console's energy", () => {
  it("is the domain's on chosen labels", () => {
    const dryRiesling = { ...none, alcohol: 12.5, residual_sugar: 6.2, acidity: 7.1, glycerin: 8 }
    same(none)
    same(dryRiesling)
    assert.deepStrictEqual(energyOf(dryRiesling), { kj: 314, kcal: 76, manual: false })
    same({ ...dryRiesling, carbohydrates: 0.2 })
    same({ ...dryRiesling, carbohydrates: 2.5, sugar: 0.6 })
    same({ ...dryRiesling, carbohydrates_negligible: true, fat: 0.3, fat_negligible: true, protein: 0.2 })
    same({ ...dryRiesling, alcohol: null, alcohol_label: 13 })
    same({ ...dryRiesling, calculate_manually: true, energy_kj: 300.5, energy_kcal: null })
    same({ ...none, residual_sugar: 120, alcohol: 15, protein: 0.4 })
  })

  it("is the domain's on a thousand drawn labels", () => {
    fc.assert(
      fc.property(labels, (label) => same(label)),
      { numRuns: 1000 }
    )
  })
})
