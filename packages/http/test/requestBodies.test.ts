/**
 * Request bodies over a real socket: bytes that are not UTF-8 (JSON, or a
 * CSV import) are a 400 `invalid-body` instead of being stored with U+FFFD
 * in their place; a body
 * without `Content-Type` is a 415 like `text/plain`, instead of being parsed
 * as JSON, naming the media types the route takes. A request without a body
 * needs no media type.
 */
import { assert, describe, it } from "@effect/vitest"
import { createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { exchange, type RawAnswer, SocketAppLive } from "./support/socket.ts"
import { tokenFor } from "./support/tokens.ts"

const assertProblem = (answer: RawAnswer, status: number, slug: string) => {
  assert.strictEqual(answer.status, status, answer.body)
  assert.strictEqual(answer.headers["content-type"], "application/problem+json")
  assert.deepInclude(JSON.parse(answer.body), { type: `/problems/${slug}`, status })
}

/** `method path` as the owner, with `headers` and `body` exactly as given (no media type added). */
const send = (method: string, path: string, headers: ReadonlyArray<string>, body: Uint8Array | string = "") =>
  Effect.gen(function* () {
    const token = yield* tokenFor(users.owner)
    const length = Buffer.byteLength(body)
    const framing = method === "GET" && length === 0 ? [] : [`Content-Length: ${length}`]
    return yield* exchange(
      [`${method} ${path} HTTP/1.1`, `Authorization: Bearer ${token}`, ...framing, ...headers],
      body
    )
  })

const json = ["Content-Type: application/json"]

/** `{"name":"Ries?ling"}` with a lone 0xFF byte where the `?` is: not UTF-8. */
const notUtf8 = Buffer.concat([Buffer.from('{"name":"Ries'), Buffer.from([0xff]), Buffer.from('ling"}')])

describe("request bodies", () => {
  it.live("a JSON body that is not UTF-8 is a 400 invalid-body and changes nothing", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const label = yield* createCompleteLabel(users.owner, workspace.id, brandId, { name: "Riesling" })
      const path = `/v1/labels/${label.id}`
      assertProblem(yield* send("PATCH", path, json, notUtf8), 400, "invalid-body")
      const create = Buffer.concat([
        Buffer.from(`{"workspace_id":"${workspace.id}","brand_id":"${brandId}",`),
        notUtf8.subarray(1)
      ])
      assertProblem(yield* send("POST", "/v1/labels", json, create), 400, "invalid-body")

      const read = yield* send("GET", path, [])
      assert.strictEqual(JSON.parse(read.body).name, "Riesling")
      const list = yield* send("GET", `/v1/labels?workspace_id=${workspace.id}`, [])
      assert.lengthOf(JSON.parse(list.body).items, 1)
      // The same text as UTF-8 is stored as sent.
      const ok = yield* send("PATCH", path, json, '{"name":"Ries\u00ffling"}')
      assert.strictEqual(ok.status, 200, ok.body)
      assert.strictEqual(JSON.parse(ok.body).name, "Ries\u00ffling")
    }).pipe(Effect.provide(SocketAppLive))
  )

  it.live("a body without Content-Type is a 415, as text/plain is; a bodiless POST needs none", () =>
    Effect.gen(function* () {
      const { brandId, workspace } = yield* seedWorkspace()
      const label = yield* createCompleteLabel(users.owner, workspace.id, brandId, { name: "Riesling" })
      const path = `/v1/labels/${label.id}`
      const rename = '{"name":"Renamed"}'
      assertProblem(yield* send("PATCH", path, [], rename), 415, "unsupported-media-type")
      assertProblem(yield* send("PATCH", path, ["Content-Type: text/plain"], rename), 415, "unsupported-media-type")
      assert.strictEqual(JSON.parse((yield* send("GET", path, [])).body).name, "Riesling")

      const published = yield* send("POST", `${path}/publish`, [])
      assert.strictEqual(published.status, 200, published.body)
      assert.isTrue(JSON.parse(published.body).is_published)
    }).pipe(Effect.provide(SocketAppLive))
  )

  it.live("a 415 names the media types the route takes: the import's JSON and CSV", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      const path = `/v1/workspaces/${workspace.id}/imports?dry_run=true`
      const csv = "name\nRiesling\n"
      for (const headers of [["Content-Type: text/plain"], []]) {
        const answer = yield* send("POST", path, headers, csv)
        assertProblem(answer, 415, "unsupported-media-type")
        assert.include(JSON.parse(answer.body).detail, "application/json or text/csv", answer.body)
      }
      const label = yield* send("POST", "/v1/labels", ["Content-Type: text/plain"], "{}")
      assert.include(JSON.parse(label.body).detail, "Send the body as application/json.", label.body)
    }).pipe(Effect.provide(SocketAppLive))
  )

  it.live("a CSV import that is not UTF-8 is a 400 invalid-body and imports nothing, dry run or not", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seedWorkspace()
      // "Spätburgunder" in Latin-1: the 0xE4 byte is not UTF-8.
      const latin1 = Buffer.from("internal_reference,name\nSP-1,Sp\u00e4tburgunder\n", "latin1")
      for (const query of ["?dry_run=true", ""]) {
        const path = `/v1/workspaces/${workspace.id}/imports${query}`
        assertProblem(yield* send("POST", path, ["Content-Type: text/csv"], latin1), 400, "invalid-body")
      }
      const list = yield* send("GET", `/v1/labels?workspace_id=${workspace.id}`, [])
      assert.lengthOf(JSON.parse(list.body).items, 0)
      const utf8 = Buffer.from("internal_reference,name\nSP-1,Sp\u00e4tburgunder\n", "utf8")
      const imported = yield* send("POST", `/v1/workspaces/${workspace.id}/imports`, ["Content-Type: text/csv"], utf8)
      assert.strictEqual(imported.status, 200, imported.body)
      const stored = yield* send("GET", `/v1/labels?workspace_id=${workspace.id}`, [])
      assert.strictEqual(JSON.parse(stored.body).items[0]?.name, "Sp\u00e4tburgunder")
    }).pipe(Effect.provide(SocketAppLive))
  )
})
