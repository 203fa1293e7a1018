import { PublicRefRepository } from "@elabel/domain"
import { Effect, Layer } from "effect"
import { MemoryStore } from "./MemoryStore.ts"
import { refTaken } from "./queries.ts"

/** `PublicRefRepository` on the memory store: labels, formats and marketing codes share one namespace. */
export const PublicRefRepositoryMemory: Layer.Layer<PublicRefRepository, never, MemoryStore> = Layer.effect(
  PublicRefRepository,
  Effect.gen(function* () {
    const store = yield* MemoryStore
    return PublicRefRepository.of({
      isTaken: (ref) => store.read((state) => refTaken(state, ref)),
      taken: (refs) => store.read((state) => new Set(refs.filter((ref) => refTaken(state, ref))))
    })
  })
)
