/**
 * The reference catalogues over HTTP, on the data the server ships: every
 * catalogue whole, rows of exactly the documented fields, names in the
 * caller's locale with fallback to the base name, paging up to 1000 rows in
 * a stable order, ids that are the same on every install, and variety search
 * by synonym. Writes naming catalogue ids are in catalogReferences.test.ts.
 */
import { assert, describe, it } from "@effect/vitest"
import { users } from "@elabel/testkit"
import { Effect } from "effect"
import { OpenApi } from "effect/http-api"
import { ElabelApi } from "../src/api/index.ts"
import { badRequestPaths, named, ReferenceWire, reference } from "./support/referenceWire.ts"
import { call } from "./support/wire.ts"

type Row = Record<string, unknown>
interface Page {
  readonly items: ReadonlyArray<Row>
  readonly limit: number
  readonly offset: number
  readonly has_more: boolean
}

/** GETs a catalogue page as a stranger (any valid token reads the catalogues); dies unless 200. */
const get = (path: string) =>
  Effect.gen(function* () {
    const response = yield* call("GET", `/v1/catalog/${path}`, { as: users.stranger })
    assert.strictEqual(response.status, 200, response.text)
    return response.json as Page
  })

/** Every catalogue: its path, its row fields in document order, and how many entries it ships. */
const catalogues = [
  ["ingredients", ["id", "name", "organic_name", "is_allergen", "order", "ingredient_category_id"], 63],
  ["closure-types", ["id", "name", "weight", "material"], reference.closureTypes.length],
  ["grape-varieties", ["id", "name", "synonyms"], reference.grapeVarieties.length],
  ["ingredient-categories", ["id", "name", "order", "prints_name"], 10],
  ["materials", ["id", "name", "code", "abbreviation", "number"], reference.materials.length],
  ["countries", ["id", "code", "name"], 249],
  ["certifications", ["id", "name", "kind"], reference.certifications.length],
  ["production-methods", ["id", "name"], reference.productionMethods.length]
] as const

const byId = (page: Page, id: string): Row | undefined => page.items.find((row) => row.id === id)

