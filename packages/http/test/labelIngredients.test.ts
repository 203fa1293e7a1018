/**
 * `GET /v1/labels/{id}/ingredients`: the list the PUT replaces, in its
 * order (the console's ingredient editor reads it); another workspace's
 * label is the same 404 as a missing one.
 */
import { assert, describe, it } from "@effect/vitest"
import { catalogIds, createCompleteLabel, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect } from "effect"
import { openApp } from "./support/scanner.ts"

describe("a label's ingredient list", () => {
  it.effect("reads what the PUT wrote, in order; 404 for a stranger and a missing label", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createCompleteLabel(users.editor, workspace.id, brandId)
      const put = yield* app.send("PUT", `/v1/labels/${label.id}/ingredients`, {
        as: users.editor,
        body: [
          { ingredient_id: catalogIds.ingredients.sulphites, order: 2 },
          { ingredient_id: catalogIds.ingredients.grapes, order: 1, is_organic: true }
        ]
      })
      assert.strictEqual(put.status, 200, put.text)
      const read = yield* app.send("GET", `/v1/labels/${label.id}/ingredients`, { as: users.viewer })
      assert.strictEqual(read.status, 200, read.text)
      const items = (JSON.parse(read.text) as { items: Array<{ ingredient_id: string; is_organic: boolean | null }> })
        .items
      assert.deepStrictEqual(
        items.map((row) => row.ingredient_id),
        [catalogIds.ingredients.grapes, catalogIds.ingredients.sulphites],
        read.text
      )
      assert.isTrue(items[0]?.is_organic)
      const stranger = yield* app.send("GET", `/v1/labels/${label.id}/ingredients`, { as: users.stranger })
      const missing = yield* app.send("GET", "/v1/labels/00000000-0000-4000-8000-000000000000/ingredients", {
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
    }).pipe(Effect.provide(TestLayer))
  )
})
