/**
 * The producer the page names: the label's brand (its name, address and
 * producer identification number, saved with `PATCH /v1/brands/{id}` for
 * every label of the brand), and the label's own switches to hide it or
 * name it by its number only (saved with the label).
 */
import { useEffect, useState } from "preact/hooks"
import { api, fieldErrors, type Label, type Problem, problemText, type Schemas } from "../api/client.ts"
import type { MessageKey } from "../i18n/en.ts"
import { t } from "../i18n/index.ts"
import { Field } from "./Field.tsx"
import type { LabelFields } from "./LabelFields.tsx"
import { useCatalog } from "./useCatalog.ts"

type Brand = Schemas["Brand"]
const brandFields: ReadonlyArray<readonly [keyof Brand & string, MessageKey]> = [
  ["name", "producerName"],
  ["street", "street"],
  ["zipcode", "zipcode"],
  ["city", "city"],
  ["producer_identification_number", "producerNumber"]
]

export const Producer = ({ label, fields }: { readonly label: Label; readonly fields: LabelFields }) => {
  const countries = useCatalog("/v1/catalog/countries")
  const [brand, setBrand] = useState<Brand | undefined>(undefined)
  const [etag, setEtag] = useState("")
  const [changes, setChanges] = useState<Record<string, string | null>>({})
  const [problem, setProblem] = useState<Problem | undefined>(undefined)
  const [saved, setSaved] = useState(false)
  const brandId = label.brand_id
  useEffect(() => {
    if (brandId === null) return
    void api.GET("/v1/brands/{id}", { params: { path: { id: brandId } } }).then(({ data, response }) => {
      setBrand(data)
      setEtag(response.headers.get("etag") ?? "")
    })
  }, [brandId])
  const value = (key: keyof Brand & string) =>
    String((key in changes ? changes[key] : (brand?.[key] as string | null | undefined)) ?? "")
  const change = (key: string, next: string) => {
    setChanges({ ...changes, [key]: next === "" ? null : next })
    setSaved(false)
  }
  const save = async () => {
    if (brandId === null) return
    const { data, error, response } = await api.PATCH("/v1/brands/{id}", {
      params: { path: { id: brandId }, header: { "if-match": etag } },
      body: changes as never
    })
    setProblem(error as Problem | undefined)
    if (data === undefined) return
    setBrand(data)
    setEtag(response.headers.get("etag") ?? "")
    setChanges({})
    setSaved(true)
  }
  const errors = fieldErrors(problem)
  return (
    <fieldset id="group-producer" tabIndex={-1}>
      <legend>{t("producer")}</legend>
      {fields.check("hide_producer", t("hideProducer"))}
      {fields.check("producer_number_only", t("producerNumberOnly"))}
      {brand !== undefined && (
        <>
          <p class="hint">{t("producerHelp", { brand: brand.name })}</p>
          {brandFields.map(([key, caption]) => (
            <Field key={key} label={t(caption)} id={`brand-${key}`} error={errors[key]}>
              <input
                id={`brand-${key}`}
                value={value(key)}
                onInput={(event) => change(key, event.currentTarget.value)}
              />
            </Field>
          ))}
          <Field label={t("country")} id="brand-country_id" error={errors.country_id}>
            <select
              id="brand-country_id"
              value={value("country_id")}
              onChange={(event) => change("country_id", event.currentTarget.value)}
            >
              <option value="">{t("notSet")}</option>
              {countries.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </Field>
          {problem !== undefined && Object.keys(errors).length === 0 && <p class="problem">{problemText(problem)}</p>}
          <div class="save">
            <button type="button" class="quiet" disabled={Object.keys(changes).length === 0} onClick={save}>
              {t("saveProducer")}
            </button>
            <span role="status">{saved ? t("producerSaved") : ""}</span>
          </div>
        </>
      )}
    </fieldset>
  )
}
