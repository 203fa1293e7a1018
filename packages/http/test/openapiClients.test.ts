/**
 * The document at `/openapi.json` as client generators and linters read it:
 * numbers typed as numbers, never as strings.
 */
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { AppWireLive } from "./support/appWire.ts"
import { call } from "./support/wire.ts"

/** The document the server answers. */
const served = Effect.map(call("GET", "/openapi.json"), (response) => {
  assert.strictEqual(response.status, 200)
  return response.json as Record<string, unknown>
})

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
})
