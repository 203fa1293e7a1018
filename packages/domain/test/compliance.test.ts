/**
 * The compliance report as a pure function: a complete label has no error,
 * and every code is triggered by the label a producer would get it for.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  COMPLIANCE_ERROR_CODES,
  COMPLIANCE_WARNING_CODES,
  type ComplianceCode,
  type ComplianceInput,
  complianceReport
} from "../src/compliance/Compliance.ts"
import { newFormat } from "../src/label/Format.ts"
import { type Label, newLabelRecord } from "../src/label/Label.ts"
import type { LabelChildren } from "../src/label/LabelChildren.ts"
import { toTranslation } from "../src/label/Translation.ts"
import type { CatalogIngredient } from "../src/published/ELabelIngredients.ts"
import { computeEnergy, nutrients } from "../src/published/Energy.ts"
import { BrandId, ChildRowId, FormatId, IngredientId, LabelId, WorkspaceId } from "../src/shared/ids.ts"

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`
const grapes = IngredientId.make(uuid(20))
const additive = IngredientId.make(uuid(21))

const ingredientEntry = (id: string, e_number: string | null, category: string | null): CatalogIngredient => ({
  id,
  name: id,
  names: {},
  organic_name: null,
  organic_names: {},
  is_allergen: false,
  ingredient_category_id: category,
  e_number
})

/** A complete label: alcohol for the energy, every nutrient, one ingredient. */
const complete = (fields: Partial<Label> = {}, children: Partial<LabelChildren> = {}): ComplianceInput => ({
  label: {
    ...newLabelRecord({
      id: LabelId.make(uuid(1)),
      ref: "riesling",
      now: "2025-01-01T00:00:00.000Z",
      input: { workspace_id: WorkspaceId.make(uuid(2)), brand_id: BrandId.make(uuid(3)), name: "Riesling" }
    }),
    alcohol: 12.5,
    residual_sugar: 4,
    glycerin: 7,
    carbohydrates: 1.1,
    sugar: 0.4,
    fat: 0,
    saturated_fat: 0,
    protein: 0.1,
    salt: 0.01,
    formats: [],
    translations: [],
    ...fields
  },
  children: {
    grape_varieties: [],
    ingredients: [{ id: ChildRowId.make(uuid(40)), ingredient_id: grapes, is_organic: null, order: 1 }],
    packagings: [],
    certifications: [],
    ...children
  },
  catalog: { ingredients: [ingredientEntry(grapes, null, uuid(10)), ingredientEntry(additive, "E 334", null)] }
})

const codes = (input: ComplianceInput) => {
  const report = complianceReport(input)
  return { errors: report.errors.map((e) => e.code), warnings: report.warnings.map((w) => w.code), report }
}

/** The issue of `code` in the report, failing when there is none. */
const issueOf = (input: ComplianceInput, code: ComplianceCode) => {
  const { report } = codes(input)
  const found = [...report.errors, ...report.warnings].find((issue) => issue.code === code)
  assert.isDefined(found, `expected ${code} in ${JSON.stringify(report)}`)
  return found!
}

