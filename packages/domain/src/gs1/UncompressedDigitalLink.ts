/**
 * The uncompressed GS1 Digital Link of the AIs and non-GS1 pairs a
 * compressed one carries (`CompressedDigitalLink.ts`), as GS1's reference
 * implementation writes it (`buildGS1digitalLink`): the primary key and its
 * key qualifiers in the path, in the order of the path grammar, every other
 * AI as a data attribute in the query string, then the non-GS1 pairs.
 */

/** The key qualifiers of a GTIN, in path order (URI Syntax: `/22`, `/10`, `/21`, or `/235`). */
const QUALIFIERS: ReadonlyArray<string> = ["22", "10", "21", "235"]

/** Percent-encoding of a value: every character but RFC 3986's unreserved ones. */
const encode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** A path and a query string (without `?`). */
export interface UncompressedForm {
  readonly path: string
  readonly query: string
}

/** The uncompressed path (`/01/{gtin}[/22/…][/10/…][/21/…][/235/…]`) and query of a GTIN's elements. */
export const uncompressedForm = (
  elements: ReadonlyArray<readonly [string, string]>,
  pairs: ReadonlyArray<readonly [string, string]>
): UncompressedForm => {
  const value = (ai: string) => elements.find(([key]) => key === ai)?.[1]
  const qualifiers = QUALIFIERS.flatMap((ai) => {
    const v = value(ai)
    return v === undefined ? [] : [`/${ai}/${encode(v)}`]
  })
  const attributes = [...elements.filter(([ai]) => ai !== "01" && !QUALIFIERS.includes(ai)), ...pairs]
  return {
    path: `/01/${value("01")}${qualifiers.join("")}`,
    query: attributes.map(([key, v]) => `${encode(key)}=${encode(v)}`).join("&")
  }
}

/**
 * The request target a compressed request stands for: the decompressed
 * path and query, then the request's own query string as sent. A data
 * attribute in both is then a duplicate AI, the parser's 400; of other keys
 * (`linkType`, `lang`) the first counts, as for any request.
 */
export const uncompressedTarget = (form: UncompressedForm, requestQuery: string): string => {
  const query = [form.query, requestQuery].filter((part) => part !== "").join("&")
  return query === "" ? form.path : `${form.path}?${query}`
}
