/**
 * The back label's print kit (issue 29): the QR block with the words the
 * law wants beside it, as PDF or SVG, one at a time or a workspace's as a
 * zip; and the numbers it prints as data (`/nutrition`).
 */
import { BrandId, FormatId, LabelId, Locale, PrintKit, WorkspaceId } from "@elabel/domain"
import { Schema, SchemaTransformation } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import {
  alwaysProblems,
  InvalidQueryProblem,
  KitDoesNotFitProblem,
  LabelIncompleteProblem,
  NotFoundProblem
} from "./Problems.ts"
import { booleanParam, intParam } from "./QueryParams.ts"

/** Splits a comma-separated query value into its items. */
const commaSeparated = SchemaTransformation.transform({
  decode: (s: string): ReadonlyArray<string> => s.split(","),
  encode: (items: ReadonlyArray<string>): string => items.join(",")
})

/** `lang`: one or more of the 24 official EU languages, comma-separated. */
const languagesParam = (description: string) =>
  Schema.String.annotate({ description }).pipe(
    Schema.decodeTo(Schema.Array(Schema.String), commaSeparated),
    Schema.decodeTo(Schema.Array(Schema.Literals(Locale.OFFICIAL_EU_LANGUAGES)).check(Schema.isMinLength(1)))
  )

/** `label_id`: label ids, comma-separated. */
const labelIdsParam = Schema.String.annotate({ description: "only these labels, comma-separated ids" }).pipe(
  Schema.decodeTo(Schema.Array(Schema.String), commaSeparated),
  Schema.decodeTo(Schema.Array(LabelId).check(Schema.isMinLength(1)))
)

/** A length in millimetres with at most two decimals, within bounds. */
const mmParam = (minimum: number, maximum: number, what: string) =>
  Schema.String.check(
    Schema.isPattern(/^(0|[1-9][0-9]{0,3})(\.[0-9]{1,2})?$/u, { expected: "a length in mm, e.g. 20 or 22.5" })
  )
    .annotate({ description: `${what}: millimetres from ${minimum} to ${maximum}, at most two decimals` })
    .pipe(
      Schema.decodeTo(
        Schema.Number.check(Schema.isBetween({ minimum, maximum })),
        SchemaTransformation.numberFromString
      )
    )

/** The options every kit endpoint takes (the zip with its filter besides). */
export const kitQuery = {
  lang: Schema.optionalKey(
    languagesParam("languages of the words, comma-separated, in print order (default: the label's locale)")
  ),
  size_mm: Schema.optionalKey(mmParam(5, 200, "side of the code without its quiet zone (default 20)")),
  quiet_zone: Schema.optionalKey(intParam(PrintKit.MIN_QUIET_ZONE, 16)),
  colour: Schema.optionalKey(
    Schema.Literals(["k", "rgb"]).annotate({ description: "`k`: 100 % K in DeviceCMYK (default); `rgb`: RGB black" })
  ),
  layout: Schema.optionalKey(
    Schema.Literals(["stacked", "side"]).annotate({ description: "words under the code (default) or beside it" })
  ),
  bleed_mm: Schema.optionalKey(mmParam(0, 10, "white margin around the block (default 0)")),
  text_width_mm: Schema.optionalKey(mmParam(5, 500, "width of the words' column (default: the code's width)")),
  small_pack: Schema.optionalKey(booleanParam),
  volume: Schema.optionalKey(booleanParam),
  alcohol: Schema.optionalKey(booleanParam),
  packaging: Schema.optionalKey(booleanParam)
}

/** The filter of a workspace's zip. */
export const zipQuery = {
  ...kitQuery,
  label_id: Schema.optionalKey(labelIdsParam),
  brand_id: Schema.optionalKey(BrandId),
  published: Schema.optionalKey(booleanParam)
}

const cacheHeaders = { "cache-control": Schema.String, "content-disposition": Schema.String }

/** A kit as PDF. */
export const KitPdf = HttpApiSchema.WithHeaders(
  Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/pdf" })),
  cacheHeaders
)

/** A kit as SVG. */
export const KitSvg = HttpApiSchema.WithHeaders(
  Schema.String.pipe(HttpApiSchema.asText({ contentType: "image/svg+xml" })),
  cacheHeaders
)

/** The zip (streamed). */
export const KitZip = Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/zip" }))

const errors = [
  InvalidQueryProblem,
  NotFoundProblem,
  LabelIncompleteProblem,
  KitDoesNotFitProblem,
  ...alwaysProblems
] as const

