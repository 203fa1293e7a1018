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
import { Schema } from "effect"
import { described } from "../shared/descriptions/index.ts"
import { complianceErrors } from "./ComplianceErrors.ts"
import { type ComplianceInput, ComplianceIssue } from "./ComplianceIssue.ts"
import { complianceWarnings } from "./ComplianceWarnings.ts"

export { complianceErrors } from "./ComplianceErrors.ts"
export {
  COMPLIANCE_ERROR_CODES,
  COMPLIANCE_WARNING_CODES,
  ComplianceCode,
  type ComplianceInput,
  ComplianceIssue
} from "./ComplianceIssue.ts"
export { complianceWarnings, ENERGY_TOLERANCE } from "./ComplianceWarnings.ts"

/** The report: publishable exactly when there is no error. */
export const ComplianceReport = Schema.Struct(
  described(
    {
      publishable: Schema.Boolean,
      errors: Schema.Array(ComplianceIssue),
      warnings: Schema.Array(ComplianceIssue)
    },
    {
      publishable: "True exactly when `errors` is empty: `POST /v1/labels/{id}/publish` then accepts the label.",
      errors: "Mandatory particulars the label lacks; publishing answers 422 `label-incomplete` while there is one.",
      warnings: "What a careful reviewer would flag; they do not block publishing."
    }
  )
).annotate({ identifier: "ComplianceReport" })
export type ComplianceReport = typeof ComplianceReport.Type

/** The report of a label. */
export const complianceReport = (input: ComplianceInput): ComplianceReport => {
  const errors = complianceErrors(input)
  return { publishable: errors.length === 0, errors, warnings: complianceWarnings(input) }
}
