import { type Webhook, WebhookRepository } from "@elabel/domain"
import { Effect, HashMap, Layer, Option } from "effect"
import { MemoryStore } from "./MemoryStore.ts"
import { pageBy } from "./queries.ts"
import { updateVersioned } from "./versioned.ts"

/** `WebhookRepository` on the memory store; updates are versioned; deleting an endpoint deletes its deliveries. */
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
      update: (id, changes, expected) =>
        store.modify((state) => {
          const found = HashMap.get(state.webhooks, id)
          const updated = Option.isNone(found)
            ? undefined
            : updateVersioned<Webhook.WebhookRecord>(found.value, changes, expected)
          if (updated === undefined) return [Option.none(), state]
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
