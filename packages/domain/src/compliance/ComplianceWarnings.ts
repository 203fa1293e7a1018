/** The warnings of the compliance report: what a careful reviewer would flag. */
import { Result } from "effect"
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
import { encodableQualifier, parseGtin } from "../shared/Gs1.ts"
import { type ComplianceInput, type ComplianceIssue, issue } from "./ComplianceIssue.ts"

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

/**
 * A lot or variant a Digital Link QR code cannot carry (not a valid AI (10)
 * or (22) value: `encodableQualifier`): the code names the level above.
 */
const qualifierWarnings = (label: ComplianceInput["label"]): ReadonlyArray<ComplianceIssue> =>
  label.use_gs1_digital_link !== true
    ? []
    : label.formats.flatMap((format, index) =>
        (
          [
            ["lot", format.lot, "lot", "AI (10) batch/lot"],
            ["consumer_product_variant", format.consumer_product_variant, "variant", "AI (22) consumer product variant"]
          ] as const
        ).flatMap(([field, value, what, ai]) =>
          value === null || value === "" || encodableQualifier(value) !== null
            ? []
            : [
                issue(
                  "qualifier-not-in-digital-link",
                  `formats[${index}].${field}`,
                  `The ${what} "${value}" is not a GS1 ${ai} value (1 to 20 characters of GS1 character set 82: ` +
                    "letters, digits and !\"%&'()*+,-./:;<=>?_, no spaces or accents): the format's QR code leaves it " +
                    "out and leads to the product above it."
                )
              ]
        )
      )

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
  ...gtinWarnings(input.label),
  ...qualifierWarnings(input.label),
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
