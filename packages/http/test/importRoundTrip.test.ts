/**
 * Export from one workspace, import into an empty one, over the wire: the
 * label comes back as it was, including what the rows must apply in order
 * (published, then archived).
 */
import { assert, describe, it } from "@effect/vitest"
import { Labels } from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { labelsOf, postDocuments, rowsOf } from "./support/importCalls.ts"
import { call, WireLive } from "./support/wire.ts"

/** Exports `from` and imports the documents into `to`: the import's answer. */
const exportInto = (from: string, to: string) =>
  Effect.gen(function* () {
    const exported = yield* call("GET", `/v1/workspaces/${from}/export`, { as: users.viewer })
    assert.strictEqual(exported.status, 200, exported.text)
    const imported = yield* postDocuments(to, exported.json as ReadonlyArray<unknown>)
    assert.strictEqual(imported.status, 200, imported.text)
    return imported
  })

describe("export then import into an empty workspace", () => {
  it.effect("a published, archived label comes back published and archived", () =>
    Effect.gen(function* () {
      const source = yield* seedWorkspace({ plan: "premium" })
      const target = yield* seedWorkspace({ plan: "premium" })
      const label = yield* createCompleteLabel(users.editor, source.workspace.id, source.brandId, { quantity: 750 })
      const labels = yield* Labels
      yield* labels.publish(users.editor, label.id)
      yield* labels.patch(users.editor, label.id, { is_archived: true })
      const imported = yield* exportInto(source.workspace.id, target.workspace.id)
      assert.deepStrictEqual(
        rowsOf(imported).map((row) => row.action),
        ["create"]
      )
      const [copy] = yield* labelsOf(target.workspace.id)
      assert.deepStrictEqual([copy?.is_published, copy?.is_archived], [true, true])
    }).pipe(Effect.provide(WireLive))
  )
})
