import { Context, Effect, Layer, Option } from "effect"
import { changedFields } from "../shared/changedFields.ts"
import {
  Conflict,
  type InvalidInput,
  NotFound,
  type NotWritable,
  type PersistenceUnavailable,
  type PlanLimit,
  type PreconditionFailed
} from "../shared/errors.ts"
import { IdGenerator } from "../shared/IdGenerator.ts"
import type { DeliveryId, UserId, WebhookId, WorkspaceId } from "../shared/ids.ts"
import type { Paged, PageRequest } from "../shared/Paging.ts"
import { Transactor } from "../shared/Transactor.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { conditionalUpdate, requireVersion } from "../shared/WriteCondition.ts"
import { Access } from "../workspace/Access.ts"
import { makeAuditTrail } from "../workspace/auditTrail.ts"
import { toPageOf } from "../workspace/lists.ts"
import { EventOutbox } from "./EventOutbox.ts"
import {
  newSecret,
  toWebhook,
  type Webhook,
  type WebhookCreate,
  type WebhookPatch,
  type WebhookRecord,
  type WebhookWithSecret
} from "./Webhook.ts"
import type { Delivery, DeliveryRecord } from "./WebhookDelivery.ts"
import { WebhookRepository } from "./WebhookRepository.ts"
import { makeWebhookAccess } from "./webhookAccess.ts"

type Read<A> = Effect.Effect<A, NotFound | PersistenceUnavailable>
type Write<A, E = never> = Effect.Effect<A, E | NotFound | NotWritable | PersistenceUnavailable>

const toDelivery = ({ workspace_id: _w, body: _b, leased_until: _l, ...delivery }: DeliveryRecord): Delivery => delivery

const REDELIVER_DISABLED =
  'The endpoint is disabled, so nothing is sent to it. Enable it first with PATCH {"enabled": true}, then redeliver.'
const REDELIVER_IN_FLIGHT =
  "The delivery is being sent right now. Redeliver it once this attempt has ended (at most a minute)."

/**
 * Webhook endpoints of a workspace: any member reads them; creating,
 * changing, rotating and redelivering need a writing role and the
 * workspace's `feature_events`. An endpoint or delivery of another
 * workspace (or under another workspace's path) is `NotFound`, like an
 * unknown id. URLs pass the `WebhookUrlGuard` (no SSRF). Changes and
 * rotations are versioned writes under the fiber's `WriteCondition`.
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
    ) => Write<Webhook, PlanLimit | InvalidInput | PreconditionFailed>
    readonly delete: (actor: UserId, workspace: WorkspaceId, id: WebhookId) => Write<void, PreconditionFailed>
    readonly rotateSecret: (
      actor: UserId,
      workspace: WorkspaceId,
      id: WebhookId
    ) => Write<WebhookWithSecret, PlanLimit | PreconditionFailed>
    readonly deliveries: (
      actor: UserId,
      workspace: WorkspaceId,
      id: WebhookId,
      page: PageRequest
    ) => Read<Paged<Delivery>>
    /**
     * Starts a delivery over (attempts from 0, the retry schedule anew, due
     * now). `Conflict` while an attempt of it is in flight, or while its
     * endpoint is disabled (enabling it is a PATCH).
     */
    readonly redeliver: (
      actor: UserId,
      workspace: WorkspaceId,
      id: WebhookId,
      delivery: DeliveryId
    ) => Write<Delivery, PlanLimit | Conflict>
  }
