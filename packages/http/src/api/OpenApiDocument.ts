/**
 * Completes the generated OpenAPI document with what the Schemas cannot say:
 * the HTTP headers of api-decisions, and that `type`, `title` and `status`
 * are always present in a problem (they are decoding defaults, so the
 * generator marks only `type` required), the `webhooks` section of every
 * event type (`WebhookEvents.ts`), and the documented codes of the label's
 * enumerated strings (`SweetnessCode`, …: `OpenApiCodeLists.ts`), which no request Schema restricts.
 */
import type { OpenApi } from "effect/http-api"
import { completeCodeLists } from "./OpenApiCodeLists.ts"
import { typeQueryParameters } from "./OpenApiQueryTypes.ts"
import { completeReference } from "./OpenApiReference.ts"
import { openApiWebhooks } from "./WebhookEvents.ts"

const text = { type: "string" }

const header = (description: string): OpenApi.OpenAPISpecHeader => ({ description, schema: text, required: true })

/** Response headers by status, beyond the body. */
const responseHeaders: Record<number, Record<string, OpenApi.OpenAPISpecHeader>> = {
  201: { location: header("Address of the created resource") },
  401: { "www-authenticate": header('`Bearer` (RFC 6750), with `error="invalid_token"` when a token was sent') },
  429: { "retry-after": header("Seconds to wait before retrying") },
  503: { "retry-after": header("Seconds to wait before retrying") }
}

const etag = header("Version of the returned representation; send it back in `If-Match`")

const ifMatch: OpenApi.OpenAPISpecParameter = {
  name: "if-match",
  in: "header",
  required: false,
  schema: text,
  description: "The `ETag` the change is based on; a stale one answers 412 `precondition-failed`"
}

const problemMembers = ["type", "title", "status"]

/** The extension member every problem carries (`protocol/RequestIdProblems.ts`). */
const requestIdMember = {
  type: "string",
  description:
    "The id of the request, as its `X-Request-Id` header answers it (the caller's own when well formed): quote it " +
    "when reporting a problem, the server's log lines of the request carry it."
}

/** The parts of a component schema this module reads or writes. */
interface ObjectSchema {
  readonly properties?: { readonly type?: { readonly enum?: ReadonlyArray<unknown> } }
  required?: Array<string>
}

const isProblemSchema = (schema: ObjectSchema): boolean => {
  const type = schema.properties?.type?.enum?.[0]
  return typeof type === "string" && type.startsWith("/problems/")
}

/** Operations whose JSON answer is streamed: no `ETag`, which only a buffered body gets (server/EntityTags.ts). */
const streamed: ReadonlySet<string> = new Set(["imports.export"])

/** Whether an answer carries an `ETag`: only buffered 2xx JSON answers do, not the QR images, not a stream. */
const isTagged = (
  operation: OpenApi.OpenAPISpecOperation,
  status: string,
  response: OpenApi.OpenApiSpecResponse | undefined
): boolean =>
  Number(status) < 300 &&
  response?.content?.["application/json"] !== undefined &&
  !streamed.has(operation.operationId ?? "")

/** The health checks answer `HEAD` too (monitors send it): the `GET` answers without their bodies. */
const addHead = (pathItem: Record<string, unknown>): void => {
  const get = pathItem.get as OpenApi.OpenAPISpecOperation
  pathItem.head = {
    ...get,
    operationId: `${get.operationId}Head`,
    summary: `${get.summary} (headers only)`,
    description: `${get.summary}, as \`GET\` answers it without the body: the same status and headers.`,
    responses: Object.fromEntries(
      Object.entries(get.responses).map(([status, { content: _content, ...rest }]) => [status, rest])
    )
  }
}

const ifNoneMatch: OpenApi.OpenAPISpecParameter = {
  name: "if-none-match",
  in: "header",
  required: false,
  schema: text,
  description:
    "The `ETag` of the copy you hold (or a list of them, compared weakly, or `*`): 304 without a body while it is still current"
}

const notModified = {
  description: "Not modified: `If-None-Match` is `*` or lists the current `ETag` (weak comparison); no body",
  headers: { etag }
} as unknown as OpenApi.OpenApiSpecResponse

const completeOperation = (method: string, operation: OpenApi.OpenAPISpecOperation): void => {
  // A GET of a tagged answer is conditional too (server/EntityTags.ts): 304 while the client's copy is current.
  if (method === "get" && isTagged(operation, "200", operation.responses["200"])) {
    operation.responses["304"] = notModified
    operation.parameters.push(ifNoneMatch)
  }
  for (const [status, response] of Object.entries(operation.responses)) {
    const code = Number(status)
    const extra = { ...responseHeaders[code], ...(isTagged(operation, status, response) ? { etag } : {}) }
    if (Object.keys(extra).length > 0) response.headers = { ...response.headers, ...extra }
  }
  // Every conditional write documents its 412 (PATCH, PUT, DELETE and the POSTs that change a resource).
  if ("412" in operation.responses) operation.parameters.push(ifMatch)
}

/**
 * The `OpenApi.Transform` of the API: adds headers, marks the problem members
 * required, lists the codes, types the numeric and boolean query parameters
 * (`queryTypes`, from `OpenApiQueryTypes.ts`).
 */
export const completeOpenApi = (
  document: Record<string, unknown>,
  queryTypes: ReadonlyMap<string, Readonly<Record<string, Record<string, unknown>>>>
): Record<string, unknown> => {
  const spec = document as unknown as OpenApi.OpenAPISpec
  typeQueryParameters(spec.paths as unknown as Record<string, unknown>, queryTypes)
  for (const pathItem of Object.values(spec.paths)) {
    for (const [method, operation] of Object.entries(pathItem)) {
      if (method !== "parameters" && method !== "x-oai-additionalOperations") {
        completeOperation(method, operation as OpenApi.OpenAPISpecOperation)
      }
    }
  }
  for (const path of ["/health/live", "/health/ready"]) addHead(spec.paths[path] as Record<string, unknown>)
  for (const schema of Object.values(spec.components.schemas) as Array<ObjectSchema>) {
    if (isProblemSchema(schema)) {
      schema.required = [...new Set([...(schema.required ?? []), ...problemMembers])]
    }
  }
  completeReference(spec)
  for (const schema of Object.values(spec.components.schemas) as Array<ObjectSchema>) {
    if (isProblemSchema(schema)) (schema.properties as Record<string, unknown>).request_id = requestIdMember
  }
  completeCodeLists(spec.components.schemas as Record<string, unknown>)
  // Completed in place: the generator hands over a fresh document on every call.
  document.webhooks = openApiWebhooks()
  return document
}
