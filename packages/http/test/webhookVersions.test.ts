/**
 * Webhook endpoints are versioned like every writable resource (ADR 0008):
 * the `ETag` is `"v<version>"`, and PATCH, rotate-secret and DELETE with a
 * stale `If-Match` answer 412 and change nothing.
 */
import { assert, describe, it } from "@effect/vitest"
import { seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect } from "effect"
import { openApp } from "./support/scanner.ts"

const json = <A>(answer: { readonly text: string }): A => JSON.parse(answer.text) as A

interface Endpoint {
  readonly id: string
  readonly description: string | null
  readonly secret?: string
  readonly version: number
}

describe("webhook endpoint versions", () => {
  it.effect(
    "ETag is the version; a stale If-Match on PATCH, rotate-secret or DELETE is a 412 that changes nothing",
    () =>
      Effect.gen(function* () {
        const app = yield* openApp()
        const { workspace } = yield* seedWorkspace({ plan: "premium" })
        const base = `/v1/workspaces/${workspace.id}/webhooks`
        const created = yield* app.send("POST", base, {
          as: users.editor,
          body: { url: "https://erp.example.com/elabel", events: ["label.published"] }
        })
        assert.strictEqual(created.status, 201, created.text)
        assert.strictEqual(created.headers.get("etag"), '"v1"')
        const { id, secret } = json<Endpoint>(created)
        const path = `${base}/${id}`
        const read = () => app.send("GET", path, { as: users.viewer })
        assert.strictEqual((yield* read()).headers.get("etag"), '"v1"')

        const stale = { "if-match": '"v999"' }
        const patched = yield* app.send("PATCH", path, { as: users.editor, headers: stale, body: { description: "x" } })
        assert.strictEqual(patched.status, 412, patched.text)
        assert.include(patched.text, "/problems/precondition-failed")
        const rotated = yield* app.send("POST", `${path}/rotate-secret`, { as: users.editor, headers: stale })
        assert.strictEqual(rotated.status, 412, rotated.text)
        assert.deepInclude(json<Endpoint>(yield* read()), { description: null, version: 1 })

        const changed = yield* app.send("PATCH", path, {
          as: users.editor,
          headers: { "if-match": '"v1"' },
          body: { description: "ERP" }
        })
        assert.strictEqual(changed.status, 200, changed.text)
        assert.strictEqual(changed.headers.get("etag"), '"v2"')
        assert.deepInclude(json<Endpoint>(changed), { description: "ERP", version: 2 })
        const again = yield* app.send("PATCH", path, {
          as: users.editor,
          headers: { "if-match": '"v1"' },
          body: { description: "lost update" }
        })
        assert.strictEqual(again.status, 412)

        const fresh = yield* app.send("POST", `${path}/rotate-secret`, {
          as: users.editor,
          headers: { "if-match": '"v2"' }
        })
        assert.strictEqual(fresh.status, 200, fresh.text)
        assert.strictEqual(fresh.headers.get("etag"), '"v3"')
        assert.notStrictEqual(json<Endpoint>(fresh).secret, secret)
        assert.deepInclude(json<Endpoint>(yield* read()), { description: "ERP", version: 3 })
        const deleted = yield* app.send("DELETE", path, { as: users.editor, headers: { "if-match": '"v2"' } })
        assert.strictEqual(deleted.status, 412)
        assert.strictEqual((yield* read()).status, 200)
        assert.strictEqual(
          (yield* app.send("DELETE", path, { as: users.editor, headers: { "if-match": '"v3"' } })).status,
          204
        )
      }).pipe(Effect.provide(TestLayer))
  )
})
