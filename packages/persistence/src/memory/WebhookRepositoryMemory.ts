import { WebhookRepository } from "@elabel/domain"
import { Effect, HashMap, Layer, Option } from "effect"
import { MemoryStore } from "./MemoryStore.ts"
import { pageBy } from "./queries.ts"

/** `WebhookRepository` on the memory store; deleting an endpoint deletes its deliveries. */
export const WebhookRepositoryMemory: Layer.Layer<WebhookRepository, never, MemoryStore> = Layer.effect(
  WebhookRepository,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    return WebhookRepository.of({
      insert: (webhook) =>
        store.modify((state) => [undefined, { ...state, webhooks: HashMap.set(state.webhooks, webhook.id, webhook) }]),
      findById: (id) => store.read((state) => HashMap.get(state.webhooks, id)),
      list: (workspace, page) =>
        store.read((state) =>
          pageBy(
            [...HashMap.values(state.webhooks)].filter((webhook) => webhook.workspace_id === workspace),
            (webhook) => [webhook.created_at, webhook.id],
            page
          )
        ),
      update: (id, changes) =>
        store.modify((state) => {
          const found = HashMap.get(state.webhooks, id)
          if (Option.isNone(found)) return [Option.none(), state]
          const updated = { ...found.value, ...changes }
          return [Option.some(updated), { ...state, webhooks: HashMap.set(state.webhooks, id, updated) }]
        }),
      delete: (id) =>
        store.modify((state) => [
          undefined,
          {
            ...state,
            webhooks: HashMap.remove(state.webhooks, id),
            deliveries: HashMap.filter(state.deliveries, (delivery) => delivery.webhook_id !== id)
          }
        ])
    })
  })
)
