/**
 * One business operator's name, address and registration number: a new one
 * of the label's workspace (`POST /v1/business-operators`), or the one a
 * role names (`PATCH /v1/business-operators/{id}` with `If-Match`: the
 * change applies to every label naming it; when someone changed it
 * meanwhile, their copy is read again under the user's changes).
 */
import { useEffect, useRef, useState } from "preact/hooks"
import { api, type Schemas } from "../api/client.ts"
import type { MessageKey } from "../i18n/en.ts"
import { t } from "../i18n/index.ts"
import { AddressFields } from "./AddressFields.tsx"
import { useDraft } from "./useDraft.ts"

export type Operator = Schemas["BusinessOperator"]

const operatorFields: ReadonlyArray<readonly [keyof Operator & string, MessageKey]> = [
  ["name", "operatorName"],
  ["street", "street"],
  ["zipcode", "zipcode"],
  ["city", "city"],
  ["country_id", "country"],
  ["registration_number", "registrationNumber"]
]

export const OperatorForm = (props: {
  /** Undefined: a new operator, created in `workspaceId`. */
  readonly id: string | undefined
  readonly workspaceId: string
  readonly legend: string
  readonly formId: string
  readonly onWritten: (operator: Operator) => void
  readonly onClose: () => void
}) => {
  const { id } = props
  const draft = useDraft<Operator>()
  const [conflict, setConflict] = useState(false)
  /** The read failed (the operator is gone, or not the user's to see): said, instead of loading for ever. */
  const [unreadable, setUnreadable] = useState(false)
  const form = useRef<HTMLFieldSetElement>(null)
  const read = (operatorId: string) =>
    api
      .GET("/v1/business-operators/{id}", {
        params: { path: { id: operatorId } },
        headers: { "cache-control": "no-cache" }
      })
      .then((answer) => {
        setUnreadable(answer.data === undefined)
        draft.read(answer)
      })
      .catch(() => setUnreadable(true))
  useEffect(() => {
    if (id !== undefined) void read(id)
  }, [id])
  const ready = id === undefined || draft.stored !== undefined
  useEffect(() => {
    if (ready) form.current?.querySelector("input")?.focus()
  }, [ready])
  const save = async () => {
    const answer =
      id === undefined
        ? await api.POST("/v1/business-operators", {
            body: { ...draft.changes, workspace_id: props.workspaceId } as never
          })
        : await api.PATCH("/v1/business-operators/{id}", {
            params: { path: { id }, header: { "if-match": draft.etag } },
            body: draft.changes as never
          })
    setConflict(answer.response.status === 412)
    if (id !== undefined && answer.response.status === 412) return read(id)
    const written = draft.written(answer)
    if (written !== undefined) props.onWritten(written)
  }
  return (
    <fieldset
      class="operator"
      id={props.formId}
      ref={form}
      onKeyDown={(event) => {
        // Enter in a field saves this operator, not the label around it.
        if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement)) return
        event.preventDefault()
        if (draft.dirty) void save()
      }}
    >
      <legend>{props.legend}</legend>
      {unreadable ? (
        <>
          <p class="problem" role="alert">
            {t("operatorUnreadable")}
          </p>
          <button type="button" class="quiet" onClick={props.onClose}>
            {t("close")}
          </button>
        </>
      ) : !ready ? (
        <p>{t("loading")}</p>
      ) : (
        <>
          {draft.stored !== undefined && <p class="hint">{t("operatorHelp", { name: draft.stored.name })}</p>}
          {conflict && (
            <p class="problem" role="alert">
              {t("operatorConflict")}
            </p>
          )}
          <AddressFields
            fields={operatorFields}
            prefix="operator"
            draft={draft}
            saveCaption={id === undefined ? t("createOperator") : t("saveOperator")}
            savedText={t("operatorSaved")}
            onSave={save}
          >
            <button type="button" class="quiet" onClick={props.onClose}>
              {t("close")}
            </button>
          </AddressFields>
        </>
      )}
    </fieldset>
  )
}
