/**
 * Draws a QR code as SVG or PNG with the `qrcode` encoder, after checking
 * that it can be scanned: enough contrast between the colours, dark modules
 * on a light background, and enough pixels for every module.
 */
import type { FieldIssue } from "@elabel/domain"
import { Data, Effect } from "effect"
import QRCode from "qrcode"

/** Error correction level of the code. */
export type EccLevel = "L" | "M" | "Q" | "H"

/** How to draw a code. Colours are `#rrggbb`; `size` is pixels, `margin` modules. */
export interface QrImageOptions {
  /** Width and height in pixels. PNG needs one; an SVG without one scales to its container. */
  readonly size: number | undefined
  readonly margin: number
  readonly ecc: EccLevel
  readonly fg: string
  readonly bg: string
}

/** The defaults of the query options (a quiet zone of 4 modules is what ISO/IEC 18004 asks for). */
export const QR_DEFAULTS = { pngSize: 512, margin: 4, ecc: "M", fg: "#000000", bg: "#ffffff" } as const

/** The least contrast ratio accepted between `fg` and `bg` (WCAG AA for text; scanners need about as much). */
export const MIN_CONTRAST = 4.5

/** Options that would draw an unscannable code; each issue names the query parameter to change. */
export class QrImageRefused extends Data.TaggedError("QrImageRefused")<{
  readonly errors: ReadonlyArray<FieldIssue>
}> {}

/** One sRGB channel (0 to 255) linearised, as WCAG's relative luminance defines it. */
const linear = (channel: number): number => {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of a `#rrggbb` colour: 0 for black, 1 for white. */
export const relativeLuminance = (hex: string): number => {
  const value = Number.parseInt(hex.slice(1), 16)
  return 0.2126 * linear((value >> 16) & 255) + 0.7152 * linear((value >> 8) & 255) + 0.0722 * linear(value & 255)
}

/** WCAG contrast ratio of two colours, from 1 (same luminance) to 21 (black on white). */
export const contrastRatio = (a: string, b: string): number => {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)]
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/**
 * Why the colours cannot be used, naming both: light modules on a dark
 * background (many scanners only read dark on light), or a contrast below
 * `MIN_CONTRAST`. Empty when they are fine.
 */
export const colourIssues = (fg: string, bg: string): ReadonlyArray<FieldIssue> => {
  if (relativeLuminance(fg) > relativeLuminance(bg)) {
    const why = "many scanners cannot read light modules on a dark background"
    return [
      { path: "fg", message: `must be darker than bg: ${why}` },
      { path: "bg", message: `must be lighter than fg: ${why}` }
    ]
  }
  const ratio = contrastRatio(fg, bg)
  if (ratio >= MIN_CONTRAST) return []
  const message = `contrast between fg and bg is ${ratio.toFixed(2)}:1, at least ${MIN_CONTRAST}:1 is needed to scan`
  return [
    { path: "fg", message },
    { path: "bg", message }
  ]
}

/** The symbol of `url` at the level; a link too long for any QR code version is refused on `ecc`. */
const encode = (url: string, ecc: EccLevel) =>
  Effect.try({
    try: () => QRCode.create(url, { errorCorrectionLevel: ecc }),
    catch: () =>
      new QrImageRefused({
        errors: [{ path: "ecc", message: "the link does not fit in a QR code at this level; choose a lower one" }]
      })
  })

/** Checks the options against the symbol: the colours, and at least one pixel per module. */
const checked = Effect.fnUntraced(function* (url: string, options: QrImageOptions) {
  const colours = colourIssues(options.fg, options.bg)
  if (colours.length > 0) return yield* new QrImageRefused({ errors: colours })
  const symbol = yield* encode(url, options.ecc)
  const modules = symbol.modules.size + 2 * options.margin
  if (options.size !== undefined && options.size < modules) {
    return yield* new QrImageRefused({
      errors: [{ path: "size", message: `must be at least ${modules} pixels: this code is ${modules} modules wide` }]
    })
  }
  return { errorCorrectionLevel: options.ecc, margin: options.margin, color: { dark: options.fg, light: options.bg } }
})

/** The code as an SVG document: its viewBox counts modules (quiet zone included), `size` sets width and height. */
export const renderSvg = (url: string, options: QrImageOptions): Effect.Effect<string, QrImageRefused> =>
  Effect.flatMap(checked(url, options), (drawing) =>
    Effect.promise(() =>
      QRCode.toString(url, { ...drawing, type: "svg", ...(options.size === undefined ? {} : { width: options.size }) })
    )
  )

/** The code as a PNG of `size` (default 512) pixels square. */
export const renderPng = (url: string, options: QrImageOptions): Effect.Effect<Uint8Array, QrImageRefused> => {
  const sized = { ...options, size: options.size ?? QR_DEFAULTS.pngSize }
  return Effect.flatMap(checked(url, sized), (drawing) =>
    Effect.promise(() => QRCode.toBuffer(url, { ...drawing, type: "png", width: sized.size }))
  )
}
