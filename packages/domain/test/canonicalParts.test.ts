/**
 * A snapshot's catalogue entries are projected once per catalogue read and
 * their canonical texts written once (`canonicalParts.ts`): a text with
 * them spliced in must be the text written whole, whatever holds them (the
 * snapshot, a version's document, a view's copy of the catalogue lists), and
 * its SHA-256, read from the shared parts' kept UTF-8 bytes, the digest of
 * the whole text's bytes.
 */
import { createHash } from "node:crypto"
import { assert, describe, it } from "@effect/vitest"
import { Arbitrary, Effect, Result } from "effect"
import { snapshotView } from "../src/published/SnapshotView.ts"
import { ELabelSnapshot } from "../src/published/VersionDocument.ts"
import { canonicalJson, canonicalSha256, canonicalTextAndHash } from "../src/shared/CanonicalJson.ts"
import { projection } from "../src/shared/schemaProjection.ts"

const shared = ["$.catalog.ingredients[]", "$.catalog.countries[]"]
const project = projection(ELabelSnapshot, { shared })

/**
 * `value` with every key that starts with a digit prefixed: `JSON.stringify` writes such keys first, so a
 * value holding one is written key by key in sorted order, never spliced.
 */
const inWritingOrder = (value: unknown): unknown => {
  if (value === null || typeof value !== "object") return value
  if (Array.isArray(value)) return value.map(inWritingOrder)
  return Object.fromEntries(
    Object.entries(value).map(([key, member]) => [/^[0-9]/.test(key) ? `k${key}` : key, inWritingOrder(member)])
  )
}

/**
 * The same value, made of new objects that no mark names. Copied member by member, not through
 * `JSON.parse(JSON.stringify(…))`: V8's `JSON.parse` (Node 24 and 26) can decode an escaped key as a key
 * with a backslash it met before in the same place (nodejs/node#63785, crbug.com/521080746), and the
 * arbitrary snapshots' records have keys such as `"\\"` and `"\udc00"`: the copy, not the splice, was wrong.
 */
const unmarked = <A>(value: A): A => {
  if (value === null || typeof value !== "object") return value
  if (Array.isArray(value)) return value.map(unmarked) as A
  const copy: Record<string, unknown> = {}
  for (const [key, member] of Object.entries(value)) {
    Object.defineProperty(copy, key, { value: unmarked(member), enumerable: true, writable: true, configurable: true })
  }
  return copy as A
}

/** Where two texts first differ, with some characters of each around it. */
const firstDifference = (a: string, b: string): string => {
  let at = 0
  while (at < a.length && a[at] === b[at]) at++
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 120), at + 120))
  return `at ${at}: ${around(a)} against ${around(b)}`
}

/** The sample's seed: `CANONICAL_PARTS_SEED` replays a failure's, which its message names. */
const seed = Number(process.env.CANONICAL_PARTS_SEED ?? Math.floor(Math.random() * 2 ** 31))

describe("canonical texts with shared parts", () => {
  it.effect("are the texts written whole, for 200 arbitrary snapshots, their documents and their views", () =>
    Effect.gen(function* () {
      const snapshots = yield* Arbitrary.sampleEffect(Arbitrary.schema(ELabelSnapshot), { count: 200, seed })
      let once = 0
      for (const [n, arbitrary] of snapshots.entries()) {
        const snapshot = inWritingOrder(arbitrary) as ELabelSnapshot
        const made = Result.try(() => project(snapshot))
        if (Result.isFailure(made)) continue // a number JSON cannot hold: refused, as without sharing
        // Another write of another label naming the same entries, as the catalogue holds them.
        const again = project({ ...snapshot, label: { ...snapshot.label, name: `${snapshot.label.name}!` } })
        for (const [i, entry] of made.success.catalog.ingredients.entries()) {
          assert.strictEqual(again.catalog.ingredients[i], entry, "the entry is projected once")
        }
        once += made.success.catalog.ingredients.length
        for (const value of [
          again,
          { format: 3, snapshot: again, view_hash: "h" },
          snapshotView(again),
          snapshotView(made.success)
        ]) {
          const [spliced, whole] = [canonicalJson(value), canonicalJson(unmarked(value))]
          if (spliced !== whole) assert.fail(`seed ${seed}, snapshot ${n}: ${firstDifference(spliced, whole)}`)
          // The hashes read the shared parts' kept UTF-8 bytes: the same digest as the whole text's bytes.
          const digest = createHash("sha256").update(Buffer.from(whole, "utf8")).digest("hex")
          assert.strictEqual(yield* canonicalSha256(value), digest, `seed ${seed}, snapshot ${n}: view hash`)
          assert.deepStrictEqual(yield* canonicalTextAndHash(value), { text: whole, hash: digest })
        }
      }
      assert.isAbove(once, 100, "snapshots name ingredients")
    })
  )

  it("refuses, when made, a shared path that names no array's items", () => {
    assert.throws(() => projection(ELabelSnapshot, { shared: ["$.catalog.ingredient[]"] }), "no array's items")
  })
})
