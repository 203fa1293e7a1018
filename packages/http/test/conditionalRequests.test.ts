/**
 * `If-None-Match` on the wire (RFC 9110 §13.1.2, decided once in
 * `protocol/EntityTags.ts`, ADR 0052): `*`, a list, and the weak comparison
 * answer 304 alike, for a JSON answer of the Effect app, the label's hot
 * route and its endpoint, a versioned resource (its tag its version, given
 * after the answer is made), and the e-label page in each coding (its own tag
 * per coding) from memory and from the Effect route; a tag that matches
 * nothing answers 200.
 */
import { assert, describe, it } from "@effect/vitest"
import { Labels } from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect } from "effect"
import { answeredHot, effectServer, fetchAnswer, hotServer, start } from "./support/hotServers.ts"
import { tokenFor } from "./support/tokens.ts"

/** `If-None-Match` values and whether each matches the current tag `tag`. */
const conditions = (tag: string): ReadonlyArray<readonly [string, boolean]> => [
  [tag, true],
  [`W/${tag}`, true],
  [`"elsewhere", ${tag}`, true],
  [`W/"elsewhere",W/${tag}`, true],
  ["*", true],
  ['"elsewhere"', false],
  [`W/"elsewhere", "${tag.slice(1, -1)}-not"`, false]
]

describe("If-None-Match", () => {
  it.live("answers 304 to *, a list and a weak tag for JSON answers and pages, hot or not, in every coding", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace({ plan: "pro" })
      const labels = yield* Labels
      const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId, { locale: "en" })
      const label = yield* labels.publish(users.editor, draft.id)
      const hot = yield* start(hotServer)
      const plain = yield* start(effectServer)
      const bearer = { authorization: `Bearer ${yield* tokenFor(users.viewer)}` }

      /** Asks `path` with each condition on both servers; on the hot server also checks it answered from memory. */
      const check = (path: string, headers: Record<string, string>, fromMemory: boolean) =>
        Effect.gen(function* () {
          const first = yield* fetchAnswer(plain.origin, "GET", path, headers)
          assert.strictEqual(first.status, 200, path)
          const tag = first.headers.etag ?? ""
          for (const [condition, matches] of conditions(tag)) {
            const asked = { ...headers, "if-none-match": condition }
            const what = `GET ${path} ${JSON.stringify(asked)}`
            assert.strictEqual((yield* fetchAnswer(plain.origin, "GET", path, asked)).status, matches ? 304 : 200, what)
            yield* fetchAnswer(hot.origin, "GET", path, asked)
            const before = answeredHot()
            const answer = yield* fetchAnswer(hot.origin, "GET", path, asked)
            assert.strictEqual(answer.status, matches ? 304 : 200, `${what} (hot server)`)
            assert.strictEqual(answer.headers.etag, tag, `${what} (hot server)`)
            if (fromMemory) assert.strictEqual(answeredHot(), before + 1, `${what} answered from memory`)
          }
          return tag
        })

      // The page: each coding its own representation under its own tag, `*` matching any.
      const page = `/l/${label.ref}`
      const identity = yield* check(page, {}, true)
      const gzip = yield* check(page, { "accept-encoding": "gzip" }, true)
      const brotli = yield* check(page, { "accept-encoding": "br" }, true)
      assert.deepStrictEqual([gzip, brotli], [`${identity.slice(0, -1)}-gzip"`, `${identity.slice(0, -1)}-br"`])
      const otherCoding = { "accept-encoding": "br", "if-none-match": identity }
      assert.strictEqual((yield* fetchAnswer(hot.origin, "GET", page, otherCoding)).status, 200)
      assert.strictEqual((yield* fetchAnswer(hot.origin, "HEAD", page, { "if-none-match": "*" })).status, 304)

      // JSON: the label's hot route and its endpoint, an answer tagged by the global middleware, and
      // a versioned resource, tagged by its version (`"v1"`) once the answer is sent.
      yield* check(`/v1/labels/${label.id}`, bearer, true)
      yield* check(`/v1/workspaces/${workspace.id}`, bearer, false)
      assert.strictEqual(yield* check(`/v1/brands/${brandId}`, bearer, false), '"v1"')
    }).pipe(Effect.provide(TestLayer))
  )
})
