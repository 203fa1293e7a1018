/**
 * Entity tags: a strong `ETag` on every 2xx JSON answer, `If-None-Match` and
 * comparison (RFC 9110 §13). Versioned resources carry tags from their
 * version instead (`handlers/handlerSupport.ts`).
 */
import { createHash } from "node:crypto"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"

/** The media type of a response, from its headers or its body. */
export const contentTypeOf = (response: HttpServerResponse.HttpServerResponse): string | undefined =>
  response.headers["content-type"] ?? ("contentType" in response.body ? response.body.contentType : undefined)

const isJson = (contentType: string | undefined): boolean =>
  contentType !== undefined && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)

/**
 * The strong tag of a 2xx JSON answer with a buffered body: a quoted SHA-1
 * of the bytes (base64url). `undefined` for anything else (204, HTML,
 * streams): only JSON resources carry tags.
 */
export const entityTagOf = (response: HttpServerResponse.HttpServerResponse): string | undefined => {
  if (response.status < 200 || response.status >= 300) return undefined
  const existing = response.headers.etag
  if (existing !== undefined) return existing
  const body = response.body
  if (body._tag !== "Uint8Array" || !isJson(body.contentType)) return undefined
  const hash = createHash("sha1")
  hash.update(body.text ?? body.body)
  return `"${hash.digest("base64url")}"`
}

/** The tags of an `If-None-Match` list; `"*"` stays as is. */
const parseTags = (header: string): ReadonlyArray<string> =>
  header
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "")

/** `If-None-Match` uses the weak comparison: `W/"x"` and `"x"` are the same tag. */
export const ifNoneMatchHits = (header: string, current: string): boolean => {
  const opaque = (tag: string) => (tag.startsWith("W/") ? tag.slice(2) : tag)
  return parseTags(header).some((tag) => tag === "*" || opaque(tag) === opaque(current))
}

/** `ETag` on a 2xx JSON answer; `If-None-Match` on GET/HEAD answers 304 when the tag still matches. */
export const tagEntity = (
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse
): HttpServerResponse.HttpServerResponse => {
  const tag = entityTagOf(response)
  if (tag === undefined) return response
  const ifNoneMatch = request.headers["if-none-match"]
  if ((request.method === "GET" || request.method === "HEAD") && ifNoneMatch && ifNoneMatchHits(ifNoneMatch, tag)) {
    return HttpServerResponse.empty({ status: 304, headers: { etag: tag } })
  }
  return response.headers.etag === tag ? response : HttpServerResponse.setHeader(response, "etag", tag)
}
