import { Context, type Effect, type Stream } from "effect"
import type { MediaTooLarge, PersistenceUnavailable, UnsupportedMedia } from "../shared/errors.ts"
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
 * it is decoded. An adapter (sharp, file-type) lives outside the domain.
 */
export class MediaInspector extends Context.Service<
  MediaInspector,
  {
    readonly inspect: (
      declared: MediaContentType,
      staged: StagedMedia,
      content: Stream.Stream<Uint8Array, PersistenceUnavailable>,
      maxPixels: number
    ) => Effect.Effect<Inspection, UnsupportedMedia | MediaTooLarge | PersistenceUnavailable>
  }
>()("@elabel/domain/ports/MediaInspector") {}
