/**
 * `GET /m/{sha256}/{variant}`: the files of published pages (ADR 0049). A
 * file is public only while the latest version of some label is published
 * and shows it; drafts' and withdrawn labels' files answer 404. Variants are
 * made once and kept in memory (bytes of a digest never change), and which
 * digests are public is kept too, forgotten at every page change the
 * notifier announces (from every process on PostgreSQL): a hit needs no
 * database round trip and no image work, and is answered by the Node server
 * before the Effect app sees it (a hot route, ADR 0024), as a static file
 * server would.
 */
import { createHash } from "node:crypto"
import { Medias, makeBoundedCache, PublicPages } from "@elabel/domain"
import { Effect, type Layer, Option, Stream } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { configuredMediaLimits } from "../media/MediaLimitsConfig.ts"
import { isNotModified } from "../protocol/EntityTags.ts"
import { type HotAnswer, HotPaths, type HotRequest, headerOf } from "../protocol/HotPaths.ts"
import { problemResponse } from "../protocol/ProblemResponses.ts"
import type { RouteEntry } from "../protocol/RouteTable.ts"
import { makeVariant, parseVariant } from "./MediaVariants.ts"

/** The route, for the route table. */
export const mediaRoutes: ReadonlyArray<RouteEntry> = [{ method: "GET", path: "/m/:sha256/:variant" }]

/** `Cache-Control` of a variant: its path names its bytes for ever. */
export const IMMUTABLE = "public, max-age=31536000, immutable"

/** Bytes of variants kept in memory at most (the oldest go first). */
const MAX_KEPT_BYTES = 64 * 1024 * 1024

interface Kept {
  readonly body: Uint8Array
  readonly contentType: string
  readonly etag: string
}

const headersOf = (kept: Kept) => ({
  etag: kept.etag,
  "cache-control": IMMUTABLE,
  "x-content-type-options": "nosniff"
})

/** A variant's path as the page links it, nothing more (a query, an escape: the router's). */
const HOT_PATH = /^\/m\/([0-9a-f]{64})\/([a-z0-9.-]{1,24})$/u

/** The hot route's answer: the Effect route's, written from memory. */
const hotAnswer = (kept: Kept, request: HotRequest): HotAnswer =>
  isNotModified(request.method, headerOf(request, "if-none-match"), kept.etag)
    ? { status: 304, headers: { etag: kept.etag, "cache-control": IMMUTABLE } }
    : {
        status: 200,
        headers: {
          ...headersOf(kept),
          "content-type": kept.contentType,
          "content-length": String(kept.body.byteLength)
        },
        body: kept.body
      }

const notFound = () => problemResponse("not-found", { detail: "No published page shows this file." })

const answer = (kept: Kept, request: HttpServerRequest.HttpServerRequest) =>
  isNotModified(request.method, request.headers["if-none-match"], kept.etag)
    ? HttpServerResponse.empty({ status: 304, headers: { etag: kept.etag, "cache-control": IMMUTABLE } })
    : HttpServerResponse.uint8Array(kept.body, { contentType: kept.contentType, headers: headersOf(kept) })

/** The media route over the media rows and store, listening for page changes. */
export const MediaRouteLive: Layer.Layer<never, never, HttpRouter.HttpRouter | Medias | PublicPages> = HttpRouter.use(
  (router) =>
    Effect.gen(function* () {
      const media = yield* Medias
      // `ELABEL_MEDIA_PIXELS` bounds the decoding of a variant as it bounds uploads.
      const limits = yield* configuredMediaLimits
      // Variants by `sha256/variant`: a digest's bytes never change, so they are never invalidated, only evicted.
      const kept = makeBoundedCache<string, Kept>({ maxBytes: MAX_KEPT_BYTES, bytesOf: (value) => value.body.length })
      // Which digests a published page shows: forgotten at every change, asked again on the next request.
      const published = makeBoundedCache<string, { readonly content_type: string; readonly kind: string }>({
        maxEntries: 100_000
      })
      const forget = Effect.sync(() => published.clear())
      yield* (yield* PublicPages).watchChanges({ changed: () => forget, lost: forget, labelChanged: () => forget })
      const hot = yield* HotPaths
      hot?.add(
        "/m/",
        (request) => {
          const path = HOT_PATH.exec(request.url)
          if (path === null || published.get(path[1]!) === undefined) return undefined
          const made = kept.get(`${path[1]}/${path[2]}`)
          return made === undefined ? undefined : hotAnswer(made, request)
        },
        "/m/{sha256}/{variant}"
      )

      const make = Effect.fnUntraced(function* (
        sha256: string,
        variant: string,
        file: { readonly content_type: string }
      ) {
        const wanted = parseVariant(variant)
        if (wanted === undefined) return undefined
        if ((wanted.kind === "document") !== (file.content_type === "application/pdf")) return undefined
        const found = yield* media.bytes(sha256)
        if (Option.isNone(found)) return undefined
        const original = Buffer.concat([...(yield* Stream.runCollect(found.value))])
        let body: Uint8Array = original
        if (wanted.kind === "picture") {
          const made = yield* Effect.tryPromise(() =>
            makeVariant(original, wanted.encoding, wanted.width, limits.pixels)
          ).pipe(
            // Stored before the limit was lowered (or bytes sharp cannot read): not served, said in the log.
            Effect.tapError((error) =>
              Effect.logWarning(`no variant ${variant} of ${sha256}: ${String(error.cause).slice(0, 200)}`)
            ),
            Effect.option
          )
          if (Option.isNone(made)) return undefined
          body = made.value
        }
        const contentType = wanted.kind === "document" ? "application/pdf" : `image/${wanted.encoding}`
        const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`
        return { body, contentType, etag } satisfies Kept
      })

      const route = Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const { sha256 = "", variant = "" } = yield* HttpRouter.params
        const key = `${sha256}/${variant}`
        const hit = kept.get(key)
        let file = published.get(sha256)
        if (hit !== undefined && file !== undefined) return answer(hit, request)
        if (!/^[0-9a-f]{64}$/u.test(sha256)) return notFound()
        if (file === undefined) {
          const since = published.generation()
          const found = yield* media.publishedFile(sha256)
          if (Option.isNone(found)) return notFound()
          file = found.value
          // Not kept when a change came meanwhile (the primitive's generation guard).
          published.set(sha256, file, undefined, since)
        }
        const made = hit ?? (yield* make(sha256, variant, file))
        if (made === undefined) return notFound()
        if (hit === undefined) kept.set(key, made)
        return answer(made, request)
      }).pipe(
        Effect.catchTag("PersistenceUnavailable", () =>
          Effect.succeed(
            problemResponse("upstream-unavailable", { detail: "The database is unavailable. Retry later." })
          )
        )
      )
      yield* router.add("GET", "/m/:sha256/:variant", route)
    })
)
