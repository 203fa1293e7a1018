/**
 * A kit as a one-page vector PDF (PDFKit): the page is the block plus its
 * bleed, in points, with the block as the TrimBox and the page as the
 * BleedBox; the code's modules are filled rectangles and the words real text
 * in an embedded subset of the kit's font, both black as 100 % K in
 * DeviceCMYK (or RGB black). Deterministic: the dates are the label's last
 * change and the file ID is derived from the document information, so the
 * same label and options give the same bytes.
 */
import type { PrintKit } from "@elabel/domain"
import { Effect } from "effect"
import PDFDocument from "pdfkit"
import { KIT_FONT_FILES } from "./KitFont.ts"

/** Points per millimetre. */
const PT = 72 / 25.4

/** What the PDF's document information says. */
export interface KitPdfInfo {
  readonly title: string
  /** The link the code encodes. */
  readonly link: string
  /** The label's last change: the file's creation and modification date. */
  readonly changedAt: Date
  /** A draft's kit says so in its metadata (never on the block). */
  readonly published: boolean
  readonly language: string
}

const pt = (mm: number): number => Math.round(mm * PT * 1000) / 1000

/** A font size in points, rounded up to the 0.01 pt PDFKit writes: rounding down would set text below the legal x-height. */
const fontPt = (mm: number): number => Math.ceil(mm * PT * 100 - 1e-9) / 100

/** The PDF of a laid-out kit. */
export const kitPdf = (geometry: PrintKit.KitGeometry, colour: PrintKit.KitColour, info: KitPdfInfo) =>
  Effect.callback<Uint8Array>((resume) => {
    const doc = new PDFDocument({
      size: [pt(geometry.width), pt(geometry.height)],
      margin: 0,
      compress: true,
      pdfVersion: "1.7",
      lang: info.language,
      font: KIT_FONT_FILES.regular,
      info: {
        Title: info.title,
        Subject: info.published
          ? `E-label QR block: ${info.link}`
          : `Not yet published: the label is a draft; its link answers only once it is published. ${info.link}`,
        Keywords: info.published ? "e-label, QR code" : "e-label, QR code, not yet published",
        Creator: "elabel",
        Producer: "elabel (PDFKit)",
        CreationDate: info.changedAt,
        ModDate: info.changedAt
      }
    })
    const chunks: Array<Uint8Array> = []
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk))
    doc.on("end", () => resume(Effect.succeed(Buffer.concat(chunks))))
    const page = doc.page.dictionary.data as Record<string, unknown>
    const { trim } = geometry
    // PDF boxes count from the bottom-left corner.
    page.TrimBox = [
      pt(trim.x),
      pt(geometry.height - trim.y - trim.height),
      pt(trim.x + trim.width),
      pt(geometry.height - trim.y)
    ]
    page.BleedBox = [0, 0, pt(geometry.width), pt(geometry.height)]
    const black: [number, number, number, number] | string = colour === "k" ? [0, 0, 0, 100] : "#000000"
    for (const rect of geometry.modules) doc.rect(pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height))
    doc.fill(black)
    doc.fillColor(black)
    for (const text of geometry.texts) {
      doc
        .font(KIT_FONT_FILES[text.weight])
        .fontSize(fontPt(text.size))
        .text(text.text, pt(text.x), pt(text.y), { lineBreak: false, baseline: "alphabetic" })
    }
    doc.end()
  })
