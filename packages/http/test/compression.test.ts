/**
 * What a client that accepts compression gets: JSON, HTML and the reference's
 * script of a kilobyte or more in brotli or gzip (the same bytes once decoded, the same
 * `ETag`, `Vary: Accept-Encoding`), the streamed export too, small answers as they are, the e-label
 * pages compressed once (never twice); `/robots.txt` as text; the e-label
 * page's meta description.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { assert, describe, it } from "@effect/vitest"
import { Labels } from "@elabel/domain"
import { completeLabel, createLabel, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect } from "effect"
import { SCALAR_ASSETS } from "../src/server/DocsPage.ts"
import { openApp } from "./support/scanner.ts"

const accepting = (encoding: string) => ({ headers: { "accept-encoding": encoding } })

describe("compression", () => {
  // Compresses the 0.7 MB of the reference's entry script twice and decodes it: seconds on a busy machine.
  it.effect(
    "/openapi.json and the reference's script come in brotli or gzip when accepted, decoding to the same bytes",
    () =>
      Effect.gen(function* () {
        const app = yield* openApp()
        for (const path of ["/openapi.json", `${SCALAR_ASSETS}/standalone.esm.js`]) {
          const plain = yield* app.send("GET", path)
          assert.strictEqual(plain.status, 200)
          assert.isNull(plain.headers.get("content-encoding"), path)
          assert.include(plain.headers.get("vary") ?? "", "Accept-Encoding", path)
          const br = yield* app.send("GET", path, accepting("gzip, deflate, br"))
          assert.strictEqual(br.headers.get("content-encoding"), "br", path)
          assert.include(br.headers.get("vary") ?? "", "Accept-Encoding", path)
          assert.isBelow(br.bytes.length, plain.bytes.length / 3, path)
          assert.strictEqual(brotliDecompressSync(br.bytes).toString("utf8"), plain.text, path)
          const gzip = yield* app.send("GET", path, accepting("gzip;q=1, br;q=0"))
          assert.strictEqual(gzip.headers.get("content-encoding"), "gzip", path)
          assert.strictEqual(gunzipSync(gzip.bytes).toString("utf8"), plain.text, path)
          const none = yield* app.send("GET", path, accepting("identity"))
          assert.isNull(none.headers.get("content-encoding"), path)
          assert.strictEqual(none.text, plain.text, path)
        }
      }).pipe(Effect.provide(TestLayer)),
    60_000
  )

  it.effect("an API list is compressed under the same ETag, so If-None-Match and If-Match keep working", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace, brandId } = yield* seedWorkspace()
      for (let i = 0; i < 8; i++) yield* createLabel(users.owner, workspace.id, brandId, { name: `Riesling ${i}` })
      const path = `/v1/labels?workspace_id=${workspace.id}`
      const plain = yield* app.send("GET", path, { as: users.owner })
      assert.isAbove(plain.bytes.length, 1024)
      const gzip = yield* app.send("GET", path, { as: users.owner, ...accepting("gzip") })
      assert.strictEqual(gzip.headers.get("content-encoding"), "gzip")
      assert.deepStrictEqual(JSON.parse(gunzipSync(gzip.bytes).toString("utf8")), JSON.parse(plain.text))
      const tag = gzip.headers.get("etag") ?? ""
      assert.strictEqual(tag, plain.headers.get("etag"))
      const again = yield* app.send("GET", path, {
        as: users.owner,
        headers: { "if-none-match": tag, "accept-encoding": "gzip" }
      })
      assert.strictEqual(again.status, 304)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("the export, streamed, comes in brotli or gzip when accepted, decoding to the same labels", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace, brandId } = yield* seedWorkspace()
      for (let i = 0; i < 3; i++) yield* createLabel(users.owner, workspace.id, brandId, { name: `Riesling ${i}` })
      const path = `/v1/workspaces/${workspace.id}/export`
      const plain = yield* app.send("GET", path, { as: users.viewer })
      assert.strictEqual(plain.status, 200, plain.text)
      assert.isNull(plain.headers.get("content-encoding"))
      const labels = JSON.parse(plain.text) as ReadonlyArray<{ readonly name: string }>
      assert.deepStrictEqual(
        labels.map((label) => label.name),
        ["Riesling 0", "Riesling 1", "Riesling 2"]
      )
      const br = yield* app.send("GET", path, { as: users.viewer, ...accepting("gzip, br") })
      assert.strictEqual(br.headers.get("content-encoding"), "br")
      assert.include(br.headers.get("vary") ?? "", "Accept-Encoding")
      assert.isBelow(br.bytes.length, plain.bytes.length / 3)
      assert.deepStrictEqual(JSON.parse(brotliDecompressSync(br.bytes).toString("utf8")), labels)
      const gzip = yield* app.send("GET", path, { as: users.viewer, ...accepting("gzip") })
      assert.strictEqual(gzip.headers.get("content-encoding"), "gzip")
      assert.deepStrictEqual(JSON.parse(gunzipSync(gzip.bytes).toString("utf8")), labels)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("answers under a kilobyte are sent as they are", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const health = yield* app.send("GET", "/health/live", accepting("br, gzip"))
      assert.strictEqual(health.status, 200)
      assert.isNull(health.headers.get("content-encoding"))
      assert.deepStrictEqual(JSON.parse(health.text), { status: "ok" })
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("the e-label page is compressed once, and describes itself to search engines", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createLabel(users.editor, workspace.id, brandId, {
        name: "Riesling Kabinett",
        vintage: "2024",
        quantity: 750,
        locale: "en"
      })
      yield* completeLabel(users.editor, label.id)
      yield* (yield* Labels).publish(users.editor, label.id)
      const plain = yield* app.send("GET", `/l/${label.ref}`)
      const br = yield* app.send("GET", `/l/${label.ref}`, accepting("br"))
      assert.strictEqual(br.headers.get("content-encoding"), "br")
      assert.strictEqual(brotliDecompressSync(br.bytes).toString("utf8"), plain.text)
      assert.include(
        plain.text,
        '<meta name="description" content="Riesling Kabinett 2024: Ingredients, Allergens, Nutrition declaration">'
      )
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("/robots.txt is text that lets crawlers index the e-label pages and nothing else", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const robots = yield* app.send("GET", "/robots.txt")
      assert.strictEqual(robots.status, 200)
      assert.strictEqual(robots.headers.get("content-type"), "text/plain; charset=utf-8")
      const rules = robots.text.split("\n").filter((line) => line !== "" && !line.startsWith("#"))
      assert.deepStrictEqual(rules, ["User-agent: *", "Allow: /l/", "Disallow: /"])
    }).pipe(Effect.provide(TestLayer))
  )
})
