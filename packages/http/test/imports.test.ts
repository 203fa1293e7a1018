/**
 * Import and export over the wire: CSV rows grouped into labels with their
 * formats, a dry run that changes nothing, a failing row that applies
 * nothing and names its row and column, the row limit, the template, and the
 * streamed export read back as an import.
 */
import { assert, describe, it } from "@effect/vitest"
import { seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { AppWireLive } from "./support/appWire.ts"
import { csv, labelsOf, postCsv, rowsOf } from "./support/importCalls.ts"
import { call, problemOf, WireLive } from "./support/wire.ts"

const grapes = "7d3034d9-28f2-53e2-9b1f-40fef132380b"

const header = "internal_reference,name,vintage,alcohol,format_quantity,format_gtin,ingredients,description@de"
const goodFile = csv(
  header,
  "RK-23,Riesling Kabinett,2023,11.5,750,4012345678901,,Frisch",
  "RK-23,,,,1500,4012345678918,,",
  "SP-22,Spätburgunder,2022,13,750,,,"
)

describe("POST /v1/workspaces/{id}/imports", () => {
  it.effect("a dry run answers per row and changes nothing; the real run applies the same rows", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const dry = yield* postCsv(workspace.id, goodFile, "?dry_run=true")
      assert.strictEqual(dry.status, 200, dry.text)
      assert.deepStrictEqual(
        rowsOf(dry).map((row) => [row.row, row.action]),
        [
          [2, "create"],
          [3, "create"],
          [4, "create"]
        ]
      )
      assert.deepStrictEqual(yield* labelsOf(workspace.id), [])
      const real = yield* postCsv(workspace.id, goodFile)
      assert.strictEqual(real.status, 200, real.text)
      assert.deepStrictEqual(
        rowsOf(real).map((row) => row.action),
        ["create", "create", "create"]
      )
      const labels = yield* labelsOf(workspace.id)
      assert.deepStrictEqual(
        labels.map((label) => [label.name, label.formats.map((format) => format.quantity)]),
        [
          ["Riesling Kabinett", [750, 1500]],
          ["Spätburgunder", [750]]
        ]
      )
      const again = yield* postCsv(workspace.id, goodFile)
      assert.deepStrictEqual(
        rowsOf(again).map((row) => row.action),
        ["unchanged", "unchanged", "unchanged"]
      )
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("a failing row applies nothing: 422 import-rejected naming each row and column", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const file = csv(
        header,
        "RK-23,Riesling Kabinett,2023,11.5,750,,,",
        "RK-23,,,,lots,,,",
        `XX-1,Bad,2023,strong,750,,${grapes};0f0f0f0f-0000-4000-8000-000000000001,`
      )
      const response = yield* postCsv(workspace.id, file)
      assert.strictEqual(response.status, 422, response.text)
      assert.strictEqual((yield* problemOf(response)).type, "/problems/import-rejected")
      const rows = rowsOf(response)
      assert.deepStrictEqual(
        rows.map((row) => [row.row, row.action, row.errors.map((issue) => issue.field)]),
        [
          [2, "error", [""]],
          [3, "error", ["format_quantity"]],
          [4, "error", ["alcohol"]]
        ]
      )
      assert.deepStrictEqual(yield* labelsOf(workspace.id), [])
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("catalogue references are checked in a dry run too", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const file = csv(header, "RK-23,Riesling,2023,11.5,750,,0f0f0f0f-0000-4000-8000-000000000001,")
      const response = yield* postCsv(workspace.id, file, "?dry_run=true")
      assert.strictEqual(response.status, 200, response.text)
      assert.deepStrictEqual(
        rowsOf(response).map((row) => [row.action, row.errors.map((issue) => issue.field)]),
        [["error", ["ingredients"]]]
      )
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("unknown columns, or more than 5,000 rows, refuse the whole file", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const unknown = yield* postCsv(workspace.id, csv("name,colour_of_cap", "Riesling,blue"))
      assert.strictEqual(unknown.status, 400, unknown.text)
      assert.deepStrictEqual(
        (yield* problemOf(unknown)).errors?.map((issue) => issue.path),
        ["colour_of_cap"]
      )
      const big = yield* postCsv(workspace.id, csv("name", ...Array.from({ length: 5001 }, (_, i) => `Wine ${i}`)))
      assert.strictEqual(big.status, 413, big.text)
      const json = yield* call("POST", `/v1/workspaces/${workspace.id}/imports`, {
        as: users.editor,
        body: Array.from({ length: 5001 }, () => ({ name: "Wine" }))
      })
      assert.strictEqual(json.status, 413, json.text)
      assert.deepStrictEqual(yield* labelsOf(workspace.id), [])
    }).pipe(Effect.provide(WireLive))
  )

  // 600 documents take seconds on a busy machine and nothing here reads the time: on the live clock, the app's own
  // timers are not reported as a test waiting on time.
  it.live("takes bodies over the general 1 MiB limit (the whole app, body limit included)", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const documents = Array.from({ length: 600 }, (_, i) => ({ name: `Wine ${i}`, notes: "n".repeat(2000) }))
      assert.isAbove(JSON.stringify(documents).length, 1024 * 1024)
      const response = yield* call("POST", `/v1/workspaces/${workspace.id}/imports?dry_run=true`, {
        as: users.editor,
        body: documents
      })
      assert.strictEqual(response.status, 200, response.text.slice(0, 300))
      assert.strictEqual((response.json as { summary: { create: number } }).summary.create, 600)
      const label = yield* call("POST", "/v1/labels", { as: users.editor, body: documents })
      assert.strictEqual(label.status, 413, "other bodies keep the 1 MiB limit")
    }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("the template imports as it is (dry run): one label with two formats", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const template = yield* call("GET", "/v1/imports/template.csv", { as: users.viewer })
      assert.strictEqual(template.status, 200)
      assert.match(template.headers.get("content-type") ?? "", /^text\/csv/)
      const response = yield* postCsv(workspace.id, template.text, "?dry_run=true")
      assert.deepStrictEqual(
        rowsOf(response).map((row) => [row.row, row.action, row.errors]),
        [
          [2, "create", []],
          [3, "create", []]
        ]
      )
      // The summary counts labels, as a user does: two rows, one label created.
      assert.deepStrictEqual((response.json as { summary: unknown }).summary, {
        labels: 1,
        create: 1,
        update: 0,
        unchanged: 0,
        error: 0,
        rows: 2
      })
    }).pipe(Effect.provide(WireLive))
  )
})

describe("GET /v1/workspaces/{id}/export", () => {
  it.effect("streams the labels as documents that import back as unchanged", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      yield* postCsv(workspace.id, goodFile)
      const exported = yield* call("GET", `/v1/workspaces/${workspace.id}/export`, { as: users.viewer })
      assert.strictEqual(exported.status, 200, exported.text)
      const documents = exported.json as ReadonlyArray<{ name: string; ingredients: ReadonlyArray<unknown> }>
      assert.deepStrictEqual(
        documents.map((document) => document.name),
        ["Riesling Kabinett", "Spätburgunder"]
      )
      const back = yield* call("POST", `/v1/workspaces/${workspace.id}/imports`, {
        as: users.editor,
        body: documents
      })
      assert.deepStrictEqual(
        rowsOf(back).map((row) => [row.row, row.action]),
        [
          [1, "unchanged"],
          [2, "unchanged"]
        ]
      )
    }).pipe(Effect.provide(WireLive))
  )
})
