/**
 * The documented codes of the label's enumerated strings in the OpenAPI
 * document: the `CodeLists` schema lists them, and every coded property
 * (`sweetness`, `color`, …, a packaging row's `packaging_type` and
 * `collection`) points at its list beside the free string it also takes, so
 * `/docs` and client generators show the codes where the field is.
 */
import { CodedValues } from "@elabel/domain"

type Json = Record<string, unknown>

const codes: Readonly<Record<string, ReadonlyArray<string>>> = {
  ...CodedValues.LABEL_CODES,
  ...CodedValues.PACKAGING_CODES
}

/** The codes of each coded field: accepted besides any other string, shown translated on the page. */
export const codeLists = {
  type: "object",
  description:
    "Documented codes of the label's enumerated strings (`packaging_type` and `collection` are packaging-row " +
    "fields). A code is shown on the e-label page in the consumer's language; any other string is accepted, " +
    "shown as written, and reported as the `uncoded-value` warning of `GET /v1/labels/{id}/compliance`.",
  properties: Object.fromEntries(
    Object.entries(codes).map(([field, list]) => [
      field,
      { type: "string", enum: [...list], description: `Codes of \`${field}\`.` }
    ])
  )
}

/** The reference to the list of `field`. */
export const codeListRef = (field: string) => ({ $ref: `#/components/schemas/CodeLists/properties/${field}` })

/** Adds the list's reference to the alternatives of every coded property below `node`. */
const referenceLists = (node: unknown): void => {
  if (Array.isArray(node)) {
    for (const item of node) referenceLists(item)
    return
  }
  if (typeof node !== "object" || node === null) return
  const properties = (node as Json).properties as Record<string, Json> | undefined
  for (const [field, property] of Object.entries(properties ?? {})) {
    const alternatives = property.anyOf as Array<Json> | undefined
    if (codes[field] !== undefined && alternatives !== undefined) property.anyOf = [codeListRef(field), ...alternatives]
  }
  for (const [key, value] of Object.entries(node)) if (key !== "examples") referenceLists(value)
}

/** Adds `CodeLists` to the component schemas and points every coded property at its list. */
export const completeCodeLists = (schemas: Json): void => {
  referenceLists(schemas)
  schemas.CodeLists = codeLists
}
