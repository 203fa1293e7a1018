/**
 * The `MediaInspector` on `file-type` and sharp (libvips). The type comes
 * from the bytes; a picture's size from its header (`metadata`, which reads
 * no pixels), so a decompression bomb is refused before any decoding; then
 * the picture is decoded in full, at most `maxPixels` (`limitInputPixels`),
 * failing on truncated data, so a file that decodes to nothing is refused.
 */
import { Media, type MediaInspectorShape, MediaTooLarge, UnsupportedMedia } from "@elabel/domain"
import { Effect, Stream } from "effect"
import sharp from "sharp"
import { sniff } from "./MediaSniffing.ts"

/** The inspector of uploads. */
export const sharpInspector: MediaInspectorShape = {
  inspect: (declared, staged, content, maxPixels) =>
    Effect.gen(function* () {
      const found = yield* Effect.promise(() => sniff(staged.head))
      const mime = found.mime
      if (mime === undefined || !Media.isMediaContentType(mime) || mime !== declared) {
        return yield* new UnsupportedMedia({ declared, found: found.description })
      }
      if (mime === "application/pdf") return { content_type: mime, width: null, height: null }
      const bytes = Buffer.concat([...(yield* Stream.runCollect(content))])
      const undecodable = () => new UnsupportedMedia({ declared, found: `a ${mime} file that does not decode` })
      const meta = yield* Effect.tryPromise({ try: () => sharp(bytes).metadata(), catch: undecodable })
      const width = meta.autoOrient?.width ?? meta.width
      const height = meta.autoOrient?.height ?? meta.height
      if (width === undefined || height === undefined) return yield* undecodable()
      if (width * height > maxPixels) {
        return yield* new MediaTooLarge({
          reason: `The picture is ${width} × ${height} pixels, over the limit of ${maxPixels} pixels.`
        })
      }
      yield* Effect.tryPromise({
        try: () => sharp(bytes, { limitInputPixels: maxPixels, failOn: "truncated" }).resize(16).raw().toBuffer(),
        catch: undecodable
      })
      return { content_type: mime, width, height }
    })
}
