/**
 * A print kit from its source: the domain decides the words
 * (`printKitContent`) and the geometry (`layoutPrintKit`); the project's QR
 * encoder (`qrcode`, as the QR image endpoints) gives the module matrix; the
 * PDF or SVG renderer draws the geometry. Errors stay the domain's: a label
 * lacking what the kit prints (`LabelIncomplete`, write `print`), options
 * that cannot give a kit at the legal sizes (`KitDoesNotFit`).
 */
import { type KitSource, LabelIncomplete, PrintKit } from "@elabel/domain"
import { Effect, Result } from "effect"
import QRCode from "qrcode"
import { kitMetrics } from "./KitFont.ts"
import { kitPdf } from "./KitPdf.ts"
import { kitSvg } from "./KitSvg.ts"

/** The error correction of the kit's code: M, the QR image endpoints' default. */
const ECC = "M"

/** The module matrix of the link (a link too long for any QR version is a defect: links are short). */
export const qrSymbol = (link: string): PrintKit.QrSymbol => {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: ECC })
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 }
}

/** The geometry of a source's kit, or why there is none. */
export const kitGeometry = (source: KitSource, options: PrintKit.PrintKitOptions) =>
  Effect.gen(function* () {
    const content = PrintKit.printKitContent(source.snapshot, source.format, source.link, options)
    if (Result.isFailure(content)) return yield* new LabelIncomplete({ errors: content.failure, write: "print" })
    const laid = PrintKit.layoutPrintKit(content.success, qrSymbol(source.link), kitMetrics, options)
    return Result.isFailure(laid) ? yield* laid.failure : laid.success
  })

/** The title of a kit: the label's name, and the format's volume when the kit is a format's. */
export const kitTitle = (source: KitSource): string =>
  source.format === null || source.format.quantity === null
    ? `${source.label.name}: e-label QR block`
    : `${source.label.name}, ${source.format.quantity} ml: e-label QR block`

/** The kit as PDF bytes. */
export const renderKitPdf = (source: KitSource, options: PrintKit.PrintKitOptions) =>
  Effect.flatMap(kitGeometry(source, options), (geometry) =>
    kitPdf(geometry, options.colour, {
      title: kitTitle(source),
      link: source.link,
      changedAt: new Date(source.label.updated_at ?? source.label.created_at ?? 0),
      published: source.label.is_published,
      language: options.languages[0] ?? "en"
    })
  )

/** The kit as an SVG document. */
export const renderKitSvg = (source: KitSource, options: PrintKit.PrintKitOptions) =>
  Effect.map(kitGeometry(source, options), (geometry) =>
    kitSvg(geometry, { title: kitTitle(source), link: source.link, published: source.label.is_published })
  )
