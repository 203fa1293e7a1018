/**
 * The files of a consumer page as HTML (ADR 0049): the bottle and the logo
 * as `<picture>` elements with AVIF, WebP and JPEG sources at a few widths,
 * their `width`/`height` so nothing shifts, the logo (below the fold) lazy;
 * the data sheet as a link. Everything here is absent from a page without
 * files, so the pages of older versions keep their bytes.
 */
import type { PageMedia, PagePicture } from "@elabel/domain"
import { escapeHtml as esc } from "./HtmlEscape.ts"

/** The widths, in pixels, the variants of a picture are made at. */
export const PICTURE_WIDTHS = [320, 640, 960] as const

/** The encodings of the variants, best first (the order of the `<source>` elements). */
export const PICTURE_ENCODINGS = ["avif", "webp", "jpeg"] as const

/** The path of a variant: `/m/{sha256}/{encoding}-{width}`. */
export const variantPath = (sha256: string, encoding: string, width: number): string =>
  `/m/${sha256}/${encoding}-${width}`

/** The path of a document, served as uploaded: `/m/{sha256}/document.pdf`. */
export const documentPath = (sha256: string): string => `/m/${sha256}/document.pdf`

const srcset = (picture: PagePicture, encoding: string): string =>
  PICTURE_WIDTHS.filter((width, i) => i === 0 || width <= picture.width * 1.5)
    .map((width) => `${variantPath(picture.sha256, encoding, width)} ${width}w`)
    .join(", ")

/** One picture; `sizes` says how wide it shows, `lazy` defers it when below the fold. */
const pictureHtml = (picture: PagePicture, css: string, sizes: string, lazy: boolean): string => {
  const sources = PICTURE_ENCODINGS.slice(0, 2)
    .map((encoding) => `<source type="image/${encoding}" srcset="${srcset(picture, encoding)}" sizes="${sizes}">`)
    .join("")
  const loading = lazy ? ` loading="lazy"` : ` fetchpriority="high"`
  const img = `<img src="${variantPath(picture.sha256, "jpeg", 640)}" srcset="${srcset(picture, "jpeg")}" sizes="${sizes}" width="${picture.width}" height="${picture.height}" alt="${esc(picture.alt)}" decoding="async"${loading}>`
  return `<picture class="${css}">${sources}${img}</picture>`
}

/** The bottle, shown under the heading (above the fold: loaded at once). */
export const bottleHtml = (media: PageMedia | undefined): string =>
  media?.bottle === undefined ? "" : pictureHtml(media.bottle, "bottle", "(max-width: 30rem) 60vw, 18rem", false)

/** The logo, beside the producer (below the fold: lazy). */
export const logoHtml = (media: PageMedia | undefined): string =>
  media?.logo === undefined ? "" : pictureHtml(media.logo, "logo", "8rem", true)

/** The data sheet link, in the page's language (`ServiceWords.dataSheet`), with its type. */
export const dataSheetHtml = (media: PageMedia | undefined, word: string): string => {
  const sheet = media?.data_sheet
  if (sheet === undefined) return ""
  return `<p class="sheet"><a href="${documentPath(sheet.sha256)}" type="${esc(sheet.content_type)}">${esc(word)} (PDF)</a></p>`
}

/** The styles the files need, added to a page only when it shows one. */
export const pictureStyles =
  "picture.bottle img{display:block;max-width:min(18rem,60vw);height:auto;margin:0 auto 1rem}" +
  "picture.logo img{display:block;max-width:8rem;height:auto;margin:.5rem 0}" +
  ".sheet a{display:inline-block;min-height:44px;line-height:44px}"
