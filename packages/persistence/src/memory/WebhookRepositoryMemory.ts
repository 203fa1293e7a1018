import { type Webhook, type WebhookId, WebhookRepository } from "@elabel/domain"
import { Effect, HashMap, Layer, Option } from "effect"
import { MemoryStore } from "./MemoryStore.ts"
import { pageBy } from "./queries.ts"
import { updateVersioned } from "./versioned.ts"

type Endpoint = Webhook.WebhookRecord

/**
 * `WebhookRepository` on the memory store: every change is one atomic
 * `modify`; updates are versioned; deleting an endpoint deletes its deliveries.
 */
export const WebhookRepositoryMemory: Layer.Layer<WebhookRepository, never, MemoryStore> = Layer.effect(
  WebhookRepository,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    /** Applies `next` to a stored endpoint in one step; none when it is not stored or `next` declines. */
    const change = (id: WebhookId, next: (webhook: Endpoint) => Endpoint | undefined) =>
      store.modify((state) => {
        const found = HashMap.get(state.webhooks, id)
        const updated = Option.isNone(found) ? undefined : next(found.value)
        if (updated === undefined) return [Option.none<Endpoint>(), state]
        return [Option.some(updated), { ...state, webhooks: HashMap.set(state.webhooks, id, updated) }]
      })
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
      update: (id, changes, expected) => change(id, (webhook) => updateVersioned<Endpoint>(webhook, changes, expected)),
      countFailedDelivery: (id, disableAt, reason) =>
        change(id, (webhook) => {
          const failures = webhook.consecutive_failures + 1
          const disabling = webhook.enabled && failures >= disableAt
          return {
            ...webhook,
            consecutive_failures: failures,
            enabled: webhook.enabled && !disabling,
            disabled_reason: disabling ? reason : webhook.disabled_reason,
            version: webhook.version + 1
          }
        }),
      resetFailures: (id) =>
        Effect.asVoid(
          change(id, (webhook) =>
            webhook.consecutive_failures === 0
              ? webhook
              : { ...webhook, consecutive_failures: 0, version: webhook.version + 1 }
          )
        ),
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
