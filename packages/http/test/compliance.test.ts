/**
 * Compliance over the wire: the report of `GET /v1/labels/{id}/compliance`,
 * the publish gate (422 `label-incomplete`, nothing changes), GTINs checked on
 * write, and coded values on the page in the consumer's language.
 */
import { assert, describe, it } from "@effect/vitest"
import type { Compliance, Label } from "@elabel/domain"
import { completeNutrition, seedWorkspace, testPublicBaseUrl, users } from "@elabel/testkit"
import { Effect } from "effect"
import { expectProblem } from "./support/bodyChecks.ts"
import { named, ReferenceAppWire, reference } from "./support/referenceWire.ts"
import { call } from "./support/wire.ts"

const owner = { as: users.owner }
const ingredient = (name: string) => named(reference.ingredients, name).id
const ingredients = [
  { ingredient_id: ingredient("Grapes"), order: 1 },
  { ingredient_id: ingredient("Sulphites"), order: 2 }
]

/** A label created over the wire with `body` merged into the create body. */
const draft = (body: Record<string, unknown> = {}) =>
  Effect.gen(function* () {
    const { workspace, brandId } = yield* seedWorkspace()
    const created = yield* call("POST", "/v1/labels", {
      ...owner,
      body: { workspace_id: workspace.id, brand_id: brandId, name: "Riesling", ...body }
    })
    assert.strictEqual(created.status, 201, created.text)
    return created.json as Label.Label
  })

/** PATCHes then fills the ingredients: what makes the README's label complete. */
const complete = (id: string, patch: Record<string, unknown> = {}) =>
  Effect.gen(function* () {
    const patched = yield* call("PATCH", `/v1/labels/${id}`, { ...owner, body: { ...completeNutrition, ...patch } })
    assert.strictEqual(patched.status, 200, patched.text)
    const put = yield* call("PUT", `/v1/labels/${id}/ingredients`, { ...owner, body: ingredients })
    assert.strictEqual(put.status, 200, put.text)
  })

const reportOf = (id: string) =>
  Effect.map(call("GET", `/v1/labels/${id}/compliance`, { as: users.viewer }), (response) => {
    assert.strictEqual(response.status, 200, response.text)
    return response.json as Compliance.ComplianceReport
  })

