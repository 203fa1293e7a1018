/** API keys on the `ApiKeys` use cases. */
import { ApiKeys, Paging } from "@elabel/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { asCaller, locations, withLocation } from "./handlerSupport.ts"

/** The `apiKeys` group. */
export const ApiKeysHandlers = HttpApiBuilder.group(
  ElabelApi,
  "apiKeys",
  Effect.fn(function* (handlers) {
    const keys = yield* ApiKeys
    return handlers.handleAll({
      list: ({ params, query }) => asCaller((actor) => keys.list(actor, params.id, Paging.pageRequest(query))),
      create: ({ params, payload }) =>
        asCaller((actor) => keys.create(actor, params.id, payload)).pipe(
          withLocation((created) => locations.apiKey(params.id, created.id))
        ),
      get: ({ params }) => asCaller((actor) => keys.get(actor, params.id, params.key_id)),
      revoke: ({ params }) => asCaller((actor) => keys.revoke(actor, params.id, params.key_id))
    })
  })
)
