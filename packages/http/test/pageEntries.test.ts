/**
 * The page cache's bound (`public/PageEntries.ts`): its estimated bytes never
 * pass the bound however many refs and languages are asked for, the least
 * recently used ref goes first, and an entry past its time to live is read
 * again.
 */
import { assert, describe, it } from "@effect/vitest"
import type { PublishedELabel } from "@elabel/domain"
import { renderedPage } from "../src/public/PageAnswers.ts"
import { makePageEntries } from "../src/public/PageEntries.ts"

/** A version whose snapshot is about `size` characters of JSON. */
const version = (size: number) =>
  ({ label_id: "l", version: 1, content_hash: "h", snapshot: { text: "x".repeat(size) } }) as unknown as PublishedELabel

const page = (bytes: number) => renderedPage(new Uint8Array(bytes), "de", '"tag-de"')

describe("page entries", () => {
  it("stay under their bound in bytes, the least recently used ref going first", () => {
    const entries = makePageEntries(100_000, 60_000)
    for (let i = 0; i < 50; i++) {
      entries.set(`ref${i}`, version(1000), 0)
      const entry = entries.get(`ref${i}`, 0)
      for (const language of ["de", "fr", "it", "pl"]) {
        if (entry !== undefined) entries.addPage(`ref${i}`, entry, language, page(3000))
      }
      assert.isAtMost(entries.size(), 100_000)
    }
    assert.isDefined(entries.get("ref49", 0))
    assert.isUndefined(entries.get("ref0", 0))
    // Reading a ref makes it the most recently used: the next arrival evicts another one.
    const kept = [...Array(50).keys()].filter((i) => entries.get(`ref${i}`, 0) !== undefined)
    const oldest = kept[0]!
    entries.get(`ref${oldest}`, 0)
    entries.set("newcomer", version(20_000), 0)
    assert.isDefined(entries.get(`ref${oldest}`, 0))
    assert.isAtMost(entries.size(), 100_000)
  })

  it("keep nothing at a bound of 0, and read an entry again after its time to live", () => {
    const none = makePageEntries(0, 60_000)
    none.set("ref", version(10), 0)
    assert.isUndefined(none.get("ref", 0))
    const entries = makePageEntries(100_000, 60_000)
    entries.set("ref", version(10), 0)
    assert.isDefined(entries.get("ref", 59_999))
    assert.isUndefined(entries.get("ref", 60_000))
    assert.strictEqual(entries.size(), 0)
  })
})
