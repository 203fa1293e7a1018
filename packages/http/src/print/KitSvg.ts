/**
 * A kit as SVG, in millimetres (`width="…mm"`, a viewBox counting mm), with
 * the PDF's geometry. The words are the font's own glyph outlines, placed as
 * the PDF places its text, so the file looks the same in any tool whether or
 * not the font is installed; each line keeps its text as `aria-label` (and
 * its language), so it stays searchable and accessible. SVG has no CMYK: the
 * black is `#000000`; a printer who needs 100 % K takes the PDF.
 */
import type { PrintKit } from "@elabel/domain"
import { kitFonts } from "./KitFont.ts"

const n = (value: number): string => String(Math.round(value * 1e4) / 1e4)

const escape = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** What the SVG's metadata says. */
export interface KitSvgInfo {
  readonly title: string
  readonly link: string
  readonly published: boolean
}

/** The SVG of a laid-out kit. */
export const kitSvg = (geometry: PrintKit.KitGeometry, info: KitSvgInfo): string => {
  const glyphs = new Map<string, string>()
  const lines: Array<string> = []
  for (const text of geometry.texts) {
    const font = kitFonts[text.weight]
    const scale = text.size / font.unitsPerEm
    const run = font.layout(text.text)
    const uses: Array<string> = []
    let x = text.x
    run.glyphs.forEach((glyph, index) => {
      const position = run.positions[index]
      const key = `${text.weight === "bold" ? "b" : "r"}${glyph.id}`
      if (!glyphs.has(key)) glyphs.set(key, glyph.path.toSVG())
      const gx = x + (position?.xOffset ?? 0) * scale
      const gy = text.y - (position?.yOffset ?? 0) * scale
      if (glyph.path.commands.length > 0) {
        uses.push(`<use href="#${key}" transform="matrix(${n(scale)} 0 0 ${n(-scale)} ${n(gx)} ${n(gy)})"/>`)
      }
      x += (position?.xAdvance ?? glyph.advanceWidth) * scale
    })
    const lang = text.language === null ? "" : ` lang="${text.language}"`
    lines.push(`<g role="img" aria-label="${escape(text.text)}"${lang}>${uses.join("")}</g>`)
  }
  const modules = geometry.modules
    .map((rect) => `M${n(rect.x)} ${n(rect.y)}h${n(rect.width)}v${n(rect.height)}h${n(-rect.width)}z`)
    .join("")
  const defs = [...glyphs.entries()].map(([key, d]) => `<path id="${key}" d="${d}"/>`).join("")
  const note = info.published
    ? ""
    : "Not yet published: the label is a draft; its link answers only once it is published. "
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(geometry.width)}mm" height="${n(geometry.height)}mm" viewBox="0 0 ${n(geometry.width)} ${n(geometry.height)}">`,
    `<title>${escape(info.title)}</title>`,
    `<metadata>${escape(`${note}E-label QR block: ${info.link}`)}</metadata>`,
    `<defs>${defs}</defs>`,
    `<rect x="0" y="0" width="${n(geometry.width)}" height="${n(geometry.height)}" fill="#ffffff"/>`,
    `<path d="${modules}" fill="#000000"/>`,
    `<g fill="#000000">${lines.join("")}</g>`,
    `</svg>`,
    ""
  ].join("\n")
}
