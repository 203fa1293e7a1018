/**
 * Deliveries of events to webhook endpoints: one per event and endpoint,
 * attempted until a 2xx answer or the end of the retry schedule, and the
 * pure rules of what an attempt's answer means (Standard Webhooks v1.0.0,
 * "Deliverability and reliability", "Delivery success and failure").
 */
import { Schema } from "effect"
import { DeliveryId, WebhookId } from "../shared/ids.ts"
import { EventType } from "./Webhook.ts"

/**
 * Seconds to wait before each retry, after the first attempt: the example
 * schedule of the Standard Webhooks specification (5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, 14 h, 20 h, 24 h), about 75 h in all (at least 24 h, as issue 14 asks).
 */
export const RETRY_DELAYS_SECONDS: ReadonlyArray<number> = [
  5,
  5 * 60,
  30 * 60,
  2 * 3600,
  5 * 3600,
  10 * 3600,
  14 * 3600,
  20 * 3600,
  24 * 3600
]

/** Attempts per delivery: the first and one per retry. */
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1

/**
 * An endpoint is disabled when this many deliveries in a row have failed
 * every attempt of the schedule (or at once on a 410 Gone); one success
 * resets the count. With the schedule above, the earliest is about 75 h
 * after the first failure.
 */
export const DISABLE_AFTER_FAILED_DELIVERIES = 3

/**
 * How long one attempt may take in all, from connecting to the answer's
 * status: a receiver that answers slowly, or trickles its answer, is cut off
 * then (the spec recommends 15 to 30 s). Not a time without data: a total.
 */
export const ATTEMPT_DEADLINE_SECONDS = 15

/**
 * How long a claimed delivery stays with its worker: then another may retry
 * it. Four times the attempt's deadline, so an attempt has ended, and its
 * answer been recorded, long before anyone else may send the delivery again.
 */
export const CLAIM_LEASE_SECONDS = 4 * ATTEMPT_DEADLINE_SECONDS

/** A delivery's state: waiting for (another) attempt, done, or given up. */
export const DeliveryStatus = Schema.Literals(["pending", "delivered", "failed"])
export type DeliveryStatus = typeof DeliveryStatus.Type

/** A delivery as the API lists it: its last attempt and the next one. */
export const Delivery = Schema.Struct({
  id: DeliveryId,
  webhook_id: WebhookId.annotate({ description: "the endpoint the delivery goes to" }),
  event_id: Schema.String.annotate({ description: "the `webhook-id` header: the same on every attempt" }),
  event_type: EventType.annotate({ description: "the event's type, as in the payload's `type`" }),
  status: DeliveryStatus.annotate({
    description: "pending: waiting for an attempt; delivered: answered 2xx; failed: gave up (410 or schedule over)"
  }),
  attempts: Schema.Int.annotate({ description: "attempts made so far" }),
  response_code: Schema.NullOr(Schema.Int).annotate({ description: "HTTP status of the last attempt; null if none" }),
  duration_ms: Schema.NullOr(Schema.Int).annotate({ description: "how long the last attempt took" }),
  error: Schema.NullOr(Schema.String).annotate({ description: "why the last attempt failed without an answer" }),
  last_attempt_at: Schema.NullOr(Schema.String).annotate({ description: "when the last attempt was made" }),
  next_attempt_at: Schema.NullOr(Schema.String).annotate({
    description: "when the next attempt is due; null when done"
  }),
  created_at: Schema.String
}).annotate({ identifier: "WebhookDelivery" })
export type Delivery = typeof Delivery.Type

/** A delivery as stored: the listed fields plus its workspace, the exact body and its claim's lease. */
export interface DeliveryRecord extends Delivery {
  readonly workspace_id: string
  readonly body: string
  /** Until when a claim holds it (an attempt is in flight); null once the attempt is recorded. */
  readonly leased_until: string | null
}

/** A delivery claimed by a worker: what it needs to sign and send it. */
export interface ClaimedDelivery {
  readonly id: DeliveryId
  readonly webhook_id: WebhookId
  readonly event_id: string
  readonly body: string
  readonly url: string
  readonly secret: string
  /** Attempts including this one. */
  readonly attempts: number
}

/** What one attempt brought: the answer's status, or why there was none. */
export interface AttemptResponse {
  readonly response_code: number | null
  readonly duration_ms: number
  readonly error: string | null
}

/** The delivery after an attempt, and what it means for its endpoint. */
export interface AttemptOutcome {
  readonly status: DeliveryStatus
  readonly next_attempt_at: string | null
  readonly endpoint: "succeeded" | "retrying" | "exhausted" | "gone"
}

/** A 2xx answer is a success; anything else (3xx too: redirects are not followed) is a failure. */
export const isSuccess = (code: number | null): boolean => code !== null && code >= 200 && code <= 299

/** What an attempt made of a delivery at `now` (epoch ms), by the schedule. */
export const outcomeOf = (attempts: number, response: AttemptResponse, now: number): AttemptOutcome => {
  if (isSuccess(response.response_code)) return { status: "delivered", next_attempt_at: null, endpoint: "succeeded" }
  if (response.response_code === 410) return { status: "failed", next_attempt_at: null, endpoint: "gone" }
  const delay = RETRY_DELAYS_SECONDS[attempts - 1]
  if (delay === undefined) return { status: "failed", next_attempt_at: null, endpoint: "exhausted" }
  // Up to 10 % jitter, so that retries after an outage do not arrive all at once.
  const jitter = Math.floor(delay * 100 * Math.random())
  return {
    status: "pending",
    next_attempt_at: new Date(now + delay * 1000 + jitter).toISOString(),
    endpoint: "retrying"
  }
}
