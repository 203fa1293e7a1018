/** Webhook endpoints on the `Webhooks` use cases. */
import { Paging, Webhooks } from "@elabel/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { asCaller, locations, withLocation } from "./handlerSupport.ts"

/** The `webhooks` group. */
export const WebhooksHandlers = HttpApiBuilder.group(
  ElabelApi,
  "webhooks",
  Effect.fn(function* (handlers) {
    const webhooks = yield* Webhooks
    return handlers.handleAll({
      list: ({ params, query }) => asCaller((actor) => webhooks.list(actor, params.id, Paging.pageRequest(query))),
      create: ({ params, payload }) =>
        asCaller((actor) => webhooks.create(actor, params.id, payload)).pipe(
          withLocation((created) => locations.webhook(params.id, created.id))
        ),
      get: ({ params }) => asCaller((actor) => webhooks.get(actor, params.id, params.webhook_id)),
      patch: ({ params, payload }) => asCaller((actor) => webhooks.patch(actor, params.id, params.webhook_id, payload)),
      delete: ({ params }) => asCaller((actor) => webhooks.delete(actor, params.id, params.webhook_id)),
      rotateSecret: ({ params }) => asCaller((actor) => webhooks.rotateSecret(actor, params.id, params.webhook_id)),
      deliveries: ({ params, query }) =>
        asCaller((actor) => webhooks.deliveries(actor, params.id, params.webhook_id, Paging.pageRequest(query))),
      redeliver: ({ params }) =>
        asCaller((actor) => webhooks.redeliver(actor, params.id, params.webhook_id, params.delivery_id))
    })
  })
)
