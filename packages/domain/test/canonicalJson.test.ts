/**
 * The canonical JSON behind every version's `content_hash`: keys sorted by
 * UTF-16 code units at every depth, `undefined` members left out, no white
 * space; keys that look like array indexes (which objects enumerate first)
 * sorted like any other; and the SHA-256 of its UTF-8 bytes.
 */
import { assert, describe, it } from "@effect/vitest"
import { canonicalJson, sha256Hex } from "@elabel/domain"
import { Effect } from "effect"
import fc from "fast-check"
import { inCanonicalOrder, sameJson } from "../src/shared/CanonicalJson.ts"

describe("canonical JSON", () => {
  it("sorts keys at every depth and leaves out undefined members", () => {
    const value = { b: [{ z: 1, a: undefined, y: null }, undefined, "é"], a: { d: true, c: -0, "\u00e9": 1.5 } }
    assert.strictEqual(canonicalJson(value), '{"a":{"c":0,"d":true,"é":1.5},"b":[{"y":null,"z":1},null,"é"]}')
  })

  it("sorts keys that look like array indexes as text too", () => {
    assert.strictEqual(
      canonicalJson({ b: { 10: "x", 9: "y", a: "z" }, 2: 0 }),
      '{"2":0,"b":{"10":"x","9":"y","a":"z"}}'
    )
  })

  it("writes a key __proto__ (as JSON.parse makes it) as a member, in its place", () => {
    assert.strictEqual(canonicalJson(JSON.parse('{"b":1,"__proto__":{"x":1}}')), '{"__proto__":{"x":1},"b":1}')
  })

  it("refuses non-finite numbers", () => {
    assert.throws(() => canonicalJson({ a: Number.NaN }))
    assert.throws(() => canonicalJson({ 1: Number.POSITIVE_INFINITY }))
  })

  it.effect("hashes UTF-8 bytes with SHA-256", () =>
    Effect.gen(function* () {
      assert.strictEqual(yield* sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
      assert.strictEqual(yield* sha256Hex("é"), "4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c")
    })
  )
})

describe("a value in canonical order", () => {
  it("is the value itself when it is in order, a copy of what is not, and writes the same text", () => {
    const inOrder = { a: [{ b: 1, c: "x" }], d: { e: null } }
    assert.strictEqual(inCanonicalOrder(inOrder), inOrder)
    const mixed = { d: inOrder.d, a: inOrder.a }
    const ordered = inCanonicalOrder(mixed)
    assert.notStrictEqual(ordered, mixed)
    assert.deepStrictEqual(Object.keys(ordered), ["a", "d"])
    assert.strictEqual(ordered.a, inOrder.a)
    assert.strictEqual(JSON.stringify(ordered), canonicalJson(mixed))
    // A class instance is written as its own keys, as canonicalJson always did (no toJSON).
    const date = new Date(0)
    assert.strictEqual(canonicalJson({ at: date }), '{"at":{}}')
    assert.strictEqual(canonicalJson({ b: undefined, a: [undefined] }), '{"a":[null]}')
  })
})

describe("two values with the same canonical JSON", () => {
  // Small alphabets, so that equal values and values one member apart both come up often.
  const key = fc.constantFrom("a", "b", "c", "10", "9")
  const leaf = fc.oneof(fc.constantFrom(null, true, false, 0, -0, 1, 1.5, "", "a", "é"), fc.constant(undefined))
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      leaf,
      fc.array(tie("value"), { maxLength: 3 }),
      fc.dictionary(key, tie("value"), { maxKeys: 4 })
    )
  }))
  const text = (v: unknown) => canonicalJson(v ?? null)

  it("are the same exactly when their texts are (sameJson, which the audit log and versions compare with)", () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        assert.strictEqual(sameJson(a ?? null, b ?? null), text(a) === text(b))
        // A value is the same as itself with its keys in another order, and as its copy through JSON.
        assert.isTrue(sameJson(a ?? null, JSON.parse(text(a))))
      }),
      { numRuns: 2000 }
    )
  })

  it("differ in one member", () => {
    assert.isFalse(sameJson({ a: [1, { b: "x" }] }, { a: [1, { b: "y" }] }))
    assert.isFalse(sameJson({ a: 1 }, { a: 1, b: null }))
    assert.isTrue(sameJson({ a: 1, b: undefined }, { a: 1 }))
    assert.isTrue(sameJson([undefined], [null]))
  })
})
