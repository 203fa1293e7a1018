import { PageViewRepository } from "@elabel/domain"
import { Effect, HashMap, Layer, Option } from "effect"
import { MemoryStore } from "./MemoryStore.ts"

/** `PageViewRepository` on the memory store: a batch is one `modify`. Views of deleted labels are dropped. */
export const PageViewRepositoryMemory: Layer.Layer<PageViewRepository, never, MemoryStore> = Layer.effect(
  PageViewRepository,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    return PageViewRepository.of({
      record: (batch) =>
        store.modify((initial) => {
          let dailyViews = initial.dailyViews
          for (const tally of batch) {
            if (!HashMap.has(initial.labels, tally.label_id)) continue
            const key = [tally.label_id, tally.day, tally.language, tally.format_id ?? ""].join("\u0000")
            const count = Option.match(HashMap.get(dailyViews, key), {
              onNone: () => tally.count,
              onSome: (row) => row.count + tally.count
            })
            dailyViews = HashMap.set(dailyViews, key, { ...tally, count })
          }
          return [undefined, { ...initial, dailyViews }]
        }),
      daily: (label, range) =>
        store.read((state) =>
          [...HashMap.values(state.dailyViews)]
            .filter((row) => row.label_id === label && row.day >= range.from && row.day <= range.to)
            .map(({ label_id: _l, workspace_id: _w, ...row }) => row)
        )
    })
  })
)
