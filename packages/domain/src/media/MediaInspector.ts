import { Context, Effect, type Stream } from "effect"
import { type MediaTooLarge, type PersistenceUnavailable, UnsupportedMedia } from "../shared/errors.ts"
import type { MediaContentType } from "./Media.ts"
import type { StagedMedia } from "./MediaStore.ts"

/** What an inspection found: the type of the bytes and, for a picture, its size. */
export interface Inspection {
  readonly content_type: MediaContentType
  readonly width: number | null
  readonly height: number | null
}

/**
 * Decides what staged bytes are, from the bytes (never from the declared
 * type): `UnsupportedMedia` naming what was found for anything but the
 * declared type among `MEDIA_TYPES`, and for a picture that does not decode;
 * `MediaTooLarge` for a picture over `maxPixels`, found from its header before
 * it is decoded. The adapter (file-type, sharp) lives outside the domain and
 * is provided where uploads are taken (the HTTP handler); without one, every
 * upload is refused.
 */
export interface MediaInspectorShape {
  readonly inspect: (
    declared: MediaContentType,
    staged: StagedMedia,
    content: Stream.Stream<Uint8Array, PersistenceUnavailable>,
    maxPixels: number
  ) => Effect.Effect<Inspection, UnsupportedMedia | MediaTooLarge | PersistenceUnavailable>
}

/** The inspector of uploads, read when an upload runs. */
export const MediaInspector = Context.Reference<MediaInspectorShape>("@elabel/domain/ports/MediaInspector", {
  defaultValue: () => ({
    inspect: (declared) =>
      Effect.fail(new UnsupportedMedia({ declared, found: "bytes no inspector was set up to read" }))
  })
})
