/**
 * QR code images of labels, formats and marketing codes, as SVG and PNG
 * (api-decisions: "Public, unauthenticated routes", QR images). Authenticated
 * like every /v1 route: any member may fetch them, viewers included.
 */
import { FormatId, LabelId, QrCodeId } from "@elabel/domain"
import { Schema, SchemaTransformation } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import { alwaysProblems, InvalidQueryProblem, NotFoundProblem } from "./Problems.ts"
import { intParam } from "./QueryParams.ts"

/** Error correction levels: L recovers about 7 % of the symbol, M 15 %, Q 25 %, H 30 %. */
export const EccLevel = Schema.Literals(["L", "M", "Q", "H"]).annotate({
  description: "error correction level: L (7 %), M (15 %, default), Q (25 %) or H (30 %)"
})
export type EccLevel = typeof EccLevel.Type

/** `#rrggbb` or `rrggbb` in any case (send `#` as `%23`), decoded to lower-case `#rrggbb`. */
export const hexColourParam = (description: string) =>
  Schema.String.check(Schema.isPattern(/^#?[0-9a-fA-F]{6}$/u, { expected: "a colour as #rrggbb or rrggbb" }))
    .annotate({ description: `${description}: #rrggbb or rrggbb (send # as %23)` })
    .pipe(
      Schema.decodeTo(
        Schema.String,
        SchemaTransformation.transform({
          decode: (s) => `#${s.replace(/^#/u, "").toLowerCase()}`,
          encode: (s) => s
        })
      )
    )

/** Smallest and largest `size` in pixels. */
export const QR_SIZE = { minimum: 64, maximum: 4096 } as const

/** Largest `margin` (quiet zone) in modules. */
export const QR_MAX_MARGIN = 16

/** The options every QR image endpoint takes; defaults are applied by the handlers (see `QR_OPTIONS_DOC`). */
export const qrImageQuery = {
  size: Schema.optionalKey(intParam(QR_SIZE.minimum, QR_SIZE.maximum)),
  margin: Schema.optionalKey(intParam(0, QR_MAX_MARGIN)),
  ecc: Schema.optionalKey(EccLevel),
  fg: Schema.optionalKey(hexColourParam("colour of the dark modules (default #000000)")),
  bg: Schema.optionalKey(hexColourParam("background colour (default #ffffff)"))
}

/** What the options mean, for the OpenAPI description of each endpoint. */
const QR_OPTIONS_DOC =
  `\`size\`: width and height in pixels, ${QR_SIZE.minimum} to ${QR_SIZE.maximum} (PNG default 512; an SVG ` +
  "without it scales to its container, its viewBox counting modules). `margin`: the quiet zone in modules " +
  `(default 4). \`ecc\`: error correction level (default M). \`fg\` must be darker than \`bg\`, with a ` +
  "contrast of at least 4.5:1; a refused option answers 400 `invalid-query` naming it."

/** Private: the image shows what the caller may see; a short lifetime, since the ref or GTIN can change. */
export const QR_CACHE_CONTROL = "private, max-age=300"

const cacheHeaders = { "cache-control": Schema.String }

/** An SVG document; its viewBox counts modules, so it scales without loss. */
export const SvgImage = HttpApiSchema.WithHeaders(
  Schema.String.pipe(HttpApiSchema.asText({ contentType: "image/svg+xml" })),
  cacheHeaders
)

/** A PNG image. */
export const PngImage = HttpApiSchema.WithHeaders(
  Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "image/png" })),
  cacheHeaders
)

const errors = [InvalidQueryProblem, NotFoundProblem, ...alwaysProblems] as const

const image = <
  const Name extends string,
  const Path extends `/${string}`,
  P extends Schema.Top,
  S extends typeof SvgImage | typeof PngImage
>(
  name: Name,
  path: Path,
  id: P,
  success: S,
  what: string
) =>
  HttpApiEndpoint.get(name, path, { params: { id }, query: qrImageQuery, success, error: errors })
    .annotate(OpenApi.Summary, `${what} as ${success === SvgImage ? "SVG" : "PNG"}`)
    .annotate(OpenApi.Description, QR_OPTIONS_DOC)

const labelCode =
  "QR code of a label: its GS1 Digital Link when the label uses one and it opens the label's page, else its short link"
const formatCode =
  "QR code of a format: its GS1 Digital Link when the label uses one and it opens the format's own page (the format has a GTIN of its own), else its short link"
const marketingCode = "QR code of a marketing code: its short link (drafts too, for proofs)"

/** The six image endpoints. */
export class QrImagesApi extends HttpApiGroup.make("qrImages")
  .add(
    image("labelSvg", "/v1/labels/:id/qr.svg", LabelId, SvgImage, labelCode),
    image("labelPng", "/v1/labels/:id/qr.png", LabelId, PngImage, labelCode),
    image("formatSvg", "/v1/label-formats/:id/qr.svg", FormatId, SvgImage, formatCode),
    image("formatPng", "/v1/label-formats/:id/qr.png", FormatId, PngImage, formatCode),
    image("marketingSvg", "/v1/marketing-qr-codes/:id/qr.svg", QrCodeId, SvgImage, marketingCode),
    image("marketingPng", "/v1/marketing-qr-codes/:id/qr.png", QrCodeId, PngImage, marketingCode)
  )
  .middleware(Authorization)
  .annotateMerge(
    OpenApi.annotations({
      title: "QR images",
      description: "QR codes as SVG or PNG, for any member of the workspace (viewers included)."
    })
  ) {}
