/** What the worker records after an attempt: the endpoint's failure count, and when it is disabled. */
import { assert, describe, it } from "@effect/vitest"
import { MarketingQrCodes, WebhookDeliveries, WebhookDelivery, WebhookRepository, Webhooks } from "@elabel/domain"
import { createQrCode, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect, Option } from "effect"

const failure = { response_code: 503, duration_ms: 20, error: null }

describe("webhook deliveries", () => {
  it.effect("three deliveries in a row that fail every attempt disable the endpoint; a success resets the count", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace({ plan: "premium" })
      const endpoint = yield* (yield* Webhooks).create(users.editor, workspace.id, {
        url: "https://erp.example.com/hook",
        events: ["marketing_qr_code.published"]
      })
      const codes = yield* MarketingQrCodes
      for (let i = 0; i < 5; i++) {
        yield* codes.publish(users.editor, (yield* createQrCode(users.editor, workspace.id)).id)
      }
      const deliveries = yield* WebhookDeliveries
      const claimed = yield* deliveries.claim(10)
      assert.strictEqual(claimed.length, 5)
      const lastAttempt = (i: number) => ({ ...claimed[i]!, attempts: WebhookDelivery.MAX_ATTEMPTS })
      const state = Effect.map(
        WebhookRepository.use((repo) => repo.findById(endpoint.id)),
        (found) => Option.getOrThrow(found)
      )
      yield* deliveries.complete(lastAttempt(0), failure)
      yield* deliveries.complete(lastAttempt(1), failure)
      assert.deepInclude(yield* state, { consecutive_failures: 2, enabled: true })
      // A failure with retries left does not count; a success resets the count.
      yield* deliveries.complete(claimed[2]!, failure)
      yield* deliveries.complete(claimed[3]!, { response_code: 200, duration_ms: 5, error: null })
      assert.deepInclude(yield* state, { consecutive_failures: 0, enabled: true })
      yield* deliveries.complete(lastAttempt(0), failure)
      yield* deliveries.complete(lastAttempt(1), failure)
      yield* deliveries.complete(lastAttempt(4), failure)
      const disabled = yield* state
      assert.deepInclude(disabled, { consecutive_failures: 3, enabled: false })
      assert.include(disabled.disabled_reason ?? "", "3 deliveries in a row")
      // A disabled endpoint's pending deliveries wait until it is enabled again.
      assert.deepStrictEqual(yield* deliveries.claim(10), [])
      yield* (yield* Webhooks).patch(users.admin, workspace.id, endpoint.id, { enabled: true })
      assert.deepInclude(yield* state, { consecutive_failures: 0, enabled: true, disabled_reason: null })
    }).pipe(Effect.provide(TestLayer))
  )
})
