/**
 * The OpenAPI document as a reference a developer can work from: every
 * property described (with its unit where it has one), every operation with
 * its own summary and description, every parameter described, servers,
 * license, the bearer scheme, and the public routes (body examples:
 * openapiExamples.test.ts).
 */
import { assert, describe, it } from "@effect/vitest"
import { OpenApi } from "effect/http-api"
import { ElabelApi } from "../src/api/index.ts"
import { operationDocs } from "../src/api/OperationDocs.ts"

interface Operation {
  readonly operationId: string
  readonly summary?: string
  readonly description?: string
  readonly parameters?: ReadonlyArray<{ readonly name: string; readonly in: string; readonly description?: string }>
}

const spec = OpenApi.fromApi(ElabelApi) as unknown as {
  servers: ReadonlyArray<{ url: string }>
  info: { license?: { name: string } }
  paths: Record<string, Record<string, Operation>>
  webhooks: Record<string, { post: Operation }>
  components: { schemas: Record<string, unknown> }
}

/** `owner.property` of every property, anywhere in the document, that has no description. */
const undescribed = (node: unknown, owner: string, out: Array<string>): Array<string> => {
  if (Array.isArray(node)) for (const item of node) undescribed(item, owner, out)
  else if (typeof node === "object" && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === "properties") {
        for (const [name, property] of Object.entries(value as Record<string, { description?: unknown }>)) {
          if (typeof property.description !== "string" || property.description === "") out.push(`${owner}.${name}`)
          undescribed(property, `${owner}.${name}`, out)
        }
      } else if (key !== "examples") undescribed(value, owner, out)
    }
  }
  return out
}

const operations = Object.values(spec.paths).flatMap((item) => Object.values(item))

/** `method path in:name` of every parameter, webhooks included, without a description of its own. */
const undescribedParameters = (): Array<string> =>
  [
    ...Object.entries(spec.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => [`${method} ${path}`, operation] as const)
    ),
    ...Object.entries(spec.webhooks).map(([type, item]) => [`webhook ${type}`, item.post] as const)
  ].flatMap(([where, operation]) =>
    (operation.parameters ?? [])
      .filter((parameter) => typeof parameter.description !== "string" || parameter.description === "")
      .map((parameter) => `${where} ${parameter.in}:${parameter.name}`)
  )

const propertyOf = (schema: string, property: string): string =>
  (spec.components.schemas[schema] as { properties: Record<string, { description: string }> }).properties[property]!
    .description

describe("OpenAPI reference", () => {
  it("describes every property, webhook payloads and units included, and every parameter", () => {
    const missing = [
      ...Object.entries(spec.components.schemas).flatMap(([name, schema]) => undescribed(schema, name, [])),
      ...undescribed(spec.paths, "paths", []),
      ...undescribed(spec.webhooks, "webhooks", [])
    ]
    assert.deepStrictEqual(missing, [])
    assert.deepStrictEqual(undescribedParameters(), [])
    assert.isAbove(JSON.stringify(spec).match(/"description"/g)?.length ?? 0, 600)
    assert.include(propertyOf("Label", "alcohol"), "% vol")
    for (const field of ["residual_sugar", "acidity", "glycerin"]) assert.include(propertyOf("Label", field), "g/l")
    for (const field of ["sugar", "fat", "salt", "protein"]) assert.include(propertyOf("Label", field), "per 100 ml")
    assert.include(propertyOf("LabelCreate", "quantity"), "millilitres")
    assert.include(propertyOf("Label", "workspace_id"), "workspace")
  })

  it("gives every operation its own summary and description, and documents no operation that is gone", () => {
    const summaries = operations.map((operation) => operation.summary ?? "")
    const descriptions = operations.map((operation) => operation.description ?? "")
    assert.notInclude(summaries, "")
    assert.notInclude(descriptions, "")
    assert.strictEqual(new Set(summaries).size, summaries.length, "summaries repeat")
    assert.strictEqual(new Set(descriptions).size, descriptions.length, "descriptions repeat")
    const ids = new Set(operations.map((operation) => operation.operationId))
    assert.deepStrictEqual(
      Object.keys(operationDocs).filter((id) => !ids.has(id)),
      []
    )
  })

  it("names its server and license, and lists the public routes without a token", () => {
    assert.isAbove(spec.servers.length, 0)
    assert.isString(spec.info.license?.name)
    for (const path of [
      "/l/{ref}",
      "/01/{gtin}",
      "/01/{gtin}/10/{lot}",
      "/q/{ref}",
      "/problems/{slug}",
      "/robots.txt"
    ]) {
      const get = spec.paths[path]?.get as { security?: unknown; description?: string } | undefined
      assert.isDefined(get, path)
      assert.deepStrictEqual(get?.security, [], path)
    }
    assert.isDefined(spec.paths["/health/live"]?.get)
  })
})
