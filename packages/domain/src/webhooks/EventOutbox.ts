import { Context, type Effect, type Option } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { DeliveryId, QrCodeId, WebhookId, WorkspaceId } from "../shared/ids.ts"
import type { PageRequest } from "../shared/Paging.ts"
import type { OutboxEvent } from "./Webhook.ts"
import type { ClaimedDelivery, DeliveryRecord, DeliveryStatus } from "./WebhookDelivery.ts"

/** What an attempt changes of a delivery. */
export interface AttemptRecord {
  readonly status: DeliveryStatus
  readonly response_code: number | null
  readonly duration_ms: number
  readonly error: string | null
  readonly last_attempt_at: string
  readonly next_attempt_at: string | null
}

/** A published marketing code whose `expires_at` has passed. */
export interface ExpiredCode {
  readonly id: QrCodeId
  readonly workspace_id: WorkspaceId
  readonly expires_at: string
}

/** What `redeliver` did. */
export type Redelivery =
  | { readonly _tag: "Redelivered"; readonly delivery: DeliveryRecord }
  | { readonly _tag: "InFlight" }
  | { readonly _tag: "NotFound" }

/** Which due deliveries a claim may take besides its `limit`. */
export interface ClaimScope {
  /** At most this many of one endpoint (the oldest due of each). */
  readonly perEndpoint?: number
  /** None of these endpoints' (the claiming worker is still sending to them). */
  readonly skip?: ReadonlyArray<WebhookId>
}

/**
 * The transactional outbox of webhook events. `append` runs inside the
 * transaction of the write that causes the event, so an event exists
 * exactly when its write committed. Workers claim due deliveries so that
 * no two claims ever hold one delivery at the same time, in any process.
 */
export class EventOutbox extends Context.Service<
  EventOutbox,
  {
    /**
     * Stores `event` as one pending delivery, due at once, for every enabled
     * endpoint of its workspace subscribed to its type, when the workspace's
     * plan includes events (`feature_events`); answers how many.
     */
    readonly append: (event: OutboxEvent) => Effect.Effect<number, PersistenceUnavailable>
    /**
     * Claims up to `limit` pending deliveries due at `now` (of enabled
     * endpoints), oldest due first: each gets one more attempt counted and is
     * leased, and due again, until `leaseUntil`, so a worker that dies
     * mid-attempt leaves it to be retried then. A delivery another claim holds is skipped, never
     * waited for. `scope` bounds what one endpoint may take of the claim.
     */
    readonly claimDue: (
      now: string,
      leaseUntil: string,
      limit: number,
      scope?: ClaimScope
    ) => Effect.Effect<ReadonlyArray<ClaimedDelivery>, PersistenceUnavailable>
    /** Records the result of an attempt, which ends its claim's lease. */
    readonly recordAttempt: (id: DeliveryId, attempt: AttemptRecord) => Effect.Effect<void, PersistenceUnavailable>
    readonly findById: (id: DeliveryId) => Effect.Effect<Option.Option<DeliveryRecord>, PersistenceUnavailable>
    /** An endpoint's deliveries, newest first (`created_at` descending, then id): `limit + 1` rows from `offset`. */
    readonly list: (
      webhook: WebhookId,
      page: PageRequest
    ) => Effect.Effect<ReadonlyArray<DeliveryRecord>, PersistenceUnavailable>
    /**
     * Starts a delivery over: pending, due at `now`, no attempt counted yet
     * (the retry schedule begins again). Refused (`InFlight`, nothing
     * changed) while a claim holds it, its lease not over at `now`: the same
     * delivery is never sent twice at once.
     */
    readonly redeliver: (id: DeliveryId, now: string) => Effect.Effect<Redelivery, PersistenceUnavailable>
    /**
     * The published codes whose `expires_at` is at or before `now` and whose
     * expiry was not announced yet, each marked announced (for that
     * `expires_at`: a code given a later date expires again) in the same step.
     */
    readonly claimExpired: (now: string) => Effect.Effect<ReadonlyArray<ExpiredCode>, PersistenceUnavailable>
    /** When the oldest delivery still pending (of an enabled endpoint) was created; none when nothing waits. */
    readonly oldestPending: Effect.Effect<Option.Option<string>, PersistenceUnavailable>
  }
>()("@elabel/domain/ports/EventOutbox") {}
