/** Brand endpoints on the `Brands` use cases. */
import { Brands, Paging } from "@elabel/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { asCaller, locations, pick, withLocation } from "./handlerSupport.ts"

/** The `brands` group. */
export const BrandsHandlers = HttpApiBuilder.group(
  ElabelApi,
  "brands",
  Effect.fn(function* (handlers) {
    const brands = yield* Brands
    return handlers.handleAll({
      list: ({ query }) =>
        asCaller((actor) => brands.list(actor, pick(query, ["workspace_id"]), Paging.pageRequest(query))),
      create: ({ payload }) =>
        asCaller((actor) => brands.create(actor, payload)).pipe(withLocation((brand) => locations.brand(brand.id))),
      get: ({ params }) => asCaller((actor) => brands.get(actor, params.id)),
      patch: ({ params, payload }) => asCaller((actor) => brands.patch(actor, params.id, payload)),
      publish: ({ params }) => asCaller((actor) => brands.publish(actor, params.id)),
      unpublish: ({ params }) => asCaller((actor) => brands.unpublish(actor, params.id))
    })
  })
)
