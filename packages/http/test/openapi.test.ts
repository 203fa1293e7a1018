import { assert, describe, it } from "@effect/vitest"
import { CodedValues, Compliance, Webhook } from "@elabel/domain"
import { validate } from "@scalar/openapi-parser"
import { Effect } from "effect"
import { OpenApi } from "effect/http-api"
import { API_VERSION, ElabelApi, problemTypes } from "../src/api/index.ts"
import { codeListName } from "../src/api/OpenApiCodeLists.ts"
import { AppWireLive } from "./support/appWire.ts"
import { call } from "./support/wire.ts"

const spec = OpenApi.fromApi(ElabelApi)

type Method = "get" | "post" | "put" | "patch" | "delete"

/** Every path of the contract with its methods (interface spec + api-decisions). */
const contract: ReadonlyArray<readonly [string, ReadonlyArray<Method>]> = [
  ["/v1/workspaces", ["get"]],
  ["/v1/workspaces/{id}", ["get", "patch"]],
  ["/v1/workspaces/{id}/publish-requests", ["get"]],
  ["/v1/labels/{id}/publish-requests", ["get", "post"]],
  ["/v1/publish-requests/{id}", ["get"]],
  ["/v1/publish-requests/{id}/approve", ["post"]],
  ["/v1/publish-requests/{id}/reject", ["post"]],
  ["/v1/brands", ["get", "post"]],
  ["/v1/brands/{id}", ["get", "patch"]],
  ["/v1/brands/{id}/publish", ["post"]],
  ["/v1/brands/{id}/unpublish", ["post"]],
  ["/v1/business-operators", ["get", "post"]],
  ["/v1/business-operators/{id}", ["get", "patch", "delete"]],
  ["/v1/labels", ["get", "post"]],
  ["/v1/labels/{id}", ["get", "patch", "delete"]],
  ["/v1/labels/{id}/duplicate", ["post"]],
  ["/v1/labels/{id}/publish", ["post"]],
  ["/v1/labels/{id}/compliance", ["get"]],
  ["/v1/labels/{id}/unpublish", ["post"]],
  ["/v1/labels/{id}/translations/{locale}", ["put"]],
  ["/v1/labels/{id}/formats", ["post"]],
  ["/v1/labels/{id}/grape-varieties", ["get", "put"]],
  ["/v1/labels/{id}/ingredients", ["get", "put"]],
  ["/v1/labels/{id}/packagings", ["get", "put"]],
  ["/v1/labels/{id}/certifications", ["get", "put"]],
  ["/v1/labels/{id}/versions", ["get"]],
  ["/v1/labels/{id}/versions/{version}", ["get"]],
  ["/v1/labels/{id}/versions/{version}/page", ["get"]],
  ["/v1/labels/{id}/preview", ["get"]],
  ["/v1/workspaces/{id}/imports", ["post"]],
  ["/v1/workspaces/{id}/media", ["get", "post"]],
  ["/v1/media/{id}", ["get", "patch", "delete"]],
  ["/v1/imports/template.csv", ["get"]],
  ["/v1/workspaces/{id}/export", ["get"]],
  ["/v1/label-formats/{id}", ["get", "patch", "delete"]],
  ["/v1/marketing-qr-codes", ["get", "post"]],
  ["/v1/marketing-qr-codes/{id}", ["get", "patch", "delete"]],
  ["/v1/marketing-qr-codes/{id}/publish", ["post"]],
  ["/v1/marketing-qr-codes/{id}/unpublish", ["post"]],
  ["/v1/labels/{id}/qr.svg", ["get"]],
  ["/v1/labels/{id}/print-kit.pdf", ["get"]],
  ["/v1/labels/{id}/print-kit.svg", ["get"]],
  ["/v1/labels/{id}/nutrition", ["get"]],
  ["/v1/label-formats/{id}/print-kit.pdf", ["get"]],
  ["/v1/label-formats/{id}/print-kit.svg", ["get"]],
  ["/v1/workspaces/{id}/print-kits.zip", ["get"]],
  ["/v1/labels/{id}/qr.png", ["get"]],
  ["/v1/label-formats/{id}/qr.svg", ["get"]],
  ["/v1/label-formats/{id}/qr.png", ["get"]],
  ["/v1/marketing-qr-codes/{id}/qr.svg", ["get"]],
  ["/v1/marketing-qr-codes/{id}/qr.png", ["get"]],
  ["/v1/catalog/ingredients", ["get"]],
  ["/v1/catalog/closure-types", ["get"]],
  ["/v1/catalog/grape-varieties", ["get"]],
  ["/v1/catalog/ingredient-categories", ["get"]],
  ["/v1/catalog/materials", ["get"]],
  ["/v1/catalog/countries", ["get"]],
  ["/v1/catalog/certifications", ["get"]],
  ["/v1/catalog/production-methods", ["get"]],
  ["/v1/workspaces/{id}/webhooks", ["get", "post"]],
  ["/v1/workspaces/{id}/api-keys", ["get", "post"]],
  ["/v1/workspaces/{id}/api-keys/{key_id}", ["get", "delete"]],
  ["/v1/workspaces/{id}/audit", ["get"]],
  ["/v1/workspaces/{id}/audit/export", ["get"]],
  ["/v1/workspaces/{id}/webhooks/{webhook_id}", ["get", "patch", "delete"]],
  ["/v1/workspaces/{id}/webhooks/{webhook_id}/rotate-secret", ["post"]],
  ["/v1/workspaces/{id}/webhooks/{webhook_id}/deliveries", ["get"]],
  ["/v1/workspaces/{id}/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver", ["post"]],
  ["/v1/marketing-qr-codes/{id}/stats", ["get"]],
  ["/v1/labels/{id}/stats", ["get"]],
  ["/health/live", ["get"]],
  ["/health/ready", ["get"]]
]

