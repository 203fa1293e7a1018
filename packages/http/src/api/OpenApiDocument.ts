/**
 * Completes the generated OpenAPI document with what the Schemas cannot say:
 * the HTTP headers of api-decisions, and that `type`, `title` and `status`
 * are always present in a problem (they are decoding defaults, so the
 * generator marks only `type` required), the `webhooks` section of every
 * event type (`WebhookEvents.ts`), and the documented codes of the label's
 * enumerated strings (`CodeLists`, `OpenApiCodeLists.ts`), which no request Schema restricts.
 */
import type { OpenApi } from "effect/http-api"
import { completeCodeLists } from "./OpenApiCodeLists.ts"
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

/** The parts of a component schema this module reads or writes. */
interface ObjectSchema {
  readonly properties?: { readonly type?: { readonly enum?: ReadonlyArray<unknown> } }
  required?: Array<string>
}

const isProblemSchema = (schema: ObjectSchema): boolean => {
  const type = schema.properties?.type?.enum?.[0]
  return typeof type === "string" && type.startsWith("/problems/")
}

const completeOperation = (operation: OpenApi.OpenAPISpecOperation): void => {
  for (const [status, response] of Object.entries(operation.responses)) {
    const code = Number(status)
    // Only JSON answers carry entity tags (server/EntityTags.ts): not the QR images.
    const tagged = code < 300 && response.content?.["application/json"] !== undefined
    const extra = { ...responseHeaders[code], ...(tagged ? { etag } : {}) }
    if (Object.keys(extra).length > 0) response.headers = { ...response.headers, ...extra }
  }
  // Every conditional write documents its 412 (PATCH, PUT, DELETE and the POSTs that change a resource).
  if ("412" in operation.responses) operation.parameters.push(ifMatch)
}

/** The `OpenApi.Transform` of the API: adds headers, marks the problem members required, lists the codes. */
export const completeOpenApi = (document: Record<string, unknown>): Record<string, unknown> => {
  const spec = document as unknown as OpenApi.OpenAPISpec
  for (const pathItem of Object.values(spec.paths)) {
    for (const [method, operation] of Object.entries(pathItem)) {
      if (method !== "parameters" && method !== "x-oai-additionalOperations") {
        completeOperation(operation as OpenApi.OpenAPISpecOperation)
      }
    }
  }
  for (const schema of Object.values(spec.components.schemas) as Array<ObjectSchema>) {
    if (isProblemSchema(schema)) {
      schema.required = [...new Set([...(schema.required ?? []), ...problemMembers])]
    }
  }
  completeReference(spec)
  completeCodeLists(spec.components.schemas as Record<string, unknown>)
  // Completed in place: the generator hands over a fresh document on every call.
  document.webhooks = openApiWebhooks()
  return document
}
