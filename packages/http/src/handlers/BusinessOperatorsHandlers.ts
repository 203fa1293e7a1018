/** Business operator endpoints on the `BusinessOperators` use cases. */
import { BusinessOperators, Paging } from "@elabel/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { asCaller, locations, pick, withLocation } from "./handlerSupport.ts"

/** The `businessOperators` group. */
export const BusinessOperatorsHandlers = HttpApiBuilder.group(
  ElabelApi,
  "businessOperators",
  Effect.fn(function* (handlers) {
    const operators = yield* BusinessOperators
    return handlers.handleAll({
      list: ({ query }) =>
        asCaller((actor) => operators.list(actor, pick(query, ["workspace_id"]), Paging.pageRequest(query))),
      create: ({ payload }) =>
        asCaller((actor) => operators.create(actor, payload)).pipe(
          withLocation((operator) => locations.businessOperator(operator.id))
        ),
      get: ({ params }) => asCaller((actor) => operators.get(actor, params.id)),
      patch: ({ params, payload }) => asCaller((actor) => operators.patch(actor, params.id, payload)),
      delete: ({ params }) => asCaller((actor) => operators.remove(actor, params.id))
    })
  })
)
