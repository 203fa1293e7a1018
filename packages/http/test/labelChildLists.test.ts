/**
 * `GET /v1/labels/{id}/grape-varieties`, `…/packagings` and
 * `…/certifications`: each answers what its PUT wrote (the console's editor
 * reads them); another workspace's label is the same 404 as a missing one.
 */
import { assert, describe, it } from "@effect/vitest"
import { catalogIds, createCompleteLabel, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect } from "effect"
import { openApp } from "./support/scanner.ts"

const MISSING = "00000000-0000-4000-8000-000000000000"

/** A problem without the request id every answer has its own of (ADR 0046), the label's id as `ID`. */
const problemOf = (text: string, id: string) => {
  const { request_id: _, ...rest } = JSON.parse(text) as Record<string, unknown>
  return JSON.stringify(rest).replace(id, "ID")
}

const lists = [
  {
    path: "grape-varieties",
    body: [
      { grape_variety_id: catalogIds.grapeVarieties.riesling, percentage: 85 },
      { grape_variety_id: catalogIds.grapeVarieties.pinotNoir, grape_variety_synonym_id: null, percentage: 15 }
    ],
    fields: ["grape_variety_id", "percentage"]
  },
  {
    path: "packagings",
    body: [
      { packaging_type: "bottle", collection: "separate_collection", material_id: catalogIds.materials.glass },
      { packaging_type: "screw_cap", collection: "residual_waste", material_id: catalogIds.materials.aluminium }
    ],
    fields: ["packaging_type", "collection", "material_id"]
  },
  {
    path: "certifications",
    body: [
      { certification_id: catalogIds.certifications.demeter },
      { certification_id: catalogIds.certifications.vegan }
    ],
    fields: ["certification_id"]
  }
] as const

describe("a label's child lists", () => {
  for (const list of lists) {
    it.effect(`${list.path}: reads what the PUT wrote, in order; 404 for a stranger and a missing label`, () =>
      Effect.gen(function* () {
        const app = yield* openApp()
        const { workspace, brandId } = yield* seedWorkspace()
        const label = yield* createCompleteLabel(users.editor, workspace.id, brandId)
        const url = `/v1/labels/${label.id}/${list.path}`
        const put = yield* app.send("PUT", url, { as: users.editor, body: list.body })
        assert.strictEqual(put.status, 200, put.text)
        const read = yield* app.send("GET", url, { as: users.viewer })
        assert.strictEqual(read.status, 200, read.text)
        const items = (JSON.parse(read.text) as { items: Array<Record<string, unknown>> }).items
        const picked = (rows: ReadonlyArray<Record<string, unknown>>) =>
          rows.map((row) => list.fields.map((field) => row[field]))
        assert.deepStrictEqual(picked(items), picked(list.body), read.text)
        assert.deepStrictEqual(
          items.map((row) => row.id),
          (JSON.parse(put.text) as { items: Array<{ id: string }> }).items.map((row) => row.id)
        )

        const cleared = yield* app.send("PUT", url, { as: users.editor, body: [] })
        assert.strictEqual(cleared.status, 200, cleared.text)
        const empty = yield* app.send("GET", url, { as: users.viewer })
        assert.deepStrictEqual(JSON.parse(empty.text), { items: [] })

        const stranger = yield* app.send("GET", url, { as: users.stranger })
        const missing = yield* app.send("GET", `/v1/labels/${MISSING}/${list.path}`, { as: users.viewer })
        assert.strictEqual(stranger.status, 404)
        assert.strictEqual(missing.status, 404)
        assert.strictEqual(problemOf(stranger.text, label.id), problemOf(missing.text, MISSING))
      }).pipe(Effect.provide(TestLayer))
    )
  }
})
