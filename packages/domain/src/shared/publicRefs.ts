import { Effect } from "effect"
import { Conflict } from "./errors.ts"
import { PublicRefRepository } from "./PublicRefRepository.ts"
import { RefGenerator } from "./RefGenerator.ts"

/** Attempts at generated refs before giving up: with 62^10 refs, ten collisions in a row mean a broken generator. */
const MAX_ATTEMPTS = 10

/**
 * Reserving refs in the service-wide public namespace that labels, formats
 * and marketing codes share. The check runs inside the write's transaction;
 * the repositories' insert still answers `Conflict` if a concurrent write wins.
 */
export const makePublicRefs = Effect.gen(function* () {
  const generator = yield* RefGenerator
  const registry = yield* PublicRefRepository

  /** A caller-chosen ref, or `Conflict` when it is taken. */
  const claim = Effect.fnUntraced(function* (ref: string) {
    if (yield* registry.isTaken(ref)) return yield* new Conflict({ reason: "ref already taken" })
    return ref
  })

  /**
   * `count` distinct generated refs, neither stored nor in `reserved` (refs
   * the same write has handed out but not stored yet), checked in one lookup
   * per attempt.
   */
  const generateMany = Effect.fnUntraced(function* (count: number, reserved: ReadonlyArray<string> = []) {
    const refs: Array<string> = []
    for (let attempt = 0; attempt < MAX_ATTEMPTS && refs.length < count; attempt++) {
      const drawn = yield* Effect.forEach(Array.from({ length: count - refs.length }), () => generator.next)
      const fresh = [...new Set(drawn)].filter((ref) => !reserved.includes(ref) && !refs.includes(ref))
      const taken = fresh.length === 0 ? new Set<string>() : yield* registry.taken(fresh)
      refs.push(...fresh.filter((ref) => !taken.has(ref)))
    }
    if (refs.length < count) return yield* new Conflict({ reason: "could not generate a free ref" })
    return refs
  })

  /** One generated ref, neither stored nor in `reserved`. */
  const generate = (reserved: ReadonlyArray<string> = []) => Effect.map(generateMany(1, reserved), (refs) => refs[0]!)

  return { claim, generate, generateMany } as const
})