describe("compliance report", () => {
  it("a complete label is publishable and raises nothing", () => {
    assert.deepStrictEqual(complianceReport(complete()), { publishable: true, errors: [], warnings: [] })
  })

  it("a bare label lacks energy, every nutrient and the ingredients", () => {
    const bare = complete(
      {
        alcohol: null,
        residual_sugar: null,
        glycerin: null,
        carbohydrates: null,
        sugar: null,
        fat: null,
        saturated_fat: null,
        protein: null,
        salt: null
      },
      { ingredients: [] }
    )
    const { errors, report } = codes(bare)
    assert.isFalse(report.publishable)
    assert.sameMembers(
      errors,
      COMPLIANCE_ERROR_CODES.filter(
        (code) => code !== "carbohydrate-below-glycerol" && code !== "negligible-above-threshold"
      )
    )
    for (const issue of report.errors) assert.isAbove(issue.message.length, 20)
  })

  const errorCases: ReadonlyArray<readonly [ComplianceCode, string, ComplianceInput]> = [
    ["energy-missing", "alcohol", complete({ alcohol: null })],
    ["energy-missing", "energy_kcal", complete({ calculate_manually: true, energy_kj: 300, energy_kcal: null })],
    ["fat-missing", "fat", complete({ fat: null })],
    ["saturates-missing", "saturated_fat", complete({ saturated_fat: null })],
    ["carbohydrate-missing", "carbohydrates", complete({ carbohydrates: null, sugar: null, residual_sugar: null })],
    ["sugars-missing", "sugar", complete({ sugar: null, residual_sugar: null })],
    ["protein-missing", "protein", complete({ protein: null })],
    ["salt-missing", "salt", complete({ salt: null })],
    ["ingredients-missing", "ingredients", complete({}, { ingredients: [] })],
    ["carbohydrate-below-glycerol", "carbohydrates", complete({ carbohydrates: 0.5, sugar: 0.4 })],
    [
      "negligible-above-threshold",
      "carbohydrates_negligible",
      complete({ carbohydrates_negligible: true, carbohydrates: null, sugar: null, residual_sugar: null, glycerin: 9 })
    ]
  ]
  it.each(errorCases)("error %s names %s and blocks publishing", (code, field, input) => {
    const issue = issueOf(input, code)
    assert.strictEqual(issue.field, field)
    assert.isFalse(complianceReport(input).publishable)
  })

  it("negligible flags stand in for the values they cover; hand-entered energy for alcohol", () => {
    const flagged = complete({
      fat: null,
      saturated_fat: null,
      carbohydrates: null,
      sugar: null,
      residual_sugar: null,
      glycerin: null,
      protein: null,
      salt: null,
      fat_negligible: true,
      carbohydrates_negligible: true,
      protein_negligible: true,
      salt_negligible: true,
      alcohol: null,
      calculate_manually: true,
      energy_kj: 290,
      energy_kcal: 70
    })
    assert.deepStrictEqual(codes(flagged).errors, [])
  })

  const warningCases: ReadonlyArray<readonly [ComplianceCode, string, ComplianceInput]> = [
    ["sugars-above-carbohydrate", "sugar", complete({ sugar: 2, carbohydrates: 1.1 })],
    ["saturates-above-fat", "saturated_fat", complete({ fat: 0.1, saturated_fat: 0.2 })],
    [
      "energy-mismatch",
      "energy_kj",
      complete({ calculate_manually: true, energy_kj: 400, energy_kcal: computeEnergy(complete().label).kcal })
    ],
    [
      "additive-without-category",
      "ingredients[1].ingredient_id",
      complete(
        {},
        {
          ingredients: [
            { id: ChildRowId.make(uuid(40)), ingredient_id: grapes, is_organic: null, order: 1 },
            { id: ChildRowId.make(uuid(41)), ingredient_id: additive, is_organic: null, order: 2 }
          ]
        }
      )
    ],
    ["gtin-missing-for-digital-link", "gtin", complete({ use_gs1_digital_link: true })],
    [
      "gtin-missing-for-digital-link",
      "formats[0].gtin",
      complete({
        use_gs1_digital_link: true,
        gtin: "4006381333931",
        formats: [
          newFormat(
            { id: FormatId.make(uuid(50)), label_id: LabelId.make(uuid(1)), ref: "magnum", now: "2025-01-01" },
            "https://e.example",
            { quantity: 1500 }
          )
        ]
      })
    ],
    ["gtin-invalid", "gtin", complete({ gtin: "4006381333932" })],
    [
      "qualifier-not-in-digital-link",
      "formats[0].lot",
      complete({
        use_gs1_digital_link: true,
        gtin: "4006381333931",
        formats: [
          newFormat(
            { id: FormatId.make(uuid(50)), label_id: LabelId.make(uuid(1)), ref: "lot", now: "2025-01-01" },
            "https://e.example",
            { quantity: 750, lot: "L\t23 01" }
          )
        ]
      })
    ],
    ["translation-missing", "translations", complete({ locale: "de", translations: [toTranslation("en", {})] })],
    ["uncoded-value", "sweetness", complete({ sweetness: "trocken" })],
    ["uncoded-value", "packagings[0].collection", complete({}, { packagings: [packaging("bottle", "Altglas")] })],
    ["sweetness-product-type-mismatch", "sweetness", complete({ sweetness: "brut", product_type: "wine" })]
  ]
  it.each(warningCases)("warning %s names %s and leaves the label publishable", (code, field, input) => {
    const issue = issueOf(input, code)
    assert.strictEqual(issue.field, field)
    assert.isTrue(complianceReport(input).publishable)
  })

  it("every code of the lists has a case above", () => {
    const covered = new Set([...errorCases, ...warningCases].map(([code]) => code))
    assert.sameMembers([...covered], [...COMPLIANCE_ERROR_CODES, ...COMPLIANCE_WARNING_CODES])
  })

  it("a lot or variant a Digital Link can carry, or a label without Digital Link, raises no qualifier warning", () => {
    const withFormat = (use_gs1_digital_link: boolean, fields: { lot?: string; consumer_product_variant?: string }) =>
      complete({
        use_gs1_digital_link,
        gtin: "4006381333931",
        formats: [
          newFormat(
            { id: FormatId.make(uuid(50)), label_id: LabelId.make(uuid(1)), ref: "lot", now: "2025-01-01" },
            "https://e.example",
            { quantity: 750, ...fields }
          )
        ]
      })
    const fields = (input: ComplianceInput) =>
      complianceReport(input)
        .warnings.filter((warning) => warning.code === "qualifier-not-in-digital-link")
        .map((warning) => warning.field)
    assert.deepStrictEqual(fields(withFormat(true, { lot: "L23-01", consumer_product_variant: "MAGNUM" })), [])
    assert.deepStrictEqual(fields(withFormat(false, { lot: "L 23 01" })), [])
    assert.deepStrictEqual(
      fields(withFormat(true, { lot: "L".repeat(21), consumer_product_variant: "Magnum 1,5 l" })),
      ["formats[0].lot", "formats[0].consumer_product_variant"]
    )
  })

  it("coded values raise nothing; a translation of the label's locale satisfies it", () => {
    const coded = complete(
      {
        sweetness: "brut",
        color: "white",
        product_type: "quality_sparkling_wine",
        packaging_gas: "protective_atmosphere",
        dealcoholisation_status: "partially_dealcoholised",
        locale: "de",
        translations: [toTranslation("de", {})]
      },
      { packagings: [packaging("bottle", "separate_collection")] }
    )
    assert.deepStrictEqual(codes(coded).warnings, [])
  })
})

