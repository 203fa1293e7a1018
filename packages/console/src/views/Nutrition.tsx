/**
 * The nutrition group: the analysis values in, the "negligible" switches,
 * and what the page will print per 100 ml, worked out as the producer types:
 * the energy (`../energy.ts`, or typed in by hand) and, beside each nutrient,
 * its amount rounded as printed (`../nutrients.ts`); both the domain's rules.
 */
import type { Label } from "../api/client.ts"
import { type EnergyFields, energyOf } from "../energy.ts"
import type { MessageKey } from "../i18n/en.ts"
import { t } from "../i18n/index.ts"
import { type DeclaredNutrient, type NutrientFields, printedNutrients } from "../nutrients.ts"
import { type Edit, type LabelFields, numberOrNull } from "./LabelFields.tsx"

/**
 * The nutrients per 100 ml: the field, its caption, the nutrient the page declares from it, and the switch
 * that declares it negligible where the label has one.
 */
const nutrients: ReadonlyArray<readonly [keyof Label, MessageKey, DeclaredNutrient, (keyof Label)?]> = [
  ["fat", "fat", "fat", "fat_negligible"],
  ["saturated_fat", "saturatedFat", "saturates"],
  ["carbohydrates", "carbohydrates", "carbohydrate", "carbohydrates_negligible"],
  ["sugar", "sugar", "sugars"],
  ["protein", "protein", "protein", "protein_negligible"],
  ["salt", "salt", "salt", "salt_negligible"]
]

const readFields: ReadonlyArray<keyof EnergyFields | keyof NutrientFields> = [
  "alcohol",
  "alcohol_label",
  "residual_sugar",
  "sugar",
  "acidity",
  "glycerin",
  "carbohydrates",
  "fat",
  "saturated_fat",
  "protein",
  "salt",
  "energy_kj",
  "energy_kcal",
  "calculate_manually",
  "fat_negligible",
  "carbohydrates_negligible",
  "protein_negligible",
  "salt_negligible"
]

/** The fields as shown now (unsaved changes included); what is not a finite number yet counts as missing. */
const shown = (edit: Edit): EnergyFields & NutrientFields =>
  Object.fromEntries(
    readFields.map((key) => {
      const value = edit.value(key)
      return [key, typeof value === "number" && !Number.isFinite(value) ? null : (value ?? null)]
    })
  ) as unknown as EnergyFields & NutrientFields

export const Nutrition = (props: { readonly edit: Edit; readonly input: LabelFields["input"] }) => {
  const manual = props.edit.value("calculate_manually") === true
  const fields = shown(props.edit)
  const energy = energyOf(fields)
  const amounts = printedNutrients(fields)
  const printed = (value: number | null, unit: string) => (value === null ? "–" : `${value} ${unit}`)
  return (
    <fieldset id="group-nutrition" tabIndex={-1}>
      <legend>{t("nutrition")}</legend>
      {props.input("residual_sugar", t("residualSugar"), numberOrNull)}
      {props.input("acidity", t("acidity"), numberOrNull)}
      {props.input("glycerin", t("glycerin"), numberOrNull)}
      {nutrients.map(([key, caption, nutrient, negligible]) => (
        <div class="nutrient" key={key}>
          {props.input(key, t(caption), numberOrNull)}
          <p class="printed-amount">
            {t("printedAmount")}{" "}
            <output id={`printed-${nutrient}`} for={`field-${key}`}>
              {amounts[nutrient].replace(".", t("decimalSeparator"))} g
            </output>
          </p>
          {negligible !== undefined && (
            <label class="check">
              <input
                type="checkbox"
                id={`field-${negligible}`}
                checked={props.edit.value(negligible) === true}
                onChange={(event) => props.edit.change(negligible, event.currentTarget.checked)}
              />
              {t("negligible")}
              <span class="visually-hidden"> ({t(caption)})</span>
            </label>
          )}
        </div>
      ))}
      <label class="check">
        <input
          type="checkbox"
          id="field-calculate_manually"
          checked={manual}
          onChange={(event) => props.edit.change("calculate_manually", event.currentTarget.checked)}
        />
        {t("energyByHand")}
      </label>
      {manual && props.input("energy_kj", t("energyKj"), numberOrNull)}
      {manual && props.input("energy_kcal", t("energyKcal"), numberOrNull)}
      <div class="printed">
        <p class="caption">{t(manual ? "printedByHand" : "printed")}</p>
        <p>
          {t("energy")}:{" "}
          <output id="energy-printed" aria-live="polite">
            {printed(energy.kj, "kJ")} / {printed(energy.kcal, "kcal")}
          </output>
        </p>
      </div>
    </fieldset>
  )
}
