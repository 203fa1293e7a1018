/** Media endpoints on the `Medias` use cases; uploads inspected with file-type and sharp. */
import { MediaInspector, MediaLimits, Medias, Paging } from "@elabel/domain"
import { Effect, Stream } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { configuredMediaLimits } from "../media/MediaLimitsConfig.ts"
import { sharpInspector } from "../media/SharpInspector.ts"
import { asCaller, locations, withLocation } from "./handlerSupport.ts"

/** The declared type of a body, without parameters, lower case. */
const declaredType = (request: HttpServerRequest.HttpServerRequest): string =>
  (request.headers["content-type"] ?? "").split(";", 1)[0]!.trim().toLowerCase()

/** The `media` group. */
export const MediaHandlers = HttpApiBuilder.group(
  ElabelApi,
  "media",
  Effect.fn(function* (handlers) {
    const medias = yield* Medias
    const limits = yield* configuredMediaLimits
    const configured = <A, E, R>(self: Effect.Effect<A, E, R>) =>
      self.pipe(Effect.provideService(MediaLimits, limits), Effect.provideService(MediaInspector, sharpInspector))
    return handlers.handleAll({
      upload: ({ params, query, payload }) =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const length = request.headers["content-length"]
          return yield* asCaller((actor) =>
            configured(
              medias.upload(actor, params.id, {
                declared: declaredType(request),
                filename: query.filename,
                declaredBytes: length === undefined ? undefined : Number(length),
                // The endpoint sets no framework limit (the domain's is per kind), so this never fails.
                body: Stream.orDie(payload)
              })
            )
          ).pipe(withLocation((media) => locations.media(media.id)))
        }),
      list: ({ params, query }) =>
        asCaller((actor) => medias.list(actor, params.id, query.kind, Paging.pageRequest(query))),
      get: ({ params }) => asCaller((actor) => medias.get(actor, params.id)),
      patch: ({ params, payload }) => asCaller((actor) => medias.patch(actor, params.id, payload)),
      delete: ({ params }) => asCaller((actor) => medias.remove(actor, params.id))
    })
  })
)
