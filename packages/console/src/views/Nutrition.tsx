/**
 * The nutrition group: the analysis values in, and what will be printed
 * per 100 ml (energy included) as the server computes it
 * (`GET /v1/labels/{id}/nutrition`), read again after every save.
 */
import type { JSX } from "preact"
import { useEffect, useState } from "preact/hooks"
import { api, type Label } from "../api/client.ts"
import type { MessageKey } from "../i18n/en.ts"
import { t } from "../i18n/index.ts"
import type { useLabel } from "./useLabel.ts"

type Input = (key: keyof Label, caption: string, convert?: (value: string) => unknown) => JSX.Element

/** The declared nutrients per 100 ml, with the switch that declares each one negligible where the label has one. */
const nutrients: ReadonlyArray<readonly [keyof Label, MessageKey, (keyof Label)?]> = [
  ["fat", "fat", "fat_negligible"],
  ["saturated_fat", "saturatedFat"],
  ["carbohydrates", "carbohydrates", "carbohydrates_negligible"],
  ["sugar", "sugar"],
  ["protein", "protein", "protein_negligible"],
  ["salt", "salt", "salt_negligible"]
]

const numberOrNull = (value: string): number | null => (value === "" ? null : Number(value.replace(",", ".")))

export const Nutrition = (props: {
  readonly edit: ReturnType<typeof useLabel>
  readonly errors: Readonly<Record<string, string>>
  readonly input: Input
}) => {
  const label = props.edit.label
  const [printed, setPrinted] = useState<Record<string, unknown> | undefined>(undefined)
  useEffect(() => {
    if (label === undefined) return
    void api
      .GET("/v1/labels/{id}/nutrition", { params: { path: { id: label.id } } })
      .then(({ data }) => setPrinted(data as Record<string, unknown> | undefined))
  }, [label?.id, label?.version])
  const energy = printed?.energy as { kj?: unknown; kcal?: unknown } | undefined
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
      <div class="printed" aria-live="polite">
        <p class="caption">{t("printed")}</p>
        <p>
          {t("energy")}: <output>{energy ? `${String(energy.kj)} kJ / ${String(energy.kcal)} kcal` : "–"}</output>
        </p>
      </div>
    </fieldset>
  )
}
