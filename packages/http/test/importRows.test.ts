/**
 * What each row of an import answer names: its CSV line (header = 1) however
 * the file is laid out (blank lines, cells over several lines, CRLF), and
 * the label it matched, in error too.
 */
import { assert, describe, it } from "@effect/vitest"
import { createLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { postCsv, postDocuments, rowsOf } from "./support/importCalls.ts"
import { WireLive } from "./support/wire.ts"

const unknownId = "0f0f0f0f-0000-4000-8000-000000000001"

const rowsAndFields = (rows: ReturnType<typeof rowsOf>) =>
  rows.map((row) => [row.row, row.action, row.errors.map((issue) => issue.field)])

describe("row numbers of a CSV import", () => {
  it.effect("are the lines of the file: blank lines and multi-line cells counted, LF or CRLF", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const lines = [
        "internal_reference,name,alcohol,description@de",
        "",
        "A-1,First,11,",
        '   ,"Second,\nwith a long name",12,"Zwei',
        'Zeilen"',
        "",
        "  ",
        "A-3,Third,strong,"
      ]
      for (const newline of ["\n", "\r\n"]) {
        const response = yield* postCsv(workspace.id, `${lines.join(newline)}${newline}`, "?dry_run=true")
        assert.strictEqual(response.status, 200, response.text)
        assert.deepStrictEqual(
          rowsAndFields(rowsOf(response)),
          [
            [3, "create", []],
            [4, "create", []],
            [9, "error", ["alcohol"]]
          ],
          JSON.stringify(newline)
        )
      }
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("an error row names the existing label it matched; one that would create names none", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createLabel(users.editor, workspace.id, brandId, { internal_reference: "RK-23" })
      const response = yield* postDocuments(workspace.id, [
        { name: "Riesling", internal_reference: "RK-23", alcohol: "strong" },
        { name: "Riesling", internal_reference: "RK-23", ingredients: [{ ingredient_id: unknownId }] },
        { name: "New", internal_reference: "NEW-1", alcohol: "strong" }
      ])
      assert.strictEqual(response.status, 422, response.text)
      assert.deepStrictEqual(
        rowsOf(response).map((row) => [row.action, row.label_id]),
        [
          ["error", label.id],
          ["error", label.id],
          ["error", null]
        ]
      )
    }).pipe(Effect.provide(WireLive))
  )
})
