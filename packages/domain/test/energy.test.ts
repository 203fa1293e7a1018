import { assert, describe, it } from "@effect/vitest"
import {
  analysedNutrients,
  computeEnergy,
  ETHANOL_DENSITY,
  effectiveEnergy,
  type NutritionFields,
  nutrients,
  roundNutrient,
  roundTo
} from "../src/published/Energy.ts"

const wine = (fields: Partial<NutritionFields>): NutritionFields => ({
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
  salt_negligible: null,
  ...fields
})

describe("energy from Annex XIV factors", () => {
  it("turns % vol into grams with the density of ethanol, 0.789 g/ml", () => {
    assert.strictEqual(ETHANOL_DENSITY, 0.789)
    // 10 % vol = 10 ml ethanol/100 ml × 0.789 g/ml = 7.89 g/100 ml
    //   kJ:   7.89 × 29 = 228.81 -> 229
    //   kcal: 7.89 ×  7 =  55.23 ->  55
    assert.deepStrictEqual(computeEnergy(wine({ alcohol: 10 })), { kj: 229, kcal: 55 })
  })

  it("a 12.5 % vol wine with 6 g/l residual sugar", () => {
    // alcohol: 12.5 × 0.789 = 9.8625 g/100 ml
    //   kJ 9.8625 × 29 = 286.0125   kcal 9.8625 × 7 = 69.0375
    // sugar: 6 g/l = 0.6 g/100 ml
    //   kJ 0.6 × 17 = 10.2          kcal 0.6 × 4 = 2.4
    // total: 296.2125 kJ -> 296     71.4375 kcal -> 71
    assert.deepStrictEqual(computeEnergy(wine({ alcohol: 12.5, residual_sugar: 6 })), { kj: 296, kcal: 71 })
  })

  it("counts total acidity as organic acid and glycerin as polyol (both g/l)", () => {
    // alcohol 13.5 % vol: 13.5 × 0.789 = 10.6515 g -> 308.8935 kJ, 74.5605 kcal
    // residual sugar 2 g/l  = 0.2 g × 17 = 3.4 kJ,  × 4   = 0.8 kcal
    // acidity 5 g/l         = 0.5 g × 13 = 6.5 kJ,  × 3   = 1.5 kcal
    // glycerin 9 g/l        = 0.9 g × 10 = 9.0 kJ,  × 2.4 = 2.16 kcal
    // total: 327.7935 kJ -> 328     79.0205 kcal -> 79
    const dryRed = wine({ alcohol: 13.5, residual_sugar: 2, acidity: 5, glycerin: 9 })
    assert.deepStrictEqual(computeEnergy(dryRed), { kj: 328, kcal: 79 })
  })

  it("takes declared carbohydrate before sugar, and sugar (g/100 ml) before residual sugar (g/l)", () => {
    // alcohol 8 % vol: 8 × 0.789 = 6.312 g -> 183.048 kJ, 44.184 kcal
    // carbohydrate 4.5 g: 76.5 kJ, 18 kcal     -> 259.548 kJ -> 260, 62.184 kcal -> 62
    // sugar 4.2 g instead: 71.4 kJ, 16.8 kcal  -> 254.448 kJ -> 254, 60.984 kcal -> 61
    // residual sugar 45 g/l = 4.5 g/100 ml: the same as carbohydrate 4.5 g
    const sweet = { alcohol: 8, sugar: 4.2, residual_sugar: 45 }
    assert.deepStrictEqual(computeEnergy(wine({ ...sweet, carbohydrates: 4.5 })), { kj: 260, kcal: 62 })
    assert.deepStrictEqual(computeEnergy(wine(sweet)), { kj: 254, kcal: 61 })
    assert.deepStrictEqual(computeEnergy(wine({ alcohol: 8, residual_sugar: 45 })), { kj: 260, kcal: 62 })
  })

  it("adds fat and protein when given", () => {
    // alcohol-free: fat 0.1 g × 37 = 3.7 kJ, × 9 = 0.9 kcal
    //               protein 0.2 g × 17 = 3.4 kJ, × 4 = 0.8 kcal
    //               carbohydrate 3 g × 17 = 51 kJ, × 4 = 12 kcal
    // total 58.1 kJ -> 58, 13.7 kcal -> 14
    assert.deepStrictEqual(computeEnergy(wine({ alcohol: 0, fat: 0.1, protein: 0.2, carbohydrates: 3 })), {
      kj: 58,
      kcal: 14
    })
  })

  it("uses the labelled strength when no analysed one is given", () => {
    assert.deepStrictEqual(computeEnergy(wine({ alcohol_label: 12.5, residual_sugar: 6 })), { kj: 296, kcal: 71 })
  })

  it("effective energy: the hand-entered values when calculating manually, else the computed ones", () => {
    const base = { alcohol: 12.5, residual_sugar: 6, energy_kj: 300, energy_kcal: 72 }
    assert.deepStrictEqual(effectiveEnergy(wine({ ...base, calculate_manually: true })), {
      kj: 300,
      kcal: 72,
      source: "manual"
    })
    assert.deepStrictEqual(effectiveEnergy(wine({ ...base, calculate_manually: false })), {
      kj: 296,
      kcal: 71,
      source: "computed"
    })
    assert.deepStrictEqual(effectiveEnergy(wine({ calculate_manually: true, energy_kj: 310.6 })), {
      kj: 311,
      kcal: null,
      source: "manual"
    })
  })
})

