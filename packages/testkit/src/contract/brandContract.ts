/** The `BrandRepository` contract: records, list order and paging, partial updates, the primary brand. */
import { assert, describe } from "@effect/vitest"
import { type Brand, BrandId, BrandRepository } from "@elabel/domain"
import { Effect, Option } from "effect"
import { at, brandRecord, freshWorkspace, uuid } from "./records.ts"
import { byCreation, type ContractIt, everything, page } from "./support.ts"

/** Registers the brand tests on `it`. */
export const brandContract = (it: ContractIt): void => {
  describe("BrandRepository", () => {
    it.effect("a brand reads back field for field, with every field set or every optional field null", () =>
      Effect.gen(function* () {
        const brands = yield* BrandRepository
        const workspace = freshWorkspace()
        const full = brandRecord(workspace, { is_primary_brand: true })
        const sparse = brandRecord(workspace, {
          slug: null,
          short_url: null,
          website: null,
          country_id: null,
          imprint: null,
          is_published: false
        })
        yield* brands.insert(full, at(0))
        yield* brands.insert(sparse, at(1))
        assert.deepStrictEqual(yield* brands.findById(full.id), Option.some(full))
        assert.deepStrictEqual(yield* brands.findById(sparse.id), Option.some(sparse))
      })
    )

    it.effect("an unknown brand is none, and updating it changes nothing", () =>
      Effect.gen(function* () {
        const brands = yield* BrandRepository
        const id = BrandId.make(uuid())
        assert.isTrue(Option.isNone(yield* brands.findById(id)))
        assert.isTrue(Option.isNone(yield* brands.update(id, { name: "Ghost" })))
        assert.isTrue(Option.isNone(yield* brands.findById(id)))
      })
    )

    it.effect("brands list by creation then id, limit + 1 rows from offset, only of the given workspaces", () =>
      Effect.gen(function* () {
        const brands = yield* BrandRepository
        const first = freshWorkspace()
        const second = freshWorkspace()
        const rows = [
          { brand: brandRecord(first), createdAt: at(8) },
          { brand: brandRecord(second), createdAt: at(2) },
          { brand: brandRecord(first), createdAt: at(2) },
          { brand: brandRecord(first), createdAt: at(5) }
        ]
        for (const { brand, createdAt } of rows) yield* brands.insert(brand, createdAt)
        yield* brands.insert(brandRecord(freshWorkspace()), at(0))
        const expected = byCreation(rows, (row) => [row.createdAt, row.brand.id]).map((row) => row.brand)
        const ofFirst = expected.filter((brand) => brand.workspace_id === first)

        assert.deepStrictEqual(yield* brands.list([first, second], everything), expected)
        assert.deepStrictEqual(yield* brands.list([first], everything), ofFirst)
        assert.deepStrictEqual(yield* brands.list([first, second], page(2)), expected.slice(0, 3))
        assert.deepStrictEqual(yield* brands.list([first, second], page(1, 1)), expected.slice(1, 3))
        assert.deepStrictEqual(yield* brands.list([first, second], page(2, 4)), [])
        assert.deepStrictEqual(yield* brands.list([], everything), [])
      })
    )

    it.effect("an update writes only the given keys and answers the new state", () =>
      Effect.gen(function* () {
        const brands = yield* BrandRepository
        const brand = brandRecord(freshWorkspace())
        yield* brands.insert(brand, at(0))
        const changes: Partial<Brand.Brand> = { name: "Domaine Neuf", city: "Mâcon", website: null, logo_id: uuid() }
        const expected = { ...brand, ...changes, version: 2 }
        assert.deepStrictEqual(yield* brands.update(brand.id, changes), Option.some(expected))
        assert.deepStrictEqual(yield* brands.findById(brand.id), Option.some(expected))
        // Every write increments the version, even one that sets nothing else.
        assert.deepStrictEqual(yield* brands.update(brand.id, {}), Option.some({ ...expected, version: 3 }))
      })
    )

    it.effect("clearPrimary leaves the kept brand the only primary one of its workspace", () =>
      Effect.gen(function* () {
        const brands = yield* BrandRepository
        const workspace = freshWorkspace()
        const other = brandRecord(freshWorkspace(), { is_primary_brand: true })
        const all = [
          brandRecord(workspace, { is_primary_brand: true }),
          brandRecord(workspace, { is_primary_brand: true }),
          brandRecord(workspace, { is_primary_brand: false })
        ]
        for (const brand of [...all, other]) yield* brands.insert(brand, at(0))
        const keep = all[1]!
        yield* brands.clearPrimary(workspace, keep.id)
        const primaries = (yield* brands.list([workspace], everything)).filter((brand) => brand.is_primary_brand)
        assert.deepStrictEqual(
          primaries.map((brand) => brand.id),
          [keep.id]
        )
        assert.deepStrictEqual(
          yield* brands.findById(all[0]!.id),
          Option.some({ ...all[0]!, is_primary_brand: false, version: 2 })
        )
        assert.deepStrictEqual(yield* brands.findById(other.id), Option.some(other))
      })
    )
  })
}
