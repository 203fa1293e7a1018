/**
 * Field descriptions for the API reference, attached to the domain Schemas
 * as `description` annotations where each Struct is built (`described`), so
 * the OpenAPI document, `/docs` and any JSON Schema of a resource carry them.
 */
import { Schema } from "effect"
import { labelFieldDescriptions } from "./labelFields.ts"
import { sharedFieldDescriptions } from "./otherFields.ts"

/** Every described field name and its description. */
export const fieldDescriptions: Readonly<Record<string, string>> = {
  ...sharedFieldDescriptions,
  ...labelFieldDescriptions
}

/**
 * `fields` with each field annotated with its description: `own[key]` for
 * what the name means in this Struct, else the shared one of that name. A
 * field described nowhere stays as it is (the OpenAPI test names it).
 */
export const described = <const F extends Schema.Struct.Fields>(
  fields: F,
  own: Partial<Record<keyof F & string, string>> = {}
): F =>
  Object.fromEntries(
    Object.entries(fields).map(([key, schema]) => {
      const description = (own as Record<string, string | undefined>)[key] ?? fieldDescriptions[key]
      return [key, description === undefined ? schema : Schema.annotate({ description })(schema as Schema.Top)]
    })
  ) as F
