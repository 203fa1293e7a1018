/**
 * The compliance report of a label (`GET /v1/labels/{id}/compliance`): the
 * mandatory particulars of a wine e-label it lacks (errors: publishing is
 * refused while there is one) and what a careful reviewer would flag
 * (warnings). A pure function of the label, its child lists and the catalogue
 * entries they name. Codes are stable: clients may switch on them.
 *
 * The mandatory particulars: the nutrition declaration of Reg. (EU) No
 * 1308/2013 Art. 119(1)(h) (inserted by Reg. (EU) 2021/2117), which is the
 * declaration of Reg. (EU) No 1169/2011 Art. 30(1) (energy, fat, saturates,
 * carbohydrate, sugars, protein, salt), and the list of ingredients of
 * Art. 119(1)(i).
 */
import { Result, Schema } from "effect"
import { isCode, LABEL_CODES, PACKAGING_CODES } from "./CodedValues.ts"
import type { CatalogIngredient } from "./ELabelIngredients.ts"
import type { ELabelSnapshot } from "./ELabelSnapshot.ts"
import { computeEnergy, nutrients, polyolGrams } from "./Energy.ts"
import { parseGtin } from "./Gs1.ts"

/** Codes of the errors: a mandatory particular is missing or contradicts the energy. */
export const COMPLIANCE_ERROR_CODES = [
  "energy-missing",
  "fat-missing",
  "saturates-missing",
  "carbohydrate-missing",
  "sugars-missing",
  "protein-missing",
  "salt-missing",
  "ingredients-missing",
  "carbohydrate-below-glycerol"
] as const

/** Codes of the warnings: what a careful reviewer would flag. */
export const COMPLIANCE_WARNING_CODES = [
  "sugars-above-carbohydrate",
  "saturates-above-fat",
  "energy-mismatch",
  "additive-without-category",
  "gtin-missing-for-digital-link",
  "gtin-invalid",
  "translation-missing",
  "uncoded-value"
] as const

/** Every compliance code. */
export const ComplianceCode = Schema.Literals([...COMPLIANCE_ERROR_CODES, ...COMPLIANCE_WARNING_CODES]).annotate({
  identifier: "ComplianceCode"
})
export type ComplianceCode = typeof ComplianceCode.Type

/** One finding: its stable code, the field (or child list path) it concerns, and what to do, in English. */
export const ComplianceIssue = Schema.Struct({
  code: ComplianceCode,
  field: Schema.String,
  message: Schema.String
}).annotate({ identifier: "ComplianceIssue" })
export type ComplianceIssue = typeof ComplianceIssue.Type

/** The report: publishable exactly when there is no error. */
export const ComplianceReport = Schema.Struct({
  publishable: Schema.Boolean,
  errors: Schema.Array(ComplianceIssue),
  warnings: Schema.Array(ComplianceIssue)
}).annotate({ identifier: "ComplianceReport" })
export type ComplianceReport = typeof ComplianceReport.Type

/** What the report reads: a label (or a version's snapshot of one), its child lists, the ingredients they name. */
export interface ComplianceInput {
  readonly label: ELabelSnapshot["label"]
  readonly children: ELabelSnapshot["children"]
  readonly catalog: { readonly ingredients: ReadonlyArray<CatalogIngredient> }
}

/** A declared energy further than this share from the computed one is flagged. */
export const ENERGY_TOLERANCE = 0.05

const issue = (code: ComplianceCode, field: string, message: string): ComplianceIssue => ({ code, field, message })

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

