/**
 * The `CatalogRepository` contract, on a store seeded with `catalogFixture`:
 * every catalogue whole and in the port's order with paging, accent- and
 * case-insensitive variety search, and the id checks label writes rely on.
 * Expectations come from the fixture, so they follow it when it grows.
 */
import { assert, describe } from "@effect/vitest"
import { type Catalog, CatalogRepository, type Paging, type PersistenceUnavailable } from "@elabel/domain"
import type { CatalogSeed } from "@elabel/persistence"
import { Effect } from "effect"
import { catalogFixture, catalogIds } from "../catalogFixture.ts"
import { uuid } from "./records.ts"
import { type ContractIt, everything, page } from "./support.ts"

type Key = ReadonlyArray<string | number | null>

/** Ascending by the key's parts, nulls last, strings in code unit order (SQL `COLLATE "C"`). */
const sorted = <A>(rows: ReadonlyArray<A>, key: (row: A) => Key): Array<A> =>
  [...rows].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)]
    for (let i = 0; i < ka.length; i++) {
      const [x, y] = [ka[i] ?? null, kb[i] ?? null]
      if (x === y) continue
      if (x === null || y === null) return x === null ? 1 : -1
      return x < y ? -1 : 1
    }
    return 0
  })

const seed: CatalogSeed = catalogFixture
const ordered = <A extends { readonly id: string; readonly name: string | null }>(rows: ReadonlyArray<A>) =>
  sorted(rows, (row) => [row.name, row.id])
const byOrder = <A extends { readonly id: string; readonly name: string | null; readonly order: number | null }>(
  rows: ReadonlyArray<A>
) => sorted(rows, (row) => [row.order, row.name, row.id])

/** The ids the fixture holds per catalogue kind (read when the tests run). */
const fixtureIds = (): Record<Catalog.CatalogKind, ReadonlyArray<string>> => ({
  ingredient: seed.ingredients.map((entry) => entry.id),
  grape_variety: seed.grapeVarieties.map((entry) => entry.id),
  material: seed.materials.map((entry) => entry.id),
  certification: seed.certifications.map((entry) => entry.id),
  country: seed.countries.map((entry) => entry.id),
  production_method: seed.productionMethods.map((entry) => entry.id)
})

/** Checks one catalogue list: whole, one page from an offset, and past the end. */
const listed = <A>(
  name: string,
  list: (page: Paging.PageRequest) => Effect.Effect<ReadonlyArray<A>, PersistenceUnavailable>,
  expected: ReadonlyArray<A>
) =>
  Effect.gen(function* () {
    assert.isAtLeast(expected.length, 2, `the fixture holds a few ${name}`)
    assert.deepStrictEqual(yield* list(everything), expected, name)
    assert.deepStrictEqual(yield* list(page(1, 1)), expected.slice(1, 3), name)
    assert.deepStrictEqual(yield* list(page(2, expected.length)), [], name)
  })

/** Checks that the store serves every catalogue of `catalog` whole, in the port's order, paged. */
export const servesInOrder = (catalog: CatalogSeed) =>
  Effect.gen(function* () {
    const repository = yield* CatalogRepository
    yield* listed("ingredients", repository.ingredients, byOrder(catalog.ingredients))
    yield* listed("ingredient categories", repository.ingredientCategories, byOrder(catalog.ingredientCategories))
    yield* listed("closure types", repository.closureTypes, ordered(catalog.closureTypes))
    yield* listed("grape varieties", (p) => repository.grapeVarieties(undefined, p), ordered(catalog.grapeVarieties))
    yield* listed(
      "materials",
      repository.materials,
      sorted(catalog.materials, (row) => [row.number, row.abbreviation, row.id])
    )
    yield* listed(
      "countries",
      repository.countries,
      sorted(catalog.countries, (row) => [row.code, row.id])
    )
    yield* listed("certifications", repository.certifications, ordered(catalog.certifications))
    yield* listed("production methods", repository.productionMethods, ordered(catalog.productionMethods))
  })

/** Registers the catalogue tests on `it`; the store must hold `catalogFixture`. */
export const catalogContract = (it: ContractIt): void => {
  describe("CatalogRepository", () => {
    it.effect("every catalogue lists whole entries in the port's order, limit + 1 rows from offset", () =>
      servesInOrder(seed)
    )

    it.effect("variety search matches names and synonyms, ignoring case and accents", () =>
      Effect.gen(function* () {
        const catalog = yield* CatalogRepository
        const { pinotNoir, grenache, riesling } = catalogIds.grapeVarieties
        const search = (q: string) =>
          Effect.map(catalog.grapeVarieties(q, everything), (rows) => rows.map((row) => row.id))
        // Spätburgunder is a synonym of Pinot Noir; Garnacha one of Grenache.
        assert.deepStrictEqual(yield* search("SPÄT"), [pinotNoir])
        assert.deepStrictEqual(yield* search("spatburg"), [pinotNoir])
        assert.deepStrictEqual(yield* search("gArNaChA"), [grenache])
        assert.deepStrictEqual(yield* search("RIESL"), [riesling])
        assert.deepStrictEqual(yield* search("no variety is called this"), [])
        const all = ordered(seed.grapeVarieties).map((row) => row.id)
        assert.deepStrictEqual(yield* search(""), all)
        assert.deepStrictEqual(
          (yield* catalog.grapeVarieties("", page(1, 1))).map((row) => row.id),
          all.slice(1, 3)
        )
      })
    )

    it.effect("unknownIds answers the ids a catalogue does not hold, once each, in the order given", () =>
      Effect.gen(function* () {
        const catalog = yield* CatalogRepository
        const unknown = uuid()
        for (const [kind, ids] of Object.entries(fixtureIds()) as Array<[Catalog.CatalogKind, ReadonlyArray<string>]>) {
          assert.deepStrictEqual(yield* catalog.unknownIds(kind, ids), [], kind)
          assert.deepStrictEqual(
            yield* catalog.unknownIds(kind, [ids[0]!, unknown, "not-a-uuid", unknown, ids[1]!]),
            [unknown, "not-a-uuid"],
            kind
          )
          assert.deepStrictEqual(yield* catalog.unknownIds(kind, []), [], kind)
        }
        // An id of another catalogue is unknown here.
        const grape = fixtureIds().grape_variety[0]!
        assert.deepStrictEqual(yield* catalog.unknownIds("ingredient", [grape]), [grape])
      })
    )

    it.effect("synonymMismatches answers the pairs whose synonym is not one of the variety's", () =>
      Effect.gen(function* () {
        const catalog = yield* CatalogRepository
        const { grapeVarieties: gv, grapeVarietySynonyms: syn } = catalogIds
        const matching = { grape_variety_id: gv.pinotNoir, grape_variety_synonym_id: syn.spaetburgunder }
        const crossed = { grape_variety_id: gv.grenache, grape_variety_synonym_id: syn.spaetburgunder }
        const unknownSynonym = { grape_variety_id: gv.grenache, grape_variety_synonym_id: uuid() }
        const unknownVariety = { grape_variety_id: uuid(), grape_variety_synonym_id: syn.garnacha }
        assert.deepStrictEqual(yield* catalog.synonymMismatches([crossed, matching, unknownSynonym, unknownVariety]), [
          crossed,
          unknownSynonym,
          unknownVariety
        ])
        assert.deepStrictEqual(yield* catalog.synonymMismatches([]), [])
      })
    )
  })
}
