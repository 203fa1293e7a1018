/**
 * Export from one workspace, import into an empty one, over the wire: the
 * label comes back as it was, including what the rows must apply in order
 * (published, then archived) and which format is the default one (what a
 * GS1 label's QR code encodes).
 */
import { assert, describe, it } from "@effect/vitest"
import { Formats, Labels } from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { csv, labelsOf, postCsv, postDocuments, rowsOf } from "./support/importCalls.ts"
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

  it.effect("the default format stays the default one (here the second), by its position in the document", () =>
    Effect.gen(function* () {
      const source = yield* seedWorkspace({ plan: "premium" })
      const target = yield* seedWorkspace({ plan: "premium" })
      const label = yield* createCompleteLabel(users.editor, source.workspace.id, source.brandId, { quantity: 750 })
      const magnum = yield* (yield* Formats).add(users.editor, label.id, { quantity: 1500 })
      yield* (yield* Labels).patch(users.editor, label.id, { default_format_id: magnum.id })
      yield* exportInto(source.workspace.id, target.workspace.id)
      const [copy] = yield* labelsOf(target.workspace.id)
      const defaultFormat = copy?.formats.find((format) => format.id === copy.default_format_id)
      assert.deepStrictEqual(
        [copy?.formats.map((format) => format.quantity), defaultFormat?.quantity],
        [[750, 1500], 1500]
      )
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("CSV: format_is_default picks the default format; two defaults in one label are an error", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const header = "internal_reference,name,format_quantity,format_is_default"
      const two = yield* postCsv(workspace.id, csv(header, "A,Wine,750,true", "A,,1500,true"), "?dry_run=true")
      assert.deepStrictEqual(
        rowsOf(two).map((row) => [row.row, row.errors.map((issue) => issue.field)]),
        [
          [2, [""]],
          [3, ["format_is_default"]]
        ]
      )
      const one = yield* postCsv(workspace.id, csv(header, "A,Wine,750,", "A,,1500,true"))
      assert.strictEqual(one.status, 200, one.text)
      const [label] = yield* labelsOf(workspace.id)
      assert.strictEqual(label?.formats.find((format) => format.id === label.default_format_id)?.quantity, 1500)
    }).pipe(Effect.provide(WireLive))
  )
})
