/**
 * `GET /v1/labels/{id}/preview`: the page a label would show now, published
 * or not, rendered by the `/l/{ref}` code, in the language asked for; a
 * draft's page is previewed without publishing or recording anything;
 * another workspace's label is the same 404 as a missing one.
 */
import { assert, describe, it } from "@effect/vitest"
import { createCompleteLabel, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect } from "effect"
import { openApp } from "./support/scanner.ts"

describe("label preview", () => {
  it.effect("a draft's page, in the language asked for, recording nothing; 404 for a stranger", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750, locale: "en" })

      const english = yield* app.send("GET", `/v1/labels/${label.id}/preview?lang=en`, { as: users.viewer })
      assert.strictEqual(english.status, 200, english.text)
      assert.match(english.headers.get("content-type") ?? "", /^text\/html/)
      assert.include(english.text, '<html lang="en"')
      assert.include(english.text, label.name)
      const german = yield* app.send("GET", `/v1/labels/${label.id}/preview?lang=de`, { as: users.viewer })
      assert.include(german.text, '<html lang="de"')

      const versions = yield* app.send("GET", `/v1/labels/${label.id}/versions`, { as: users.viewer })
      assert.deepStrictEqual((JSON.parse(versions.text) as { items: Array<unknown> }).items, [], "nothing recorded")

      const stranger = yield* app.send("GET", `/v1/labels/${label.id}/preview`, { as: users.stranger })
      const missing = yield* app.send("GET", "/v1/labels/00000000-0000-4000-8000-000000000000/preview", {
        as: users.viewer
      })
      assert.strictEqual(stranger.status, 404)
      assert.strictEqual(missing.status, 404)
      // The same problem but for the request id every answer has its own of (ADR 0046).
      const problem = (text: string) => {
        const { request_id: _, ...rest } = JSON.parse(text) as Record<string, unknown>
        return JSON.stringify(rest)
      }
      assert.strictEqual(
        problem(stranger.text).replace(label.id, "ID"),
        problem(missing.text).replace(/0{8}-0{4}-4000-8000-0{12}/, "ID")
      )
      const badLang = yield* app.send("GET", `/v1/labels/${label.id}/preview?lang=%3Cx%3E`, { as: users.viewer })
      assert.strictEqual(badLang.status, 400)
    }).pipe(Effect.provide(TestLayer))
  )
})