describe("sugar terms and product type (Delegated Reg. (EU) 2019/33 Annex III)", () => {
  const mismatch = (sweetness: string, product_type: string | null) =>
    codes(complete({ sweetness, product_type })).report.warnings.filter(
      (w) => w.code === "sweetness-product-type-mismatch"
    )
  it("a Part A term on a still wine and a Part B term on a sparkling wine are flagged", () => {
    for (const code of ["brut_nature", "extra_brut", "brut", "extra_dry"]) {
      assert.lengthOf(mismatch(code, "wine"), 1, code)
      assert.lengthOf(mismatch(code, "semi_sparkling_wine"), 1, code)
    }
    assert.strictEqual(
      mismatch("medium", "quality_sparkling_wine")[0]?.message,
      '"medium" is a sugar-content term for still wines only, but `product_type` is "quality_sparkling_wine", ' +
        "which takes one of brut_nature, extra_brut, brut, extra_dry, dry, medium_dry, sweet (Delegated Reg. (EU) " +
        "2019/33 Annex III Part A): correct `sweetness` or `product_type`."
    )
  })

  it("terms of both parts fit both; without a coded product type nothing is judged", () => {
    for (const code of ["dry", "medium_dry", "sweet"]) {
      assert.deepStrictEqual(mismatch(code, "wine"), [])
      assert.deepStrictEqual(mismatch(code, "sparkling_wine"), [])
    }
    assert.deepStrictEqual(mismatch("brut", "sparkling_wine"), [])
    assert.deepStrictEqual(mismatch("medium", "liqueur_wine"), [])
    assert.deepStrictEqual(mismatch("brut", null), [])
    assert.deepStrictEqual(mismatch("brut", "Schaumwein"), [])
  })
})