describe("compliance report and publish gate", () => {
  it.effect("a new label reports what is missing; once complete it is publishable", () =>
    Effect.gen(function* () {
      const label = yield* draft({ locale: "de" })
      const before = yield* reportOf(label.id)
      assert.isFalse(before.publishable)
      assert.includeMembers(
        before.errors.map((e) => e.code),
        ["energy-missing", "fat-missing", "salt-missing", "ingredients-missing"]
      )
      assert.deepStrictEqual(
        before.warnings.map((w) => [w.code, w.field]),
        [["translation-missing", "translations"]]
      )
      yield* complete(label.id, { sweetness: "herb" })
      const after = yield* reportOf(label.id)
      assert.isTrue(after.publishable)
      assert.deepStrictEqual(after.errors, [])
      assert.deepStrictEqual(
        after.warnings.map((w) => [w.code, w.field]),
        [
          ["translation-missing", "translations"],
          ["uncoded-value", "sweetness"]
        ]
      )
    }).pipe(Effect.provide(ReferenceAppWire))
  )

  it.effect("publishing an incomplete label is a 422 label-incomplete listing the errors, and changes nothing", () =>
    Effect.gen(function* () {
      const label = yield* draft()
      const before = (yield* call("GET", `/v1/labels/${label.id}`, owner)).json as Label.Label
      const refused = yield* call("POST", `/v1/labels/${label.id}/publish`, owner)
      assert.strictEqual(refused.status, 422, refused.text)
      assert.strictEqual(refused.headers.get("content-type"), "application/problem+json")
      const problem = refused.json as { type: string; errors: ReadonlyArray<Compliance.ComplianceIssue> }
      assert.strictEqual(problem.type, "/problems/label-incomplete")
      assert.deepStrictEqual(problem.errors, (yield* reportOf(label.id)).errors)
      assert.deepStrictEqual((yield* call("GET", `/v1/labels/${label.id}`, owner)).json, before)
      assert.strictEqual((yield* call("GET", `/l/${label.ref}`)).status, 404)
      const versions = yield* call("GET", `/v1/labels/${label.id}/versions`, owner)
      assert.deepStrictEqual((versions.json as { items: ReadonlyArray<unknown> }).items, [])

      yield* complete(label.id)
      const published = yield* call("POST", `/v1/labels/${label.id}/publish`, owner)
      assert.strictEqual(published.status, 200, published.text)
      assert.strictEqual((yield* call("GET", `/l/${label.ref}`)).status, 200)
    }).pipe(Effect.provide(ReferenceAppWire))
  )

  it.effect("a published label keeps its page; publishing it again answers it unchanged", () =>
    Effect.gen(function* () {
      const label = yield* draft()
      yield* complete(label.id)
      const published = (yield* call("POST", `/v1/labels/${label.id}/publish`, owner)).json
      assert.deepStrictEqual((yield* call("POST", `/v1/labels/${label.id}/publish`, owner)).json, published)
      assert.strictEqual((yield* call("GET", `/l/${label.ref}`)).status, 200)
    }).pipe(Effect.provide(ReferenceAppWire))
  )

  it.effect("a negligible flag over values too large to be declared 0 g blocks publishing", () =>
    Effect.gen(function* () {
      const label = yield* draft()
      // The page would show "Carbohydrate 0 g" while the wine holds 0.9 g of glycerol.
      const flagged = { carbohydrates_negligible: true, carbohydrates: null, sugar: null, residual_sugar: null }
      yield* complete(label.id, { ...flagged, glycerin: 9 })
      const report = yield* reportOf(label.id)
      assert.isFalse(report.publishable)
      assert.deepStrictEqual(
        report.errors.map((e) => [e.code, e.field]),
        [["negligible-above-threshold", "carbohydrates_negligible"]]
      )
      assert.include(report.errors[0]?.message ?? "", "0.9 g carbohydrate")
      const refused = yield* call("POST", `/v1/labels/${label.id}/publish`, owner)
      assert.strictEqual(refused.status, 422, refused.text)
      assert.deepStrictEqual((refused.json as { errors: unknown }).errors, report.errors)

      assert.strictEqual(
        (yield* call("PATCH", `/v1/labels/${label.id}`, { ...owner, body: { glycerin: 4 } })).status,
        200
      )
      assert.isTrue((yield* reportOf(label.id)).publishable)
    }).pipe(Effect.provide(ReferenceAppWire))
  )

  it.effect("the page's energy does not count a nutrient it declares as 0 g", () =>
    Effect.gen(function* () {
      const energyOn = (patch: Record<string, unknown>) =>
        Effect.gen(function* () {
          const label = yield* draft()
          yield* complete(label.id, patch)
          assert.strictEqual((yield* call("POST", `/v1/labels/${label.id}/publish`, owner)).status, 200)
          const page = (yield* call("GET", `/l/${label.ref}?lang=en`)).text
          assert.include(page, '<th scope="row">Protein</th><td>0 g</td>')
          return page.match(/<th scope="row">Energy<\/th><td>([^<]*)<\/td>/)?.[1]
        })
      // 0.4 g of protein flagged negligible: declared 0 g, so the energy is that of no protein at all.
      const flagged = yield* energyOn({ protein: 0.4, protein_negligible: true })
      assert.isString(flagged)
      assert.strictEqual(flagged, yield* energyOn({ protein: null, protein_negligible: true }))
    }).pipe(Effect.provide(ReferenceAppWire))
  )

  it.effect("a refused publish and a refused change of a published label each say what happened", () =>
    Effect.gen(function* () {
      const label = yield* draft()
      yield* complete(label.id)
      yield* call("PUT", `/v1/labels/${label.id}/ingredients`, { ...owner, body: [] })
      const publish = yield* call("POST", `/v1/labels/${label.id}/publish`, owner)
      assert.strictEqual(publish.status, 422, publish.text)
      assert.strictEqual(
        (publish.json as { detail: string }).detail,
        "1 mandatory particular missing or wrong (see errors): the label was not published."
      )
      yield* complete(label.id)
      assert.strictEqual((yield* call("POST", `/v1/labels/${label.id}/publish`, owner)).status, 200)
      const refusals = [
        yield* call("PATCH", `/v1/labels/${label.id}`, { ...owner, body: { salt_negligible: null } }),
        yield* call("PUT", `/v1/labels/${label.id}/ingredients`, { ...owner, body: [] })
      ]
      for (const refused of refusals) {
        assert.strictEqual(refused.status, 422, refused.text)
        assert.strictEqual((refused.json as { type: string }).type, "/problems/label-incomplete")
        assert.strictEqual(
          (refused.json as { detail: string }).detail,
          "This change would leave the published page with 1 mandatory particular missing or wrong (see errors): " +
            "nothing was changed, the page stays as it was."
        )
      }
      assert.strictEqual((yield* call("GET", `/l/${label.ref}`)).status, 200)
    }).pipe(Effect.provide(ReferenceAppWire))
  )

  it.effect("/problems/label-incomplete explains the problem for a publish and for a change", () =>
    Effect.gen(function* () {
      const page = yield* call("GET", "/problems/label-incomplete")
      assert.strictEqual(page.status, 200)
      assert.include(page.text, "Label incomplete")
      assert.include(page.text, "compliance")
      assert.include(page.text, "it was not published")
      assert.include(page.text, "nothing was changed and the page stays as it was")
    }).pipe(Effect.provide(ReferenceAppWire))
  )
})

