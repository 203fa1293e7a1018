/**
 * The kit's typeface: DejaVu Sans Condensed (regular and bold) from the npm
 * package `dejavu-fonts-ttf`, which covers the Latin, Greek and Cyrillic
 * scripts of the 24 official EU languages (Irish and Maltese letters
 * included). Licence: the Bitstream Vera licence with DejaVu's changes in
 * the public domain (NOTICE). Condensed, because a back label is narrow.
 *
 * The metrics the layout needs come from the font itself through fontkit:
 * the x-height is the height of the glyph "x" (the font's OS/2 table is too
 * old to carry `sxHeight`), so the legal x-height is what is printed.
 */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import type { PrintKit } from "@elabel/domain"
import * as fontkit from "fontkit"

const fontDir = join(dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf")

/** The font files, by weight (PDFKit embeds a subset of each, from the same bytes fontkit measures). */
export const KIT_FONT_FILES: Readonly<Record<PrintKit.KitWeight, string>> = {
  regular: join(fontDir, "DejaVuSansCondensed.ttf"),
  bold: join(fontDir, "DejaVuSansCondensed-Bold.ttf")
}

const open = (path: string): fontkit.Font => {
  const font = fontkit.create(readFileSync(path))
  if (!("layout" in font)) throw new Error(`${path} is a font collection, not a font`)
  return font
}

/** The two faces, opened once per process. */
export const kitFonts: Readonly<Record<PrintKit.KitWeight, fontkit.Font>> = {
  regular: open(KIT_FONT_FILES.regular),
  bold: open(KIT_FONT_FILES.bold)
}

const em = kitFonts.regular.unitsPerEm

/** The metrics of the faces, in ems, as the domain's layout reads them. */
export const kitMetrics: PrintKit.FontMetrics = {
  xHeight: kitFonts.regular.glyphForCodePoint(0x78).bbox.maxY / em,
  ascent: kitFonts.regular.ascent / em,
  descent: -kitFonts.regular.descent / em,
  width: (text, weight) => kitFonts[weight].layout(text).advanceWidth / kitFonts[weight].unitsPerEm
}
