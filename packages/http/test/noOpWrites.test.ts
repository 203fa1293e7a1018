/**
 * A write that changes nothing changes nothing (issue 33 item 2): `PATCH {}`
 * and a PATCH repeating stored values, on labels, formats, brands, marketing
 * QR codes and webhooks, answer the resource as it is: same body, same
 * version, same `ETag`, so another client's `If-Match` still holds; a
 * published label records no version and its webhook endpoint gets no event.
 * A no-op with a stale `If-Match` is still 412, and one value that differs
 * is a change.
 */
import { assert, describe, it } from "@effect/vitest"
import { Formats, LabelHistory, Labels, Webhooks } from "@elabel/domain"
import { createCompleteLabel, createQrCode, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { openApp } from "./support/scanner.ts"
import { PermissiveLayer } from "./support/webhookDomain.ts"

type Resource = Record<string, unknown> & { readonly version: number }

describe("writes that change nothing", () => {
  it.effect(
    "PATCH {} and PATCH of stored values answer the resource unchanged, with its tag; no version, no event",
    () =>
      Effect.gen(function* () {
        const app = yield* openApp()
        const { workspace, brandId } = yield* seedWorkspace({ plan: "premium" })
        const labels = yield* Labels
        const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId)
        const label = yield* labels.publish(users.editor, draft.id)
        const magnum = yield* (yield* Formats).add(users.editor, label.id, { quantity: 1500 })
        const code = yield* createQrCode(users.editor, workspace.id)
        const hook = yield* (yield* Webhooks).create(users.editor, workspace.id, {
          url: "https://erp.example.com/elabel",
          events: ["label.updated", "label.published"]
        })
        const hookPath = `/v1/workspaces/${workspace.id}/webhooks/${hook.id}`
        const history = () =>
          LabelHistory.use((versions) =>
            Effect.map(versions.list(users.editor, label.id, { limit: 100, offset: 0 }), (page) => page.items.length)
          )
        const events = () =>
          Effect.map(app.send("GET", `${hookPath}/deliveries`, { as: users.editor }), (answer) => answer.text)
        const versionsBefore = yield* history()
        const eventsBefore = yield* events()

        const cases: ReadonlyArray<readonly [name: string, path: string, repeat: (stored: Resource) => object]> = [
          ["label", `/v1/labels/${label.id}`, (s) => ({ name: s.name, alcohol: s.alcohol, brand_id: s.brand_id })],
          ["format", `/v1/label-formats/${magnum.id}`, (s) => ({ quantity: s.quantity })],
          ["brand", `/v1/brands/${brandId}`, (s) => ({ name: s.name })],
          ["marketing QR code", `/v1/marketing-qr-codes/${code.id}`, (s) => ({ url: s.url })],
          ["webhook", hookPath, (s) => ({ url: s.url, events: s.events, enabled: s.enabled })]
        ]
        for (const [name, path, repeat] of cases) {
          const read = yield* app.send("GET", path, { as: users.editor })
          assert.strictEqual(read.status, 200, `${name}: ${read.text}`)
          const stored = JSON.parse(read.text) as Resource
          const tag = read.headers.get("etag")
          assert.strictEqual(tag?.startsWith(`"v${stored.version}`), true, `${name}: ${tag}`)
          for (const body of [{}, repeat(stored)]) {
            const answer = yield* app.send("PATCH", path, { as: users.editor, body, headers: { "if-match": tag! } })
            assert.strictEqual(answer.status, 200, `${name} ${JSON.stringify(body)}: ${answer.text}`)
            assert.deepStrictEqual(JSON.parse(answer.text), stored, `${name} ${JSON.stringify(body)}`)
            assert.strictEqual(answer.headers.get("etag"), tag, `${name} ${JSON.stringify(body)}: the tag holds`)
          }
          const stale = yield* app.send("PATCH", path, {
            as: users.editor,
            body: {},
            headers: { "if-match": `"v${stored.version + 7}"` }
          })
          assert.strictEqual(stale.status, 412, `${name}: a no-op with a stale If-Match`)
          const again = yield* app.send("GET", path, { as: users.editor })
          assert.strictEqual(again.headers.get("etag"), tag, `${name}: unchanged`)
        }
        assert.strictEqual(yield* history(), versionsBefore, "no label version recorded")
        assert.strictEqual(yield* events(), eventsBefore, "no webhook event")

        // One value that differs is a write: the version moves on, a version and an event are recorded.
        const renamed = yield* app.send("PATCH", `/v1/labels/${label.id}`, {
          as: users.editor,
          body: { name: label.name, alcohol: 13 }
        })
        assert.strictEqual(JSON.parse(renamed.text).version, label.version + 2, renamed.text)
        assert.strictEqual(yield* history(), versionsBefore + 1)
        assert.notStrictEqual(yield* events(), eventsBefore)
      }).pipe(Effect.provide(PermissiveLayer), Effect.scoped)
  )
})
