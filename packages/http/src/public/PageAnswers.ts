/**
 * The answers of one rendered e-label page, built once when the page is
 * rendered: per content coding (none, gzip, brotli) the `200` and the
 * bodiless `304`, every header included, so a scan only picks one.
 */
import type { Coding } from "../server/Compression.ts"
import type { HotAnswer } from "../server/HotPaths.ts"
import { anyOrigin, publicPageHeaders } from "./HtmlShell.ts"

/**
 * How long a CDN may keep a page (`s-maxage`): a write shows at once on this
 * service, and behind a CDN after at most this long. Browsers revalidate
 * every time (`max-age=0`), which the `ETag` answers with a bodiless 304.
 */
export const PAGE_CDN_SECONDS = 60

const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CDN_SECONDS}`

// A language tag as the header allows it; anything else is not echoed into a header.
const LANGUAGE_TAG = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/

/** The bodies of a page: as rendered, and compressed once. */
export interface PageBodies {
  readonly html: Uint8Array
  readonly gzip: Uint8Array
  readonly br: Uint8Array
}

/** The answers of a page per coding (`identity` when the request accepts neither). */
export type PageAnswers = Readonly<
  Record<Coding | "identity", { readonly ok: HotAnswer; readonly notModified: HotAnswer }>
>

/** The answers of a page in `locale` with the strong tag `etag` of its identity body. */
export const pageAnswers = (bodies: PageBodies, locale: string, etag: string): PageAnswers => {
  const answersOf = (coding: Coding | undefined, body: Uint8Array) => {
    // Each coding is its own representation, with its own strong tag.
    const headers = {
      ...publicPageHeaders,
      ...anyOrigin,
      "cache-control": PAGE_CACHE_CONTROL,
      "content-language": LANGUAGE_TAG.test(locale) ? locale : "en",
      vary: "Accept-Language, Accept-Encoding",
      etag: coding === undefined ? etag : `${etag.slice(0, -1)}-${coding}"`
    }
    const withBody = {
      ...headers,
      ...(coding === undefined ? {} : { "content-encoding": coding }),
      "content-type": "text/html; charset=utf-8",
      "content-length": String(body.byteLength)
    }
    return { ok: { status: 200, headers: withBody, body }, notModified: { status: 304, headers } }
  }
  return {
    identity: answersOf(undefined, bodies.html),
    gzip: answersOf("gzip", bodies.gzip),
    br: answersOf("br", bodies.br)
  }
}
