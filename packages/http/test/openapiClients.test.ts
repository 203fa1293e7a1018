/**
 * The document at `/openapi.json` as client generators and linters read it:
 * numbers typed as numbers, never as strings; an operation id on every
 * operation and webhook, to name its method or handler after; a success
 * answer on every operation but the one that only redirects; the code lists
 * where the coded fields are.
 */
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { codeListName } from "../src/api/OpenApiCodeLists.ts"
import { AppWireLive } from "./support/appWire.ts"
import { call } from "./support/wire.ts"

/** The document the server answers. */
const served = Effect.map(call("GET", "/openapi.json"), (response) => {
  assert.strictEqual(response.status, 200)
  return response.json as Record<string, unknown>
})

interface Operation {
  readonly operationId?: string
  readonly responses: Record<string, unknown>
}

/** `[method path, operation]` of every operation, and `[webhook type, operation]` of every webhook. */
const operationsOf = (document: Record<string, unknown>): Array<readonly [string, Operation]> => [
  ...Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => [`${method} ${path}`, operation] as const)
  ),
  ...Object.entries(document.webhooks as Record<string, { post: Operation }>).map(
    ([type, item]) => [`webhook ${type}`, item.post] as const
  )
]

/** `path` of every node below `node` for which `test` holds. */
const nodesWhere = (node: unknown, path: string, test: (node: Record<string, unknown>) => boolean): Array<string> => {
  if (Array.isArray(node)) return node.flatMap((item, i) => nodesWhere(item, `${path}[${i}]`, test))
  if (typeof node !== "object" || node === null) return []
  const record = node as Record<string, unknown>
  return [
    ...(test(record) ? [path] : []),
    ...Object.entries(record).flatMap(([key, value]) => nodesWhere(value, `${path}.${key}`, test))
  ]
}

describe("/openapi.json for client generators", () => {
  it.effect("types every number as a number: no property allows Infinity, -Infinity or NaN strings", () =>
    Effect.gen(function* () {
      const document = yield* served
      const nonFinite = nodesWhere(document, "", (node) =>
        ["Infinity", "-Infinity", "NaN"].some((value) => Array.isArray(node.enum) && node.enum.includes(value))
      )
      assert.deepStrictEqual(nonFinite, [])
      const label = (document.components as { schemas: { Label: { properties: Record<string, { anyOf?: unknown }> } } })
        .schemas.Label
      assert.deepStrictEqual(label.properties.alcohol?.anyOf, [{ type: "number" }, { type: "null" }])
    }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("gives every operation and webhook its own operation id", () =>
    Effect.gen(function* () {
      const operations = operationsOf(yield* served)
      const ids = operations.map(([, operation]) => operation.operationId ?? "")
      assert.deepStrictEqual(
        operations.filter(([, operation]) => operation.operationId === undefined).map(([where]) => where),
        []
      )
      assert.strictEqual(new Set(ids).size, ids.length, "operation ids repeat")
      assert.include(ids, "events.labelPublished")
    }).pipe(Effect.provide(AppWireLive))
  )

  it.effect(
    "documents a success answer on every operation but the short link (GET and HEAD), which only redirects",
    () =>
      Effect.gen(function* () {
        const withoutSuccess = operationsOf(yield* served)
          .filter(([, operation]) => !Object.keys(operation.responses).some((status) => status.startsWith("2")))
          .map(([where]) => where)
        assert.deepStrictEqual(withoutSuccess, ["get /q/{ref}", "head /q/{ref}"])
      }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("points every coded field at its list of codes", () =>
    Effect.gen(function* () {
      const document = yield* served
      const schemas = (document.components as { schemas: Record<string, unknown> }).schemas
      const at = (schema: string, field: string) =>
        (schemas[schema] as { properties: Record<string, { anyOf?: Array<{ $ref?: string }> }> }).properties[field]
          ?.anyOf?.[0]?.$ref
      for (const field of ["sweetness", "color", "product_type", "packaging_gas", "dealcoholisation_status"]) {
        assert.strictEqual(at("Label", field), `#/components/schemas/${codeListName(field)}`, field)
        assert.strictEqual(at("LabelPatch", field), `#/components/schemas/${codeListName(field)}`, field)
      }
      for (const field of ["packaging_type", "collection"]) {
        assert.strictEqual(at("LabelPackaging", field), `#/components/schemas/${codeListName(field)}`, field)
      }
    }).pipe(Effect.provide(AppWireLive))
  )
})
