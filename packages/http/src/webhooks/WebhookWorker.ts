/**
 * The delivery worker of a server process: every `WebhookPollInterval` it
 * claims the due deliveries (`WebhookDeliveries.claim`: no two processes
 * ever hold one), sends them concurrently and records each answer; every
 * `EXPIRY_CHECK_EVERY` rounds it announces the marketing codes whose expiry
 * passed. A delivery cut short by a shutdown is retried once its lease ends.
 */
import { type PersistenceUnavailable, WebhookDeliveries } from "@elabel/domain"
import { Cause, Context, type Duration, Effect, Layer } from "effect"
import { WebhookAddressPolicy } from "./WebhookAddressPolicy.ts"
import { sendAttempt } from "./WebhookSender.ts"

/** How often the worker looks for due deliveries. */
export const WebhookPollInterval = Context.Reference<Duration.Input>("@elabel/http/webhooks/WebhookPollInterval", {
  defaultValue: () => "1 second"
})

/** Deliveries claimed (and sent concurrently) per round. */
const BATCH = 20
/** Rounds between expiry checks (a minute at the default interval). */
const EXPIRY_CHECK_EVERY = 60

/** One round: claim, send, record. Answers how many deliveries it attempted. */
export const deliverDue: Effect.Effect<number, PersistenceUnavailable, WebhookDeliveries | WebhookAddressPolicy> =
  Effect.gen(function* () {
    const deliveries = yield* WebhookDeliveries
    const { allowPrivate } = yield* WebhookAddressPolicy
    const claimed = yield* deliveries.claim(BATCH)
    yield* Effect.forEach(
      claimed,
      (delivery) =>
        Effect.flatMap(sendAttempt(delivery, allowPrivate), (answer) => deliveries.complete(delivery, answer)),
      { concurrency: "unbounded", discard: true }
    )
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
      let round = 0
      // Each step fails alone: a failing expiry check never holds up the deliveries of the round.
      const announce = deliveries.announceExpired.pipe(survive("webhook expiry check failed"))
      const deliver = Effect.gen(function* () {
        // A full batch means more may be due: go on without waiting.
        while ((yield* deliverDue) === BATCH) {}
      }).pipe(survive("webhook delivery round failed"))
      const step = Effect.andThen(
        Effect.suspend(() => (round++ % EXPIRY_CHECK_EVERY === 0 ? announce : Effect.void)),
        deliver
      )
      yield* Effect.forkScoped(Effect.forever(Effect.andThen(step, Effect.sleep(interval))))
    })
  )