describe("negligible flags (Reg. (EU) No 1169/2011 Art. 34(5))", () => {
  it("a flag over values the page could not declare as 0 g tells the producer what the values give", () => {
    const issue = issueOf(
      complete({ carbohydrates_negligible: true, carbohydrates: null, sugar: 0.6, residual_sugar: null, glycerin: 9 }),
      "negligible-above-threshold"
    )
    assert.strictEqual(
      issue.message,
      "`carbohydrates_negligible` declares carbohydrate and sugars as 0 g, but the label's values give 1.5 g " +
        "carbohydrate (sugars and glycerol included) and 0.6 g sugars per 100 ml. Only up to 0.5 g of carbohydrate " +
        "and 0.5 g of sugars per 100 ml may be declared negligible (Reg. (EU) No 1169/2011 Art. 34(5)): clear the " +
        "flag or correct the values."
    )
  })

  const flagged = (fields: Partial<Label>) =>
    codes(complete(fields))
      .report.errors.filter((e) => e.code === "negligible-above-threshold")
      .map((e) => e.field)
  const cases: ReadonlyArray<readonly [Partial<Label>, ReadonlyArray<string>]> = [
    [{ fat_negligible: true, fat: 0.5, saturated_fat: 0.1 }, []],
    [{ fat_negligible: true, fat: 0.6 }, ["fat_negligible"]],
    [{ fat_negligible: true, fat: 0.3, saturated_fat: 0.2 }, ["fat_negligible"]],
    [{ carbohydrates_negligible: true, carbohydrates: null, sugar: 0.3, glycerin: 2 }, []],
    [
      { carbohydrates_negligible: true, carbohydrates: 0.4, sugar: null, residual_sugar: 6, glycerin: null },
      ["carbohydrates_negligible"]
    ],
    [{ protein_negligible: true, protein: 0.5 }, []],
    [{ protein_negligible: true, protein: 0.6 }, ["protein_negligible"]],
    [{ salt_negligible: true, salt: 0.0125 }, []],
    [{ salt_negligible: true, salt: 0.013 }, ["salt_negligible"]],
    [{ fat_negligible: true, protein_negligible: true, fat: 1, protein: 1 }, ["fat_negligible", "protein_negligible"]]
  ]
  it.each(cases)("%j: errors on %j", (fields, expected) => {
    assert.deepStrictEqual(flagged(fields), expected)
  })
})

describe("carbohydrate and glycerol (Reg. (EU) No 1169/2011 Annex I, Annex XIV)", () => {
  it("declared carbohydrate includes glycerol: the energy counts glycerol once, at the polyol factor", () => {
    const { label } = complete({ alcohol: 0, acidity: null, carbohydrates: 1.1, glycerin: 7 })
    // 0.4 g other carbohydrate × 17 kJ + 0.7 g glycerol × 10 kJ, protein 0.1 × 17
    assert.deepStrictEqual(computeEnergy(label), {
      kj: Math.round(0.4 * 17 + 0.7 * 10 + 0.1 * 17),
      kcal: Math.round(0.4 * 4 + 0.7 * 2.4 + 0.1 * 4)
    })
    assert.strictEqual(nutrients(label).carbohydrate, 1.1)
  })

  it("without a declared carbohydrate, it is the sugars plus the glycerol", () => {
    const { label } = complete({ carbohydrates: null, sugar: 0.4, glycerin: 7 })
    assert.closeTo(nutrients(label).carbohydrate, 1.1, 1e-9)
  })

  it("a carbohydrate below the glycerol is never shown: the page declares at least the glycerol", () => {
    const { label } = complete({ carbohydrates: 0.5, glycerin: 7 })
    assert.strictEqual(nutrients(label).carbohydrate, 0.7)
  })
})

function packaging(packaging_type: string, collection: string) {
  return { id: ChildRowId.make(uuid(60)), packaging_type, collection, material_id: null }
}
