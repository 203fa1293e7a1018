/**
 * The answers of one rendered e-label page: per content coding (none, gzip,
 * brotli) the `200` and the bodiless `304`, every header included, so a scan
 * only picks one. The identity answer is built with the page; a compressed
 * one the first time a request accepts its coding, then kept with the page.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import type { Coding } from "../protocol/Compression.ts"
import type { HotAnswer } from "../protocol/HotPaths.ts"
import { anyOrigin, publicPageHeaders } from "../render/HtmlShell.ts"

/**
 * How long a CDN may keep a page (`s-maxage`): a write shows at once on this
 * service, and behind a CDN after at most this long. Browsers revalidate
 * every time (`max-age=0`), which the `ETag` answers with a bodiless 304.
 */
export const PAGE_CDN_SECONDS = 60

const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CDN_SECONDS}`

// A language tag as the header allows it; anything else is not echoed into a header.
const LANGUAGE_TAG = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/

/**
 * Bytes a page is counted for in a cache: its HTML and room for both
 * compressed bodies (each well under the HTML's size for a page of text).
 */
const COST_FACTOR = 2

/** The answers of one coding: the page, and the 304 of a matching `If-None-Match`. */
export interface CodedAnswers {
  readonly ok: HotAnswer
  readonly notModified: HotAnswer
}

/** One page in one pair of languages, ready to send. */
export interface RenderedPage {
  /** The page language. */
  readonly locale: string
  /** Its answers in `coding` (`identity`: uncompressed), under strong tags. */
  readonly answers: (coding: Coding | "identity") => CodedAnswers
  /** Bytes a cache counts for it. */
  readonly cost: number
}

const compress = (coding: Coding, html: Uint8Array): Uint8Array =>
  coding === "gzip"
    ? gzipSync(html, { level: 9 })
    : brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })

/** The page of `html` in `locale`, whose identity body has the strong tag `etag`. */
export const renderedPage = (html: Uint8Array, locale: string, etag: string): RenderedPage => {
  const answersOf = (coding: Coding | undefined, body: Uint8Array): CodedAnswers => {
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
  const identity = answersOf(undefined, html)
  const coded: Partial<Record<Coding, CodedAnswers>> = {}
  return {
    locale,
    answers: (coding) => {
      if (coding === "identity") return identity
      const known = coded[coding]
      if (known !== undefined) return known
      const built = answersOf(coding, compress(coding, html))
      coded[coding] = built
      return built
    },
    cost: COST_FACTOR * html.byteLength
  }
}