/** What every kit endpoint's description says. */
export const KIT_DOC =
  "The block a designer places on the back label: the QR code (the link the QR image endpoints encode: the short " +
  'link, or the uncompressed GS1 Digital Link), introduced by the word for "ingredients" in each language of ' +
  '`lang`, with the energy per 100 ml in kJ and kcal and "Contains: …" naming the allergens (the consumer page\'s ' +
  "own terms and figures). Text is set at an x-height of 1.2 mm (0.9 mm with `small_pack=true`), measured from the " +
  "embedded font; the code's modules are at least 0.25 mm. Options that cannot give that answer 422 " +
  "`print-kit-does-not-fit` naming what to change; a label without ingredients or energy 422 `label-incomplete`. " +
  "Deterministic: the same label and options give the same bytes. A draft's kit is allowed and says \"not yet " +
  'published" in its metadata, never on the block. `volume`, `alcohol` and `packaging` add those lines.'

const kit = <
  const Name extends string,
  const Path extends `/${string}`,
  P extends Schema.Top,
  S extends typeof KitPdf | typeof KitSvg
>(
  name: Name,
  path: Path,
  id: P,
  success: S,
  what: string
) =>
  HttpApiEndpoint.get(name, path, { params: { id }, query: kitQuery, success, error: errors })
    .annotate(OpenApi.Summary, `${what} as ${success === KitPdf ? "vector PDF" : "SVG (millimetres)"}`)
    .annotate(OpenApi.Description, `${what} as ${success === KitPdf ? "PDF" : "SVG"}. ${KIT_DOC}`)

/** The print kit endpoints and the bottle's numbers. */
export class PrintKitsApi extends HttpApiGroup.make("printKits")
  .add(
    kit("labelPdf", "/v1/labels/:id/print-kit.pdf", LabelId, KitPdf, "Print kit of a label's code"),
    kit("labelSvg", "/v1/labels/:id/print-kit.svg", LabelId, KitSvg, "Print kit of a label's code"),
    kit("formatPdf", "/v1/label-formats/:id/print-kit.pdf", FormatId, KitPdf, "Print kit of a format's own code"),
    kit("formatSvg", "/v1/label-formats/:id/print-kit.svg", FormatId, KitSvg, "Print kit of a format's own code"),
    HttpApiEndpoint.get("workspaceZip", "/v1/workspaces/:id/print-kits.zip", {
      params: { id: WorkspaceId },
      query: zipQuery,
      success: KitZip,
      error: [InvalidQueryProblem, NotFoundProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "Print kits of a workspace's labels as one zip (streamed), with a CSV index")
      .annotate(
        OpenApi.Description,
        "One PDF per label, and one per format with a code of its own, with the options of the single kit; " +
          "`label_id` (comma-separated), `brand_id` and `published=true` filter the labels. `index.csv` (the last " +
          "entry) lists file, label_id, format_id, link and status: `ok`, or why a label has no kit (`label-incomplete`, " +
          "`print-kit-does-not-fit`) with the detail. Streamed label page by label page: memory stays flat however " +
          "many labels there are."
      ),
    HttpApiEndpoint.get("nutrition", "/v1/labels/:id/nutrition", {
      params: { id: LabelId },
      query: {
        lang: Schema.optionalKey(
          languagesParam("languages of the allergen names, comma-separated (default: all 24 official EU languages)")
        )
      },
      success: PrintKit.LabelNutrition,
      error: [InvalidQueryProblem, NotFoundProblem, LabelIncompleteProblem, ...alwaysProblems]
    })
      .annotate(OpenApi.Summary, "The numbers for the bottle: energy, nutrients as rounded, allergens per language")
      .annotate(
        OpenApi.Description,
        "What the print kit and the consumer page print, as data for an ERP or a designer's tool: the energy per " +
          "100 ml in whole kJ and kcal (computed, or as entered with `calculate_manually`), each nutrient rounded " +
          "as the page rounds it, and the allergens in each language of `lang` (default: the 24 official EU " +
          "languages). Published or draft. A label with no value to declare answers 422 `label-incomplete`."
      )
  )
  .middleware(Authorization)
  .annotateMerge(
    OpenApi.annotations({
      title: "Print kits",
      description:
        "The back label: a print-ready QR block with what the law requires next to it, and its numbers as data."
    })
  ) {}
