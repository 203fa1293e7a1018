/**
 * Entity tags: a strong `ETag` on every 2xx JSON answer, and the one place
 * where `If-None-Match` is decided (RFC 9110 §13.1.2; ADR 0052), for the
 * JSON answers and the pages alike. Versioned resources carry tags from
 * their version instead (`handlers/handlerSupport.ts`).
 */
import { createHash } from "node:crypto"
import { Context, Effect, Option } from "effect"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"

/**
 * The tag a handler gives its answer after the fact (a versioned resource's `"v<version>"`, set on the
 * answer by a pre-response handler once it is sent): the request's global middleware provides one per
 * request and reads it, so `If-None-Match` is decided on the tag the client was given, and no body is
 * hashed for a tag that would be replaced.
 */
export class LateEntityTag extends Context.Service<LateEntityTag, { tag: string | undefined }>()(
  "@elabel/http/protocol/LateEntityTag"
) {}

/** Tells the request's middleware the tag the answer will carry (where it listens). */
export const giveLateTag = (tag: string): Effect.Effect<void> =>
  Effect.flatMap(Effect.serviceOption(LateEntityTag), (late) =>
    Effect.sync(() => {
      if (Option.isSome(late)) late.value.tag = tag
    })
  )

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
export const entityTagOf = (
  response: HttpServerResponse.HttpServerResponse,
  late?: string | undefined
): string | undefined => {
  if (response.status < 200 || response.status >= 300) return undefined
  const existing = response.headers.etag ?? late
  if (existing !== undefined) return existing
  const body = response.body
  if (body._tag !== "Uint8Array" || !isJson(body.contentType)) return undefined
  const hash = createHash("sha1")
  hash.update(body.text ?? body.body)
  return `"${hash.digest("base64url")}"`
}

/** One member of an `If-None-Match` list: `*`, or an entity tag, weak (`W/"…"`) or strong (`"…"`). */
const LISTED_TAG = /\*|(?:W\/)?"[^"]*"/g

/**
 * Whether the `If-None-Match` value `header` matches the current tag
 * `current` (RFC 9110 §13.1.2): `*` matches any current representation, a
 * listed tag matches by the weak comparison (`W/"x"` and `"x"` are the same
 * tag). Anything between the tags that is not one is ignored.
 */
export const ifNoneMatchHits = (header: string, current: string): boolean => {
  const opaque = current.startsWith("W/") ? current.slice(2) : current
  for (const [tag] of header.matchAll(LISTED_TAG)) {
    if (tag === "*" || (tag.startsWith("W/") ? tag.slice(2) : tag) === opaque) return true
  }
  return false
}

/**
 * Whether a request is answered `304 Not Modified` (RFC 9110 §13.1.2): a
 * GET or HEAD whose `If-None-Match` matches `etag`. The one decision for the
 * JSON answers (`tagEntity`, the label's hot route) and the pages (`/l/{ref}`
 * in each coding, hot or not) alike.
 */
export const isNotModified = (method: string, ifNoneMatch: string | undefined, etag: string): boolean =>
  (method === "GET" || method === "HEAD") && ifNoneMatch !== undefined && ifNoneMatchHits(ifNoneMatch, etag)

/**
 * `ETag` on a 2xx JSON answer (`late`: the tag the handler gave it, see `LateEntityTag`); `If-None-Match`
 * on GET/HEAD answers 304 when the tag still matches.
 */
export const tagEntity = (
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse,
  late?: string | undefined
): HttpServerResponse.HttpServerResponse => {
  const tag = entityTagOf(response, late)
  if (tag === undefined) return response
  if (isNotModified(request.method, request.headers["if-none-match"], tag)) {
    return HttpServerResponse.empty({ status: 304, headers: { etag: tag } })
  }
  return response.headers.etag === tag ? response : HttpServerResponse.setHeader(response, "etag", tag)
}
