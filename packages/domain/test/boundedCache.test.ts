/**
 * The cache primitive (ADR 0052): least recently used first out, re-keeping
 * never evicts another, time to live, the generation guard, the bound by
 * bytes; the bounds hold whatever the operations (property tests against a
 * model list).
 */
import { assert, describe, it } from "@effect/vitest"
import { makeBoundedCache } from "@elabel/domain"
import fc from "fast-check"

const keys = (cache: { readonly peek: (key: string) => unknown }, candidates: ReadonlyArray<string>) =>
  candidates.filter((key) => cache.peek(key) !== undefined)

describe("BoundedCache", () => {
  it("evicts the least recently used entry, a read counting as a use", () => {
    const cache = makeBoundedCache<string, number>({ maxEntries: 3 })
    cache.set("a", 1)
    cache.set("b", 2)
    cache.set("c", 3)
    assert.strictEqual(cache.get("a"), 1)
    cache.set("d", 4)
    assert.deepStrictEqual(keys(cache, ["a", "b", "c", "d"]), ["a", "c", "d"])
    cache.set("e", 5)
    assert.deepStrictEqual(keys(cache, ["a", "b", "c", "d", "e"]), ["a", "d", "e"])
  })

  it("tells onEvict of each entry dropped to make room, not of invalidations (the cache's metrics)", () => {
    let evicted = 0
    const cache = makeBoundedCache<string, number>({
      maxEntries: 2,
      onEvict: () => {
        evicted++
      }
    })
    cache.set("a", 1)
    cache.set("b", 2)
    cache.set("b", 3)
    assert.strictEqual(evicted, 0)
    cache.set("c", 4)
    cache.set("d", 5)
    assert.strictEqual(evicted, 2)
    cache.delete("c")
    cache.clear()
    assert.strictEqual(evicted, 2)
  })

  it("re-keeping a key while full replaces it and evicts nothing else", () => {
    const cache = makeBoundedCache<string, number>({ maxEntries: 2 })
    cache.set("a", 1)
    cache.set("b", 2)
    assert.isTrue(cache.set("a", 10))
    assert.deepStrictEqual([cache.peek("a"), cache.peek("b"), cache.size()], [10, 2, 2])
  })

  it("peek neither refreshes recency nor checks expiry", () => {
    const cache = makeBoundedCache<string, number>({ maxEntries: 2, ttlMillis: 10 })
    cache.set("a", 1, 0)
    cache.set("b", 2, 0)
    assert.strictEqual(cache.peek("a"), 1)
    cache.set("c", 3, 0)
    assert.isUndefined(cache.peek("a"))
    assert.strictEqual(cache.peek("b"), 2)
    assert.strictEqual(cache.peek("c"), 3)
  })

  it("an entry is fresh until its time to live has passed, fixed or per value", () => {
    const fixed = makeBoundedCache<string, number>({ ttlMillis: 100 })
    fixed.set("a", 1, 1000)
    assert.strictEqual(fixed.get("a", 1099), 1)
    assert.isUndefined(fixed.get("a", 1100))
    assert.strictEqual(fixed.size(), 0)
    const perValue = makeBoundedCache<string, number>({ ttlMillis: (value) => value })
    perValue.set("short", 5, 0)
    perValue.set("long", 500, 0)
    assert.deepStrictEqual([perValue.get("short", 10), perValue.get("long", 10)], [undefined, 500])
    // Without a time to live, an entry stays until evicted or invalidated; without `now`, expiry is not checked.
    const forever = makeBoundedCache<string, number>({})
    forever.set("a", 1, 0)
    assert.strictEqual(forever.get("a", Number.MAX_SAFE_INTEGER), 1)
    assert.strictEqual(fixed.set("b", 2, 0), true)
    assert.strictEqual(fixed.get("b"), 2)
  })

  it("a fill that started before an invalidation is not kept; one after it is", () => {
    const cache = makeBoundedCache<string, number>({ maxEntries: 10 })
    const before = cache.generation()
    cache.delete("other")
    assert.isFalse(cache.set("a", 1, 0, before))
    assert.isUndefined(cache.peek("a"))
    const after = cache.generation()
    assert.isTrue(cache.set("a", 1, 0, after))
    cache.clear()
    assert.isFalse(cache.set("b", 2, 0, after))
    assert.strictEqual(cache.size(), 0)
  })

  it("bounded by bytes: the least recently used go until a new entry fits; too large is never kept", () => {
    const cache = makeBoundedCache<string, string>({ maxBytes: 10, bytesOf: (value) => value.length })
    cache.set("a", "xxxx")
    cache.set("b", "xxxx")
    cache.get("a")
    cache.set("c", "xxxx")
    assert.deepStrictEqual(keys(cache, ["a", "b", "c"]), ["a", "c"])
    assert.strictEqual(cache.bytes(), 8)
    assert.isFalse(cache.set("d", "x".repeat(11)))
    assert.deepStrictEqual([keys(cache, ["a", "b", "c", "d"]), cache.bytes()], [["a", "c"], 8])
  })

  it("grows a kept entry in place, others going to make room; refuses what cannot fit", () => {
    const cache = makeBoundedCache<string, string>({ maxBytes: 10, bytesOf: (value) => value.length })
    cache.set("a", "xxx")
    cache.set("b", "xxx")
    cache.set("c", "xxx")
    assert.isTrue(cache.grow("c", 4))
    assert.deepStrictEqual([keys(cache, ["a", "b", "c"]), cache.bytes()], [["b", "c"], 10])
    assert.isFalse(cache.grow("c", 4))
    assert.isFalse(cache.grow("missing", 1))
    assert.deepStrictEqual([keys(cache, ["a", "b", "c"]), cache.bytes()], [["b", "c"], 10])
  })

  it("a bound of 0 keeps nothing", () => {
    const byEntries = makeBoundedCache<string, number>({ maxEntries: 0 })
    const byBytes = makeBoundedCache<string, string>({ maxBytes: 0, bytesOf: (value) => value.length })
    assert.deepStrictEqual([byEntries.set("a", 1), byBytes.set("a", "x")], [false, false])
  })

  type Op =
    | { readonly op: "set"; readonly key: string; readonly bytes: number }
    | { readonly op: "get" | "delete"; readonly key: string }
  const key = fc.constantFrom("a", "b", "c", "d", "e", "f", "g")
  const ops: fc.Arbitrary<ReadonlyArray<Op>> = fc.array(
    fc.oneof(
      fc.record({ op: fc.constant("set" as const), key, bytes: fc.integer({ min: 0, max: 6 }) }),
      fc.record({ op: fc.constantFrom("get" as const, "delete" as const), key })
    ),
    { maxLength: 60 }
  )

  it("keeps what a model LRU list keeps, within both bounds, and re-keeping a key evicts nothing else", () => {
    fc.assert(
      fc.property(ops, fc.integer({ min: 1, max: 4 }), fc.integer({ min: 6, max: 14 }), (run, maxEntries, maxBytes) => {
        const cache = makeBoundedCache<string, number>({ maxEntries, maxBytes, bytesOf: (value) => value })
        let model: Array<{ key: string; bytes: number }> = []
        for (const step of run) {
          if (step.op === "set") {
            const old = model.find((entry) => entry.key === step.key)
            const others = model.filter((entry) => entry.key !== step.key)
            const before = new Set(others.map((entry) => entry.key))
            cache.set(step.key, step.bytes)
            const total = () => model.reduce((sum, entry) => sum + entry.bytes, 0)
            model = others
            while (model.length >= maxEntries || total() + step.bytes > maxBytes) model = model.slice(1)
            model = [...model, { key: step.key, bytes: step.bytes }]
            if (old !== undefined && step.bytes <= old.bytes) {
              assert.deepStrictEqual(keys(cache, [...before]).length, before.size)
            }
          } else if (step.op === "get") {
            const found = model.find((entry) => entry.key === step.key)
            assert.strictEqual(cache.get(step.key), found?.bytes)
            if (found !== undefined) model = [...model.filter((entry) => entry !== found), found]
          } else {
            cache.delete(step.key)
            model = model.filter((entry) => entry.key !== step.key)
          }
          assert.deepStrictEqual(
            keys(cache, ["a", "b", "c", "d", "e", "f", "g"]).sort(),
            model.map((entry) => entry.key).sort()
          )
          assert.isAtMost(cache.size(), maxEntries)
          assert.isAtMost(cache.bytes(), maxBytes)
        }
      })
    )
  })
})
