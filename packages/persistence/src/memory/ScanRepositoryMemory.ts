import { ScanRepository } from "@elabel/domain"
import { Effect, HashMap, Layer, Option } from "effect"
import { MemoryStore, type ScanRow } from "./MemoryStore.ts"

const noScans: ScanRow = { count: 0, countries: new Set() }

/** `ScanRepository` on the memory store: a batch is one `modify`, so it lands whole. */
export const ScanRepositoryMemory: Layer.Layer<ScanRepository, never, MemoryStore> = Layer.effect(
  ScanRepository,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    return ScanRepository.of({
      record: (batch) =>
        store.modify((initial) => {
          let state = initial
          for (const tally of batch) {
            const code = HashMap.get(state.qrCodes, tally.code_id)
            // A code deleted since its scans were buffered has nothing left to count them on.
            if (Option.isNone(code)) continue
            for (const day of tally.days) {
              const key = [tally.code_id, day.day, day.platform, day.country ?? ""].join("\u0000")
              const count = Option.match(HashMap.get(state.dailyScans, key), {
                onNone: () => day.count,
                onSome: (row) => row.count + day.count
              })
              state = {
                ...state,
                dailyScans: HashMap.set(state.dailyScans, key, { ...day, code_id: tally.code_id, count })
              }
            }
            const before = Option.getOrElse(HashMap.get(state.scans, tally.code_id), () => noScans)
            const countries = new Set([...before.countries, ...tally.countries])
            const row: ScanRow = { count: before.count + tally.count, countries }
            state = { ...state, scans: HashMap.set(state.scans, tally.code_id, row) }
            if (tally.countries.length > 0) {
              const counted = { ...code.value, geo_count: countries.size }
              state = { ...state, qrCodes: HashMap.set(state.qrCodes, tally.code_id, counted) }
            }
          }
          return [undefined, state]
        }),
      totals: (code) =>
        store.read((state) => {
          const row = Option.getOrElse(HashMap.get(state.scans, code), () => noScans)
          return { scans: row.count, countries: [...row.countries].sort() }
        }),
      daily: (code, range) =>
        store.read((state) =>
          [...HashMap.values(state.dailyScans)]
            .filter((row) => row.code_id === code && row.day >= range.from && row.day <= range.to)
            .map(({ code_id: _c, ...row }) => row)
        )
    })
  })
)
