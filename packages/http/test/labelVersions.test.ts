/**
 * Label versions over the wire: what publishing, visible and invisible
 * changes and a withdrawal record; the history endpoints; that a version's
 * hash is recomputable from its document; that a version's page is the page
 * consumers were served; and how `/l/{ref}` serves the latest version
 * (strong ETag, 304, pre-compressed gzip and brotli, CDN lifetime).
 */
import { createHash } from "node:crypto"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { assert, describe, it } from "@effect/vitest"
import { canonicalJson, Labels } from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect } from "effect"
import { openApp } from "./support/scanner.ts"

interface Summary {
  readonly version: number
  readonly content_hash: string
  readonly previous_hash: string | null
  readonly is_published: boolean
  readonly created_by: string
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex")

/** A label with a default format, published by the editor. */
const publishedLabel = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace()
  const label = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750, locale: "en" })
  yield* (yield* Labels).publish(users.editor, label.id)
  return label
})

describe("label versions", () => {
  it.effect(
    "publish records 1; a visible change the next, chained; an invisible one none; unpublish the withdrawal",
    () =>
      Effect.gen(function* () {
        const app = yield* openApp()
        const { workspace, brandId } = yield* seedWorkspace()
        const labels = yield* Labels
        const label = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750 })
        const versions = app
          .send("GET", `/v1/labels/${label.id}/versions`, { as: users.viewer })
          .pipe(Effect.map((answer) => (JSON.parse(answer.text) as { items: ReadonlyArray<Summary> }).items))
        assert.deepStrictEqual(yield* versions, [])

        yield* labels.publish(users.editor, label.id)
        yield* labels.patch(users.owner, label.id, { notes: "internal only" })
        const [first] = yield* versions
        assert.strictEqual((yield* versions).length, 1)
        assert.strictEqual(first?.version, 1)
        assert.isNull(first?.previous_hash)
        assert.isTrue(first?.is_published)
        assert.strictEqual(first?.created_by, users.editor)

        yield* labels.patch(users.owner, label.id, { name: "Riesling Spätlese" })
        yield* labels.unpublish(users.owner, label.id)
        const all = yield* versions
        assert.deepStrictEqual(
          all.map((v) => [v.version, v.is_published, v.created_by]),
          [
            [3, false, users.owner],
            [2, true, users.owner],
            [1, true, users.editor]
          ]
        )
        assert.strictEqual(all[1]?.previous_hash, first?.content_hash)
        assert.strictEqual(all[0]?.previous_hash, all[1]?.content_hash)

        const detail = yield* app.send("GET", `/v1/labels/${label.id}/versions/2`, { as: users.viewer })
        assert.strictEqual(detail.status, 200)
        const body = JSON.parse(detail.text) as Summary & { document: { snapshot: { label: { name: string } } } }
        assert.strictEqual(body.content_hash, all[1]?.content_hash)
        // Anyone can recompute the hash: SHA-256 of the canonical JSON of the document.
        assert.strictEqual(sha256(canonicalJson(body.document)), body.content_hash)
        assert.strictEqual(body.document.snapshot.label.name, "Riesling Spätlese")
        assert.strictEqual((yield* app.send("GET", `/l/${label.ref}`)).status, 410)
        assert.strictEqual(
          (yield* app.send("GET", `/v1/labels/${label.id}/versions/4`, { as: users.viewer })).status,
          404
        )
      }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a version's page is byte for byte the page consumers were served while it was the latest", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const label = yield* publishedLabel
      const path = `/l/${label.ref}`
      const before = yield* app.send("GET", path)
      assert.strictEqual(before.status, 200)
      yield* (yield* Labels).patch(users.owner, label.id, { name: "Renamed at once" })
      // The write is visible on the page as soon as it is acknowledged.
      assert.include((yield* app.send("GET", path)).text, "Renamed at once")
      const then = yield* app.send("GET", `/v1/labels/${label.id}/versions/1/page`, { as: users.viewer })
      assert.strictEqual(then.status, 200)
      assert.match(then.headers.get("content-type") ?? "", /^text\/html/)
      assert.strictEqual(then.text, before.text)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a version's page of a format's ref is what its printed code showed; a withdrawal gives the notice", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const label = yield* publishedLabel
      const formatRef = label.formats[0]?.ref ?? ""
      const served = yield* app.send("GET", `/l/${formatRef}`)
      assert.strictEqual(served.status, 200)
      yield* (yield* Labels).unpublish(users.owner, label.id)
      const withdrawn = yield* app.send("GET", `/l/${formatRef}`)
      assert.strictEqual(withdrawn.status, 410)
      const pageOf = (version: number, ref: string) =>
        app.send("GET", `/v1/labels/${label.id}/versions/${version}/page?ref=${ref}`, { as: users.viewer })
      assert.strictEqual((yield* pageOf(1, formatRef)).text, served.text)
      const notice = yield* pageOf(2, formatRef)
      assert.strictEqual(notice.status, 200)
      assert.strictEqual(notice.text, withdrawn.text)
      assert.strictEqual((yield* pageOf(1, "NoSuchRef1")).status, 404)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("/l/{ref} has a strong ETag per language and coding, answers 304, and sends gzip and brotli", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const label = yield* publishedLabel
      const path = `/l/${label.ref}`
      const plain = yield* app.send("GET", path)
      const tag = plain.headers.get("etag") ?? ""
      assert.match(tag, /^"[0-9a-f]{24}-en"$/)
      const again = yield* app.send("GET", path, { headers: { "if-none-match": tag } })
      assert.strictEqual(again.status, 304)
      assert.strictEqual(again.text, "")
      assert.strictEqual(again.headers.get("etag"), tag)
      assert.strictEqual(again.headers.get("cache-control"), "public, max-age=0, s-maxage=60")

      const fetchRaw = (encoding: string) => app.send("GET", path, { headers: { "accept-encoding": encoding } })
      const br = yield* fetchRaw("gzip, deflate, br")
      assert.strictEqual(br.headers.get("content-encoding"), "br")
      assert.strictEqual(br.headers.get("etag"), `${tag.slice(0, -1)}-br"`)
      const gzip = yield* fetchRaw("gzip;q=1, br;q=0")
      assert.strictEqual(gzip.headers.get("content-encoding"), "gzip")
      assert.include(plain.headers.get("vary") ?? "", "Accept-Encoding")
      assert.isBelow(br.bytes.length, plain.bytes.length / 2)
      assert.strictEqual(brotliDecompressSync(br.bytes).toString("utf8"), plain.text)
      assert.strictEqual(gunzipSync(gzip.bytes).toString("utf8"), plain.text)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a label that was ever published cannot be deleted (409): its history stays", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const label = yield* publishedLabel
      yield* (yield* Labels).unpublish(users.owner, label.id)
      const refused = yield* app.send("DELETE", `/v1/labels/${label.id}`, { as: users.owner })
      assert.strictEqual(refused.status, 409)
      const history = yield* app.send("GET", `/v1/labels/${label.id}/versions`, { as: users.viewer })
      assert.strictEqual((JSON.parse(history.text) as { items: ReadonlyArray<unknown> }).items.length, 2)
    }).pipe(Effect.provide(TestLayer))
  )
})
