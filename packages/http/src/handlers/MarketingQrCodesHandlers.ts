/** Marketing QR code endpoints on the `MarketingQrCodes` use cases. */
import { MarketingQrCodes, Paging } from "@elabel/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { asCaller, locations, pick, withLocation } from "./handlerSupport.ts"

/** The `marketingQrCodes` group. */
export const MarketingQrCodesHandlers = HttpApiBuilder.group(
  ElabelApi,
  "marketingQrCodes",
  Effect.fn(function* (handlers) {
    const codes = yield* MarketingQrCodes
    return handlers.handleAll({
      list: ({ query }) =>
        asCaller((actor) => codes.list(actor, pick(query, ["workspace_id"]), Paging.pageRequest(query))),
      create: ({ payload }) =>
        asCaller((actor) => codes.create(actor, payload)).pipe(
          withLocation((code) => locations.marketingQrCode(code.id))
        ),
      get: ({ params }) => asCaller((actor) => codes.get(actor, params.id)),
      patch: ({ params, payload }) => asCaller((actor) => codes.patch(actor, params.id, payload)),
      delete: ({ params }) => asCaller((actor) => codes.delete(actor, params.id)),
      publish: ({ params }) => asCaller((actor) => codes.publish(actor, params.id)),
      unpublish: ({ params }) => asCaller((actor) => codes.unpublish(actor, params.id))
    })
  })
)
