/**
 * Media: a file uploaded to a workspace, a picture (the bottle, a logo) or a
 * document (a data sheet, an inspection report). The bytes are stored once,
 * named by their SHA-256; the resource is what the API shows of them.
 */
import { Schema } from "effect"
import { MediaId, UserId, WorkspaceId } from "../shared/ids.ts"
import { isLocale } from "../shared/Locale.ts"
import { Text } from "../shared/primitives.ts"

/** The types an upload may be, decided from its bytes, and the kind each is. */
export const MEDIA_TYPES = {
  "image/jpeg": "image",
  "image/png": "image",
  "image/webp": "image",
  "image/avif": "image",
  "application/pdf": "document"
} as const

/** A type an upload may be. */
export type MediaContentType = keyof typeof MEDIA_TYPES
export const MediaContentType = Schema.Literals(
  Object.keys(MEDIA_TYPES) as ReadonlyArray<MediaContentType> as [MediaContentType, ...Array<MediaContentType>]
)

/** Whether a media type is one an upload may be. */
export const isMediaContentType = (type: string): type is MediaContentType => Object.hasOwn(MEDIA_TYPES, type)

/** `image` (JPEG, PNG, WebP, AVIF) or `document` (PDF). */
export const MediaKind = Schema.Literals(["image", "document"])
export type MediaKind = typeof MediaKind.Type

/** A lower-case hex SHA-256 digest. */
export const Sha256 = Schema.String.check(
  Schema.isPattern(/^[0-9a-f]{64}$/u, { expected: "64 lower-case hex digits (a SHA-256 digest)" })
)

/** Alt text of a picture: what it shows, for people who cannot see it (at most 500 characters). */
export const AltText = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(500))

/** A supported locale as a key of alt texts (any subset of them). */
const LocaleKey = Schema.String.check(
  Schema.makeFilter<string>((s) => isLocale(s) || "expected a supported locale", { expected: "a supported locale" })
)

/** Alt texts by locale. */
export const AltTexts = Schema.Record(LocaleKey, AltText)
export type AltTexts = typeof AltTexts.Type

/** A file name as uploaded: no path separators nor control characters, at most 255 characters. */
export const Filename = Text.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(255),
  Schema.makeFilter<string>((s) => !/[/\\\p{Cc}]/u.test(s) || "expected a file name without /, \\ or controls", {
    expected: "a file name"
  })
)

/** The Media resource. */
export const Media = Schema.Struct({
  id: MediaId,
  workspace_id: WorkspaceId,
  kind: MediaKind,
  sha256: Sha256.annotate({ description: "SHA-256 of the bytes as uploaded (hex); the file's name in storage." }),
  content_type: MediaContentType.annotate({ description: "The type decided from the bytes." }),
  bytes: Schema.Int.annotate({ description: "Size of the file as uploaded." }),
  width: Schema.NullOr(Schema.Int).annotate({ description: "Width in pixels (images; null for documents)." }),
  height: Schema.NullOr(Schema.Int).annotate({ description: "Height in pixels (images; null for documents)." }),
  filename: Schema.NullOr(Filename).annotate({
    description: "The file's name as the uploader gave it (`?filename=` of the upload), or null."
  }),
  alt: AltTexts.annotate({ description: "Alt texts by locale, shown on the consumer page in its language." }),
  created_at: Schema.String,
  created_by: UserId
}).annotate({ identifier: "Media" })
export type Media = typeof Media.Type

/**
 * Body of `PATCH /v1/media/{id}`: `alt` sets the locales it names (null
 * removes one), `filename` sets or clears the name. The bytes (and so
 * `sha256`) never change: upload a new file instead.
 */
export const MediaPatch = Schema.Struct({
  alt: Schema.optionalKey(
    Schema.Record(LocaleKey, Schema.NullOr(AltText)).annotate({
      description: "Alt texts to set, by locale; null removes that locale's text. Locales not named are kept."
    })
  ),
  filename: Schema.optionalKey(
    Schema.NullOr(Filename).annotate({ description: "A new file name, or null to clear it." })
  )
}).annotate({ identifier: "MediaPatch" })
export type MediaPatch = typeof MediaPatch.Type

/** The alt texts after a patch: named locales set, null ones removed. */
export const patchedAlt = (alt: AltTexts, patch: MediaPatch["alt"]): AltTexts => {
  if (patch === undefined) return alt
  const next: Record<string, string> = { ...alt }
  for (const [locale, text] of Object.entries(patch)) {
    if (text === null) delete next[locale]
    else if (text !== undefined) next[locale] = text
  }
  return next
}

/** What a reference to media must name: a picture where one is shown, a picture or a PDF for a document. */
export type MediaUse = "picture" | "document"

/** Whether media of `kind` may be used as `use`. */
export const fitsUse = (kind: MediaKind, use: MediaUse): boolean => use === "document" || kind === "image"
