/**
 * Print kits and the bottle's numbers on the `PrintKits` use cases: the
 * domain says what a kit prints and where; `print/` draws it. A label of
 * another workspace is 404, as everywhere.
 */
import { type KitSource, LabelIncomplete, Locale, PrintKit, PrintKits } from "@elabel/domain"
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder, HttpApiSchema } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import type { kitQuery } from "../api/PrintKitsApi.ts"
import { KitDoesNotFitProblem } from "../api/Problems.ts"
import { renderKitPdf, renderKitSvg } from "../print/KitRender.ts"
import { kitFileName, kitZip } from "../print/KitZip.ts"
import { asCaller } from "./handlerSupport.ts"
import { toProblem } from "./problemMapping.ts"

/** The decoded kit query. */
type KitQuery = { readonly [K in keyof typeof kitQuery]?: (typeof kitQuery)[K]["Type"] }

const official = (locale: string | null): ReadonlyArray<Locale.OfficialEuLanguage> => {
  const language = (locale ?? "").toLowerCase().split("-")[0] ?? ""
  return (Locale.OFFICIAL_EU_LANGUAGES as ReadonlyArray<string>).includes(language)
    ? [language as Locale.OfficialEuLanguage]
    : ["en"]
}

/** The options of a query, the label's locale standing in for a missing `lang`. */
export const kitOptions = (query: KitQuery, labelLocale: string | null): PrintKit.PrintKitOptions => ({
  languages: query.lang === undefined ? official(labelLocale) : [...new Set(query.lang)],
  sizeMm: query.size_mm ?? PrintKit.KIT_DEFAULTS.sizeMm,
  quietZone: query.quiet_zone ?? PrintKit.KIT_DEFAULTS.quietZone,
  colour: query.colour ?? PrintKit.KIT_DEFAULTS.colour,
  layout: query.layout ?? PrintKit.KIT_DEFAULTS.layout,
  bleedMm: query.bleed_mm ?? PrintKit.KIT_DEFAULTS.bleedMm,
  textWidthMm: query.text_width_mm ?? null,
  smallPack: query.small_pack ?? false,
  parts: {
    volume: query.volume ?? false,
    alcohol: query.alcohol ?? false,
    pictograms: false,
    packaging: query.packaging ?? false
  }
})

/** The problems of a kit that cannot be made. */
const kitProblem = (error: LabelIncomplete | PrintKit.KitDoesNotFit) =>
  error._tag === "KitDoesNotFit"
    ? new KitDoesNotFitProblem({
        detail: "The kit cannot be set at the legal sizes with these options (see errors): change them as each says.",
        errors: error.errors
      })
    : toProblem(error)

/** Kits change with the label: a short private lifetime, like the QR images. */
const KIT_CACHE_CONTROL = "private, max-age=300"

const answered =
  <A>(
    render: (
      source: KitSource,
      options: PrintKit.PrintKitOptions
    ) => Effect.Effect<A, LabelIncomplete | PrintKit.KitDoesNotFit>,
    extension: "pdf" | "svg"
  ) =>
  <E, R>(source: Effect.Effect<KitSource, E, R>, query: KitQuery) =>
    Effect.gen(function* () {
      const found = yield* source
      const body = yield* Effect.mapError(render(found, kitOptions(query, found.label.locale)), kitProblem)
      const file = kitFileName(found).replace(/\.pdf$/, `.${extension}`)
      return HttpApiSchema.withHeaders({
        body,
        headers: { "cache-control": KIT_CACHE_CONTROL, "content-disposition": `inline; filename="${file}"` }
      })
    })

const pdf = answered(renderKitPdf, "pdf")
const svg = answered(renderKitSvg, "svg")

/** The `printKits` group. */
export const PrintKitsHandlers = HttpApiBuilder.group(
  ElabelApi,
  "printKits",
  Effect.fn(function* (handlers) {
    const kits = yield* PrintKits
    return handlers.handleAll({
      labelPdf: ({ params, query }) =>
        pdf(
          asCaller((actor) => kits.label(actor, params.id)),
          query
        ),
      labelSvg: ({ params, query }) =>
        svg(
          asCaller((actor) => kits.label(actor, params.id)),
          query
        ),
      formatPdf: ({ params, query }) =>
        pdf(
          asCaller((actor) => kits.format(actor, params.id)),
          query
        ),
      formatSvg: ({ params, query }) =>
        svg(
          asCaller((actor) => kits.format(actor, params.id)),
          query
        ),
      workspaceZip: ({ params, query }) =>
        Effect.map(
          asCaller((actor) =>
            kits.workspace(actor, params.id, {
              labelIds: query.label_id,
              brandId: query.brand_id,
              publishedOnly: query.published
            })
          ),
          (sources) =>
            HttpServerResponse.stream(
              kitZip(sources, (source) => kitOptions(query, source.label.locale)),
              {
                contentType: "application/zip",
                headers: { "content-disposition": `attachment; filename="print-kits-${params.id}.zip"` }
              }
            )
        ),
      nutrition: ({ params, query }) =>
        Effect.gen(function* () {
          const found = yield* asCaller((actor) => kits.label(actor, params.id))
          const numbers = PrintKit.labelNutrition(found.snapshot, query.lang ?? Locale.OFFICIAL_EU_LANGUAGES)
          if (numbers !== null) return numbers
          const missing = PrintKit.kitMissing(found.snapshot)
          return yield* toProblem(new LabelIncomplete({ errors: missing, write: "print" }))
        })
    })
  })
)
