/** `GET /v1/workspaces`, `GET` and `PATCH /v1/workspaces/{id}` on the `Workspaces` use cases. */
import { Paging, Workspaces } from "@elabel/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { asCaller } from "./handlerSupport.ts"

/** The `workspaces` group. */
export const WorkspacesHandlers = HttpApiBuilder.group(
  ElabelApi,
  "workspaces",
  Effect.fn(function* (handlers) {
    const workspaces = yield* Workspaces
    return handlers.handleAll({
      list: ({ query }) => asCaller((actor) => workspaces.list(actor, Paging.pageRequest(query))),
      get: ({ params }) => asCaller((actor) => workspaces.get(actor, params.id)),
      patch: ({ params, payload }) => asCaller((actor) => workspaces.patch(actor, params.id, payload))
    })
  })
)
