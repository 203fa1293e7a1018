/**
 * The delivery worker of a server process, against real local receivers:
 * an attempt ends at its deadline however the receiver trickles, a slow
 * endpoint holds a few sends and never the other endpoints' deliveries, and
 * a failing step (the expiry check) never holds up the deliveries.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  DeliveryId,
  MarketingQrCodes,
  PersistenceUnavailable,
  Webhook,
  WebhookDeliveries,
  type WebhookDelivery,
  WebhookId,
  Webhooks
} from "@elabel/domain"
import { collectingLogs, createQrCode, seedWorkspace, users } from "@elabel/testkit"
import { Effect, Layer, Schedule } from "effect"
import { sendAttempt, WebhookAttemptDeadline } from "../src/webhooks/WebhookSender.ts"
import { WebhookPollInterval, WebhookWorkerLive } from "../src/webhooks/WebhookWorker.ts"
import { PermissiveLayer, permissive, workspaceWithCodeEndpoint } from "./support/webhookDomain.ts"
import { openReceiver, openTrickler, type Receiver } from "./support/webhookReceiver.ts"

/** Waits until `receiver` has `count` requests, at most `within`. */
export const receivedBy = (receiver: Receiver, count: number, within: `${number} seconds`) =>
  Effect.sync(() => receiver.received.length).pipe(
    Effect.repeat({ until: (n) => n >= count, schedule: Schedule.spaced("20 millis") }),
    Effect.timeout(within)
  )

/** A claimed delivery to `url`. */
const claimedTo = (url: string): WebhookDelivery.ClaimedDelivery => ({
  id: DeliveryId.make(crypto.randomUUID()),
  webhook_id: WebhookId.make(crypto.randomUUID()),
  event_id: "msg_0123456789abcdef0123456789abcdef",
  body: "{}",
  url,
  secret: Webhook.newSecret(),
  attempts: 1
})

describe("webhook worker", () => {
  it.live("an attempt ends at its deadline in all, however steadily the receiver trickles its answer", () =>
    Effect.gen(function* () {
      const trickler = yield* openTrickler(100)
      const answer = yield* sendAttempt(claimedTo(trickler.url), true).pipe(
        Effect.provideService(WebhookAttemptDeadline, "1 second"),
        Effect.timeout("5 seconds")
      )
      assert.deepInclude(answer, { response_code: null, error: "no answer within 1 s" })
      assert.isAtLeast(answer.duration_ms, 1000)
      assert.isBelow(answer.duration_ms, 2000)
      // The sender hung up: the connection closes.
      yield* Effect.sync(trickler.open).pipe(
        Effect.repeat({ until: (n) => n === 0, schedule: Schedule.spaced("20 millis") }),
        Effect.timeout("1 second")
      )
    }).pipe(Effect.scoped)
  )

  it.live("a trickling endpoint holds a few sends, never another endpoint's deliveries", () =>
    Effect.gen(function* () {
      const trickler = yield* openTrickler(100)
      const receiver = yield* openReceiver
      const { workspace } = yield* seedWorkspace({ plan: "premium" })
      const webhooks = yield* Webhooks
      yield* webhooks.create(users.editor, workspace.id, { url: trickler.url, events: ["marketing_qr_code.published"] })
      yield* webhooks.create(users.editor, workspace.id, {
        url: receiver.url,
        events: ["marketing_qr_code.unpublished"]
      })
      const codes = yield* MarketingQrCodes
      const published = yield* Effect.forEach(Array.from({ length: 25 }), () =>
        Effect.flatMap(createQrCode(users.editor, workspace.id), (code) => codes.publish(users.editor, code.id))
      )
      yield* Layer.build(
        WebhookWorkerLive.pipe(
          Layer.provide([
            permissive,
            Layer.succeed(WebhookPollInterval)("50 millis"),
            Layer.succeed(WebhookAttemptDeadline)("30 seconds")
          ])
        )
      )
      yield* Effect.sync(() => trickler.connections()).pipe(
        Effect.repeat({ until: (n) => n > 0, schedule: Schedule.spaced("20 millis") }),
        Effect.timeout("3 seconds")
      )
      // While the trickler's sends stay open, another endpoint's event goes out at once.
      const [first] = published
      if (first === undefined) return assert.fail("no code published")
      yield* codes.unpublish(users.editor, first.id)
      yield* receivedBy(receiver, 1, "2 seconds")
      assert.strictEqual(receiver.received.length, 1)
      assert.isAtMost(trickler.open(), 4)
      assert.isAbove(trickler.open(), 0)
    }).pipe(Effect.provide(PermissiveLayer), Effect.scoped)
  )

  it.live("a failing expiry check does not hold up the deliveries of its round", () =>
    Effect.gen(function* () {
      const receiver = yield* openReceiver
      const { workspace } = yield* workspaceWithCodeEndpoint(receiver.url)
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
      const [, logs] = yield* collectingLogs(
        Effect.gen(function* () {
          yield* Layer.build(
            WebhookWorkerLive.pipe(
              Layer.provide([failingCheck, permissive, Layer.succeed(WebhookPollInterval)("1 hour")])
            )
          )
          yield* receivedBy(receiver, 1, "3 seconds")
        })
      )
      assert.strictEqual(receiver.received.length, 1)
      // The failure is the operator's to see, and this test provoked it: logged, not printed.
      assert.isTrue(logs.some((line) => line.level === "Warn" && line.message.includes("webhook expiry check failed")))
    }).pipe(Effect.provide(PermissiveLayer), Effect.scoped)
  )
})
