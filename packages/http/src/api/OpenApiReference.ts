/**
 * What makes the generated OpenAPI document a reference worth reading:
 * servers, license, a bearer scheme `/docs` turns into `Authorization:
 * Bearer <token>`, a description (and a distinct summary) for every
 * operation, property descriptions, body examples, the public routes, and the
 * 400 `invalid-query` every `/v1` route can answer (an unknown query parameter).
 */
import type { OpenApi } from "effect/http-api"
import { describeProperties } from "./OpenApiDescriptions.ts"
import { publicProblem } from "./OpenApiDigitalLinkRoutes.ts"
import { bodyExamples, importExamples } from "./OpenApiExamples.ts"
import { completeImportBody } from "./OpenApiImportBody.ts"
import { describeParameters } from "./OpenApiParameters.ts"
import { publicPaths } from "./OpenApiPublicRoutes.ts"
import { operationDocs } from "./OperationDocs.ts"

type Json = Record<string, unknown>

/** The project's license (LICENSE at the repository root), with the URL of its text. */
export const API_LICENSE = { name: "Apache-2.0", url: "https://www.apache.org/licenses/LICENSE-2.0" }

/** The server the document was read from, wherever it listens: `/docs` resolves it against its own origin. */
const servers = [{ url: "/", description: "This server: the one that served this document" }]

/** RFC 6750 bearer tokens: the scheme name in the lower case of the IANA registry, which `/docs` recognises. */
const bearer = {
  type: "http",
  scheme: "bearer",
  bearerFormat: "JWT",
  description: "A JWT whose `sub` is the user id: `npm run cli -- token --user <id>`, or your identity provider's."
}

const invalidQuery = { $ref: "#/components/schemas/InvalidQueryProblemEncoded" }

/** Adds `invalid-query` to an operation's 400 (every `/v1` route refuses unknown query parameters). */
const withInvalidQuery = (responses: Record<string, Json>): void => {
  const existing = responses["400"]
  if (existing === undefined) {
    responses["400"] = {
      description: "Invalid query parameters",
      content: { "application/problem+json": { schema: invalidQuery } }
    }
    return
  }
  const content = (existing.content as Record<string, { schema: Json }> | undefined)?.["application/problem+json"]
  if (content === undefined || JSON.stringify(content.schema).includes("InvalidQueryProblemEncoded")) return
  const schema = content.schema
  content.schema = { anyOf: [...((schema.anyOf as Array<Json> | undefined) ?? [schema]), invalidQuery] }
  existing.description = `${String(existing.description)} | Invalid query parameters`
}

const completeOperation = (path: string, operation: OpenApi.OpenAPISpecOperation, schemas: Json): void => {
  const doc = operationDocs[operation.operationId ?? ""]
  if (doc !== undefined) {
    if (doc.summary !== undefined) operation.summary = doc.summary
    operation.description =
      operation.description === undefined ? doc.description : `${doc.description}\n\n${operation.description}`
  }
  if (path.startsWith("/v1/")) withInvalidQuery(operation.responses as unknown as Record<string, Json>)
  if (operation.operationId === "imports.import") {
    const content = (operation.requestBody as { content?: Record<string, Json> } | undefined)?.content ?? {}
    if (content["application/json"] !== undefined) completeImportBody(content["application/json"], schemas)
    for (const [media, example] of Object.entries(importExamples)) {
      if (content[media] !== undefined) content[media].example = example
    }
  }
}

/** Completes `spec` in place. */
export const completeReference = (spec: OpenApi.OpenAPISpec): void => {
  const document = spec as unknown as Json & { components: { schemas: Json }; paths: Json; info: Json }
  document.servers = servers
  document.info.license = API_LICENSE
  ;(spec.components as unknown as Json).securitySchemes = { bearer }
  for (const [path, pathItem] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(pathItem)) {
      if (method !== "parameters" && method !== "x-oai-additionalOperations") {
        completeOperation(path, operation as OpenApi.OpenAPISpecOperation, document.components.schemas)
      }
    }
  }
  describeProperties(document)
  for (const [name, example] of Object.entries(bodyExamples)) {
    const schema = document.components.schemas[name] as Json | undefined
    if (schema !== undefined) schema.examples = [example]
  }
  Object.assign(document.paths, publicPaths)
  document.components.schemas.PublicProblem = publicProblem
  describeParameters(document.paths)
  document.tags = [
    ...((document.tags as Array<Json> | undefined) ?? []),
    { name: "Public", description: "Pages and links for consumers, without a token: never rate limited." }
  ]
}