/** The mandatory particulars the label lacks. */
export const complianceErrors = (input: ComplianceInput): ReadonlyArray<ComplianceIssue> => [
  ...energyErrors(input.label),
  ...nutrientErrors(input.label),
  ...glycerolErrors(input.label),
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

const nutrientWarnings = (label: ComplianceInput["label"]): ReadonlyArray<ComplianceIssue> => {
  const amounts = nutrients(label)
  const warnings: Array<ComplianceIssue> = []
  if (label.carbohydrates_negligible !== true && amounts.sugars > amounts.carbohydrate)
    warnings.push(
      issue("sugars-above-carbohydrate", "sugar", "Sugars are part of carbohydrate: they cannot exceed it.")
    )
  if (label.fat_negligible !== true && amounts.saturates > amounts.fat)
    warnings.push(issue("saturates-above-fat", "saturated_fat", "Saturates are part of fat: they cannot exceed it."))
  const computable = label.alcohol !== null || label.alcohol_label !== null
  if (label.calculate_manually === true && computable) {
    const computed = computeEnergy(label)
    for (const [field, declared, expected, unit] of [
      ["energy_kj", label.energy_kj, computed.kj, "kJ"],
      ["energy_kcal", label.energy_kcal, computed.kcal, "kcal"]
    ] as const) {
      if (declared !== null && Math.abs(declared - expected) > expected * ENERGY_TOLERANCE)
        warnings.push(
          issue(
            "energy-mismatch",
            field,
            `The declared energy (${declared} ${unit}) is more than 5 % away from the ${expected} ${unit} ` +
              "computed from the analysis (Reg. (EU) No 1169/2011 Annex XIV): check both."
          )
        )
    }
  }
  return warnings
}

const ingredientWarnings = (input: ComplianceInput): ReadonlyArray<ComplianceIssue> =>
  input.children.ingredients.flatMap((row, index) => {
    const entry = input.catalog.ingredients.find((candidate) => candidate.id === row.ingredient_id)
    return entry !== undefined && (entry.e_number ?? null) !== null && entry.ingredient_category_id === null
      ? [
          issue(
            "additive-without-category",
            `ingredients[${index}].ingredient_id`,
            `The additive ${entry.e_number} has no category: the list names additives under their functional class.`
          )
        ]
      : []
  })

const gtinWarnings = (label: ComplianceInput["label"]): ReadonlyArray<ComplianceIssue> => {
  const gtins: ReadonlyArray<readonly [string, string | null]> = [
    ["gtin", label.gtin],
    ...label.formats.map((format, index) => [`formats[${index}].gtin`, format.gtin] as const)
  ]
  const invalid = gtins.flatMap(([field, gtin]) =>
    gtin !== null && Result.isFailure(parseGtin(gtin))
      ? [issue("gtin-invalid", field, `"${gtin}" is not a GTIN-8, -12, -13 or -14 with a valid check digit.`)]
      : []
  )
  if (label.use_gs1_digital_link !== true) return invalid
  const missing =
    label.formats.length === 0
      ? label.gtin === null
        ? [["gtin", "The label"] as const]
        : []
      : label.formats.flatMap((format, index) =>
          format.gtin === null ? [[`formats[${index}].gtin`, "This format"] as const] : []
        )
  return [
    ...invalid,
    ...missing.map(([field, what]) =>
      issue(
        "gtin-missing-for-digital-link",
        field,
        `${what} has no GTIN, so its QR code cannot use GS1 Digital Link and falls back to the short link.`
      )
    )
  ]
}

const uncodedWarnings = (input: ComplianceInput): ReadonlyArray<ComplianceIssue> => {
  const uncoded = (field: string, value: string | null, codes: ReadonlyArray<string>) =>
    value === null || isCode(codes, value)
      ? []
      : [
          issue(
            "uncoded-value",
            field,
            `"${value}" is not one of the documented codes (${codes.join(", ")}): it is shown as written, in ` +
              "every language."
          )
        ]
  return [
    ...Object.entries(LABEL_CODES).flatMap(([field, codes]) =>
      uncoded(field, input.label[field as keyof typeof LABEL_CODES], codes)
    ),
    ...input.children.packagings.flatMap((row, index) =>
      Object.entries(PACKAGING_CODES).flatMap(([field, codes]) =>
        uncoded(`packagings[${index}].${field}`, row[field as keyof typeof PACKAGING_CODES], codes)
      )
    )
  ]
}

/** What a careful reviewer would flag. */
export const complianceWarnings = (input: ComplianceInput): ReadonlyArray<ComplianceIssue> => [
  ...nutrientWarnings(input.label),
  ...ingredientWarnings(input),
  ...gtinWarnings(input.label),
  ...(input.label.locale !== null &&
  !input.label.translations.some((t) => t.locale.toLowerCase() === input.label.locale?.toLowerCase())
    ? [
        issue(
          "translation-missing",
          "translations",
          `The label's locale "${input.label.locale}" has no translation: its page shows no free texts in it.`
        )
      ]
    : []),
  ...uncodedWarnings(input)
]

/** The report of a label. */
export const complianceReport = (input: ComplianceInput): ComplianceReport => {
  const errors = complianceErrors(input)
  return { publishable: errors.length === 0, errors, warnings: complianceWarnings(input) }
}
