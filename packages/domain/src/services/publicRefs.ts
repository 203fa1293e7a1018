import { Effect } from "effect"
import { Conflict } from "../errors.ts"
import { PublicRefRepository } from "../ports/PublicRefRepository.ts"
import { RefGenerator } from "../ports/RefGenerator.ts"

/** Generated refs tried before giving up: with 62^10 refs, ten collisions in a row mean a broken generator. */
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
   * A generated ref that is neither stored nor in `reserved`: refs the same
   * write has already handed out but not stored yet.
   */
  const generate = Effect.fnUntraced(function* (reserved: ReadonlyArray<string> = []) {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const ref = yield* generator.next
      if (!reserved.includes(ref) && !(yield* registry.isTaken(ref))) return ref
    }
    return yield* new Conflict({ reason: "could not generate a free ref" })
  })

  /** `count` distinct generated refs. */
  const generateMany = Effect.fnUntraced(function* (count: number) {
    const refs: Array<string> = []
    for (let i = 0; i < count; i++) refs.push(yield* generate(refs))
    return refs
  })

  return { claim, generate, generateMany } as const
})
