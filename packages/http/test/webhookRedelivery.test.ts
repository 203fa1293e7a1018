/**
 * Redelivery over the wire: it starts a delivery over (attempts from 0, the
 * retry schedule anew), so manual retries never count as whole failed
 * deliveries; it is refused (409) while an attempt of the delivery is in
 * flight, so one delivery is never sent twice at once, and while the
 * endpoint is disabled, where nothing would be sent.
 */
import { assert, describe, it } from "@effect/vitest"
import { MarketingQrCodes, WebhookDelivery } from "@elabel/domain"
import { createQrCode, seedWorkspace, users } from "@elabel/testkit"
import { Effect, Fiber, Schedule } from "effect"
import { TestClock } from "effect/testing"
import { WebhookAttemptDeadline } from "../src/webhooks/WebhookSender.ts"
import { deliverDue } from "../src/webhooks/WebhookWorker.ts"
import { openApp } from "./support/scanner.ts"
import { PermissiveLayer, permissive } from "./support/webhookDomain.ts"
import { openReceiver, openTrickler } from "./support/webhookReceiver.ts"

const deliver = deliverDue.pipe(Effect.provide(permissive))

const json = <A>(answer: { readonly text: string }): A => JSON.parse(answer.text) as A

interface Listed {
  readonly id: string
  readonly status: string
  readonly attempts: number
}

/** A workspace with one endpoint at `url` and one published code: one delivery, not sent yet. */
const oneDelivery = (url: string) =>
  Effect.gen(function* () {
    const app = yield* openApp()
    const { workspace } = yield* seedWorkspace({ plan: "premium" })
    const base = `/v1/workspaces/${workspace.id}/webhooks`
    const created = yield* app.send("POST", base, {
      as: users.editor,
      body: { url, events: ["marketing_qr_code.published"] }
    })
    const endpoint = `${base}/${json<{ id: string }>(created).id}`
    yield* (yield* MarketingQrCodes).publish(users.editor, (yield* createQrCode(users.editor, workspace.id)).id)
    const deliveries = app
      .send("GET", `${endpoint}/deliveries`, { as: users.viewer })
      .pipe(Effect.map((answer) => json<{ items: ReadonlyArray<Listed> }>(answer).items))
    const [delivery] = yield* deliveries
    if (delivery === undefined) return yield* Effect.die(new Error("no delivery"))
    const redeliver = app.send("POST", `${endpoint}/deliveries/${delivery.id}/redeliver`, { as: users.editor })
    return { app, endpoint, deliveries, redeliver }
  })

describe("webhook redelivery", () => {
  it.live("while an attempt is in flight, a redelivery is a 409 and the delivery is not sent again", () =>
    Effect.gen(function* () {
      const trickler = yield* openTrickler(100)
      const { redeliver } = yield* oneDelivery(trickler.url)
      const sending = yield* deliver.pipe(Effect.provideService(WebhookAttemptDeadline, "30 seconds"), Effect.forkChild)
      yield* Effect.sync(trickler.connections).pipe(
        Effect.repeat({ until: (n) => n > 0, schedule: Schedule.spaced("20 millis") }),
        Effect.timeout("3 seconds")
      )
      const refused = yield* redeliver
      assert.strictEqual(refused.status, 409, refused.text)
      assert.include(refused.text, "/problems/conflict")
      assert.include(refused.text, "being sent right now")
      // Another worker finds nothing due: the one attempt stays the only one.
      assert.strictEqual(yield* deliver, 0)
      assert.strictEqual(trickler.connections(), 1)
      yield* Fiber.interrupt(sending)
    }).pipe(Effect.provide(PermissiveLayer), Effect.scoped)
  )

  it.effect("a redelivery starts over: failed manual retries never disable the endpoint by themselves", () =>
    Effect.gen(function* () {
      const receiver = yield* openReceiver
      receiver.answer(500)
      const { app, endpoint, deliveries, redeliver } = yield* oneDelivery(receiver.url)
      // The whole schedule fails: every attempt, each retry a little over a day apart at most.
      for (let attempt = 1; attempt <= WebhookDelivery.MAX_ATTEMPTS; attempt++) {
        assert.strictEqual(yield* deliver, 1)
        yield* TestClock.adjust("27 hours")
      }
      assert.deepInclude((yield* deliveries)[0], { status: "failed", attempts: WebhookDelivery.MAX_ATTEMPTS })
      const state = app
        .send("GET", endpoint, { as: users.viewer })
        .pipe(Effect.map((answer) => json<{ consecutive_failures: number; enabled: boolean }>(answer)))
      assert.deepInclude(yield* state, { consecutive_failures: 1, enabled: true })
      // Two manual retries that fail: each a first attempt of a new schedule, no whole failed delivery.
      for (let retry = 0; retry < 2; retry++) {
        const again = yield* redeliver
        assert.strictEqual(again.status, 200, again.text)
        assert.deepInclude(json<Listed>(again), { status: "pending", attempts: 0 })
        assert.strictEqual(yield* deliver, 1)
        assert.deepInclude((yield* deliveries)[0], { status: "pending", attempts: 1 })
      }
      assert.deepInclude(yield* state, { consecutive_failures: 1, enabled: true })
    }).pipe(Effect.provide(PermissiveLayer), Effect.scoped)
  )

  it.effect("a redelivery to a disabled endpoint is a 409 naming the way out, and works once it is enabled", () =>
    Effect.gen(function* () {
      const receiver = yield* openReceiver
      const { app, endpoint, deliveries, redeliver } = yield* oneDelivery(receiver.url)
      yield* app.send("PATCH", endpoint, { as: users.editor, body: { enabled: false } })
      const refused = yield* redeliver
      assert.strictEqual(refused.status, 409, refused.text)
      assert.include(refused.text, "/problems/conflict")
      assert.include(refused.text, "disabled")
      assert.include(refused.text, "PATCH")
      yield* app.send("PATCH", endpoint, { as: users.editor, body: { enabled: true } })
      assert.strictEqual((yield* redeliver).status, 200)
      assert.strictEqual(yield* deliver, 1)
      assert.deepInclude((yield* deliveries)[0], { status: "delivered", attempts: 1 })
    }).pipe(Effect.provide(PermissiveLayer), Effect.scoped)
  )
})
