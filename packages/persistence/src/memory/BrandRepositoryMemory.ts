import { BrandRepository } from "@elabel/domain"
import { Effect, HashMap, Layer, Option } from "effect"
import { type BrandRow, MemoryStore } from "./MemoryStore.ts"
import { pageBy } from "./queries.ts"
import { updateVersioned } from "./versioned.ts"

/** `BrandRepository` on the memory store. */
export const BrandRepositoryMemory: Layer.Layer<BrandRepository, never, MemoryStore> = Layer.effect(
  BrandRepository,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    return BrandRepository.of({
      findById: (id) => store.read((state) => Option.map(HashMap.get(state.brands, id), (row) => row.brand)),
      list: (workspaces, page) =>
        store.read((state) => {
          const wanted = new Set<string>(workspaces)
          const rows = [...HashMap.values(state.brands)].filter((row) => wanted.has(row.brand.workspace_id))
          return pageBy(rows, (row: BrandRow) => [row.createdAt, row.brand.id], page).map((row) => row.brand)
        }),
      insert: (brand, createdAt) =>
        store.modify((state) => [
          undefined,
          { ...state, brands: HashMap.set(state.brands, brand.id, { brand, createdAt }) }
        ]),
      update: (id, changes, expected) =>
        store.modify((state) => {
          const found = HashMap.get(state.brands, id)
          const brand = Option.isNone(found)
            ? undefined
            : updateVersioned(found.value.brand, { ...changes, id }, expected)
          if (Option.isNone(found) || brand === undefined) return [Option.none(), state]
          return [Option.some(brand), { ...state, brands: HashMap.set(state.brands, id, { ...found.value, brand }) }]
        }),
      clearPrimary: (workspace, keep) =>
        store.modify((state) => [
          undefined,
          {
            ...state,
            brands: HashMap.map(state.brands, (row) =>
              row.brand.workspace_id === workspace && row.brand.id !== keep && row.brand.is_primary_brand
                ? { ...row, brand: { ...row.brand, is_primary_brand: false, version: row.brand.version + 1 } }
                : row
            )
          }
        ])
    })
  })
)
