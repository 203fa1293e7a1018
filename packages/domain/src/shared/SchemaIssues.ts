/**
 * Schema decoding failures as `{ path, message }` issues, in the spelling of
 * `InvalidInput`: keys joined with `.`, array indices in brackets (`name`,
 * `formats[0].quantity`, `[3].ingredient_id`); the whole input is `""`.
 */
import { type Schema, SchemaIssue } from "effect"
import type { FieldIssue } from "./errors.ts"

/** Unknown and output-only keys get one message that says what to do, without echoing the value. */
const leafHook: SchemaIssue.LeafHook = (issue) =>
  issue._tag === "UnexpectedKey" ? "unknown or output-only key" : SchemaIssue.defaultLeafHook(issue)

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1({ leafHook })

const segmentOf = (segment: PropertyKey | { readonly key: PropertyKey }): PropertyKey =>
  typeof segment === "object" ? segment.key : segment

/** `["formats", 0, "quantity"]` as `formats[0].quantity`; `[3, "ingredient_id"]` as `[3].ingredient_id`. */
export const formatPath = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>): string =>
  path.reduce<string>((out, raw) => {
    const segment = segmentOf(raw)
    if (typeof segment === "number") return `${out}[${segment}]`
    return out === "" ? String(segment) : `${out}.${String(segment)}`
  }, "")

/** Every issue of a decoding failure, one `{ path, message }` each. */
export const fieldIssues = (error: Schema.SchemaError): ReadonlyArray<FieldIssue> =>
  formatIssues(error.issue).issues.map((issue) => ({
    path: formatPath(issue.path ?? []),
    message: issue.message
  }))
