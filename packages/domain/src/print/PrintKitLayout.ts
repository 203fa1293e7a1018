/**
 * The geometry of a print kit, in millimetres from the page's top-left
 * corner: where each QR module and each line of words goes, at what size.
 * Both renderers (PDF and SVG) draw exactly this, so the two files agree.
 *
 * The words are set at the least legal x-height (`minXHeightMm`), their
 * size derived from the font's own x-height, and wrapped at spaces within
 * the column. What cannot be laid out at the legal sizes is refused with an
 * issue naming the option to change: never a kit with smaller text or
 * modules than allowed.
 */
import { Result, Schema } from "effect"
import { FieldIssue } from "../shared/errors.ts"
import type { KitLine, PrintKitContent } from "./PrintKitContent.ts"
import { MIN_MODULE_MM, MIN_QUIET_ZONE, minXHeightMm, type PrintKitOptions } from "./PrintKitOptions.ts"

/** The options cannot give a kit at the legal sizes; each issue names a query option to change and how. */
export class KitDoesNotFit extends Schema.TaggedError<KitDoesNotFit>()("KitDoesNotFit", {
  errors: Schema.Array(FieldIssue)
}) {}

/** What the layout needs of a font, in ems (multiples of the font size). */
export interface FontMetrics {
  /** Height of the lower-case x above the baseline. */
  readonly xHeight: number
  /** Height above the baseline of the tallest glyphs. */
  readonly ascent: number
  /** Depth below the baseline of the deepest glyphs (positive). */
  readonly descent: number
  /** Advance width of a text. */
  readonly width: (text: string, weight: KitWeight) => number
}

export type KitWeight = "regular" | "bold"

/** A QR symbol: `size` modules a side, `dark(row, column)` for each. */
export interface QrSymbol {
  readonly size: number
  readonly dark: (row: number, column: number) => boolean
}

