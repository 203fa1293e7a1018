/**
 * Response compression: a JSON, HTML or JavaScript answer (the API,
 * problems, `/docs` and its script, `/openapi.json`, the redirect and error
 * pages) of at least
 * `MIN_COMPRESSED_BYTES`, and a streamed one of any length (the export), is
 * sent with brotli or gzip when the request accepts it, with `Vary:
 * Accept-Encoding`. A stream is compressed as it goes, chunk by chunk through
 * a zlib stream with backpressure, so memory stays bounded. An answer that already has a
 * `Content-Encoding` (the e-label pages, compressed once in `PageCache`) is
 * left as it is. The `ETag` stays the tag of the resource: `If-Match` and
 * `If-None-Match` work whichever coding the client took (ADR 0021).
 */
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync
} from "node:zlib"
import { NodeStream } from "@effect/platform-node"
import { Effect } from "effect"
import { HttpBody, type HttpServerRequest, HttpServerResponse } from "effect/http"

type Response = HttpServerResponse.HttpServerResponse

/** Smaller answers are sent as they are: a packet carries them anyway, and compressing costs more than it saves. */
export const MIN_COMPRESSED_BYTES = 1024

/** Bodies above this are compressed off the event loop. */
const SYNC_LIMIT = 64 * 1024

/** Fast settings for answers compressed per request (brotli's default, 11, costs about 100x more). */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }
const GZIP_OPTIONS = { level: 6 }

export type Coding = "br" | "gzip"

/** The coding to send: brotli, else gzip, when the `Accept-Encoding` value accepts it (`q=0` refuses). */
export const codingOf = (header: string | undefined): Coding | undefined => {
  if (header === undefined) return undefined
  const accepted = new Set(
    header
      .toLowerCase()
      .split(",")
      .map((part) => part.split(";"))
      .filter(([, q]) => q === undefined || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([coding]) => coding?.trim())
  )
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : undefined
}

const isCompressible = (contentType: string): boolean =>
  /^(?:application\/(?:[\w.+-]+\+)?json|text\/html|text\/javascript|text\/css)\b/i.test(contentType)

/** The same bytes compressed once: `/openapi.json` and the reference's script answer one body object every time. */
const compressed = new WeakMap<Uint8Array, Partial<Record<Coding, Uint8Array>>>()

const remember = (coding: Coding, bytes: Uint8Array, result: Uint8Array): Uint8Array => {
  compressed.set(bytes, { ...compressed.get(bytes), [coding]: result })
  return result
}

/**
 * `bytes` compressed with `coding` now, on the event loop, when they are
 * small enough for that (`undefined` otherwise); remembered per body object.
 */
export const compressedSync = (coding: Coding, bytes: Uint8Array): Uint8Array | undefined => {
  const known = compressed.get(bytes)?.[coding]
  if (known !== undefined) return known
  if (bytes.byteLength > SYNC_LIMIT) return undefined
  return remember(
    coding,
    bytes,
    coding === "br" ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes, GZIP_OPTIONS)
  )
}

const compressBytes = (coding: Coding, bytes: Uint8Array): Effect.Effect<Uint8Array> => {
  const now = compressedSync(coding, bytes)
  if (now !== undefined) return Effect.succeed(now)
  return Effect.callback<Uint8Array>((resume) => {
    const done = (error: Error | null, result: Buffer) =>
      resume(error ? Effect.die(error) : Effect.succeed(remember(coding, bytes, result)))
    if (coding === "br") brotliCompress(bytes, BROTLI_OPTIONS, done)
    else gzip(bytes, GZIP_OPTIONS, done)
  })
}

const withVary = (response: Response): Response => {
  const vary = response.headers.vary
  if (vary === undefined) return HttpServerResponse.setHeader(response, "vary", "Accept-Encoding")
  return /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)
    ? response
    : HttpServerResponse.setHeader(response, "vary", `${vary}, Accept-Encoding`)
}

/** `body` with `coding` for the response. */
const encoded = (response: Response, coding: Coding, body: HttpBody.HttpBody): Response =>
  HttpServerResponse.setHeader(HttpServerResponse.setBody(response, body), "content-encoding", coding)

/** A stream compressed as it is read: one zlib stream per answer, fed with backpressure. */
const compressStream = (coding: Coding, body: HttpBody.Stream): HttpBody.Stream =>
  HttpBody.stream(
    NodeStream.pipeThroughSimple(body.stream, () =>
      coding === "br" ? createBrotliCompress(BROTLI_OPTIONS) : createGzip(GZIP_OPTIONS)
    ),
    body.contentType
  )

/** Whether the answer is JSON or HTML worth compressing, and not compressed already. */
const worthCompressing = (response: Response): boolean => {
  const body = response.body
  if (response.headers["content-encoding"] !== undefined) return false
  if (body._tag === "Stream") return isCompressible(body.contentType)
  return body._tag === "Uint8Array" && body.contentLength >= MIN_COMPRESSED_BYTES && isCompressible(body.contentType)
}

/** The answer compressed for the request, when it is worth it and accepted; otherwise as it was. */
export const compressAnswer = (
  request: HttpServerRequest.HttpServerRequest,
  response: Response
): Effect.Effect<Response> => {
  if (!worthCompressing(response)) return Effect.succeed(response)
  const varied = withVary(response)
  const coding = codingOf(request.headers["accept-encoding"])
  const body = response.body
  if (coding === undefined) return Effect.succeed(varied)
  if (body._tag === "Stream") return Effect.succeed(encoded(varied, coding, compressStream(coding, body)))
  if (body._tag !== "Uint8Array") return Effect.succeed(varied)
  return Effect.map(compressBytes(coding, body.body), (bytes) =>
    encoded(varied, coding, HttpBody.uint8Array(bytes, body.contentType))
  )
}
