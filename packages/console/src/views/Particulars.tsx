/**
 * The label's further particulars: what some wines must declare (packaging
 * gas, de-alcoholisation, minimum durability, the inspection and organic
 * certificate numbers) and the producer's own notes; saved with the label.
 */
import { t } from "../i18n/index.ts"
import { codeName, dealcoholisations, packagingGases } from "./codes.ts"
import type { LabelFields } from "./LabelFields.tsx"

export const Particulars = ({ fields }: { readonly fields: LabelFields }) => (
  <fieldset id="group-particulars" tabIndex={-1}>
    <legend>{t("particulars")}</legend>
    {fields.select(
      "packaging_gas",
      t("packagingGas"),
      packagingGases.map((code) => [code, codeName(code)])
    )}
    {fields.select(
      "dealcoholisation_status",
      t("dealcoholisation"),
      dealcoholisations.map((code) => [code, codeName(code)])
    )}
    {fields.input("minimum_durability_date", t("minimumDurability"), undefined, true)}
    {fields.input("inspection_number", t("inspectionNumber"))}
    {fields.check("show_inspection_number", t("showInspectionNumber"))}
    {fields.input("organic_certificate_number", t("organicCertificate"))}
    {fields.check("use_recycling_regulations", t("useRecyclingRegulations"))}
    {fields.input("internal_name", t("internalName"))}
    {fields.input("notes", t("notes"))}
  </fieldset>
)
