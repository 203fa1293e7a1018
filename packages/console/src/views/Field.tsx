/** A form field: its visible caption is its accessible name; an error (the API's or a check's) sits under it. */
import type { ComponentChildren } from "preact"
import { t } from "../i18n/index.ts"

export const Field = (props: {
  readonly label: string
  readonly id: string
  readonly error?: string | undefined
  readonly hint?: string | undefined
  readonly children: ComponentChildren
}) => (
  <div class={props.error ? "field invalid" : "field"}>
    <label for={props.id}>{props.label}</label>
    {props.children}
    {props.hint && (
      <p class="hint" id={`${props.id}-hint`}>
        {props.hint}
      </p>
    )}
    {props.error && (
      <p class="error" id={`${props.id}-error`} role="alert">
        {props.error}
      </p>
    )}
  </div>
)

/** The options of a select whose value may be unset: "not set" first, then each `[value, name]`. */
export const UnsetOrOptions = (props: { readonly options: ReadonlyArray<readonly [string, string]> }) => (
  <>
    <option value="">{t("notSet")}</option>
    {props.options.map(([value, name]) => (
      <option key={value} value={value}>
        {name}
      </option>
    ))}
  </>
)
