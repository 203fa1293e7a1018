/**
 * The documented codes of the label's enumerated strings in the OpenAPI
 * document: a component schema per coded field (`SweetnessCode`,
 * `ColorCode`, …, `PackagingTypeCode`, `CollectionCode`) lists its codes, and
 * every coded property points at its list beside the free string it also
 * takes, so `/docs` and client generators show the codes where the field is.
 * (One `CodeLists` object referenced into, `…/CodeLists/properties/…`, was
 * reported unused by linters, which count only references to a component.)
 */
import { CodedValues } from "@elabel/domain"

type Json = Record<string, unknown>

const codes: Readonly<Record<string, ReadonlyArray<string>>> = {
  ...CodedValues.LABEL_CODES,
  ...CodedValues.PACKAGING_CODES
}

/** The component name of the list of `field`: `sweetness` → `SweetnessCode`. */
export const codeListName = (field: string): string =>
  `${field.replace(/(^|_)([a-z])/g, (_, _sep: string, letter: string) => letter.toUpperCase())}Code`

/** The list of one coded field: accepted besides any other string, shown translated on the page. */
const codeList = (field: string, list: ReadonlyArray<string>) => ({
  type: "string",
  enum: [...list],
  description:
    `Documented codes of \`${field}\`. A code is shown on the e-label page in the consumer's language; any other ` +
    "string is accepted, shown as written, and reported as the `uncoded-value` warning of " +
    "`GET /v1/labels/{id}/compliance`."
})

/** The reference to the list of `field`. */
export const codeListRef = (field: string) => ({ $ref: `#/components/schemas/${codeListName(field)}` })

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

/** Adds a list per coded field to the component schemas and points every coded property at its list. */
export const completeCodeLists = (schemas: Json): void => {
  referenceLists(schemas)
  for (const [field, list] of Object.entries(codes)) schemas[codeListName(field)] = codeList(field, list)
}
