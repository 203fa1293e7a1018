/**
 * The one `If-None-Match` decision (`protocol/EntityTags.ts`, ADR 0052;
 * RFC 9110 §13.1.2): `*` matches any current tag, a list matches when any
 * member does by the weak comparison, wherever it stands and however it is
 * spaced; only GET and HEAD are answered 304. The wire tests are in
 * `conditionalRequests.test.ts`.
 */
import { assert, describe, it } from "@effect/vitest"
import fc from "fast-check"
import { ifNoneMatchHits, isNotModified } from "../src/protocol/EntityTags.ts"

// What an entity tag may hold between its quotes (RFC 9110 etagc, ASCII part), commas included.
const opaque = fc.stringMatching(/^[!#-~]{0,12}$/)
const listed = fc
  .record({ value: opaque, weak: fc.boolean() })
  .map(({ value, weak }) => `${weak ? "W/" : ""}"${value}"`)
const spacing = fc.constantFrom("", " ", "  ", "\t")

describe("If-None-Match", () => {
  it("a list holding the current tag, weak or strong, anywhere, matches; one without it does not", () => {
    fc.assert(
      fc.property(
        opaque,
        fc.boolean(),
        fc.boolean(),
        fc.array(listed, { maxLength: 4 }),
        fc.nat(4),
        spacing,
        (current, currentWeak, askedWeak, others, at, space) => {
          const tag = `${currentWeak ? "W/" : ""}"${current}"`
          const rest = others.filter((other) => other.replace(/^W\//, "") !== `"${current}"`)
          const asked = [...rest]
          asked.splice(Math.min(at, asked.length), 0, `${askedWeak ? "W/" : ""}"${current}"`)
          assert.isTrue(ifNoneMatchHits(asked.join(`${space},${space}`), tag))
          assert.strictEqual(ifNoneMatchHits(rest.join(","), tag), false)
        }
      )
    )
  })

  it("* matches any tag; only GET and HEAD are not modified", () => {
    for (const header of ["*", " * ", '"x", *']) assert.isTrue(ifNoneMatchHits(header, '"v7"'), header)
    assert.isTrue(isNotModified("GET", "*", '"v7"'))
    assert.isTrue(isNotModified("HEAD", 'W/"v7"', '"v7"'))
    assert.isFalse(isNotModified("POST", "*", '"v7"'))
    assert.isFalse(isNotModified("GET", undefined, '"v7"'))
    assert.isFalse(isNotModified("GET", "v7", '"v7"'))
  })
})
