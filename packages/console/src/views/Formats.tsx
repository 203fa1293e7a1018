/**
 * The bottle sizes (formats): volume, GTIN with its check digit checked as
 * typed, lot. Each row saves itself (`PATCH /v1/label-formats/{id}`); a new
 * one is added with `POST /v1/labels/{id}/formats`.
 */
import { useState } from "preact/hooks"
import { api, fieldErrors, type Label, type Problem, type Schemas } from "../api/client.ts"
import { gtinProblem } from "../gtin.ts"
import { t } from "../i18n/index.ts"
import { Field } from "./Field.tsx"

type Format = Schemas["Format"]

const gtinMessage = (gtin: string): { error?: string; hint?: string } => {
  const problem = gtinProblem(gtin)
  if (gtin === "") return {}
  if (problem === undefined) return { hint: t("gtinOk") }
  return { error: problem.kind === "length" ? t("gtinLength") : t("gtinBad", { digit: problem.digit }) }
}

const FormatRow = ({ format, index, onSaved }: { format: Format; index: number; onSaved: () => void }) => {
  const [quantity, setQuantity] = useState(String(format.quantity ?? ""))
  const [gtin, setGtin] = useState(format.gtin ?? "")
  const [lot, setLot] = useState(format.lot ?? "")
  const [problem, setProblem] = useState<Problem | undefined>(undefined)
  const errors = fieldErrors(problem)
  const checked = gtinMessage(gtin)
  const prefix = `field-formats-${index}`
  const save = async () => {
    const { error } = await api.PATCH("/v1/label-formats/{id}", {
      params: { path: { id: format.id } },
      body: { quantity: quantity === "" ? null : Number(quantity), gtin: gtin || null, lot: lot || null } as never
    })
    setProblem(error as Problem | undefined)
    if (error === undefined) onSaved()
  }
  return (
    <fieldset class="format">
      <legend>
        {t("bottleSizes")} {index + 1}
      </legend>
      <Field label={t("volume")} id={`${prefix}-quantity`} error={errors.quantity}>
        <input
          id={`${prefix}-quantity`}
          inputMode="numeric"
          value={quantity}
          onInput={(event) => setQuantity(event.currentTarget.value)}
        />
      </Field>
      <Field label={t("gtin")} id={`${prefix}-gtin`} error={errors.gtin ?? checked.error} hint={checked.hint}>
        <input
          id={`${prefix}-gtin`}
          inputMode="numeric"
          value={gtin}
          aria-invalid={checked.error !== undefined}
          onInput={(event) => setGtin(event.currentTarget.value.replace(/\s/g, ""))}
        />
      </Field>
      <Field label={t("lot")} id={`${prefix}-lot`} error={errors.lot}>
        <input id={`${prefix}-lot`} value={lot} onInput={(event) => setLot(event.currentTarget.value)} />
      </Field>
      <button type="button" class="quiet" disabled={checked.error !== undefined} onClick={save}>
        {t("save")}
        <span class="visually-hidden">
          {" "}
          {t("bottleSizes")} {index + 1}
        </span>
      </button>
    </fieldset>
  )
}

export const Formats = ({ label, onChanged }: { readonly label: Label; readonly onChanged: () => void }) => {
  const formats = (label as unknown as { formats?: ReadonlyArray<Format> }).formats ?? []
  const add = async () => {
    await api.POST("/v1/labels/{id}/formats", { params: { path: { id: label.id } }, body: { quantity: 750 } as never })
    onChanged()
  }
  return (
    <section id="group-formats" tabIndex={-1} aria-labelledby="formats-title">
      <h2 id="formats-title">{t("bottleSizes")}</h2>
      {formats.map((format, index) => (
        <FormatRow key={`${format.id}-${format.version}`} format={format} index={index} onSaved={onChanged} />
      ))}
      <button type="button" class="quiet" onClick={add}>
        {t("addBottleSize")}
      </button>
    </section>
  )
}
