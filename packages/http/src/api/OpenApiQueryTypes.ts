/**
 * Query parameters typed as what their value means. A query value arrives
 * as a string, so the generator writes the encoded side of its Schema (`limit`
 * as a string with a digit pattern), and client generators then type
 * `limit: string`. An OpenAPI parameter's schema is the value before form
 * serialisation: `limit` is an integer from 1 to 100, sent as `?limit=3`. So
 * a parameter whose Schema decodes to a number or a boolean gets the JSON
 * Schema of its decoded side (bounds included); the others keep theirs.
 */
import { Schema, SchemaAST } from "effect"
import { HttpApi, type HttpApiGroup } from "effect/http-api"

type Json = Record<string, unknown>

const VALUE_TYPES: ReadonlySet<unknown> = new Set(["integer", "number", "boolean"])

/** `get /v1/labels` → `limit` → its value's JSON Schema, for every query parameter that is a number or a boolean. */
export const queryValueTypes = <Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>
): ReadonlyMap<string, Readonly<Record<string, Json>>> => {
  const types = new Map<string, Record<string, Json>>()
  HttpApi.reflect(api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => {
      const query = endpoint.query
      if (query === undefined || !SchemaAST.isObjects(query.ast)) return
      const typed: Record<string, Json> = {}
      for (const property of query.ast.propertySignatures) {
        const value = Schema.toJsonSchemaDocument(Schema.make(SchemaAST.toType(property.type))).schema as Json
        if (VALUE_TYPES.has(value.type)) typed[String(property.name)] = value
      }
      const path = endpoint.path.replace(/:(\w+)/g, "{$1}")
      if (Object.keys(typed).length > 0) types.set(`${endpoint.method.toLowerCase()} ${path}`, typed)
    }
  })
  return types
}

/** Replaces the schema of each such parameter in `paths`, keeping the description the generator gave it. */
export const typeQueryParameters = (paths: Json, types: ReadonlyMap<string, Readonly<Record<string, Json>>>): void => {
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, { parameters?: Array<Json> }>)) {
      const typed = types.get(`${method} ${path}`)
      if (typed === undefined) continue
      for (const parameter of operation.parameters ?? []) {
        const value = parameter.in === "query" ? typed[String(parameter.name)] : undefined
        if (value === undefined) continue
        const description = (parameter.schema as Json | undefined)?.description
        parameter.schema = description === undefined ? value : { ...value, description }
      }
    }
  }
}