describe("negligible nutrients in the energy", () => {
  it("a nutrient flagged negligible is declared 0 g and counts 0 g: glycerol with carbohydrate, saturates with fat", () => {
    const analysed = { alcohol: 12.5, sugar: 0.4, glycerin: 4, fat: 0.3, saturated_fat: 0.1, protein: 0.4, salt: 0.01 }
    const flagged = wine({
      ...analysed,
      fat_negligible: true,
      carbohydrates_negligible: true,
      protein_negligible: true,
      salt_negligible: true
    })
    assert.deepStrictEqual(computeEnergy(flagged), computeEnergy(wine({ alcohol: 12.5 })))
    assert.deepStrictEqual(nutrients(flagged), {
      fat: 0,
      saturates: 0,
      carbohydrate: 0,
      sugars: 0,
      protein: 0,
      salt: 0
    })
    assert.deepStrictEqual(analysedNutrients(flagged), nutrients(wine(analysed)))
    // Unflagged, the same values count: 0.8 g carbohydrate (0.4 g of it glycerol), 0.4 g protein, 0.3 g fat.
    assert.isAbove(computeEnergy(wine(analysed)).kj, computeEnergy(flagged).kj)
  })
})

describe("rounding of the Commission guidance", () => {
  const text = (kind: Parameters<typeof roundNutrient>[0], value: number) => roundNutrient(kind, value).text

  it("energy to whole kJ and kcal", () => {
    assert.strictEqual(text("energy", 311.5), "312")
    assert.strictEqual(text("energy", 311.49), "311")
  })

  it("fat, carbohydrate, sugars, protein: whole grams from 10 g, one decimal above 0.5 g, '< 0.5' below", () => {
    assert.strictEqual(text("fat", 12.4), "12")
    assert.strictEqual(text("carbohydrate", 9.96), "10")
    assert.strictEqual(text("sugars", 3.14), "3.1")
    assert.strictEqual(text("protein", 0.55), "0.6")
    assert.strictEqual(text("sugars", 0.5), "< 0.5")
    assert.strictEqual(text("carbohydrate", 0.3), "< 0.5")
    assert.isTrue(roundNutrient("fat", 0.2).lessThan)
    assert.strictEqual(text("fat", 0), "0")
  })

  it("saturates: the threshold is 0.1 g", () => {
    assert.strictEqual(text("saturates", 0.1), "< 0.1")
    assert.strictEqual(text("saturates", 0.15), "0.2")
    assert.strictEqual(text("saturates", 11.5), "12")
  })

  it("salt: one decimal from 1 g, two above 0.0125 g, '< 0.01' at or below", () => {
    assert.strictEqual(text("salt", 1.26), "1.3")
    assert.strictEqual(text("salt", 0.994), "0.99")
    assert.strictEqual(text("salt", 0.996), "1.0")
    assert.strictEqual(text("salt", 0.013), "0.01")
    assert.strictEqual(text("salt", 0.0125), "< 0.01")
    assert.strictEqual(text("salt", 0), "0")
  })

  it("rounds half up despite binary fractions", () => {
    // 1.005 × 100 is 100.49999999999999 in binary floating point
    assert.strictEqual(roundTo(1.005, 2), 1.01)
    assert.strictEqual(text("salt", 0.125), "0.13")
    assert.strictEqual(text("fat", 2.45), "2.5")
  })
})
