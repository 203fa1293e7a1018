/** Publish requests on the `PublishRequests` use cases. */
import { Paging, PublishRequests } from "@elabel/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { asCaller, locations, pick, withLocation } from "./handlerSupport.ts"

/** The `publishRequests` group. */
export const PublishRequestsHandlers = HttpApiBuilder.group(
  ElabelApi,
  "publishRequests",
  Effect.fn(function* (handlers) {
    const requests = yield* PublishRequests
    return handlers.handleAll({
      create: ({ params }) =>
        asCaller((actor) => requests.request(actor, params.id)).pipe(
          withLocation((created) => locations.publishRequest(created.id))
        ),
      listForLabel: ({ params, query }) =>
        asCaller((actor) => requests.listForLabel(actor, params.id, pick(query, ["state"]), Paging.pageRequest(query))),
      list: ({ params, query }) =>
        asCaller((actor) => requests.list(actor, params.id, pick(query, ["state"]), Paging.pageRequest(query))),
      get: ({ params }) => asCaller((actor) => requests.get(actor, params.id)),
      approve: ({ params }) => asCaller((actor) => requests.approve(actor, params.id)),
      reject: ({ params, payload }) => asCaller((actor) => requests.reject(actor, params.id, payload.note))
    })
  })
)
