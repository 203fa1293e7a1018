/**
 * What a disabled endpoint gets (ADR 0018): events that happen while it is
 * disabled are dropped, not queued, and the endpoint shows it (GET and the
 * list say `enabled: false` with the reason); deliveries it had pending
 * before wait, and go out once it is enabled again.
 */
import { assert, describe, it } from "@effect/vitest"
import { MarketingQrCodes } from "@elabel/domain"
import { createQrCode, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { deliverDue } from "../src/webhooks/WebhookWorker.ts"
import { openApp } from "./support/scanner.ts"
import { PermissiveLayer, permissive } from "./support/webhookDomain.ts"
import { openReceiver } from "./support/webhookReceiver.ts"

const deliver = deliverDue.pipe(Effect.provide(permissive))

const json = <A>(answer: { readonly text: string }): A => JSON.parse(answer.text) as A

describe("a disabled webhook endpoint", () => {
  it.live("drops the events that happen while it is disabled, shows so, and gets what was pending once enabled", () =>
    Effect.gen(function* () {
      const receiver = yield* openReceiver
      const app = yield* openApp()
      const { workspace } = yield* seedWorkspace({ plan: "premium" })
      const base = `/v1/workspaces/${workspace.id}/webhooks`
      const created = yield* app.send("POST", base, {
        as: users.editor,
        body: { url: receiver.url, events: ["marketing_qr_code.published"] }
      })
      const path = `${base}/${json<{ id: string }>(created).id}`
      const codes = yield* MarketingQrCodes
      const publish = Effect.flatMap(createQrCode(users.editor, workspace.id), (code) =>
        codes.publish(users.editor, code.id)
      )
      const logged = app
        .send("GET", `${path}/deliveries`, { as: users.viewer })
        .pipe(Effect.map((answer) => json<{ items: ReadonlyArray<{ event_id: string }> }>(answer).items.length))

      yield* publish
      yield* app.send("PATCH", path, { as: users.editor, body: { enabled: false } })
      const shown = { enabled: false, disabled_reason: "disabled by a user" }
      assert.deepInclude(json<object>(yield* app.send("GET", path, { as: users.viewer })), shown)
      const listed = json<{ items: ReadonlyArray<object> }>(yield* app.send("GET", base, { as: users.viewer }))
      assert.deepInclude(listed.items[0], shown)
      // An event while disabled is not stored for the endpoint; the one pending from before waits.
      yield* publish
      assert.strictEqual(yield* logged, 1)
      assert.strictEqual(yield* deliver, 0)

      yield* app.send("PATCH", path, { as: users.editor, body: { enabled: true } })
      assert.strictEqual(yield* deliver, 1)
      assert.strictEqual(receiver.received.length, 1)
      assert.strictEqual(yield* logged, 1)
    }).pipe(Effect.provide(PermissiveLayer), Effect.scoped)
  )
})
