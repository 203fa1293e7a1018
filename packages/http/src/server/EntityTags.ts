/**
 * Entity tags: a strong `ETag` on every 2xx JSON answer, `If-None-Match` and
 * `If-Match` comparison (RFC 9110 §13), which resource's tag guards a write,
 * and a per-resource lock so a check and its write are not interleaved with
 * another conditional write in this process.
 */
import { createHash } from "node:crypto"
import { Effect, Semaphore } from "effect"
import type { HttpServerResponse } from "effect/http"

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

/** The tags of an `If-Match` / `If-None-Match` list; `"*"` stays as is. */
const parseTags = (header: string): ReadonlyArray<string> =>
  header
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "")

/** `If-Match` uses the strong comparison: a weak tag (`W/"…"`) never matches. */
export const ifMatchPasses = (header: string, current: string): boolean =>
  parseTags(header).some((tag) => tag === "*" || tag === current)

/** `If-None-Match` uses the weak comparison: `W/"x"` and `"x"` are the same tag. */
export const ifNoneMatchHits = (header: string, current: string): boolean => {
  const opaque = (tag: string) => (tag.startsWith("W/") ? tag.slice(2) : tag)
  return parseTags(header).some((tag) => tag === "*" || opaque(tag) === opaque(current))
}

/**
 * The resource whose tag guards a write to `path`: a label's parts
 * (`/v1/labels/{id}/…`) are guarded by the label, a format, brand or QR
 * code by itself. `undefined` for any other path.
 */
export const ownerPathOf = (path: string): `/${string}` | undefined => {
  const match = /^\/v1\/(labels|label-formats|brands|marketing-qr-codes)\/([^/?#]+)(\/[^?#]*)?$/.exec(path)
  if (match === null) return undefined
  const [, collection, id, rest] = match
  if (collection !== "labels" && rest !== undefined && rest !== "" && rest !== "/") return undefined
  return `/v1/${collection}/${id}`
}

/** The path of a request URL, without its query string. */
export const pathOf = (url: string): string => {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/**
 * A lock per key (a resource path). Entries are dropped when nobody holds or
 * waits for them, so the map only holds resources being written right now.
 */
export const makeKeyedLock = () => {
  const entries = new Map<string, { readonly semaphore: Semaphore.Semaphore; users: number }>()
  return <A, E, R>(key: string, effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.suspend(() => {
      let entry = entries.get(key)
      if (entry === undefined) {
        entry = { semaphore: Semaphore.makeUnsafe(1), users: 0 }
        entries.set(key, entry)
      }
      const held = entry
      held.users++
      return held.semaphore
        .withPermits(1)(effect)
        .pipe(
          Effect.ensuring(
            Effect.sync(() => {
              held.users--
              if (held.users === 0) entries.delete(key)
            })
          )
        )
    })
}
