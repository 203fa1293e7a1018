/**
 * Deterministic id and ref sources, so tests can predict what the services
 * generate. Every Layer build starts its own counter: two tests never share
 * a sequence, and rebuilding a layer starts again from one.
 */

import { IdGenerator, RefGenerator } from "@elabel/domain"
import { Effect, Layer } from "effect"

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

/** The `n`-th test UUID: a valid v4 UUID, e.g. `00000000-0000-4000-8000-000000000001` for 1. */
export const testUuid = (n: number): string => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`

/** The `n`-th test ref: `T` and 9 base62 digits, e.g. `T000000001` for 1 (matches generated refs). */
export const testRef = (n: number): string => {
  let digits = ""
  for (let rest = n; rest > 0; rest = Math.floor(rest / 62)) digits = BASE62[rest % 62] + digits
  return `T${digits.padStart(9, "0")}`
}

/** Makes a fresh counter: the effect it answers yields 1, 2, 3, … */
const counter = Effect.sync(() => {
  let n = 0
  return Effect.sync(() => ++n)
})

/** `IdGenerator` answering `testUuid(1)`, `testUuid(2)`, … */
export const TestIdGenerator: Layer.Layer<IdGenerator> = Layer.effect(
  IdGenerator,
  Effect.map(counter, (next) => IdGenerator.of(IdGenerator.fromUuids(Effect.map(next, testUuid))))
)

/** `RefGenerator` answering `T000000001`, `T000000002`, … */
export const TestRefGenerator: Layer.Layer<RefGenerator> = Layer.effect(
  RefGenerator,
  Effect.map(counter, (next) => RefGenerator.of({ next: Effect.map(next, testRef) }))
)

/** Both deterministic generators. */
export const TestIds: Layer.Layer<IdGenerator | RefGenerator> = Layer.mergeAll(TestIdGenerator, TestRefGenerator)
