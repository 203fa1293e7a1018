/**
 * What each row of an import answer names: its CSV line (header = 1) however
 * the file is laid out (blank lines, cells over several lines, CRLF).
 */
import { assert, describe, it } from "@effect/vitest"
import { seedWorkspace } from "@elabel/testkit"
import { Effect } from "effect"
import { postCsv, rowsOf } from "./support/importCalls.ts"
import { WireLive } from "./support/wire.ts"

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
})
