import { type Conflict, type Format, FormatRepository } from "@elabel/domain"
import { Effect, HashMap, Layer, Option, Result } from "effect"
import { MemoryStore } from "./MemoryStore.ts"
import { compareKeys, gtinMatches, refTaken, takenRef } from "./queries.ts"
import { updateVersioned } from "./versioned.ts"

/** `FormatRepository` on the memory store. A ref must be free among labels, formats and marketing codes. */
export const FormatRepositoryMemory: Layer.Layer<FormatRepository, never, MemoryStore> = Layer.effect(
  FormatRepository,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    return FormatRepository.of({
      findById: (id) => store.read((state) => HashMap.get(state.formats, id)),
      findByRef: (ref) =>
        store.read((state) =>
          Option.fromUndefinedOr([...HashMap.values(state.formats)].find((row) => row.format.ref === ref))
        ),
      findByGtin: (gtin14) =>
        store.read((state) =>
          [...HashMap.values(state.formats)]
            .filter((row) => gtinMatches(row.format.gtin, gtin14))
            .sort((a, b) => compareKeys([a.format.created_at, a.format.id], [b.format.created_at, b.format.id]))
        ),
      insert: (workspace, format) =>
        store
          .modify<Result.Result<void, Conflict>>((state) =>
            format.ref !== null && refTaken(state, format.ref, format.id)
              ? [takenRef(), state]
              : [
                  Result.succeed(undefined),
                  { ...state, formats: HashMap.set(state.formats, format.id, { format, workspace_id: workspace }) }
                ]
          )
          .pipe(Effect.flatMap(Effect.fromResult)),
      update: (id, changes, expected) =>
        store
          .modify<Result.Result<Option.Option<Format.Format>, Conflict>>((state) => {
            const found = HashMap.get(state.formats, id)
            const format = Option.isNone(found)
              ? undefined
              : updateVersioned(found.value.format, { ...changes, id }, expected)
            if (Option.isNone(found) || format === undefined) return [Result.succeed(Option.none()), state]
            if (format.ref !== null && format.ref !== found.value.format.ref && refTaken(state, format.ref, id)) {
              return [takenRef(), state]
            }
            const next = { ...state, formats: HashMap.set(state.formats, id, { ...found.value, format }) }
            return [Result.succeed(Option.some(format)), next]
          })
          .pipe(Effect.flatMap(Effect.fromResult)),
      delete: (id) => store.modify((state) => [undefined, { ...state, formats: HashMap.remove(state.formats, id) }])
    })
  })
)