>()("@elabel/domain/services/Webhooks") {
  /** Needs `Access`, the webhook, outbox and workspace repositories, the transactor, ids and the URL guard. */
  static readonly layer = Layer.effect(
    Webhooks,
    Effect.gen(function* () {
      const access = yield* Access
      const webhooks = yield* WebhookRepository
      const outbox = yield* EventOutbox
      const transactor = yield* Transactor
      const ids = yield* IdGenerator
      const { member, writer, endpoint, changeable, checkUrl } = yield* makeWebhookAccess
      const audit = yield* makeAuditTrail
      const recorded = (actor: UserId, workspace: WorkspaceId, action: string, id: WebhookId, changes = {}) =>
        audit.record({ actor, workspace, action, resource_type: "webhook", resource_id: id, ...changes })

      // Authorised, then the URL checked outside any transaction, then the write in one (checking again).
      const create = Effect.fn("Webhooks.create")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        input: WebhookCreate
      ) {
        yield* writer(actor, workspace)
        yield* checkUrl(input.url)
        return yield* transactor.transaction(
          Effect.gen(function* () {
            yield* writer(actor, workspace)
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
              version: 1,
              secret: newSecret()
            }
            yield* webhooks.insert(record)
            yield* recorded(actor, workspace, "webhook.create", record.id, { before: {}, after: toWebhook(record) })
            return { ...toWebhook(record), secret: record.secret }
          })
        )
      })

      const list = Effect.fn("Webhooks.list")(function* (actor: UserId, workspace: WorkspaceId, page: PageRequest) {
        yield* member(actor, workspace)
        return toPageOf(yield* webhooks.list(workspace, page), page, toWebhook)
      })

      const get = Effect.fn("Webhooks.get")(function* (actor: UserId, workspace: WorkspaceId, id: WebhookId) {
        yield* member(actor, workspace)
        return toWebhook(yield* endpoint(workspace, id))
      })

      /** Stores the changes of an endpoint a writing member may change, and answers it. */
      const change = Effect.fnUntraced(function* (
        actor: UserId,
        workspace: WorkspaceId,
        id: WebhookId,
        changes: (before: WebhookRecord) => Partial<WebhookRecord>,
        action = "webhook.update"
      ) {
        const before = yield* changeable(actor, workspace, id)
        const changed = changedFields(before, changes(before))
        // Nothing to change: the endpoint as it is, if it is the version the request names; no audit event.
        if (Object.keys(changed).length === 0)
          return yield* Effect.as(requireVersion("webhook", id, before.version), before)
        const set = { ...changed, updated_at: yield* currentTimestamp }
        const after = yield* conditionalUpdate("webhook", id, (expected) => webhooks.update(id, set, expected))
        // The secret is never in an event (`fieldChanges` leaves it out): a rotation shows no fields.
        yield* recorded(actor, workspace, action, id, { before: toWebhook(before), after: toWebhook(after) })
        return after
      })

      // A new URL is checked like on create: for an authorised caller, outside the write's transaction.
      const patch = Effect.fn("Webhooks.patch")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        id: WebhookId,
        patch: WebhookPatch
      ) {
        if (patch.url !== undefined) {
          yield* changeable(actor, workspace, id)
          yield* checkUrl(patch.url)
        }
        const updated = yield* transactor.transaction(
          change(actor, workspace, id, () => ({
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
        )
        return toWebhook(updated)
      })

      const remove = Effect.fn("Webhooks.delete")(function* (actor: UserId, workspace: WorkspaceId, id: WebhookId) {
        yield* member(actor, workspace)
        yield* endpoint(workspace, id)
        // Deleting needs no plan: a workspace that lost `feature_events` can still clean up.
        yield* access.write(actor, workspace, "webhook", id)
        // A conditional delete checks (and locks) the endpoint's version first.
        yield* conditionalUpdate("webhook", id, (expected) => webhooks.update(id, {}, expected))
        yield* webhooks.delete(id)
        yield* recorded(actor, workspace, "webhook.delete", id)
      }, transactor.transaction)

      const rotateSecret = Effect.fn("Webhooks.rotateSecret")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        id: WebhookId
      ) {
        const updated = yield* change(actor, workspace, id, () => ({ secret: newSecret() }), "webhook.rotate_secret")
        return { ...toWebhook(updated), secret: updated.secret }
      }, transactor.transaction)

      const deliveries = Effect.fn("Webhooks.deliveries")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        id: WebhookId,
        page: PageRequest
      ) {
        yield* member(actor, workspace)
        yield* endpoint(workspace, id)
        return toPageOf(yield* outbox.list(id, page), page, toDelivery)
      })

      const redeliver = Effect.fn("Webhooks.redeliver")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        id: WebhookId,
        delivery: DeliveryId
      ) {
        yield* member(actor, workspace)
        const owner = yield* endpoint(workspace, id)
        const found = yield* outbox.findById(delivery)
        if (Option.isNone(found) || found.value.webhook_id !== id) {
          return yield* new NotFound({ resource: "webhook_delivery", id: delivery })
        }
        yield* writer(actor, workspace)
        // Nothing is sent to a disabled endpoint: say so rather than queue a delivery that waits unseen.
        if (!owner.enabled) return yield* new Conflict({ reason: REDELIVER_DISABLED })
        const again = yield* outbox.redeliver(delivery, yield* currentTimestamp)
        if (again._tag === "InFlight") return yield* new Conflict({ reason: REDELIVER_IN_FLIGHT })
        if (again._tag === "NotFound") return yield* new NotFound({ resource: "webhook_delivery", id: delivery })
        yield* audit.record({
          actor,
          workspace,
          action: "webhook.redeliver",
          resource_type: "webhook_delivery",
          resource_id: delivery
        })
        return toDelivery(again.delivery)
      }, transactor.transaction)

      return Webhooks.of({ create, list, get, patch, delete: remove, rotateSecret, deliveries, redeliver })
    })
  )
}
