/**
 * QR image endpoints: the `QrTargets` use cases say what a code encodes (and
 * who may see it), `QrImage` draws it. Options the code could not be scanned
 * with answer 400 `invalid-query` naming the parameter.
 */
import { QrTargets } from "@elabel/domain"
import { Effect } from "effect"
import { HttpApiBuilder, HttpApiSchema } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { InvalidQueryProblem } from "../api/Problems.ts"
import { type EccLevel, QR_CACHE_CONTROL } from "../api/QrImagesApi.ts"
import {
  colourIssues,
  QR_DEFAULTS,
  type QrImageOptions,
  QrImageRefused,
  renderPng,
  renderSvg
} from "../render/QrImage.ts"
import { asCaller } from "./handlerSupport.ts"

/** The decoded query of an image endpoint. */
interface ImageQuery {
  readonly size?: number
  readonly margin?: number
  readonly ecc?: EccLevel
  readonly fg?: string
  readonly bg?: string
}

const optionsOf = (query: ImageQuery): QrImageOptions => ({
  size: query.size,
  margin: query.margin ?? QR_DEFAULTS.margin,
  ecc: query.ecc ?? QR_DEFAULTS.ecc,
  fg: query.fg ?? QR_DEFAULTS.fg,
  bg: query.bg ?? QR_DEFAULTS.bg
})

const invalidQuery = (refused: QrImageRefused): InvalidQueryProblem => {
  const n = new Set(refused.errors.map((issue) => issue.path)).size
  return new InvalidQueryProblem({
    detail: n === 1 ? "1 query parameter is invalid." : `${n} query parameters are invalid.`,
    errors: refused.errors
  })
}

/**
 * Draws the code of the target the caller may see, with the cache header of
 * every image. The colours are checked before the lookup, like the rest of
 * the query: a refusal does not depend on the resource.
 */
const drawn =
  <A>(render: (url: string, options: QrImageOptions) => Effect.Effect<A, QrImageRefused>) =>
  <E, R>(target: Effect.Effect<string, E, R>, query: ImageQuery) =>
    Effect.gen(function* () {
      const options = optionsOf(query)
      const colours = colourIssues(options.fg, options.bg)
      if (colours.length > 0) return yield* invalidQuery(new QrImageRefused({ errors: colours }))
      const body = yield* Effect.mapError(render(yield* target, options), invalidQuery)
      return HttpApiSchema.withHeaders({ body, headers: { "cache-control": QR_CACHE_CONTROL } })
    })

const svg = drawn(renderSvg)
const png = drawn(renderPng)

/** The `qrImages` group. */
export const QrImagesHandlers = HttpApiBuilder.group(
  ElabelApi,
  "qrImages",
  Effect.fn(function* (handlers) {
    const targets = yield* QrTargets
    return handlers.handleAll({
      labelSvg: ({ params, query }) =>
        svg(
          asCaller((actor) => targets.label(actor, params.id)),
          query
        ),
      labelPng: ({ params, query }) =>
        png(
          asCaller((actor) => targets.label(actor, params.id)),
          query
        ),
      formatSvg: ({ params, query }) =>
        svg(
          asCaller((actor) => targets.format(actor, params.id)),
          query
        ),
      formatPng: ({ params, query }) =>
        png(
          asCaller((actor) => targets.format(actor, params.id)),
          query
        ),
      marketingSvg: ({ params, query }) =>
        svg(
          asCaller((actor) => targets.marketingQrCode(actor, params.id)),
          query
        ),
      marketingPng: ({ params, query }) =>
        png(
          asCaller((actor) => targets.marketingQrCode(actor, params.id)),
          query
        )
    })
  })
)