describe("GTINs on write", () => {
  it.effect(
    "GTIN-8, -12, -13 and -14 with their check digit are stored as sent; anything else is a 400 naming the field",
    () =>
      Effect.gen(function* () {
        const label = yield* draft({ gtin: "4006381333931" })
        assert.strictEqual(label.gtin, "4006381333931")
        for (const gtin of ["96385074", "036000291452", "09506000134352"]) {
          const patched = yield* call("PATCH", `/v1/labels/${label.id}`, { ...owner, body: { gtin } })
          assert.strictEqual((patched.json as Label.Label).gtin, gtin)
        }
        const { workspace, brandId } = yield* seedWorkspace({ name: "Other" })
        for (const gtin of ["hello", "4006381333932", "400638133393", "4006381333931 ", "１２３４５６７８"]) {
          const create = { workspace_id: workspace.id, brand_id: brandId, name: "X", gtin }
          assert.deepStrictEqual(
            yield* expectProblem(yield* call("POST", "/v1/labels", { ...owner, body: create }), 400, "invalid-body"),
            ["gtin"]
          )
          const patch = yield* call("PATCH", `/v1/labels/${label.id}`, { ...owner, body: { gtin } })
          assert.deepStrictEqual(yield* expectProblem(patch, 400, "invalid-body"), ["gtin"])
          const format = yield* call("POST", `/v1/labels/${label.id}/formats`, { ...owner, body: { gtin } })
          assert.deepStrictEqual(yield* expectProblem(format, 400, "invalid-body"), ["gtin"])
          const copy = yield* call("POST", `/v1/labels/${label.id}/duplicate`, {
            ...owner,
            body: { formats: [{ quantity: 750, gtin }] }
          })
          assert.deepStrictEqual(yield* expectProblem(copy, 400, "invalid-body"), ["formats[0].gtin"])
        }
        assert.strictEqual(
          ((yield* call("GET", `/v1/labels/${label.id}`, owner)).json as Label.Label).gtin,
          "09506000134352"
        )
      }).pipe(Effect.provide(ReferenceAppWire))
  )

  it.effect("a GTIN-13 as sent and its GTIN-14 spelling find the same page under /01/", () =>
    Effect.gen(function* () {
      const label = yield* draft({ gtin: "4006381333931" })
      yield* complete(label.id, { use_gs1_digital_link: true })
      assert.strictEqual((yield* call("POST", `/v1/labels/${label.id}/publish`, owner)).status, 200)
      for (const path of ["/01/4006381333931", "/01/04006381333931"]) {
        const answer = yield* call("GET", path)
        assert.strictEqual(answer.status, 307, path)
        // The GTIN made the label's default format: the link goes to its page.
        assert.strictEqual(answer.headers.get("location"), `${testPublicBaseUrl}/l/${label.formats[0]?.ref}`)
      }
    }).pipe(Effect.provide(ReferenceAppWire))
  )
})

