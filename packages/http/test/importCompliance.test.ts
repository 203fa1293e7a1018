/**
 * The publish gate inside an import, over the wire: a row that publishes an
 * incomplete label, or takes a mandatory particular from a published one,
 * is an error row naming each missing particular by its column (CSV) or
 * document path (JSON), in a dry run and in a real run, which then applies
 * nothing.
 */
import { assert, describe, it } from "@effect/vitest"
import { Labels } from "@elabel/domain"
import { seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { csv, labelsOf, postCsv, postDocuments, rowsOf, seedPublishedLabel } from "./support/importCalls.ts"
import { problemOf, WireLive, type WireResponse } from "./support/wire.ts"

/** Alcohol gives the energy; fat, saturates, carbohydrate, sugars, protein, salt and ingredients are missing. */
const incomplete = csv(
  "internal_reference,name,is_published,alcohol,format_quantity",
  "INC-1,Incomplete Wine,true,12,750"
)
const missing = ["fat", "saturated_fat", "carbohydrates", "sugar", "protein", "salt", "ingredients"]

const errorsOf = (response: WireResponse) =>
  rowsOf(response).map((row) => [row.row, row.action, row.errors.map((issue) => issue.field)])

describe("compliance errors in an import", () => {
  it.effect("CSV: a row that would publish an incomplete label reports each missing particular by column", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace({ plan: "premium" })
      const dry = yield* postCsv(workspace.id, incomplete, "?dry_run=true")
      assert.strictEqual(dry.status, 200, dry.text)
      assert.deepStrictEqual(errorsOf(dry), [[2, "error", missing]])
      assert.match(rowsOf(dry)[0]?.errors[0]?.message ?? "", /nutrition declaration needs fat/)
      const real = yield* postCsv(workspace.id, incomplete)
      assert.strictEqual(real.status, 422, real.text)
      assert.strictEqual((yield* problemOf(real)).type, "/problems/import-rejected")
      assert.deepStrictEqual(errorsOf(real), [[2, "error", missing]])
      assert.deepStrictEqual(yield* labelsOf(workspace.id), [])
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("JSON: a row that takes a mandatory particular from a published label names it; nothing changes", () =>
    Effect.gen(function* () {
      const { workspace, label } = yield* seedPublishedLabel
      const document = { name: label.name, internal_reference: "RK-23", fat: null, fat_negligible: null }
      for (const query of ["?dry_run=true", ""]) {
        const response = yield* postDocuments(workspace.id, [document], query)
        assert.strictEqual(response.status, query === "" ? 422 : 200, response.text)
        assert.deepStrictEqual(errorsOf(response), [[1, "error", ["fat", "saturated_fat"]]])
      }
      const stored = yield* (yield* Labels).get(users.editor, label.id)
      assert.deepStrictEqual([stored.is_published, stored.fat_negligible], [true, true])
    }).pipe(Effect.provide(WireLive))
  )
})
