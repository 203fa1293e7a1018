/**
 * The `IdempotencyStore` contract: one claim wins, a live claim or a kept
 * answer is seen by every later claim, expired ones are taken over, and
 * `complete` / `release` act only for the claim's holder. The answer kept
 * inside a transaction commits or rolls back with it.
 */
import { assert, describe } from "@effect/vitest"
import { type IdempotencyKey, IdempotencyStore, Transactor, UserId } from "@elabel/domain"
import { Effect } from "effect"
import { uuid } from "./records.ts"
import type { ContractIt } from "./support.ts"

const T0 = new Date("2026-11-01T10:00:00.000Z")
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000)
const answer = {
  status: 201,
  headers: { location: "/v1/labels/1", "content-type": "application/json" },
  body: '{"a":1}'
}

/** A fresh key of a fresh caller. */
const freshKey = (): IdempotencyKey => ({ caller: UserId.make(`user-${uuid()}`), key: `key-${uuid()}` })
/** A claim at `now` (seconds after T0) held for `lease` seconds. */
const claimAt = (now: number, token: string, fingerprint = "fp-1", lease = 60) => ({
  fingerprint,
  token,
  now: later(now),
  expiresAt: later(now + lease)
})

/** Registers the idempotency store tests on `it`. */
export const idempotencyContract = (it: ContractIt): void => {
  describe("IdempotencyStore", () => {
    it.effect("the first claim wins; later ones see it running, then its kept answer; other callers are apart", () =>
      Effect.gen(function* () {
        const store = yield* IdempotencyStore
        const key = freshKey()
        assert.deepStrictEqual(yield* store.claim(key, claimAt(0, "t1")), { _tag: "Claimed", token: "t1" })
        assert.deepStrictEqual(yield* store.claim(key, claimAt(1, "t2", "fp-2")), {
          _tag: "Running",
          fingerprint: "fp-1"
        })
        assert.isFalse(yield* store.complete(key, "t2", answer, later(100)))
        assert.isTrue(yield* store.complete(key, "t1", answer, later(100)))
        assert.isFalse(yield* store.complete(key, "t1", answer, later(100)))
        assert.deepStrictEqual(yield* store.claim(key, claimAt(2, "t3")), {
          _tag: "Completed",
          fingerprint: "fp-1",
          answer
        })
        const other = { ...key, caller: UserId.make(`user-${uuid()}`) }
        assert.deepStrictEqual(yield* store.claim(other, claimAt(2, "t4")), { _tag: "Claimed", token: "t4" })
      })
    )

    it.effect("concurrent claims of one key: exactly one is Claimed", () =>
      Effect.gen(function* () {
        const store = yield* IdempotencyStore
        const key = freshKey()
        const results = yield* Effect.all(
          Array.from({ length: 8 }, (_, i) => store.claim(key, claimAt(0, `t${i}`))),
          { concurrency: 8 }
        )
        assert.strictEqual(results.filter((result) => result._tag === "Claimed").length, 1)
        assert.strictEqual(results.filter((result) => result._tag === "Running").length, 7)
      })
    )

    it.effect("an expired claim or answer is taken over; release frees a running claim but not a kept answer", () =>
      Effect.gen(function* () {
        const store = yield* IdempotencyStore
        const key = freshKey()
        yield* store.claim(key, claimAt(0, "t1"))
        assert.deepStrictEqual(yield* store.claim(key, claimAt(60, "t2", "fp-2")), { _tag: "Claimed", token: "t2" })
        // The first holder lost its claim: it can neither complete nor release it.
        assert.isFalse(yield* store.complete(key, "t1", answer, later(200)))
        yield* store.release(key, "t1")
        assert.strictEqual((yield* store.claim(key, claimAt(61, "t3")))._tag, "Running")

        yield* store.release(key, "t2")
        assert.deepStrictEqual(yield* store.claim(key, claimAt(62, "t4")), { _tag: "Claimed", token: "t4" })
        assert.isTrue(yield* store.complete(key, "t4", answer, later(100)))
        yield* store.release(key, "t4")
        assert.strictEqual((yield* store.claim(key, claimAt(99, "t5")))._tag, "Completed")
        assert.deepStrictEqual(yield* store.claim(key, claimAt(100, "t6")), { _tag: "Claimed", token: "t6" })
      })
    )

    it.effect("purgeExpired deletes what expired and keeps the rest", () =>
      Effect.gen(function* () {
        const store = yield* IdempotencyStore
        const [expired, live] = [freshKey(), freshKey()]
        yield* store.claim(expired, claimAt(-10_000, "t1"))
        yield* store.claim(live, claimAt(0, "t2"))
        assert.isAtLeast(yield* store.purgeExpired(later(30)), 1)
        assert.strictEqual((yield* store.claim(live, claimAt(1, "t3")))._tag, "Running")
        assert.strictEqual(yield* store.purgeExpired(later(30)), 0)
      })
    )

    it.effect("an answer kept inside a transaction rolls back with it", () =>
      Effect.gen(function* () {
        const store = yield* IdempotencyStore
        const { transaction } = yield* Transactor
        const key = freshKey()
        yield* store.claim(key, claimAt(0, "t1"))
        yield* transaction(
          Effect.andThen(store.complete(key, "t1", answer, later(100)), Effect.fail("rolled back"))
        ).pipe(Effect.ignore)
        assert.strictEqual((yield* store.claim(key, claimAt(1, "t2")))._tag, "Running")
        yield* transaction(store.complete(key, "t1", answer, later(100)))
        assert.strictEqual((yield* store.claim(key, claimAt(2, "t3")))._tag, "Completed")
      })
    )
  })
}
