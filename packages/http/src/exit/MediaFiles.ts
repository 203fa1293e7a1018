/**
 * The files of an exit bundle's pages (ADR 0049): each picture a page shows
 * as every variant the page links to, at the same `m/{sha256}/{variant}`
 * paths, and each document as uploaded, so the static pages show what the
 * service showed without it. Written once per digest.
 */
import { type ELabelSnapshot, Medias } from "@elabel/domain"
import { Effect, Option, Stream } from "effect"
import { configuredMediaLimits } from "../media/MediaLimitsConfig.ts"
import { makeVariant } from "../public/MediaVariants.ts"
import { PICTURE_ENCODINGS, PICTURE_WIDTHS } from "../render/PagePictures.ts"

/** Writes the files of `snapshot` not written yet (`written` remembers digests); how many files it wrote. */
export const writeMediaFiles = Effect.fnUntraced(function* (
  snapshot: ELabelSnapshot,
  written: Set<string>,
  write: (path: string, body: Uint8Array) => Effect.Effect<void>
) {
  const medias = yield* Medias
  // `ELABEL_MEDIA_PIXELS`, as uploads and the `/m/…` route read it.
  const limits = yield* configuredMediaLimits
  let count = 0
  for (const file of snapshot.media) {
    if (written.has(file.sha256)) continue
    written.add(file.sha256)
    const found = yield* medias.bytes(file.sha256)
    if (Option.isNone(found)) continue
    const original = Buffer.concat([...(yield* Stream.runCollect(found.value))])
    if (file.kind !== "image") {
      yield* write(`m/${file.sha256}/document.pdf`, original)
      count++
      continue
    }
    for (const encoding of PICTURE_ENCODINGS) {
      for (const width of PICTURE_WIDTHS) {
        const body = yield* Effect.promise(() => makeVariant(original, encoding, width, limits.pixels))
        yield* write(`m/${file.sha256}/${encoding}-${width}`, body)
        count++
      }
    }
  }
  return count
})
