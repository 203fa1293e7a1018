import { Context, Effect, Layer, Option } from "effect"
import { InvalidInput, NotFound, type NotWritable, type PersistenceUnavailable, PlanLimit } from "../errors.ts"
import type { DeliveryId, UserId, WebhookId, WorkspaceId } from "../ids.ts"
import type { Paged, PageRequest } from "../Paging.ts"
import { EventOutbox } from "../ports/EventOutbox.ts"
import { IdGenerator } from "../ports/IdGenerator.ts"
import { Transactor } from "../ports/Transactor.ts"
import { WebhookRepository } from "../ports/WebhookRepository.ts"
import { WebhookUrlGuard } from "../ports/WebhookUrlGuard.ts"
import { WorkspaceRepository } from "../ports/WorkspaceRepository.ts"
import {
  newSecret,
  toWebhook,
  type Webhook,
  type WebhookCreate,
  type WebhookPatch,
  type WebhookRecord,
  type WebhookWithSecret
} from "../Webhook.ts"
import type { Delivery, DeliveryRecord } from "../WebhookDelivery.ts"
import { Access } from "./Access.ts"
import { toPageOf } from "./lists.ts"
import { currentTimestamp } from "./timestamp.ts"

type Read<A> = Effect.Effect<A, NotFound | PersistenceUnavailable>
type Write<A, E = never> = Effect.Effect<A, E | NotFound | NotWritable | PersistenceUnavailable>

const toDelivery = ({ workspace_id: _w, body: _b, ...delivery }: DeliveryRecord): Delivery => delivery

/**
 * Webhook endpoints of a workspace: any member reads them; creating,
 * changing, rotating and redelivering need a writing role and the
 * workspace's `feature_events`. An endpoint or delivery of another
 * workspace (or under another workspace's path) is `NotFound`, like an
 * unknown id. URLs pass the `WebhookUrlGuard` (no SSRF).
 */
export class Webhooks extends Context.Service<
  Webhooks,
  {
    readonly create: (
      actor: UserId,
      workspace: WorkspaceId,
      input: WebhookCreate
    ) => Write<WebhookWithSecret, PlanLimit | InvalidInput>
    readonly list: (actor: UserId, workspace: WorkspaceId, page: PageRequest) => Read<Paged<Webhook>>
    readonly get: (actor: UserId, workspace: WorkspaceId, id: WebhookId) => Read<Webhook>
    readonly patch: (
      actor: UserId,
      workspace: WorkspaceId,
      id: WebhookId,
      patch: WebhookPatch
    ) => Write<Webhook, PlanLimit | InvalidInput>
    readonly delete: (actor: UserId, workspace: WorkspaceId, id: WebhookId) => Write<void>
    readonly rotateSecret: (actor: UserId, workspace: WorkspaceId, id: WebhookId) => Write<WebhookWithSecret, PlanLimit>
    readonly deliveries: (
      actor: UserId,
      workspace: WorkspaceId,
      id: WebhookId,
      page: PageRequest
    ) => Read<Paged<Delivery>>
    readonly redeliver: (
      actor: UserId,
      workspace: WorkspaceId,
      id: WebhookId,
      delivery: DeliveryId
    ) => Write<Delivery, PlanLimit>
  }
