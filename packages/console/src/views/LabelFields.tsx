/**
 * The label's own fields as form controls, each saved with the label's
 * `PATCH` (the Save button): a text or number input, a choice of codes or
 * catalogue entries, a switch. The caption is the accessible name; the API's
 * refusal of a field shows under it.
 */

import type { Label } from "../api/client.ts"
import { Field, UnsetOrOptions } from "./Field.tsx"
import type { useLabel } from "./useLabel.ts"

export type Edit = ReturnType<typeof useLabel>
export type Errors = Readonly<Record<string, string>>

const text = (value: unknown): string => (value === null || value === undefined ? "" : String(value))
export const orNull = (value: string): string | null => (value === "" ? null : value)
export const numberOrNull = (value: string): number | null => (value === "" ? null : Number(value.replace(",", ".")))

/** The controls of one label being edited. */
export const labelFields = (edit: Edit, errors: Errors) => ({
  input: (key: keyof Label, caption: string, convert: (value: string) => unknown = orNull, date = false) => (
    <Field label={caption} id={`field-${key}`} error={errors[key]}>
      <input
        id={`field-${key}`}
        {...(date ? { type: "date" as const } : { inputMode: convert === numberOrNull ? "decimal" : undefined })}
        value={text(edit.value(key))}
        onInput={(event) => edit.change(key, convert(event.currentTarget.value))}
      />
    </Field>
  ),
  /** A choice of `options`: [value, caption] pairs, "not set" first. */
  select: (key: keyof Label, caption: string, options: ReadonlyArray<readonly [string, string]>) => (
    <Field label={caption} id={`field-${key}`} error={errors[key]}>
      <select
        id={`field-${key}`}
        value={text(edit.value(key))}
        onChange={(event) => edit.change(key, orNull(event.currentTarget.value))}
      >
        <UnsetOrOptions options={options} />
      </select>
    </Field>
  ),
  /** A switch; `shownWhenUnset` says what a stored null means (the page's default). */
  check: (key: keyof Label, caption: string, shownWhenUnset = false) => (
    <label class="check" key={key}>
      <input
        type="checkbox"
        id={`field-${key}`}
        checked={shownWhenUnset ? edit.value(key) !== false : edit.value(key) === true}
        onChange={(event) => edit.change(key, event.currentTarget.checked)}
      />
      {caption}
    </label>
  )
})

export type LabelFields = ReturnType<typeof labelFields>