const operation = (path: string, method: Method): OpenApi.OpenAPISpecOperation => {
  const op = spec.paths[path]?.[method]
  assert.isDefined(op, `${method.toUpperCase()} ${path}`)
  return op!
}

/** The component schema a response of `application/problem+json` points at, or the union of them. */
const problemTypesOf = (path: string, method: Method, status: number): ReadonlyArray<string> => {
  const response = operation(path, method).responses[status]
  assert.isDefined(response, `${method.toUpperCase()} ${path} answers ${status}`)
  const media = response!.content?.["application/problem+json"]
  assert.isDefined(media, `${status} of ${method.toUpperCase()} ${path} is application/problem+json`)
  const schema = media!.schema as { $ref?: string; anyOf?: ReadonlyArray<{ $ref: string }> }
  const refs = schema.anyOf?.map((s) => s.$ref) ?? [schema.$ref!]
  return refs.map((ref) => {
    const component = spec.components.schemas[ref.replace("#/components/schemas/", "")] as {
      properties: { type: { enum: ReadonlyArray<string> } }
    }
    return component.properties.type.enum[0]!
  })
}

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 with the API's title and version", () => {
    assert.strictEqual(spec.openapi, "3.1.0")
    assert.strictEqual(spec.info.title, "E-label API")
    assert.strictEqual(spec.info.version, API_VERSION)
  })

  it("has every path of the contract with exactly its methods", () => {
    for (const [path, methods] of contract) {
      const item = spec.paths[path]
      assert.isDefined(item, path)
      const present = Object.keys(item!).filter((key) => ["get", "post", "put", "patch", "delete"].includes(key))
      assert.sameMembers(present, [...methods], path)
    }
    // Beside them: the public routes the server serves outside the Api (openapiReference.test.ts).
    assert.sameMembers(
      Object.keys(spec.paths).filter((path) => path.startsWith("/v1/") || path.startsWith("/health/")),
      contract.map(([path]) => path)
    )
  })

  it("documents the import: CSV or JSON bodies, dry_run, the 422 of a failed run and the result rows", () => {
    const imports = operation("/v1/workspaces/{id}/imports", "post")
    assert.sameMembers(Object.keys(imports.requestBody?.content ?? {}), ["application/json", "text/csv"])
    assert.include(
      (imports.parameters ?? []).map((parameter: { name: string }) => parameter.name),
      "dry_run"
    )
    assert.sameMembers(
      [...problemTypesOf("/v1/workspaces/{id}/imports", "post", 422)],
      ["/problems/import-rejected", "/problems/idempotency-key-reused"]
    )
    assert.isDefined(spec.components.schemas.ImportResult)
    assert.isDefined(spec.components.schemas.LabelDocument)
    assert.isDefined(operation("/v1/imports/template.csv", "get").responses["200"]?.content?.["text/csv"])
  })

  it("requires the bearer token on every /v1 operation (401, 429 documented) and not on health checks", () => {
    assert.deepInclude(spec.components.securitySchemes.bearer, { type: "http", scheme: "bearer" })
    for (const [path, methods] of contract) {
      for (const method of methods) {
        const security = operation(path, method).security
        if (path.startsWith("/v1/")) {
          assert.deepStrictEqual(security, [{ bearer: [] }], `${method} ${path}`)
          assert.deepStrictEqual(problemTypesOf(path, method, 401), ["/problems/unauthorized"])
          assert.deepStrictEqual(problemTypesOf(path, method, 429), ["/problems/rate-limited"])
        } else {
          assert.deepStrictEqual(security, [], `${method} ${path}`)
        }
      }
    }
  })

  it("answers the documented success statuses: 201 for creates, 204 for deletes", () => {
    for (const [path, method] of [
      ["/v1/brands", "post"],
      ["/v1/business-operators", "post"],
      ["/v1/labels", "post"],
      ["/v1/labels/{id}/duplicate", "post"],
      ["/v1/labels/{id}/formats", "post"],
      ["/v1/marketing-qr-codes", "post"]
    ] as const) {
      assert.isDefined(operation(path, method).responses[201], `${method} ${path}`)
      assert.isDefined(operation(path, method).responses[201]?.headers?.location, `Location on ${path}`)
    }
    for (const path of [
      "/v1/labels/{id}",
      "/v1/label-formats/{id}",
      "/v1/marketing-qr-codes/{id}",
      "/v1/business-operators/{id}"
    ]) {
      const responses = operation(path, "delete").responses
      assert.isDefined(responses[204], `DELETE ${path}`)
      assert.isUndefined(responses[204]?.content)
    }
    assert.isDefined(operation("/v1/labels/{id}", "get").responses[200]?.headers?.etag)
  })

  it("documents every error as application/problem+json of its type", () => {
    assert.deepStrictEqual(problemTypesOf("/v1/labels/{id}", "get", 404), ["/problems/not-found"])
    // Every route refuses an unknown query parameter: invalid-query beside the body's problems.
    assert.sameMembers(
      [...problemTypesOf("/v1/labels/{id}", "patch", 400)],
      ["/problems/invalid-body", "/problems/invalid-query"]
    )
    assert.deepStrictEqual(problemTypesOf("/v1/labels/{id}", "patch", 403), ["/problems/not-writable"])
    assert.deepStrictEqual(problemTypesOf("/v1/labels/{id}", "patch", 412), ["/problems/precondition-failed"])
    assert.deepStrictEqual(problemTypesOf("/v1/labels/{id}", "patch", 503), ["/problems/upstream-unavailable"])
    assert.deepStrictEqual(problemTypesOf("/v1/labels/{id}", "patch", 500), ["/problems/internal"])
    assert.sameMembers(
      [...problemTypesOf("/v1/labels", "post", 403)],
      ["/problems/not-a-member", "/problems/not-writable"]
    )
    assert.sameMembers(
      [...problemTypesOf("/v1/labels/{id}/translations/{locale}", "put", 400)],
      ["/problems/invalid-body", "/problems/unknown-locale", "/problems/invalid-query"]
    )
    assert.deepStrictEqual(problemTypesOf("/v1/workspaces", "get", 400), ["/problems/invalid-query"])
    assert.sameMembers(
      [...problemTypesOf("/v1/marketing-qr-codes/{id}/publish", "post", 403)],
      ["/problems/plan-limit", "/problems/not-writable"]
    )
    assert.deepStrictEqual(problemTypesOf("/health/ready", "get", 503), ["/problems/upstream-unavailable"])
  })

  it("lists every compliance code, the coded values, and the 422 label-incomplete of publish", () => {
    const schemas = spec.components.schemas as Record<string, { properties?: unknown }>
    const issue = schemas.ComplianceIssue?.properties as Record<string, { enum?: Array<string> }>
    assert.sameMembers(issue.code?.enum ?? [], [
      ...Compliance.COMPLIANCE_ERROR_CODES,
      ...Compliance.COMPLIANCE_WARNING_CODES
    ])
    assert.includeMembers(issue.code?.enum ?? [], ["negligible-above-threshold", "sweetness-product-type-mismatch"])
    const lists = schemas as Record<string, { enum?: Array<string> }>
    assert.deepStrictEqual(lists.SweetnessCode?.enum, [...CodedValues.SWEETNESS_CODES])
    for (const [field, codes] of Object.entries({ ...CodedValues.LABEL_CODES, ...CodedValues.PACKAGING_CODES })) {
      assert.deepStrictEqual(lists[codeListName(field)]?.enum, [...codes], field)
    }
    assert.includeMembers(Object.keys(lists), [
      "SweetnessCode",
      "ColorCode",
      "ProductTypeCode",
      "PackagingGasCode",
      "DealcoholisationStatusCode",
      "PackagingTypeCode",
      "CollectionCode"
    ])
    assert.include(problemTypesOf("/v1/labels/{id}/publish", "post", 422), "/problems/label-incomplete")
  })

  it("describes each coded field by its codes, with an example that is a code", () => {
    const schemas = spec.components.schemas as Record<string, { properties?: Record<string, { description?: string }> }>
    const codesOf: Record<string, ReadonlyArray<string>> = {
      ...CodedValues.LABEL_CODES,
      ...CodedValues.PACKAGING_CODES
    }
    const coded: ReadonlyArray<readonly [string, string]> = [
      ...["Label", "LabelPatch"].flatMap((schema) =>
        Object.keys(CodedValues.LABEL_CODES).map((field) => [schema, field] as const)
      ),
      ...Object.keys(CodedValues.PACKAGING_CODES).map((field) => ["LabelPackaging", field] as const)
    ]
    for (const [schema, field] of coded) {
      const where = `${schema}.${field}`
      const description = schemas[schema]?.properties?.[field]?.description ?? ""
      for (const code of codesOf[field] ?? []) assert.include(description, `\`${code}\``, where)
      assert.include(description, "`…Code` schema", where)
      assert.notMatch(description, /free text|not interpret/, where)
      const example = description.match(/e\.g\. `([^`]*)`/)?.[1] ?? ""
      assert.isTrue((codesOf[field] ?? []).includes(example), `${where}: example ${example}`)
    }
  })

  it("marks type, title and status required in every problem, errors in the 400s and instance in internal", () => {
    // `PublicProblem` is the JSON form of the public routes' error pages, every type they answer in one schema.
    const { PublicProblem: publicProblem, ...schemas } = spec.components.schemas as Record<string, unknown>
    assert.deepStrictEqual((publicProblem as { properties: { type: { enum: Array<string> } } }).properties.type.enum, [
      "/problems/invalid-digital-link",
      "/problems/not-found",
      "/problems/link-type-not-found",
      "/problems/label-withdrawn",
      "/problems/internal"
    ])
    const problems = Object.values(schemas).filter((schema) =>
      String((schema as { properties?: { type?: { enum?: Array<unknown> } } }).properties?.type?.enum?.[0]).startsWith(
        "/problems/"
      )
    ) as Array<{ required: Array<string>; properties: Record<string, { enum?: Array<unknown> }> }>
    // These are answered by the server in front of the endpoints (429 is declared on the bearer security) or by the
    // GS1 resolver routes outside the Api, so no operation declares them.
    const serverOnly = [
      "method-not-allowed",
      "request-header-fields-too-large",
      "invalid-digital-link",
      "link-type-not-found",
      "label-withdrawn"
    ]
    assert.sameMembers(
      problems.map((problem) => String(problem.properties.type?.enum?.[0])),
      Object.keys(problemTypes)
        .filter((slug) => !serverOnly.includes(slug))
        .map((slug) => `/problems/${slug}`)
    )
    for (const problem of problems) assert.includeMembers(problem.required, ["type", "title", "status"])
    const byType = (type: string) => problems.find((problem) => problem.properties.type?.enum?.[0] === type)!
    assert.include(byType("/problems/invalid-body").required, "errors")
    assert.include(byType("/problems/invalid-query").required, "errors")
    assert.include(byType("/problems/internal").required, "instance")
  })

  it("documents the query bounds of the lists", () => {
    const limitOf = (path: string) =>
      operation(path, "get").parameters.find((parameter) => parameter.name === "limit")?.schema as {
        description?: string
      }
    assert.strictEqual(limitOf("/v1/workspaces").description, "integer from 1 to 100")
    assert.strictEqual(limitOf("/v1/catalog/ingredients").description, "integer from 1 to 1000")
    const labelFilters = operation("/v1/labels", "get")
      .parameters.filter((parameter) => parameter.in === "query")
      .map((parameter) => parameter.name)
    assert.sameMembers(labelFilters, ["workspace_id", "brand_id", "archived", "state", "q", "limit", "offset"])
    const state = operation("/v1/labels", "get").parameters.find((parameter) => parameter.name === "state")?.schema as {
      enum?: ReadonlyArray<string>
      description?: string
    }
    assert.sameMembers([...(state.enum ?? [])], ["draft", "published", "changed"])
    assert.include(state.description, "`changed`: published labels written after their latest version")
    // Typed as the values they are (`?limit=3` is the integer 3), so generated clients type them as numbers.
    assert.deepInclude(limitOf("/v1/workspaces") as Record<string, unknown>, {
      type: "integer",
      minimum: 1,
      maximum: 100
    })
  })

  it("documents every webhook event: its payload and the Standard Webhooks headers", () => {
    interface Post {
      readonly parameters: ReadonlyArray<{ readonly name: string }>
      readonly requestBody: {
        readonly content: Record<string, { readonly schema: Record<string, Record<string, Record<string, never>>> }>
      }
    }
    const webhooks = (spec as unknown as { webhooks: Record<string, { post: Post }> }).webhooks
    assert.sameMembers(Object.keys(webhooks), [...Webhook.EVENT_TYPES])
    for (const type of Webhook.EVENT_TYPES) {
      const post = webhooks[type]!.post
      assert.sameMembers(
        post.parameters.map((parameter) => parameter.name),
        ["webhook-id", "webhook-timestamp", "webhook-signature"]
      )
      const body = post.requestBody.content["application/json"]?.schema as unknown as {
        properties: { type: { enum: Array<string> }; data: { required: Array<string> } }
      }
      assert.deepStrictEqual(body.properties.type.enum, [type])
      const data = body.properties.data.required
      assert.includeMembers(
        data,
        type.startsWith("label.publish_")
          ? ["label_id", "state", "content_hash"]
          : type.startsWith("label.")
            ? ["version", "content_hash"]
            : ["expires_at"]
      )
    }
  })

  it.effect("is valid for an OpenAPI parser", () =>
    Effect.gen(function* () {
      const result = yield* Effect.promise(() =>
        validate(OpenApi.fromApi(ElabelApi) as unknown as Record<string, unknown>)
      )
      assert.deepStrictEqual(result.errors ?? [], [])
      assert.isTrue(result.valid)
    })
  )

  it.effect("is what the server answers at /openapi.json, byte for byte as JSON", () =>
    Effect.gen(function* () {
      const served = yield* call("GET", "/openapi.json")
      assert.strictEqual(served.status, 200)
      assert.match(served.headers.get("content-type") ?? "", /^application\/json/)
      assert.deepStrictEqual(served.json, JSON.parse(JSON.stringify(OpenApi.fromApi(ElabelApi))))
      const result = yield* Effect.promise(() => validate(served.text))
      assert.deepStrictEqual(result.errors ?? [], [])
      assert.isTrue(result.valid)
    }).pipe(Effect.provide(AppWireLive))
  )
})
