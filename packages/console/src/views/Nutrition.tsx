/**
 * The nutrition group: the analysis values in, the "negligible" switches,
 * and the energy per 100 ml the page will print, computed as the producer
 * types (`../energy.ts`, the domain's rule) or typed in by hand.
 */
import type { Label } from "../api/client.ts"
import { type EnergyFields, energyOf } from "../energy.ts"
import type { MessageKey } from "../i18n/en.ts"
import { t } from "../i18n/index.ts"
import { type Edit, type LabelFields, numberOrNull } from "./LabelFields.tsx"

/** The declared nutrients per 100 ml, with the switch that declares each one negligible where the label has one. */
const nutrients: ReadonlyArray<readonly [keyof Label, MessageKey, (keyof Label)?]> = [
  ["fat", "fat", "fat_negligible"],
  ["saturated_fat", "saturatedFat"],
  ["carbohydrates", "carbohydrates", "carbohydrates_negligible"],
  ["sugar", "sugar"],
  ["protein", "protein", "protein_negligible"],
  ["salt", "salt", "salt_negligible"]
]

const energyFields: ReadonlyArray<keyof EnergyFields> = [
  "alcohol",
  "alcohol_label",
  "residual_sugar",
  "sugar",
  "acidity",
  "glycerin",
  "carbohydrates",
  "fat",
  "protein",
  "energy_kj",
  "energy_kcal",
  "calculate_manually",
  "fat_negligible",
  "carbohydrates_negligible",
  "protein_negligible"
]

/** The fields as shown now (unsaved changes included); what is not a finite number yet counts as missing. */
const shown = (edit: Edit): EnergyFields =>
  Object.fromEntries(
    energyFields.map((key) => {
      const value = edit.value(key)
      return [key, typeof value === "number" && !Number.isFinite(value) ? null : (value ?? null)]
    })
  ) as unknown as EnergyFields

export const Nutrition = (props: { readonly edit: Edit; readonly input: LabelFields["input"] }) => {
  const manual = props.edit.value("calculate_manually") === true
  const energy = energyOf(shown(props.edit))
  const printed = (value: number | null, unit: string) => (value === null ? "–" : `${value} ${unit}`)
  return (
    <fieldset id="group-nutrition" tabIndex={-1}>
      <legend>{t("nutrition")}</legend>
      {props.input("residual_sugar", t("residualSugar"), numberOrNull)}
      {props.input("acidity", t("acidity"), numberOrNull)}
      {props.input("glycerin", t("glycerin"), numberOrNull)}
      {nutrients.map(([key, caption, negligible]) => (
        <div class="nutrient" key={key}>
          {props.input(key, t(caption), numberOrNull)}
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