describe("coded values on the page", () => {
  /** A complete, published sparkling label with coded values; its page in `lang`. */
  const pageIn = (patch: Record<string, unknown>) =>
    Effect.gen(function* () {
      const label = yield* draft({ locale: "en" })
      yield* complete(label.id, patch)
      const packagings = [{ packaging_type: "bottle", collection: "separate_collection" }]
      yield* call("PUT", `/v1/labels/${label.id}/packagings`, { ...owner, body: packagings })
      assert.strictEqual((yield* call("POST", `/v1/labels/${label.id}/publish`, owner)).status, 200)
      return (lang: string) => Effect.map(call("GET", `/l/${label.ref}?lang=${lang}`), (page) => page.text)
    })

  it.effect("sweetness takes the Annex III term of the language: Part A for sparkling wines, Part B otherwise", () =>
    Effect.gen(function* () {
      const sparkling = yield* pageIn({ product_type: "quality_sparkling_wine", sweetness: "sweet", color: "rose" })
      assert.include(yield* sparkling("de"), "Qualitätsschaumwein · rosé · mild")
      assert.include(yield* sparkling("fr"), "doux")
      const still = yield* pageIn({ product_type: "wine", sweetness: "sweet" })
      assert.include(yield* still("de"), "Wein · süß")
      assert.include(yield* still("it"), "vino · dolce")
      assert.include(yield* still("el"), "οίνος · γλυκός")
    }).pipe(Effect.provide(ReferenceAppWire))
  )

  it.effect("a sugar term of the other wine category is shown, and the report warns about it", () =>
    Effect.gen(function* () {
      const page = yield* pageIn({ product_type: "wine", sweetness: "brut" })
      assert.include(yield* page("de"), "Wein · herb")
      const label = yield* draft()
      yield* complete(label.id, { product_type: "sparkling_wine", sweetness: "medium" })
      const report = yield* reportOf(label.id)
      assert.isTrue(report.publishable)
      assert.deepStrictEqual(
        report.warnings.map((w) => [w.code, w.field]),
        [["sweetness-product-type-mismatch", "sweetness"]]
      )
    }).pipe(Effect.provide(ReferenceAppWire))
  )

  it.effect("packaging gas: the statement alone, in the language; packaging rows by their codes", () =>
    Effect.gen(function* () {
      const page = yield* pageIn({ packaging_gas: "protective_atmosphere" })
      const it = yield* page("it")
      assert.include(it, "<p>Imbottigliato in atmosfera protettiva</p>")
      assert.include(it, "bottiglia")
      assert.include(it, "raccolta differenziata")
      assert.include(yield* page("pl"), "<p>Butelkowane w atmosferze ochronnej</p>")
    }).pipe(Effect.provide(ReferenceAppWire))
  )

  it.effect("a free string is shown as written in every language", () =>
    Effect.gen(function* () {
      const page = yield* pageIn({ sweetness: "feinherb" })
      for (const lang of ["de", "sv", "bg"]) assert.include(yield* page(lang), "feinherb")
    }).pipe(Effect.provide(ReferenceAppWire))
  )
})

describe("the catalogue's packaging-gas statement", () => {
  it.effect("is listed alone, without the packaging gases' category name", () =>
    Effect.gen(function* () {
      const label = yield* draft()
      yield* complete(label.id)
      const rows = [...ingredients, { ingredient_id: ingredient("Bottled under a protective atmosphere"), order: 3 }]
      yield* call("PUT", `/v1/labels/${label.id}/ingredients`, { ...owner, body: rows })
      assert.strictEqual((yield* call("POST", `/v1/labels/${label.id}/publish`, owner)).status, 200)
      const de = (yield* call("GET", `/l/${label.ref}?lang=de`)).text
      assert.include(de, "Unter Schutzatmosphäre abgefüllt")
      assert.notInclude(de, "Packgase")
    }).pipe(Effect.provide(ReferenceAppWire))
  )
})
