/**
 * The delivery worker of a server process. It keeps up to `MAX_IN_FLIGHT`
 * sends going at once, each on its own: whenever a slot frees (or every
 * `WebhookPollInterval`), it claims due deliveries for the free slots
 * (`WebhookDeliveries.claim`: no two processes ever hold one), at most
 * `PER_ENDPOINT` of one endpoint and none of an endpoint it is still sending
 * to. A slow endpoint so holds a few slots for at most an attempt's deadline
 * and never delays the others'. Once a minute it announces the marketing
 * codes whose expiry passed. A delivery cut short by
 * a shutdown is retried once its lease ends.
 */
import { type PersistenceUnavailable, WebhookDeliveries, type WebhookDelivery, type WebhookId } from "@elabel/domain"
import { Cause, Clock, Context, type Duration, Effect, FiberSet, Layer, Queue } from "effect"
import { pulledGauge } from "../observability/PulledGauges.ts"
import { countDeliveryAttempt } from "../observability/ServiceMetrics.ts"
import { WebhookAddressPolicy } from "./WebhookAddressPolicy.ts"
import { sendAttempt } from "./WebhookSender.ts"

/** How often the worker looks for due deliveries when no send has ended meanwhile. */
export const WebhookPollInterval = Context.Reference<Duration.Input>("@elabel/http/webhooks/WebhookPollInterval", {
  defaultValue: () => "1 second"
})

/** Sends going at once in one process. */
const MAX_IN_FLIGHT = 20
/** Deliveries of one endpoint one claim takes (and so sends at once, in one process). */
const PER_ENDPOINT = 4
/** How often the worker announces passed expiries (at the first poll after this long). */
const EXPIRY_CHECK_MILLIS = 60_000
/** How often the worker reads the age of the oldest pending delivery (one indexed aggregate). */
const BACKLOG_CHECK_MILLIS = 15_000

type Claimed = WebhookDelivery.ClaimedDelivery

/** Sends one claimed delivery and records its answer. */
const deliver = (delivery: Claimed) =>
  Effect.gen(function* () {
    const deliveries = yield* WebhookDeliveries
    const { allowPrivate } = yield* WebhookAddressPolicy
    const attempt = yield* sendAttempt(delivery, allowPrivate).pipe(
      Effect.withSpan("WebhookWorker.attempt", {
        kind: "client",
        attributes: { "webhook.delivery_id": delivery.id, "webhook.attempt": delivery.attempts }
      })
    )
    yield* countDeliveryAttempt(attempt.response_code, attempt.duration_ms)
    yield* deliveries.complete(delivery, attempt)
  })

/**
 * One round that waits for its sends: claims up to `MAX_IN_FLIGHT` due
 * deliveries (`PER_ENDPOINT` of an endpoint at most), sends them at once and
 * records each answer. Answers how many it attempted. For tests and tools:
 * the worker itself never waits for a whole round.
 */
export const deliverDue: Effect.Effect<number, PersistenceUnavailable, WebhookDeliveries | WebhookAddressPolicy> =
  Effect.gen(function* () {
    const claimed = yield* (yield* WebhookDeliveries).claim(MAX_IN_FLIGHT, { perEndpoint: PER_ENDPOINT })
    yield* Effect.forEach(claimed, deliver, { concurrency: "unbounded", discard: true })
    return claimed.length
  })

/** Logs a failure or defect of a step and goes on (an interruption, a shutdown, passes). */
const survive = (message: string) =>
  Effect.catchCauseIf(
    (cause: Cause.Cause<unknown>) => !Cause.hasInterruptsOnly(cause),
    (cause) => Effect.logWarning(message, cause)
  )

/** Runs the worker in the background of the layer's scope. */
export const WebhookWorkerLive: Layer.Layer<never, never, WebhookDeliveries | WebhookAddressPolicy> =
  Layer.effectDiscard(
    Effect.gen(function* () {
      const interval = yield* WebhookPollInterval
      const deliveries = yield* WebhookDeliveries
      const context = yield* Effect.context<WebhookDeliveries | WebhookAddressPolicy>()
      const sending = yield* FiberSet.make<void>()
      // Sends in flight per endpoint; a send that ends wakes the loop to fill its slot.
      const inFlight = new Map<WebhookId, number>()
      let total = 0
      const ended = yield* Queue.sliding<void>(1)

      const settle = (delivery: Claimed) =>
        Effect.sync(() => {
          total--
          const left = (inFlight.get(delivery.webhook_id) ?? 1) - 1
          if (left === 0) inFlight.delete(delivery.webhook_id)
          else inFlight.set(delivery.webhook_id, left)
          Queue.offerUnsafe(ended, undefined)
        })

      /** Claims for the free slots and starts each send; answers whether it filled them (more may be due). */
      const fill = Effect.gen(function* () {
        const free = MAX_IN_FLIGHT - total
        if (free <= 0) return false
        const claimed = yield* deliveries.claim(free, { perEndpoint: PER_ENDPOINT, skip: [...inFlight.keys()] })
        for (const delivery of claimed) {
          total++
          inFlight.set(delivery.webhook_id, (inFlight.get(delivery.webhook_id) ?? 0) + 1)
          const send = deliver(delivery).pipe(
            survive("webhook delivery failed"),
            Effect.ensuring(settle(delivery)),
            Effect.provideContext(context)
          )
          yield* FiberSet.run(sending, send)
        }
        return claimed.length === free
      })

      // Each step fails alone: a failing expiry check never holds up the deliveries.
      const announce = deliveries.announceExpired.pipe(survive("webhook expiry check failed"))
      const claim = Effect.gen(function* () {
        while (yield* fill) {}
      }).pipe(survive("webhook delivery round failed"))
      // The backlog's age, for the metrics (`elabel_webhook_oldest_pending_age_seconds`), read every few polls.
      let oldestPendingAge = 0
      yield* Effect.acquireRelease(
        Effect.sync(() =>
          pulledGauge(
            "elabel_webhook_oldest_pending_age_seconds",
            "Seconds the oldest pending webhook delivery has waited (0: none waits), as of the worker's last check",
            () => oldestPendingAge
          )
        ),
        (remove) => Effect.sync(remove)
      )
      const measure = deliveries.oldestPendingAge.pipe(
        Effect.tap((age) =>
          Effect.sync(() => {
            oldestPendingAge = age
          })
        ),
        survive("webhook backlog check failed")
      )
      let checked = Number.NEGATIVE_INFINITY
      let measured = Number.NEGATIVE_INFINITY
      const step = Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        if (now - checked >= EXPIRY_CHECK_MILLIS) {
          checked = now
          yield* announce
        }
        if (now - measured >= BACKLOG_CHECK_MILLIS) {
          measured = now
          yield* measure
        }
        yield* claim
        // The next poll, or sooner when a send ends and frees a slot.
        yield* Effect.race(Effect.sleep(interval), Queue.take(ended))
      })
      yield* Effect.forkScoped(Effect.forever(step))
    })
  )
