/** A form field: its visible caption is its accessible name; an error (the API's or a check's) sits under it. */
import type { ComponentChildren } from "preact"

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
