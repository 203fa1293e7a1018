/**
 * The name, address and number of a business the page names (the producer,
 * a bottler…) as form fields, the country a choice of the catalogue's, with
 * the button that saves them: each refusal under the field it names, any
 * other above the button.
 */
import type { ComponentChildren } from "preact"
import { problemText } from "../api/client.ts"
import type { MessageKey } from "../i18n/en.ts"
import { t } from "../i18n/index.ts"
import { Field, UnsetOrOptions } from "./Field.tsx"
import { useCatalog } from "./useCatalog.ts"
import type { useDraft } from "./useDraft.ts"

export type AddressDraft = Pick<
  ReturnType<typeof useDraft>,
  "value" | "change" | "errors" | "problem" | "dirty" | "saved"
>

export const AddressFields = (props: {
  /** The fields in order, each with its caption; `country_id` is the country's choice. */
  readonly fields: ReadonlyArray<readonly [string, MessageKey]>
  /** Starts each control's id (`{prefix}-{field}`). */
  readonly prefix: string
  readonly draft: AddressDraft
  readonly saveCaption: string
  readonly savedText: string
  readonly onSave: () => void
  /** Further buttons beside Save. */
  readonly children?: ComponentChildren
}) => {
  const countries = useCatalog("/v1/catalog/countries")
  const { draft } = props
  const errors = draft.errors
  return (
    <>
      {props.fields.map(([key, caption]) => {
        const id = `${props.prefix}-${key}`
        const change = (event: { readonly currentTarget: HTMLInputElement | HTMLSelectElement }) =>
          draft.change(key, event.currentTarget.value)
        return (
          <Field key={key} label={t(caption)} id={id} error={errors[key]}>
            {key === "country_id" ? (
              <select id={id} value={draft.value(key)} onChange={change}>
                <UnsetOrOptions options={countries.map((entry) => [entry.id, entry.name ?? entry.id] as const)} />
              </select>
            ) : (
              <input id={id} value={draft.value(key)} onInput={change} />
            )}
          </Field>
        )
      })}
      {draft.problem !== undefined && !props.fields.some(([key]) => key in errors) && (
        <p class="problem" role="alert">
          {problemText(draft.problem)}
        </p>
      )}
      <div class="save">
        <button type="button" class="quiet" disabled={!draft.dirty} onClick={props.onSave}>
          {props.saveCaption}
        </button>
        {props.children}
        <span role="status">{draft.saved ? props.savedText : ""}</span>
      </div>
    </>
  )
}
