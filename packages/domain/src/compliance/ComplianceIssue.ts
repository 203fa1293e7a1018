/**
 * The findings of the compliance report: their stable codes, their shape,
 * and what the checks read (see `Compliance.ts`).
 */
import { Schema } from "effect"
import type { CatalogIngredient } from "../published/ELabelIngredients.ts"
import type { ELabelSnapshot } from "../published/ELabelSnapshot.ts"
import { described } from "../shared/descriptions/index.ts"

/** Codes of the errors: a mandatory particular is missing, contradicts the energy or is declared 0 g wrongly. */
export const COMPLIANCE_ERROR_CODES = [
  "energy-missing",
  "fat-missing",
  "saturates-missing",
  "carbohydrate-missing",
  "sugars-missing",
  "protein-missing",
  "salt-missing",
  "ingredients-missing",
  "carbohydrate-below-glycerol",
  "negligible-above-threshold"
] as const

/** Codes of the warnings: what a careful reviewer would flag. */
export const COMPLIANCE_WARNING_CODES = [
  "sugars-above-carbohydrate",
  "saturates-above-fat",
  "energy-mismatch",
  "additive-without-category",
  "gtin-missing-for-digital-link",
  "gtin-invalid",
  "qualifier-not-in-digital-link",
  "digital-link-not-own-page",
  "translation-missing",
  "uncoded-value",
  "sweetness-product-type-mismatch"
] as const

/** Every compliance code. */
export const ComplianceCode = Schema.Literals([...COMPLIANCE_ERROR_CODES, ...COMPLIANCE_WARNING_CODES]).annotate({
  description: "Stable code of a compliance finding: an error (a missing mandatory particular) or a warning."
})
export type ComplianceCode = typeof ComplianceCode.Type

/** One finding: its stable code, the field (or child list path) it concerns, and what to do, in English. */
export const ComplianceIssue = Schema.Struct(
  described(
    { code: ComplianceCode, field: Schema.String, message: Schema.String },
    {
      code: "Stable code of the finding; clients may switch on it (the lists are in the operation's description).",
      field: "The label field, or child-list path such as `ingredients[1].ingredient_id`, the finding concerns.",
      message: "What is wrong and how to fix it, in English."
    }
  )
).annotate({ identifier: "ComplianceIssue" })
export type ComplianceIssue = typeof ComplianceIssue.Type

/** What the report reads: a label (or a version's snapshot of one), its child lists, the ingredients they name. */
export interface ComplianceInput {
  readonly label: ELabelSnapshot["label"]
  readonly children: ELabelSnapshot["children"]
  readonly catalog: { readonly ingredients: ReadonlyArray<CatalogIngredient> }
}

/** A finding. */
export const issue = (code: ComplianceCode, field: string, message: string): ComplianceIssue => ({
  code,
  field,
  message
})

/**
 * A write refused for the compliance report's `errors`: publishing a label
 * that lacks a mandatory particular (`write: "publish"`), or a change (label
 * PATCH, child-list PUT) that would take one from a published label's page
 * (`write: "change"`), or a print kit or the bottle's numbers of a label
 * that lacks what they print (`write: "print"`; no write at all), or a
 * request to publish one (`write: "request"`: no request is made).
 */
export class LabelIncomplete extends Schema.TaggedError<LabelIncomplete>()("LabelIncomplete", {
  errors: Schema.Array(ComplianceIssue),
  write: Schema.Literals(["publish", "change", "print", "request"])
}) {}
