/** Link changes inside one process: what the scan cache listens to when no database shares them. */
import { assert, describe, it } from "@effect/vitest"
import { LinkChangeNotifier } from "@elabel/domain"
import { LinkChangeNotifierLocal, makeLocalLinkChanges } from "@elabel/persistence"
import { Effect, Exit, Scope } from "effect"

describe("in-process link changes", () => {
  it.effect("changed reaches every listener before it returns; a closed scope stops its listener", () =>
    Effect.gen(function* () {
      const notifier = yield* LinkChangeNotifier
      const heard: Array<string> = []
      const scope = yield* Scope.make()
      yield* notifier
        .listen({ changed: (ref) => Effect.sync(() => heard.push(`a:${ref}`)), lost: Effect.void })
        .pipe(Scope.provide(scope))
      yield* notifier.listen({ changed: (ref) => Effect.sync(() => heard.push(`b:${ref}`)), lost: Effect.void })
      yield* notifier.changed("ref1")
      assert.deepStrictEqual(heard, ["a:ref1", "b:ref1"])
      yield* Scope.close(scope, Exit.void)
      yield* notifier.changed("ref2")
      assert.deepStrictEqual(heard, ["a:ref1", "b:ref1", "b:ref2"])
    }).pipe(Effect.scoped, Effect.provide(LinkChangeNotifierLocal))
  )

  it.effect("lost reaches every listener registered by then (the caches empty when LISTEN was down)", () =>
    Effect.gen(function* () {
      const local = yield* makeLocalLinkChanges
      const heard: Array<string> = []
      yield* local.listen({ changed: () => Effect.void, lost: Effect.sync(() => heard.push("a")) })
      yield* local.listen({ changed: () => Effect.void, lost: Effect.sync(() => heard.push("b")) })
      yield* local.lost
      assert.deepStrictEqual(heard, ["a", "b"])
    }).pipe(Effect.scoped)
  )
})
