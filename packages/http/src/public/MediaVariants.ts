/**
 * The variants of a picture the consumer page links to, made with sharp:
 * turned upright, converted to sRGB, resized to a width (never enlarged),
 * encoded as AVIF, WebP or JPEG. sharp writes no metadata unless asked, so
 * EXIF, GPS and maker notes never leave the server; the original is never
 * served. A document variant is the PDF as uploaded.
 */
import sharp from "sharp"
import { PICTURE_ENCODINGS, PICTURE_WIDTHS } from "../render/PagePictures.ts"

/** A variant name: `avif-640`, `jpeg-320`, … or `document.pdf`. */
export type VariantName = string

/** What a variant name asks for, or undefined for a name the route does not serve. */
export const parseVariant = (
  name: VariantName
):
  | { readonly kind: "picture"; readonly encoding: (typeof PICTURE_ENCODINGS)[number]; readonly width: number }
  | { readonly kind: "document" }
  | undefined => {
  if (name === "document.pdf") return { kind: "document" }
  const [encoding, width] = name.split("-")
  const known = PICTURE_ENCODINGS.find((candidate) => candidate === encoding)
  const size = PICTURE_WIDTHS.find((candidate) => String(candidate) === width)
  return known === undefined || size === undefined ? undefined : { kind: "picture", encoding: known, width: size }
}

const quality = { avif: { quality: 55 }, webp: { quality: 75 }, jpeg: { quality: 80, mozjpeg: true } } as const

/** A picture's variant from its original bytes. */
export const makeVariant = (
  original: Uint8Array,
  encoding: (typeof PICTURE_ENCODINGS)[number],
  width: number,
  maxPixels: number
): Promise<Buffer> => {
  const image = sharp(original, { limitInputPixels: maxPixels })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toColourspace("srgb")
  const encoded =
    encoding === "avif"
      ? image.avif(quality.avif)
      : encoding === "webp"
        ? image.webp(quality.webp)
        : image.jpeg(quality.jpeg)
  return encoded.toBuffer()
}
