/**
 * Writes naming catalogue ids, over HTTP on the reference catalogue the
 * server ships: every reference (child-list ids, the label's country of
 * origin and production method, a brand's country) is checked against its
 * own catalogue. A miss is a 400 invalid-body naming each failing path, and
 * nothing of the body is stored.
 */
import { assert, describe, it } from "@effect/vitest"
import { type LabelId, Labels } from "@elabel/domain"
import { createLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { badRequestPaths, named, ReferenceWire, reference, UNKNOWN_ID } from "./support/referenceWire.ts"
import { call } from "./support/wire.ts"

const owner = { as: users.owner }

const pinotNoir = named(reference.grapeVarieties, "Pinot Noir")
const spaetburgunder = named(pinotNoir.synonyms, "Spätburgunder").id
const grenache = named(reference.grapeVarieties, "Grenache").id
const germany = named(reference.countries, "Germany").id
const traditional = named(reference.productionMethods, "Traditional method (bottle fermentation)").id
const glass = named(reference.materials, "Colourless glass").id
const demeter = named(reference.certifications, "Demeter").id
const grapes = named(reference.ingredients, "Grapes").id
const sulphites = named(reference.ingredients, "Sulphites").id

/** A label of a fresh workspace, with every list and reference set to valid catalogue ids. */
const labelWithReferences = Effect.gen(function* () {
  const { brandId, workspace } = yield* seedWorkspace()
  const label = yield* createLabel(users.owner, workspace.id, brandId)
  const valid: ReadonlyArray<readonly [string, unknown]> = [
    ["grape-varieties", [{ grape_variety_id: pinotNoir.id, grape_variety_synonym_id: spaetburgunder, percentage: 85 }]],
    ["ingredients", [{ ingredient_id: grapes }, { ingredient_id: sulphites }]],
    ["packagings", [{ packaging_type: "bottle", material_id: glass }]],
    ["certifications", [{ certification_id: demeter }]]
  ]
  for (const [list, body] of valid) {
    assert.strictEqual((yield* call("PUT", `/v1/labels/${label.id}/${list}`, { ...owner, body })).status, 200, list)
  }
  const patched = yield* call("PATCH", `/v1/labels/${label.id}`, {
    ...owner,
    body: { country_of_origin_id: germany, production_method_id: traditional }
  })
  assert.strictEqual(patched.status, 200, patched.text)
  assert.deepStrictEqual(
    [
      (patched.json as Record<string, unknown>).country_of_origin_id,
      (patched.json as Record<string, unknown>).production_method_id
    ],
    [germany, traditional]
  )
  return { label: label.id, brand: brandId }
})

/** What a client and the store hold for a label: the resource and its four lists. */
const snapshot = (label: LabelId) =>
  Effect.gen(function* () {
    const resource = (yield* call("GET", `/v1/labels/${label}`, owner)).json
    return { resource, children: yield* (yield* Labels).children(users.owner, label) }
  })

/** Sends a write expected to fail on catalogue ids, one minute later (so a write that slips through shows). */
const refused = (method: string, path: string, body: unknown) =>
  Effect.gen(function* () {
    yield* TestClock.adjust("1 minute")
    return yield* badRequestPaths(yield* call(method, path, { ...owner, body }), "invalid-body")
  })

describe("label writes naming catalogue ids", () => {
  it.effect("every child list: an unknown id, or one of another catalogue, is named; the lists stay as they were", () =>
    Effect.gen(function* () {
      const { label } = yield* labelWithReferences
      const before = yield* snapshot(label)
      const cases: ReadonlyArray<readonly [string, unknown, ReadonlyArray<string>]> = [
        [
          "ingredients",
          [{ ingredient_id: grapes }, { ingredient_id: UNKNOWN_ID }, { ingredient_id: glass }],
          ["[1].ingredient_id", "[2].ingredient_id"]
        ],
        [
          "packagings",
          [{ material_id: glass }, { material_id: UNKNOWN_ID }, { material_id: null }, { material_id: demeter }],
          ["[1].material_id", "[3].material_id"]
        ],
        ["certifications", [{ certification_id: UNKNOWN_ID }, { certification_id: demeter }], ["[0].certification_id"]],
        [
          "grape-varieties",
          [{ grape_variety_id: UNKNOWN_ID }, { grape_variety_id: germany, percentage: 15 }],
          ["[0].grape_variety_id", "[1].grape_variety_id"]
        ],
        // A synonym of Pinot Noir given for Grenache, and a synonym id no variety has.
        [
          "grape-varieties",
          [
            { grape_variety_id: grenache, grape_variety_synonym_id: spaetburgunder },
            { grape_variety_id: pinotNoir.id, grape_variety_synonym_id: UNKNOWN_ID },
            { grape_variety_id: pinotNoir.id, grape_variety_synonym_id: spaetburgunder }
          ],
          ["[0].grape_variety_synonym_id", "[1].grape_variety_synonym_id"]
        ],
        ["grape-varieties", [{ grape_variety_synonym_id: spaetburgunder }], ["[0].grape_variety_synonym_id"]]
      ]
      for (const [list, body, paths] of cases) {
        assert.deepStrictEqual(yield* refused("PUT", `/v1/labels/${label}/${list}`, body), [...paths], list)
      }
      assert.deepStrictEqual(yield* snapshot(label), before)
    }).pipe(Effect.provide(ReferenceWire))
  )

  it.effect(
    "PATCH: an unknown country of origin or production method is named, and no field of the body is applied",
    () =>
      Effect.gen(function* () {
        const { label } = yield* labelWithReferences
        const before = yield* snapshot(label)
        const path = `/v1/labels/${label}`
        assert.deepStrictEqual(
          yield* refused("PATCH", path, {
            name: "Renamed",
            country_of_origin_id: UNKNOWN_ID,
            production_method_id: UNKNOWN_ID
          }),
          ["country_of_origin_id", "production_method_id"]
        )
        // Ids of the other catalogue are just as unknown.
        assert.deepStrictEqual(yield* refused("PATCH", path, { country_of_origin_id: traditional }), [
          "country_of_origin_id"
        ])
        assert.deepStrictEqual(yield* refused("PATCH", path, { production_method_id: germany }), [
          "production_method_id"
        ])
        assert.deepStrictEqual(yield* snapshot(label), before)
        // null clears and names nothing.
        const cleared = yield* call("PATCH", path, {
          ...owner,
          body: { country_of_origin_id: null, production_method_id: null }
        })
        assert.strictEqual(cleared.status, 200, cleared.text)
      }).pipe(Effect.provide(ReferenceWire))
  )
})

describe("brand writes naming a country", () => {
  it.effect(
    "PATCH and POST: a country_id the catalogue holds is stored, any other is named and nothing is stored",
    () =>
      Effect.gen(function* () {
        const { brand } = yield* labelWithReferences
        const path = `/v1/brands/${brand}`
        const set = yield* call("PATCH", path, { ...owner, body: { country_id: germany, city: "Bernkastel" } })
        assert.deepStrictEqual([set.status, (set.json as Record<string, unknown>).country_id], [200, germany])
        const before = (yield* call("GET", path, owner)).json
        assert.deepStrictEqual(yield* refused("PATCH", path, { city: "Trier", country_id: UNKNOWN_ID }), ["country_id"])
        assert.deepStrictEqual(yield* refused("PATCH", path, { country_id: glass }), ["country_id"])
        assert.deepStrictEqual((yield* call("GET", path, owner)).json, before)

        const workspace = (before as { readonly workspace_id: string }).workspace_id
        const brands = () => Effect.map(call("GET", `/v1/brands?workspace_id=${workspace}`, owner), (r) => r.json)
        const listed = yield* brands()
        assert.deepStrictEqual(
          yield* refused("POST", "/v1/brands", { workspace_id: workspace, name: "Zweitmarke", country_id: UNKNOWN_ID }),
          ["country_id"]
        )
        assert.deepStrictEqual(yield* brands(), listed)
        const created = yield* call("POST", "/v1/brands", {
          ...owner,
          body: { workspace_id: workspace, name: "Zweitmarke", country_id: germany }
        })
        assert.deepStrictEqual([created.status, (created.json as Record<string, unknown>).country_id], [201, germany])
      }).pipe(Effect.provide(ReferenceWire))
  )
})
