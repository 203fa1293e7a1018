/**
 * The producer the page names: the label's brand (its name, address and
 * producer identification number, saved with `PATCH /v1/brands/{id}` for
 * every label of the brand), and the label's own switches to hide it or
 * name it by its number only (saved with the label).
 */
import { useEffect } from "preact/hooks"
import { api, type Label, type Schemas } from "../api/client.ts"
import type { MessageKey } from "../i18n/en.ts"
import { t } from "../i18n/index.ts"
import { AddressFields } from "./AddressFields.tsx"
import type { LabelFields } from "./LabelFields.tsx"
import { useDraft } from "./useDraft.ts"

type Brand = Schemas["Brand"]
const brandFields: ReadonlyArray<readonly [keyof Brand & string, MessageKey]> = [
  ["name", "producerName"],
  ["street", "street"],
  ["zipcode", "zipcode"],
  ["city", "city"],
  ["producer_identification_number", "producerNumber"],
  ["country_id", "country"]
]

export const Producer = ({ label, fields }: { readonly label: Label; readonly fields: LabelFields }) => {
  const draft = useDraft<Brand>()
  const brandId = label.brand_id
  useEffect(() => {
    if (brandId === null) return
    void api.GET("/v1/brands/{id}", { params: { path: { id: brandId } } }).then(draft.read)
  }, [brandId])
  const save = async () => {
    if (brandId === null) return
    draft.written(
      await api.PATCH("/v1/brands/{id}", {
        params: { path: { id: brandId }, header: { "if-match": draft.etag } },
        body: draft.changes as never
      })
    )
  }
  return (
    <fieldset id="group-producer" tabIndex={-1}>
      <legend>{t("producer")}</legend>
      {fields.check("hide_producer", t("hideProducer"))}
      {fields.check("producer_number_only", t("producerNumberOnly"))}
      {draft.stored !== undefined && (
        <>
          <p class="hint">{t("producerHelp", { brand: draft.stored.name })}</p>
          <AddressFields
            fields={brandFields}
            prefix="brand"
            draft={draft}
            saveCaption={t("saveProducer")}
            savedText={t("producerSaved")}
            onSave={save}
          />
        </>
      )}
    </fieldset>
  )
}