describe("every catalogue", () => {
  it.effect("ships whole on one page of 1000, each row of exactly its fields", () =>
    Effect.gen(function* () {
      for (const [path, fields, count] of catalogues) {
        const page = yield* get(`${path}?limit=1000`)
        assert.deepStrictEqual(
          [page.items.length, page.limit, page.offset, page.has_more],
          [count, 1000, 0, false],
          path
        )
        for (const row of page.items) assert.deepStrictEqual(Object.keys(row), [...fields], path)
      }
      const ingredients = yield* get("ingredients?limit=1000")
      const varieties = yield* get("grape-varieties?limit=1000")
      assert.isAtLeast(ingredients.items.length, 60)
      assert.isAtLeast(varieties.items.length, 250)
      for (const row of varieties.items) {
        for (const synonym of row.synonyms as ReadonlyArray<Row>)
          assert.deepStrictEqual(Object.keys(synonym), ["id", "name"])
      }
      for (const row of (yield* get("closure-types?limit=1000")).items) {
        assert.deepStrictEqual(Object.keys(row.material as Row), ["id", "name"])
      }
    }).pipe(Effect.provide(ReferenceWire))
  )

  it.effect("rows carry the reference values, under ids that are literal in the shipped data", () =>
    Effect.gen(function* () {
      const germany = byId(yield* get("countries?limit=1000"), "f8888b46-64c7-56a0-84b4-20b536dd455b")
      assert.deepStrictEqual(germany, { id: "f8888b46-64c7-56a0-84b4-20b536dd455b", code: "DE", name: "Germany" })
      const glass = byId(yield* get("materials"), "6e7df4d7-dfdb-58fb-b203-fbf86acf99d0")
      assert.deepStrictEqual(glass, {
        id: "6e7df4d7-dfdb-58fb-b203-fbf86acf99d0",
        name: "Colourless glass",
        code: "GL 70",
        abbreviation: "GL",
        number: 70
      })
      const demeter = byId(yield* get("certifications?limit=1000"), "f199181d-7f02-566c-96ca-42d25fc3a0dd")
      assert.deepStrictEqual(demeter, {
        id: "f199181d-7f02-566c-96ca-42d25fc3a0dd",
        name: "Demeter",
        kind: "biodynamic"
      })
      const sulphites = byId(yield* get("ingredients?limit=1000"), "11b0d498-482e-5b14-a7f6-d8267d68edb0")
      assert.deepStrictEqual(sulphites, {
        id: "11b0d498-482e-5b14-a7f6-d8267d68edb0",
        name: "Sulphites",
        organic_name: null,
        is_allergen: true,
        order: 29,
        ingredient_category_id: named(reference.ingredientCategories, "Preservatives and antioxidants").id
      })
      const [first] = (yield* get("ingredient-categories")).items
      assert.deepStrictEqual(first, {
        id: "ec0c7b10-9c70-5fd5-a9f9-28ee98f34d51",
        name: "Raw materials",
        order: 1,
        prints_name: false
      })
      const cork = byId(yield* get("closure-types"), named(reference.closureTypes, "Natural cork").id)
      assert.deepStrictEqual(cork?.material, { id: "00b23815-edf0-593c-b40d-669d1b819724", name: "Cork" })
    }).pipe(Effect.provide(ReferenceWire))
  )

  it.effect("names come in the caller's locale; without a translation, or for an unknown locale, the base name", () =>
    Effect.gen(function* () {
      const germany = "f8888b46-64c7-56a0-84b4-20b536dd455b"
      const countryName = (locale: string) =>
        Effect.map(get(`countries?limit=1000&locale=${locale}`), (page) => byId(page, germany)?.name)
      assert.deepStrictEqual(
        [
          yield* countryName("de"),
          yield* countryName("fr"),
          yield* countryName("xx"),
          yield* countryName("constructor")
        ],
        ["Deutschland", "Allemagne", "Germany", "Germany"]
      )
      const certifications = yield* get("certifications?limit=1000&locale=de")
      // The EU logo is named in German; AB has no German name and keeps its base name.
      assert.strictEqual(
        byId(certifications, named(reference.certifications, "EU organic logo (Euro-leaf)").id)?.name,
        "EU-Bio-Logo"
      )
      assert.strictEqual(
        byId(certifications, named(reference.certifications, "AB (Agriculture Biologique)").id)?.name,
        "AB (Agriculture Biologique)"
      )
      const sulphites = named(reference.ingredients, "Sulphites").id
      assert.strictEqual(byId(yield* get("ingredients?limit=1000&locale=de"), sulphites)?.name, "Sulfite")
      assert.strictEqual(byId(yield* get("ingredients?limit=1000&locale=it"), sulphites)?.name, "Solfiti")
      const [category] = (yield* get("ingredient-categories?locale=nl")).items
      assert.strictEqual(category?.name, "Grondstoffen")
      const glass = byId(yield* get("materials?locale=es"), named(reference.materials, "Colourless glass").id)
      assert.deepStrictEqual([glass?.name, glass?.code], ["Vidrio incoloro", "GL 70"])
      const method = named(reference.productionMethods, "Ice wine").id
      assert.strictEqual(byId(yield* get("production-methods?locale=de"), method)?.name, "Eiswein")
      const cork = byId(yield* get("closure-types?locale=fr"), named(reference.closureTypes, "Natural cork").id)
      assert.deepStrictEqual(
        [cork?.name, (cork?.material as Row | undefined)?.name],
        ["Bouchon en liège naturel", "Liège"]
      )
      // Variety names are names in their own right: the same in every locale.
      assert.deepStrictEqual(
        (yield* get("grape-varieties?locale=de&limit=5")).items,
        (yield* get("grape-varieties?limit=5")).items
      )
    }).pipe(Effect.provide(ReferenceWire))
  )

  it.effect("pages follow one stable order: consecutive pages add up to the whole, has_more until the last", () =>
    Effect.gen(function* () {
      for (const [path, , count] of catalogues) {
        const whole = yield* get(`${path}?limit=1000`)
        assert.deepStrictEqual(yield* get(`${path}?limit=1000`), whole, `${path} twice`)
        const size = Math.max(1, Math.ceil(count / 3))
        const pages: Array<Page> = []
        for (let offset = 0; offset < count; offset += size)
          pages.push(yield* get(`${path}?limit=${size}&offset=${offset}`))
        assert.deepStrictEqual(
          pages.flatMap((page) => page.items),
          whole.items,
          path
        )
        assert.deepStrictEqual(
          pages.map((page) => page.has_more),
          pages.map((_, i) => i < pages.length - 1),
          path
        )
        const past = yield* get(`${path}?offset=${count}`)
        assert.deepStrictEqual([past.items, past.has_more], [[], false], path)
      }
      const codes = (yield* get("countries?limit=3")).items.map((row) => row.code)
      assert.deepStrictEqual(codes, ["AD", "AE", "AF"])
      const orders = (yield* get("ingredient-categories")).items.map((row) => row.order)
      assert.deepStrictEqual(orders, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
      const numbers = (yield* get("materials?limit=3")).items.map((row) => row.code)
      assert.deepStrictEqual(numbers, ["PET 1", "HDPE 2", "PVC 3"])
    }).pipe(Effect.provide(ReferenceWire))
  )

  it.effect("a limit above 1000, below 1 or not a number, or a negative offset, is an invalid query naming it", () =>
    Effect.gen(function* () {
      for (const [path] of catalogues) {
        for (const [query, paths] of [
          ["limit=1001", ["limit"]],
          ["limit=0", ["limit"]],
          ["limit=ten", ["limit"]],
          ["offset=-1", ["offset"]]
        ] as const) {
          const response = yield* call("GET", `/v1/catalog/${path}?${query}`, { as: users.stranger })
          assert.deepStrictEqual(yield* badRequestPaths(response, "invalid-query"), [...paths], `${path}?${query}`)
        }
      }
    }).pipe(Effect.provide(ReferenceWire))
  )

  it.effect("need a bearer token", () =>
    Effect.gen(function* () {
      for (const [path] of catalogues) assert.strictEqual((yield* call("GET", `/v1/catalog/${path}`)).status, 401, path)
    }).pipe(Effect.provide(ReferenceWire))
  )
})

describe("grape variety search", () => {
  it.effect("finds a variety by a synonym, ignoring case and accents", () =>
    Effect.gen(function* () {
      const names = (q: string) =>
        Effect.map(get(`grape-varieties?limit=1000&q=${encodeURIComponent(q)}`), (page) =>
          page.items.map((row) => row.name)
        )
      for (const q of ["spatburgunder", "SPÄTBURGUNDER", "Spätburgunder"])
        assert.include(yield* names(q), "Pinot Noir", q)
      assert.include(yield* names("gruner veltliner"), "Grüner Veltliner")
      assert.deepStrictEqual(yield* names("primitivo"), ["Zinfandel"])
      assert.deepStrictEqual(yield* names("no grape is called this"), [])
      const pinot = (yield* get("grape-varieties?q=spatburgunder")).items.find((row) => row.name === "Pinot Noir")
      assert.deepStrictEqual(pinot?.id, named(reference.grapeVarieties, "Pinot Noir").id)
      assert.include(
        ((pinot?.synonyms ?? []) as ReadonlyArray<Row>).map((synonym) => synonym.name),
        "Spätburgunder"
      )
    }).pipe(Effect.provide(ReferenceWire))
  )
})

describe("OpenAPI", () => {
  it("documents every catalogue row as a named schema of exactly its fields", () => {
    const spec = OpenApi.fromApi(ElabelApi)
    const schemas = spec.components.schemas as Record<
      string,
      { properties?: Record<string, unknown>; required?: Array<string> }
    >
    for (const [identifier, fields] of [
      ["CatalogIngredient", catalogues[0][1]],
      ["CatalogClosureType", catalogues[1][1]],
      ["CatalogGrapeVariety", catalogues[2][1]],
      ["CatalogIngredientCategory", catalogues[3][1]],
      ["CatalogMaterial", catalogues[4][1]],
      ["CatalogCountry", catalogues[5][1]],
      ["CatalogCertification", catalogues[6][1]],
      ["CatalogProductionMethod", catalogues[7][1]]
    ] as const) {
      const schema = schemas[identifier]
      assert.isDefined(schema, identifier)
      assert.deepStrictEqual(Object.keys(schema?.properties ?? {}), [...fields], identifier)
      assert.sameMembers(schema?.required ?? [], [...fields], identifier)
    }
  })
})
