/** The warnings of the compliance report: what a careful reviewer would flag. */
import { computeEnergy, nutrients } from "../published/Energy.ts"
import {
  isCode,
  isSparkling,
  LABEL_CODES,
  PACKAGING_CODES,
  PRODUCT_TYPE_CODES,
  SWEETNESS_CODES,
  sweetnessCodesFor
} from "../shared/CodedValues.ts"
import { type ComplianceInput, type ComplianceIssue, issue } from "./ComplianceIssue.ts"
import { digitalLinkWarnings } from "./DigitalLinkWarnings.ts"

/** A declared energy further than this share from the computed one is flagged. */
export const ENERGY_TOLERANCE = 0.05

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

/**
 * Delegated Reg. (EU) 2019/33 Annex III: sparkling product types take the
 * sugar terms of Part A, the others those of Part B. A coded sweetness only
 * the other part has (`brut` on a still wine, `medium` on a sparkling one)
 * does not fit a coded product type.
 */
const sweetnessWarnings = ({ sweetness, product_type }: ComplianceInput["label"]): ReadonlyArray<ComplianceIssue> => {
  if (sweetness === null || product_type === null) return []
  if (!isCode(SWEETNESS_CODES, sweetness) || !isCode(PRODUCT_TYPE_CODES, product_type)) return []
  const fitting = sweetnessCodesFor(product_type)
  if (isCode(fitting, sweetness)) return []
  const [other, own] = isSparkling(product_type) ? ["still", "A"] : ["sparkling", "B"]
  return [
    issue(
      "sweetness-product-type-mismatch",
      "sweetness",
      `"${sweetness}" is a sugar-content term for ${other} wines only, but \`product_type\` is "${product_type}", ` +
        `which takes one of ${fitting.join(", ")} (Delegated Reg. (EU) 2019/33 Annex III Part ${own}): correct ` +
        "`sweetness` or `product_type`."
    )
  ]
}

/** What a careful reviewer would flag. */
export const complianceWarnings = (input: ComplianceInput): ReadonlyArray<ComplianceIssue> => [
  ...nutrientWarnings(input.label),
  ...ingredientWarnings(input),
  ...digitalLinkWarnings(input.label),
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
  ...uncodedWarnings(input),
  ...sweetnessWarnings(input.label)
]
