/**
 * The request id in a problem's body: every `application/problem+json`
 * answer names the id of its request in the extension member `request_id`
 * (RFC 9457 §3.2), the value of its `X-Request-Id` header, whoever made the
 * problem (an endpoint, the framework, the shell, the quota gate). `instance`
 * keeps its meaning: the occurrence of a 500, logged under it.
 */
import { HttpBody, HttpServerResponse, ProblemDetails } from "effect/http"
import { contentTypeOf } from "./EntityTags.ts"
import type { HotAnswer } from "./HotPaths.ts"

/** The extension member that names the request. */
export const REQUEST_ID_MEMBER = "request_id"

const decoder = new TextDecoder()
const encoder = new TextEncoder()

/** A problem's JSON with the member added (last); `undefined` when the bytes are not a JSON object. */
export const problemBytesWithRequestId = (bytes: Uint8Array, requestId: string): Uint8Array | undefined => {
  const text = decoder.decode(bytes).trimEnd()
  if (!text.startsWith("{") || !text.endsWith("}")) return undefined
  const member = `"${REQUEST_ID_MEMBER}":${JSON.stringify(requestId)}`
  const opened = text.slice(0, -1).trimEnd()
  return encoder.encode(opened.endsWith("{") ? `${opened}${member}}` : `${opened},${member}}`)
}

/** `response` with `request_id` in its body when it is a problem; any other answer as it is. */
export const withRequestIdMember = (
  response: HttpServerResponse.HttpServerResponse,
  requestId: string
): HttpServerResponse.HttpServerResponse => {
  const type = contentTypeOf(response)
  if (type?.startsWith(ProblemDetails.contentType) !== true || response.body._tag !== "Uint8Array") return response
  const bytes = problemBytesWithRequestId(response.body.body, requestId)
  return bytes === undefined ? response : HttpServerResponse.setBody(response, HttpBody.uint8Array(bytes, type))
}

/** A hot route's problem answer with `request_id` in its body (a 429 made once and reused for a flood). */
export const hotProblemWithRequestId = (answer: HotAnswer, requestId: string | undefined): HotAnswer => {
  const bytes =
    answer.body === undefined || requestId === undefined ? undefined : problemBytesWithRequestId(answer.body, requestId)
  if (bytes === undefined) return answer
  return { ...answer, headers: { ...answer.headers, "content-length": String(bytes.byteLength) }, body: bytes }
}
