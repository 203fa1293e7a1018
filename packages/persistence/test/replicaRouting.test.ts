/**
 * The routing of public lookups between the primary and two replicas
 * (`ReplicaRouting`), on stand-in databases: usable replicas are asked in
 * turn and one behind is skipped; a ref changed within the grace window,
 * any change for a GTIN lookup and lost changes go to the primary; a failed
 * replica read is asked of the primary; and a failed primary read is asked
 * of a usable replica only, never of one behind the primary nor about a ref
 * changed lately (a page read so would stay cached), lost changes or not.
 * Time is the test clock.
 */
import { assert, describe, it } from "@effect/vitest"
import { LinkChangeNotifier, PersistenceUnavailable } from "@elabel/domain"
import { announcements, makeLocalLinkChanges, makeReplicaRouter } from "@elabel/persistence"
import { Effect, Exit } from "effect"
import { TestClock } from "effect/testing"

const GRACE = 1000

/**
 * The router over "primary", "replica 1" and "replica 2", hearing changes
 * through an in-process notifier; the test sets which replicas are usable,
 * which databases are down, and what happens as the primary fails.
 */
const router = Effect.gen(function* () {
  const usable = [true, true]
  const down = new Set<string>()
  const state = { onPrimaryFailure: () => {} }
  const local = yield* makeLocalLinkChanges
  const notifier = LinkChangeNotifier.of({ ...announcements(local.announce), listen: local.listen })
  const route = yield* makeReplicaRouter({
    primary: "primary",
    replicas: ["replica 1", "replica 2"],
    usable: (i) => usable[i] === true,
    grace: GRACE
  }).pipe(Effect.provideService(LinkChangeNotifier, notifier))
  const read = (db: string) =>
    Effect.suspend(() => {
      if (!down.has(db)) return Effect.succeed(db)
      if (db === "primary") state.onPrimaryFailure()
      return Effect.fail(new PersistenceUnavailable({ reason: `${db} is down` }))
    })
  /** Which database answered each of `times` lookups of `ref` (a GTIN lookup when undefined), or "failed". */
  const answers = (ref: string | undefined, times: number) =>
    Effect.forEach(Array.from({ length: times }), () =>
      Effect.map(Effect.exit(route(ref, read)), Exit.match({ onSuccess: (db) => db, onFailure: () => "failed" }))
    )
  return { usable, down, state, answers, changed: local.announce, lost: local.lost }
})

describe("routing public lookups between the primary and two replicas", () => {
  it.effect("usable replicas answer in turn; one behind is skipped; none usable: the primary", () =>
    Effect.gen(function* () {
      const { usable, answers } = yield* router
      assert.deepStrictEqual(yield* answers("abc", 4), ["replica 1", "replica 2", "replica 1", "replica 2"])
      usable[0] = false
      assert.deepStrictEqual(yield* answers("abc", 3), ["replica 2", "replica 2", "replica 2"])
      usable[1] = false
      assert.deepStrictEqual(yield* answers(undefined, 2), ["primary", "primary"])
    }).pipe(Effect.scoped)
  )

  it.effect("a ref changed within the grace window, any change for GTINs, lost changes: the primary", () =>
    Effect.gen(function* () {
      const { answers, changed, lost } = yield* router
      yield* changed("abc")
      assert.deepStrictEqual(yield* answers("abc", 2), ["primary", "primary"])
      assert.deepStrictEqual(yield* answers(undefined, 1), ["primary"])
      assert.deepStrictEqual(yield* answers("other", 1), ["replica 1"])
      yield* TestClock.adjust(GRACE + 1)
      assert.deepStrictEqual(yield* answers("abc", 2), ["replica 2", "replica 1"])
      yield* lost
      assert.deepStrictEqual(yield* answers("other", 1), ["primary"])
      yield* TestClock.adjust(GRACE + 1)
      assert.deepStrictEqual(yield* answers("other", 1), ["replica 2"])
    }).pipe(Effect.scoped)
  )

  it.effect("a failed replica read is asked of the primary", () =>
    Effect.gen(function* () {
      const { down, answers } = yield* router
      down.add("replica 1")
      assert.deepStrictEqual(yield* answers("abc", 2), ["primary", "replica 2"])
    }).pipe(Effect.scoped)
  )

  it.effect(
    "a failed primary read goes to a replica the rule allows then, none behind it nor for a ref changed lately",
    () =>
      Effect.gen(function* () {
        const { usable, down, state, answers, changed, lost } = yield* router
        down.add("primary")
        // Both replicas behind: the lookup fails rather than read an old page.
        usable[0] = false
        usable[1] = false
        assert.deepStrictEqual(yield* answers("abc", 2), ["failed", "failed"])
        // Usable again, but the ref just changed: still not from a replica.
        usable[0] = true
        usable[1] = true
        yield* changed("abc")
        assert.deepStrictEqual(yield* answers("abc", 1), ["failed"])
        // Past the window, with the replicas behind: the primary, down; as it fails, the lag probe finds replica 2 usable.
        yield* TestClock.adjust(GRACE + 1)
        usable[0] = false
        usable[1] = false
        state.onPrimaryFailure = () => {
          usable[1] = true
        }
        assert.deepStrictEqual(yield* answers("abc", 2), ["replica 2", "replica 2"])
        // The notifier lost its connection (the primary went down): the primary first, then a usable replica.
        state.onPrimaryFailure = () => {}
        usable[0] = true
        yield* lost
        assert.deepStrictEqual(yield* answers("abc", 2), ["replica 1", "replica 2"])
        down.delete("primary")
        assert.deepStrictEqual(yield* answers("abc", 1), ["primary"])
      }).pipe(Effect.scoped)
  )
})
