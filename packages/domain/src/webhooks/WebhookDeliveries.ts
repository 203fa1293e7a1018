import { Clock, Context, Effect, Layer, Option } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import { Transactor } from "../shared/Transactor.ts"
import { makeAuditTrail, WEBHOOK_WORKER } from "../workspace/auditTrail.ts"
import { type ClaimScope, EventOutbox } from "./EventOutbox.ts"
import { makeEvents } from "./events.ts"
import type { WebhookRecord } from "./Webhook.ts"
import {
  type AttemptResponse,
  CLAIM_LEASE_SECONDS,
  type ClaimedDelivery,
  DISABLE_AFTER_FAILED_DELIVERIES,
  outcomeOf
} from "./WebhookDelivery.ts"
import { WebhookRepository } from "./WebhookRepository.ts"

const FAILED_EVERY_ATTEMPT = `${DISABLE_AFTER_FAILED_DELIVERIES} deliveries in a row failed every attempt`

/**
 * The worker side of webhooks, without HTTP: claim due deliveries, record
 * what an attempt brought (the retry schedule, disabling a failing
 * endpoint), and announce marketing codes whose expiry has passed. The
 * sending itself (signing, the request) is the HTTP adapter's.
 */
export class WebhookDeliveries extends Context.Service<
  WebhookDeliveries,
  {
    /** Up to `limit` due deliveries (within `scope`), claimed for `CLAIM_LEASE_SECONDS`. */
    readonly claim: (
      limit: number,
      scope?: ClaimScope
    ) => Effect.Effect<ReadonlyArray<ClaimedDelivery>, PersistenceUnavailable>
    /** Records an attempt's answer; the endpoint's failure count and state follow in the same transaction. */
    readonly complete: (
      delivery: ClaimedDelivery,
      response: AttemptResponse
    ) => Effect.Effect<void, PersistenceUnavailable>
    /** Emits `marketing_qr_code.expired` once per code and expiry date that has passed; answers how many. */
    readonly announceExpired: Effect.Effect<number, PersistenceUnavailable>
    /** Seconds the oldest pending delivery has waited since it was created; 0 when nothing waits. */
    readonly oldestPendingAge: Effect.Effect<number, PersistenceUnavailable>
  }
>()("@elabel/domain/services/WebhookDeliveries") {
  /** Needs the outbox, the webhook and workspace repositories, the transactor and ids. */
  static readonly layer = Layer.effect(
    WebhookDeliveries,
    Effect.gen(function* () {
      const outbox = yield* EventOutbox
      const webhooks = yield* WebhookRepository
      const transactor = yield* Transactor
      const events = yield* makeEvents
      const audit = yield* makeAuditTrail
      /** The worker turned an enabled endpoint off: recorded as the system's `webhook.disable`. */
      const disabled = (webhook: WebhookRecord) =>
        audit.record({
          actor: WEBHOOK_WORKER,
          workspace: webhook.workspace_id,
          action: "webhook.disable",
          resource_type: "webhook",
          resource_id: webhook.id,
          before: { enabled: true, disabled_reason: null },
          after: { enabled: false, disabled_reason: webhook.disabled_reason }
        })

      const claim = Effect.fn("WebhookDeliveries.claim")(function* (limit: number, scope?: ClaimScope) {
        const now = yield* Clock.currentTimeMillis
        const until = new Date(now + CLAIM_LEASE_SECONDS * 1000).toISOString()
        return yield* outbox.claimDue(new Date(now).toISOString(), until, limit, scope)
      })

      const complete = Effect.fn("WebhookDeliveries.complete")(function* (
        delivery: ClaimedDelivery,
        response: AttemptResponse
      ) {
        const now = yield* Clock.currentTimeMillis
        const outcome = outcomeOf(delivery.attempts, response, now)
        yield* outbox.recordAttempt(delivery.id, {
          status: outcome.status,
          response_code: response.response_code,
          duration_ms: response.duration_ms,
          error: response.error,
          last_attempt_at: new Date(now).toISOString(),
          next_attempt_at: outcome.next_attempt_at
        })
        // Each change of the endpoint is one atomic write: no count read here and written back.
        if (outcome.endpoint === "retrying") return
        if (outcome.endpoint === "succeeded") return yield* webhooks.resetFailures(delivery.webhook_id)
        if (outcome.endpoint === "gone") {
          // An endpoint already off stays as it is: nothing changes, nothing is recorded.
          const before = yield* webhooks.findById(delivery.webhook_id)
          if (Option.isNone(before) || !before.value.enabled) return
          const after = yield* webhooks.update(delivery.webhook_id, {
            enabled: false,
            disabled_reason: "the endpoint answered 410 Gone"
          })
          if (Option.isSome(after)) yield* disabled(after.value)
          return
        }
        const after = yield* webhooks.countFailedDelivery(
          delivery.webhook_id,
          DISABLE_AFTER_FAILED_DELIVERIES,
          FAILED_EVERY_ATTEMPT
        )
        // Only the count that reached the limit disables (a re-enabled endpoint starts from 0 again).
        if (
          Option.isSome(after) &&
          !after.value.enabled &&
          after.value.consecutive_failures === DISABLE_AFTER_FAILED_DELIVERIES &&
          after.value.disabled_reason === FAILED_EVERY_ATTEMPT
        )
          yield* disabled(after.value)
      }, transactor.transaction)

      const announceExpired = Effect.gen(function* () {
        const now = new Date(yield* Clock.currentTimeMillis).toISOString()
        const expired = yield* outbox.claimExpired(now)
        for (const code of expired) {
          yield* events.emit("marketing_qr_code.expired", {
            id: code.id,
            workspace_id: code.workspace_id,
            expires_at: code.expires_at
          })
        }
        return expired.length
      }).pipe(transactor.transaction, Effect.withSpan("WebhookDeliveries.announceExpired"))

      const oldestPendingAge = Effect.gen(function* () {
        const oldest = yield* outbox.oldestPending
        if (Option.isNone(oldest)) return 0
        const now = yield* Clock.currentTimeMillis
        return Math.max(0, (now - Date.parse(oldest.value)) / 1000)
      }).pipe(Effect.withSpan("WebhookDeliveries.oldestPendingAge"))

      return WebhookDeliveries.of({ claim, complete, announceExpired, oldestPendingAge })
    })
  )
}
