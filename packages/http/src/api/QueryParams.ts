/**
 * Query parameter Schemas. Query values arrive as strings: these decode them
 * into numbers and booleans, and keep the bounds visible in the OpenAPI
 * document (the encoded side carries the pattern and a description).
 */
import { Paging, Primitives } from "@elabel/domain"
import { Schema, SchemaTransformation } from "effect"

/** The largest integer a query parameter takes: 15 digits, exact as a JavaScript number. */
export const MAX_QUERY_INT = 999_999_999_999_999

const bounds = (minimum: number, maximum: number): string => `an integer from ${minimum} to ${maximum}`

/**
 * A decimal integer in the query string, decoded to a number within the bounds (at most `MAX_QUERY_INT`).
 * Every refusal names the bounds, a value too long for the pattern included.
 */
export const intParam = (minimum: number, maximum = MAX_QUERY_INT) =>
  Schema.String.check(
    Schema.isPattern(/^(0|[1-9][0-9]{0,14})$/u, { expected: `${bounds(minimum, maximum)}, in decimal digits` })
  )
    .annotate({ description: bounds(minimum, maximum).replace(/^an /u, "") })
    .pipe(
      Schema.decodeTo(Schema.Int.check(Schema.isBetween({ minimum, maximum })), SchemaTransformation.numberFromString)
    )

/** `true` or `false` in the query string, decoded to a boolean. */
export const booleanParam = Schema.Literals(["true", "false"]).pipe(
  Schema.decodeTo(
    Schema.Boolean,
    SchemaTransformation.transform({
      decode: (s) => s === "true",
      encode: (b): "true" | "false" => (b ? "true" : "false")
    })
  )
)

/** `limit` (1 to `max`, default 50) and `offset` (default 0) of a list. */
export const pageQuery = (max: number) => ({
  limit: Schema.optionalKey(intParam(1, max)),
  offset: Schema.optionalKey(intParam(0))
})

/** Paging of the resource lists: at most 100 per page. */
export const resourcePage = pageQuery(Paging.MAX_LIMIT)

/** Paging of the catalogues: at most 1000 per page. */
export const catalogPage = pageQuery(Paging.MAX_CATALOG_LIMIT)

/** A free-text search term. */
export const searchParam = Primitives.Text
