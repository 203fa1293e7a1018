/**
 * The delivery worker of a server process, against real local receivers:
 * a failing step of a round (the expiry check) never holds up the round's
 * deliveries.
 */
import { assert, describe, it } from "@effect/vitest"
import { MarketingQrCodes, PersistenceUnavailable, WebhookDeliveries, Webhooks, WebhookUrlGuard } from "@elabel/domain"
import { createQrCode, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect, Layer, Schedule } from "effect"
import { WebhookAddressPolicy, webhookUrlGuard } from "../src/webhooks/WebhookAddressPolicy.ts"
import { WebhookPollInterval, WebhookWorkerLive } from "../src/webhooks/WebhookWorker.ts"
import { openReceiver, type Receiver } from "./support/webhookReceiver.ts"

/** The domain with the URL guard of `ELABEL_WEBHOOK_ALLOW_PRIVATE=true` (the receivers are local). */
const PermissiveLayer = TestLayer.pipe(Layer.provide(Layer.succeed(WebhookUrlGuard)(webhookUrlGuard(true))))
const permissive = Layer.succeed(WebhookAddressPolicy)({ allowPrivate: true })

/** Waits until `receiver` has `count` requests, at most `within`. */
export const receivedBy = (receiver: Receiver, count: number, within: `${number} seconds`) =>
  Effect.sync(() => receiver.received.length).pipe(
    Effect.repeat({ until: (n) => n >= count, schedule: Schedule.spaced("20 millis") }),
    Effect.timeout(within)
  )

describe("webhook worker", () => {
  it.live("a failing expiry check does not hold up the deliveries of its round", () =>
    Effect.gen(function* () {
      const receiver = yield* openReceiver
      const { workspace } = yield* seedWorkspace({ plan: "premium" })
      yield* (yield* Webhooks).create(users.editor, workspace.id, {
        url: receiver.url,
        events: ["marketing_qr_code.published"]
      })
      const codes = yield* MarketingQrCodes
      yield* codes.publish(users.editor, (yield* createQrCode(users.editor, workspace.id)).id)
      const failingCheck = Layer.effect(
        WebhookDeliveries,
        Effect.gen(function* () {
          const real = yield* WebhookDeliveries
          const announceExpired = Effect.fail(new PersistenceUnavailable({ reason: "the expiry check failed" }))
          return WebhookDeliveries.of({ ...real, announceExpired })
        })
      )
      // The next round is an hour away: the delivery goes out in the first round, or not at all.
      yield* Layer.build(
        WebhookWorkerLive.pipe(Layer.provide([failingCheck, permissive, Layer.succeed(WebhookPollInterval)("1 hour")]))
      )
      yield* receivedBy(receiver, 1, "3 seconds")
      assert.strictEqual(receiver.received.length, 1)
    }).pipe(Effect.provide(PermissiveLayer), Effect.scoped)
  )
})