/** A rectangle in mm. */
export interface KitRect {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** One line of words: its baseline's left end, its font size (the em) in mm. */
export interface KitText {
  readonly x: number
  readonly y: number
  readonly size: number
  readonly weight: KitWeight
  readonly text: string
  readonly language: string | null
}

/** The laid-out kit. */
export interface KitGeometry {
  /** The page: the block plus the bleed on every side. */
  readonly width: number
  readonly height: number
  /** The block itself (the trim box), inside the bleed. */
  readonly trim: KitRect
  /** The dark modules, merged into runs per row. */
  readonly modules: ReadonlyArray<KitRect>
  /** Side of one module. */
  readonly moduleMm: number
  /** The code with its quiet zone. */
  readonly code: KitRect
  readonly texts: ReadonlyArray<KitText>
  /** The x-height the words are set at. */
  readonly xHeightMm: number
}

/** Line pitch in ems: the font's ascent and descent plus a little air. */
const LEADING = 1.15
/** Space between two languages, in lines. */
const SECTION_GAP = 0.45

const round = (mm: number): number => Math.round(mm * 1e4) / 1e4

/** The dark modules as one rectangle per horizontal run, row by row. */
const moduleRuns = (symbol: QrSymbol, origin: { x: number; y: number }, module: number): Array<KitRect> => {
  const runs: Array<KitRect> = []
  for (let row = 0; row < symbol.size; row++) {
    let start = -1
    for (let column = 0; column <= symbol.size; column++) {
      const dark = column < symbol.size && symbol.dark(row, column)
      if (dark && start < 0) start = column
      if (!dark && start >= 0) {
        runs.push({
          x: round(origin.x + start * module),
          y: round(origin.y + row * module),
          width: round((column - start) * module),
          height: round(module)
        })
        start = -1
      }
    }
  }
  return runs
}

/** Words of a line packed greedily into lines no wider than `width` (em widths scaled by `size`). */
const wrap = (text: string, weight: KitWeight, width: number, size: number, metrics: FontMetrics) => {
  const lines: Array<string> = []
  const tooWide: Array<string> = []
  let current = ""
  for (const word of text.split(" ").filter((part) => part !== "")) {
    if (metrics.width(word, weight) * size > width) tooWide.push(word)
    const candidate = current === "" ? word : `${current} ${word}`
    if (current !== "" && metrics.width(candidate, weight) * size > width) {
      lines.push(current)
      current = word
    } else current = candidate
  }
  if (current !== "") lines.push(current)
  return { lines, tooWide }
}

const weightOf = (line: KitLine): KitWeight => (line.kind === "heading" ? "bold" : "regular")

/**
 * Lays out a kit, or names what to change: `size_mm` when the modules would
 * be under `MIN_MODULE_MM`, `quiet_zone` under `MIN_QUIET_ZONE`, and
 * `text_width_mm` when a word does not fit the column at the legal x-height.
 */
export const layoutPrintKit = (
  content: PrintKitContent,
  symbol: QrSymbol,
  metrics: FontMetrics,
  options: PrintKitOptions
): Result.Result<KitGeometry, KitDoesNotFit> => {
  const issues: Array<FieldIssue> = []
  const module = options.sizeMm / symbol.size
  if (module < MIN_MODULE_MM) {
    const least = Math.ceil(symbol.size * MIN_MODULE_MM * 10) / 10
    issues.push({
      path: "size_mm",
      message:
        `must be at least ${least} mm: this code is ${symbol.size} modules wide, and a module under ` +
        `${MIN_MODULE_MM} mm does not scan reliably once printed`
    })
  }
  if (options.quietZone < MIN_QUIET_ZONE) {
    issues.push({ path: "quiet_zone", message: `must be at least ${MIN_QUIET_ZONE} modules (ISO/IEC 18004)` })
  }
  const quiet = options.quietZone * module
  const outer = options.sizeMm + 2 * quiet
  const column = options.textWidthMm ?? outer
  const xHeight = minXHeightMm(options)
  const size = xHeight / metrics.xHeight
  const pitch = size * LEADING
  const lines = [...content.common, ...content.sections.flatMap((section) => section.lines)]
  const tooWide = new Set<string>()
  let widest = 0
  for (const line of lines) {
    for (const word of wrap(line.text, weightOf(line), column, size, metrics).tooWide) {
      tooWide.add(word)
      widest = Math.max(widest, metrics.width(word, weightOf(line)) * size)
    }
  }
  if (tooWide.size > 0) {
    const words = [...tooWide].map((word) => `"${word}"`).join(", ")
    issues.push({
      path: "text_width_mm",
      message:
        `must be at least ${Math.ceil(widest * 10) / 10} mm to hold ${words} at the legal x-height of ` +
        `${xHeight} mm (the column is ${round(column)} mm${options.textWidthMm === null ? ", the code's width" : ""})`
    })
  }
  if (issues.length > 0) return Result.fail(new KitDoesNotFit({ errors: issues }))

  const bleed = options.bleedMm
  const side = options.layout === "side"
  const textLeft = side ? outer : 0
  // The first baseline: one ascent below the column's top (under the code, or level with its modules).
  let baseline = (side ? quiet : outer) + metrics.ascent * size
  const texts: Array<KitText> = []
  const place = (line: KitLine, language: string | null) => {
    for (const text of wrap(line.text, weightOf(line), column, size, metrics).lines) {
      texts.push({
        x: round(bleed + textLeft),
        y: round(bleed + baseline),
        size: round(size),
        weight: weightOf(line),
        text,
        language
      })
      baseline += pitch
    }
  }
  for (const line of content.common) place(line, null)
  for (const [index, section] of content.sections.entries()) {
    if (index > 0 || content.common.length > 0) baseline += pitch * SECTION_GAP
    for (const line of section.lines) place(line, section.language)
  }
  const textBottom = baseline - pitch + metrics.descent * size
  const blockWidth = side ? outer + column : Math.max(outer, column)
  const blockHeight = side ? Math.max(outer, textBottom + quiet) : textBottom + metrics.descent * size
  return Result.succeed({
    width: round(blockWidth + 2 * bleed),
    height: round(blockHeight + 2 * bleed),
    trim: { x: bleed, y: bleed, width: round(blockWidth), height: round(blockHeight) },
    modules: moduleRuns(symbol, { x: bleed + quiet, y: bleed + quiet }, module),
    moduleMm: module,
    code: { x: bleed, y: bleed, width: round(outer), height: round(outer) },
    texts,
    xHeightMm: xHeight
  })
}
