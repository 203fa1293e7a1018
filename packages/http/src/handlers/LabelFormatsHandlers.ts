/**
 * Format endpoints addressed by the format's own id, on the `Formats` use
 * cases. Adding a format goes through its label (`LabelsHandlers.addFormat`).
 */
import { Formats } from "@elabel/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { asCaller } from "./handlerSupport.ts"

/** The `labelFormats` group. */
export const LabelFormatsHandlers = HttpApiBuilder.group(
  ElabelApi,
  "labelFormats",
  Effect.fn(function* (handlers) {
    const formats = yield* Formats
    return handlers.handleAll({
      get: ({ params }) => asCaller((actor) => formats.get(actor, params.id)),
      patch: ({ params, payload }) => asCaller((actor) => formats.patch(actor, params.id, payload)),
      delete: ({ params }) => asCaller((actor) => formats.delete(actor, params.id))
    })
  })
)
