/**
 * What an import row leaves in a published label's history, over the wire:
 * one version of the state the row leaves, with one webhook event, however
 * many of the label's parts the row changed; a row that withdraws the page
 * may take a particular with it.
 */
import { assert, describe, it } from "@effect/vitest"
import { catalogIds, users } from "@elabel/testkit"
import { Effect } from "effect"
import { postDocuments, rowsOf, seedPublishedLabel } from "./support/importCalls.ts"
import { call, WireLive } from "./support/wire.ts"

const countOf = (path: string) =>
  Effect.map(
    call("GET", path, { as: users.viewer }),
    (response) => (response.json as { readonly items: ReadonlyArray<unknown> }).items.length
  )

describe("versions of an imported row", () => {
  it.effect("a row changing fields, a translation, a list and a format of a published label records one version", () =>
    Effect.gen(function* () {
      const { workspace, label } = yield* seedPublishedLabel
      const hook = yield* call("POST", `/v1/workspaces/${workspace.id}/webhooks`, {
        as: users.owner,
        body: { url: "https://erp.example.com/elabel", events: ["label.published", "label.updated"] }
      })
      assert.strictEqual(hook.status, 201, hook.text)
      const deliveries = `/v1/workspaces/${workspace.id}/webhooks/${(hook.json as { id: string }).id}/deliveries`
      const document = {
        name: "Riesling Spätlese",
        internal_reference: "RK-23",
        vintage: "2024",
        formats: [{ quantity: 750 }, { quantity: 1500 }],
        translations: [{ locale: "de", designation_of_origin: "Mosel" }],
        ingredients: [{ ingredient_id: catalogIds.ingredients.grapes, order: 1 }]
      }
      const imported = yield* postDocuments(workspace.id, [document])
      assert.strictEqual(imported.status, 200, imported.text)
      assert.strictEqual(rowsOf(imported)[0]?.action, "update")
      assert.strictEqual(yield* countOf(`/v1/labels/${label.id}/versions`), 2)
      // One event, the row's label.updated (the endpoint was added after the publish).
      assert.strictEqual(yield* countOf(deliveries), 1)
      const latest = yield* call("GET", `/v1/labels/${label.id}/versions/2`, { as: users.viewer })
      const snapshot = (latest.json as { document: { snapshot: { label: { name: string; formats: Array<unknown> } } } })
        .document.snapshot
      assert.deepStrictEqual([snapshot.label.name, snapshot.label.formats.length], ["Riesling Spätlese", 2])
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("a row that withdraws a published label may clear a particular: one version, the withdrawal", () =>
    Effect.gen(function* () {
      const { workspace, label } = yield* seedPublishedLabel
      const document = { name: label.name, internal_reference: "RK-23", fat_negligible: null, is_published: false }
      const imported = yield* postDocuments(workspace.id, [document])
      assert.strictEqual(imported.status, 200, imported.text)
      const versions = yield* call("GET", `/v1/labels/${label.id}/versions`, { as: users.viewer })
      assert.deepStrictEqual(
        (versions.json as { items: ReadonlyArray<{ version: number; is_published: boolean }> }).items.map((v) => [
          v.version,
          v.is_published
        ]),
        [
          [2, false],
          [1, true]
        ]
      )
    }).pipe(Effect.provide(WireLive))
  )
})