>()("@elabel/domain/services/Webhooks") {
  /** Needs `Access`, the webhook, outbox and workspace repositories, the transactor, ids and the URL guard. */
  static readonly layer = Layer.effect(
    Webhooks,
    Effect.gen(function* () {
      const access = yield* Access
      const webhooks = yield* WebhookRepository
      const outbox = yield* EventOutbox
      const workspaces = yield* WorkspaceRepository
      const transactor = yield* Transactor
      const ids = yield* IdGenerator
      const guard = yield* WebhookUrlGuard

      /** A writing member of a workspace whose plan has events. */
      const writer = Effect.fnUntraced(function* (actor: UserId, workspace: WorkspaceId) {
        yield* access.write(actor, workspace, "workspace", workspace)
        const found = yield* workspaces.findById(workspace)
        if (Option.isNone(found) || !found.value.record.feature_events) {
          return yield* new PlanLimit({ reason: "events are not included in the workspace's plan" })
        }
      })

      /** The endpoint, if it belongs to the workspace of the path. */
      const endpoint = Effect.fnUntraced(function* (workspace: WorkspaceId, id: WebhookId) {
        const found = yield* webhooks.findById(id)
        if (Option.isNone(found) || found.value.workspace_id !== workspace) {
          return yield* new NotFound({ resource: "webhook", id })
        }
        return found.value
      })

      const checkUrl = Effect.fnUntraced(function* (url: string) {
        const problem = yield* guard.problem(url)
        if (problem !== undefined) return yield* new InvalidInput({ errors: [{ path: "url", message: problem }] })
      })

      const create = Effect.fn("Webhooks.create")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        input: WebhookCreate
      ) {
        yield* writer(actor, workspace)
        yield* checkUrl(input.url)
        const now = yield* currentTimestamp
        const record: WebhookRecord = {
          id: yield* ids.next("WebhookId"),
          workspace_id: workspace,
          url: input.url,
          events: [...new Set(input.events)],
          description: input.description ?? null,
          enabled: true,
          disabled_reason: null,
          consecutive_failures: 0,
          created_at: now,
          updated_at: now,
          secret: newSecret()
        }
        yield* webhooks.insert(record)
        return { ...toWebhook(record), secret: record.secret }
      }, transactor.transaction)

      const list = Effect.fn("Webhooks.list")(function* (actor: UserId, workspace: WorkspaceId, page: PageRequest) {
        yield* access.read(actor, workspace, "workspace", workspace)
        return toPageOf(yield* webhooks.list(workspace, page), page, toWebhook)
      })

      const get = Effect.fn("Webhooks.get")(function* (actor: UserId, workspace: WorkspaceId, id: WebhookId) {
        yield* access.read(actor, workspace, "workspace", workspace)
        return toWebhook(yield* endpoint(workspace, id))
      })

      /** Stores the changes of a visible endpoint and answers it. */
      const change = Effect.fnUntraced(function* (
        actor: UserId,
        workspace: WorkspaceId,
        id: WebhookId,
        changes: (before: WebhookRecord) => Partial<WebhookRecord>
      ) {
        yield* access.read(actor, workspace, "workspace", workspace)
        const before = yield* endpoint(workspace, id)
        yield* writer(actor, workspace)
        const updated = yield* webhooks.update(id, { ...changes(before), updated_at: yield* currentTimestamp })
        if (Option.isNone(updated)) return yield* new NotFound({ resource: "webhook", id })
        return updated.value
      })

      const patch = Effect.fn("Webhooks.patch")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        id: WebhookId,
        patch: WebhookPatch
      ) {
        if (patch.url !== undefined) yield* checkUrl(patch.url)
        const updated = yield* change(actor, workspace, id, () => ({
          ...(patch.url === undefined ? {} : { url: patch.url }),
          ...(patch.events === undefined ? {} : { events: [...new Set(patch.events)] }),
          ...(patch.description === undefined ? {} : { description: patch.description }),
          // Re-enabling starts the failure count afresh; disabling by hand names no failure.
          ...(patch.enabled === undefined
            ? {}
            : patch.enabled
              ? { enabled: true, disabled_reason: null, consecutive_failures: 0 }
              : { enabled: false, disabled_reason: "disabled by a user" })
        }))
        return toWebhook(updated)
      }, transactor.transaction)

      const remove = Effect.fn("Webhooks.delete")(function* (actor: UserId, workspace: WorkspaceId, id: WebhookId) {
        yield* access.read(actor, workspace, "workspace", workspace)
        yield* endpoint(workspace, id)
        // Deleting needs no plan: a workspace that lost `feature_events` can still clean up.
        yield* access.write(actor, workspace, "webhook", id)
        yield* webhooks.delete(id)
      }, transactor.transaction)

      const rotateSecret = Effect.fn("Webhooks.rotateSecret")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        id: WebhookId
      ) {
        const updated = yield* change(actor, workspace, id, () => ({ secret: newSecret() }))
        return { ...toWebhook(updated), secret: updated.secret }
      }, transactor.transaction)

      const deliveries = Effect.fn("Webhooks.deliveries")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        id: WebhookId,
        page: PageRequest
      ) {
        yield* access.read(actor, workspace, "workspace", workspace)
        yield* endpoint(workspace, id)
        return toPageOf(yield* outbox.list(id, page), page, toDelivery)
      })

      const redeliver = Effect.fn("Webhooks.redeliver")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        id: WebhookId,
        delivery: DeliveryId
      ) {
        yield* access.read(actor, workspace, "workspace", workspace)
        yield* endpoint(workspace, id)
        const found = yield* outbox.findById(delivery)
        if (Option.isNone(found) || found.value.webhook_id !== id) {
          return yield* new NotFound({ resource: "webhook_delivery", id: delivery })
        }
        yield* writer(actor, workspace)
        const again = yield* outbox.redeliver(delivery, yield* currentTimestamp)
        if (Option.isNone(again)) return yield* new NotFound({ resource: "webhook_delivery", id: delivery })
        return toDelivery(again.value)
      }, transactor.transaction)

      return Webhooks.of({ create, list, get, patch, delete: remove, rotateSecret, deliveries, redeliver })
    })
  )
}
