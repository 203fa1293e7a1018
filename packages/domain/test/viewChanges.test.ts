/**
 * How a refused approval names a change: `viewChanges` lists the parts of
 * two views that differ, field by field for records and whole for lists.
 * (That an approved label's version shows the request's content is checked
 * on every adapter by the HTTP flow, `support/publishFlow.ts`.)
 */
import { assert, describe, it } from "@effect/vitest"
import { viewChanges } from "../src/approval/viewChanges.ts"

const view = {
  label: { name: "Riesling", vintage: "2023", formats: [{ quantity: 750 }] },
  children: { ingredients: [{ ingredient_id: "grapes" }], packagings: [] },
  brand: { name: "Weingut" },
  catalog: { ingredients: [] }
}

describe("viewChanges", () => {
  it("is empty for views that show the same, members left undefined included", () => {
    assert.deepStrictEqual(viewChanges(view, { ...view, media: undefined }), [])
  })

  it("names changed fields of the label and brand, and whole lists", () => {
    const now = {
      ...view,
      label: { ...view.label, vintage: "2024", formats: [{ quantity: 1500 }] },
      children: { ...view.children, ingredients: [] },
      brand: null,
      media: [{ id: "bottle" }]
    }
    assert.deepStrictEqual(viewChanges(view, now), [
      "brand",
      "children.ingredients",
      "label.formats",
      "label.vintage",
      "media"
    ])
  })
})
