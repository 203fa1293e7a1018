/**
 * Seeding the reference catalogue on SQL, what only the SQL adapters do: at
 * every start again without writing anything (counted in table rows), or,
 * for a corrected catalogue, updating the entries under their stable ids.
 * How a seeded store serves the catalogue is the repository contract's
 * (`catalogSeedContract`); how long a process keeps the entries a write
 * reads (a minute) is the SQL adapter's own, tested here.
 */
import { assert, layer } from "@effect/vitest"
import { CatalogRepository, type Paging } from "@elabel/domain"
import { type CatalogSeed, referenceCatalog, seedCatalog, toCatalogSeed } from "@elabel/persistence"
import { Clock, Effect } from "effect"
import { SqlClient } from "effect/sql"
import { sqlStorages } from "./sqlSupport.ts"

const seed = toCatalogSeed(referenceCatalog)
const all: Paging.PageRequest = { limit: 5000, offset: 0 }

/** Rows per catalogue table. */
const tableCounts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ readonly table: string; readonly count: number }>`
    SELECT 'categories' AS table, count(*)::int AS count FROM catalog_ingredient_categories
    UNION ALL SELECT 'ingredients', count(*)::int FROM catalog_ingredients
    UNION ALL SELECT 'closures', count(*)::int FROM catalog_closure_types
    UNION ALL SELECT 'materials', count(*)::int FROM catalog_materials
    UNION ALL SELECT 'varieties', count(*)::int FROM catalog_grape_varieties
    UNION ALL SELECT 'synonyms', count(*)::int FROM catalog_grape_variety_synonyms
    UNION ALL SELECT 'countries', count(*)::int FROM catalog_countries
    UNION ALL SELECT 'certifications', count(*)::int FROM catalog_certifications
    UNION ALL SELECT 'methods', count(*)::int FROM catalog_production_methods`
  return Object.fromEntries(rows.map((row) => [row.table, row.count]))
})

const expectedCounts = {
  categories: seed.ingredientCategories.length,
  ingredients: seed.ingredients.length,
  closures: seed.closureTypes.length,
  materials: seed.materials.length,
  varieties: seed.grapeVarieties.length,
  synonyms: seed.grapeVarieties.reduce((sum, entry) => sum + entry.synonyms.length, 0),
  countries: seed.countries.length,
  certifications: seed.certifications.length,
  methods: seed.productionMethods.length
}

for (const [backend, storage] of sqlStorages(seed)) {
  layer(storage, { excludeTestServices: true, timeout: "180 seconds" })(`reference catalogue on ${backend}`, (it) => {
    it.effect("seeding again at the next start writes nothing and keeps one copy", () =>
      Effect.gen(function* () {
        assert.deepStrictEqual(yield* tableCounts, expectedCounts)
        const again = yield* seedCatalog(seed)
        assert.deepStrictEqual([again.loaded, again.rows], [false, 0])
        assert.isBelow(again.millis, 1000)
        assert.deepStrictEqual(yield* tableCounts, expectedCounts)
      })
    )

    it.effect("a corrected catalogue updates its entries in place, under the same ids", () =>
      Effect.gen(function* () {
        const [first, ...rest] = seed.countries
        const corrected: CatalogSeed = {
          ...seed,
          countries: [
            { ...first!, name: `${first!.name} (corrected)`, names: { ...first!.names, de: "Korrigiert" } },
            ...rest
          ]
        }
        const loaded = yield* seedCatalog(corrected)
        assert.isTrue(loaded.loaded)
        assert.strictEqual(
          loaded.rows,
          Object.values(expectedCounts).reduce((sum, count) => sum + count, 0)
        )
        const countries = yield* CatalogRepository.use((catalog) => catalog.countries(all))
        const stored = countries.find((entry) => entry.id === first!.id)
        assert.deepStrictEqual([stored?.name, stored?.names.de], [`${first!.name} (corrected)`, "Korrigiert"])
        assert.deepStrictEqual(yield* tableCounts, expectedCounts)
        // Back to the shipped catalogue for any test after this one.
        assert.isTrue((yield* seedCatalog(seed)).loaded)
      })
    )

    it.effect("the entries a write reads are kept a minute: a catalogue corrected meanwhile shows after it", () =>
      Effect.gen(function* () {
        const real = yield* Clock.Clock
        const start = real.currentTimeMillisUnsafe()
        /** The real clock, but its time `start + offset`. */
        const after = (offset: number): Clock.Clock => ({
          ...real,
          currentTimeMillisUnsafe: () => start + offset,
          currentTimeMillis: Effect.succeed(start + offset),
          currentTimeNanosUnsafe: () => BigInt(start + offset) * 1_000_000n,
          currentTimeNanos: Effect.succeed(BigInt(start + offset) * 1_000_000n),
          monotonicTimeNanosUnsafe: () => real.monotonicTimeNanosUnsafe(),
          sleep: (duration) => real.sleep(duration)
        })
        const [first, ...rest] = seed.productionMethods
        const ids = {
          ingredientIds: [],
          materialIds: [],
          certificationIds: [],
          countryIds: [],
          productionMethodIds: [first!.id],
          grapeVarietyIds: []
        }
        const nameAfter = (offset: number) =>
          CatalogRepository.use((catalog) => catalog.entriesFor(ids)).pipe(
            Effect.map((entries) => entries.productionMethods.map((entry) => entry.name)),
            Effect.provideService(Clock.Clock, after(offset))
          )
        assert.deepStrictEqual(yield* nameAfter(0), [first!.name])
        const corrected = `${first!.name} (corrected)`
        yield* seedCatalog({ ...seed, productionMethods: [{ ...first!, name: corrected }, ...rest] })
        assert.deepStrictEqual(yield* nameAfter(59_999), [first!.name])
        assert.deepStrictEqual(yield* nameAfter(60_000), [corrected])
        assert.isTrue((yield* seedCatalog(seed)).loaded)
      })
    )
  })
}
