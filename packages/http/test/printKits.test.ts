/**
 * Print kits and the bottle's numbers over the wire: same bytes for the same
 * label and options, a draft's kit marked only in its metadata, refusals
 * naming what to change (400 `invalid-query`, 422 `print-kit-does-not-fit`,
 * 422 `label-incomplete`), the format's own GS1 Digital Link in its code,
 * the SVG in millimetres with the PDF's geometry, the workspace zip with its
 * index, and `/nutrition` as the page computes it.
 */

import { inflateRawSync } from "node:zlib"
import { assert, describe, it } from "@effect/vitest"
import { Formats, Labels } from "@elabel/domain"
import { createLabel, seedWorkspace, testPublicBaseUrl, users } from "@elabel/testkit"
import { Effect } from "effect"
import { getBytes, KitWireLive, missingTools, pdfInfo, printableLabel } from "./support/printKits.ts"
import { problemOf, type WireResponse } from "./support/wire.ts"

const problem = (response: { readonly status: number; readonly text: string; readonly headers: Headers }) =>
  problemOf({ ...response, json: JSON.parse(response.text) } as WireResponse)

/** The entries of a zip (stored or deflated), read from its central directory. */
const unzip = (zip: Uint8Array): Map<string, Buffer> => {
  const buffer = Buffer.from(zip)
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const count = buffer.readUInt16LE(end + 10)
  let offset = buffer.readUInt32LE(end + 16)
  const entries = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    const method = buffer.readUInt16LE(offset + 10)
    const size = buffer.readUInt32LE(offset + 20)
    const nameLength = buffer.readUInt16LE(offset + 28)
    const extra = buffer.readUInt16LE(offset + 30)
    const comment = buffer.readUInt16LE(offset + 32)
    const local = buffer.readUInt32LE(offset + 42)
    const name = buffer.subarray(offset + 46, offset + 46 + nameLength).toString("utf8")
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28)
    const data = buffer.subarray(start, start + size)
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data))
    offset += 46 + nameLength + extra + comment
  }
  return entries
}

describe("print kit answers", () => {
  it.effect("are the same bytes for the same label and options, and change with the options", () =>
    Effect.gen(function* () {
      const { label } = yield* printableLabel()
      const path = `/v1/labels/${label.id}/print-kit.pdf?lang=de,en`
      const [first, second] = [yield* getBytes(path), yield* getBytes(path)]
      assert.strictEqual(first.status, 200, first.text)
      assert.deepStrictEqual(first.bytes, second.bytes)
      const svg = [
        yield* getBytes(`/v1/labels/${label.id}/print-kit.svg`),
        yield* getBytes(`/v1/labels/${label.id}/print-kit.svg`)
      ]
      assert.strictEqual(svg[0]?.text, svg[1]?.text)
      const other = yield* getBytes(`${path}&size_mm=25`)
      assert.notDeepEqual(other.bytes, first.bytes)
      assert.match(first.headers.get("content-disposition") ?? "", /^inline; filename="Riesling-Kabinett-.+\.pdf"$/)
    }).pipe(Effect.provide(KitWireLive))
  )

  it.effect("of a draft say 'not yet published' in the metadata only, never on the block", () =>
    Effect.gen(function* () {
      const { label } = yield* printableLabel({ draft: true })
      const kit = yield* getBytes(`/v1/labels/${label.id}/print-kit.pdf`)
      assert.strictEqual(kit.status, 200, kit.text)
      if (missingTools(["pdfinfo"]).length === 0) assert.match(pdfInfo(kit.bytes), /^Subject:\s+Not yet published/m)
      const svg = yield* getBytes(`/v1/labels/${label.id}/print-kit.svg`)
      assert.match(svg.text, /<metadata>Not yet published/)
      assert.notMatch(svg.text, /aria-label="[^"]*published/i)
      const { label: published } = yield* printableLabel({ name: "Published" })
      const done = yield* getBytes(`/v1/labels/${published.id}/print-kit.svg`)
      assert.notMatch(done.text, /Not yet published/)
    }).pipe(Effect.provide(KitWireLive))
  )

  it.effect("refuse malformed options with 400 invalid-query naming each (unknown ones: unknownQuery.test.ts)", () =>
    Effect.gen(function* () {
      const { label } = yield* printableLabel()
      const response = yield* getBytes(
        `/v1/labels/${label.id}/print-kit.pdf?lang=de,xx&size_mm=abc&quiet_zone=2&colour=cmyk&layout=left`
      )
      assert.strictEqual(response.status, 400, response.text)
      const body = yield* problem(response)
      assert.strictEqual(body.type, "/problems/invalid-query")
      assert.sameMembers(
        [...new Set(body.errors?.map((issue) => issue.path.split(/[.[]/)[0]))],
        ["lang", "size_mm", "quiet_zone", "colour", "layout"]
      )
    }).pipe(Effect.provide(KitWireLive))
  )

  it.effect("refuse with 422 print-kit-does-not-fit what cannot be set at the legal sizes, naming the option", () =>
    Effect.gen(function* () {
      const { label } = yield* printableLabel()
      const small = yield* getBytes(`/v1/labels/${label.id}/print-kit.pdf?size_mm=5`)
      assert.strictEqual(small.status, 422, small.text)
      const smallBody = yield* problem(small)
      assert.strictEqual(smallBody.type, "/problems/print-kit-does-not-fit")
      assert.deepStrictEqual(
        smallBody.errors?.map((issue) => issue.path),
        ["size_mm", "text_width_mm"]
      )
      const narrow = yield* getBytes(`/v1/labels/${label.id}/print-kit.svg?text_width_mm=8`)
      const narrowBody = yield* problem(narrow)
      assert.deepStrictEqual(
        narrowBody.errors?.map((issue) => issue.path),
        ["text_width_mm"]
      )
      assert.include(narrowBody.errors?.[0]?.message ?? "", '"Zutaten"')
    }).pipe(Effect.provide(KitWireLive))
  )

  it.effect("refuse a label without ingredients or energy with 422 label-incomplete naming them", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace({})
      const bare = yield* createLabel(users.owner, workspace.id, brandId, {})
      for (const path of [`/v1/labels/${bare.id}/print-kit.pdf`, `/v1/labels/${bare.id}/nutrition`]) {
        const response = yield* getBytes(path)
        assert.strictEqual(response.status, 422, response.text)
        const body = JSON.parse(response.text) as { type: string; errors: Array<{ code: string; field: string }> }
        assert.strictEqual(body.type, "/problems/label-incomplete")
        assert.sameMembers(
          body.errors.map((issue) => issue.code),
          ["energy-missing", "ingredients-missing"]
        )
      }
    }).pipe(Effect.provide(KitWireLive))
  )
})

describe("a format's kit", () => {
  it.effect("carries the format's own GS1 Digital Link, as its QR image endpoint does", () =>
    Effect.gen(function* () {
      const { label } = yield* printableLabel()
      const labels = yield* Labels
      yield* labels.patch(users.owner, label.id, { use_gs1_digital_link: true })
      const formats = yield* Formats
      const magnum = yield* formats.add(users.owner, label.id, { quantity: 1500, gtin: "4006381333931" })
      const kit = yield* getBytes(`/v1/label-formats/${magnum.id}/print-kit.svg?volume=true`)
      assert.strictEqual(kit.status, 200, kit.text)
      assert.include(kit.text, `${testPublicBaseUrl}/01/04006381333931`)
      assert.include(kit.text, 'aria-label="1,5 l"')
      assert.match(kit.text, /^<svg[^>]* width="[\d.]+mm" height="[\d.]+mm" viewBox="0 0 [\d.]+ [\d.]+"/m)
    }).pipe(Effect.provide(KitWireLive))
  )
})

describe("a workspace's zip", () => {
  it.effect("holds one kit per label and per format with its own code, and an index of file, label, format, link", () =>
    Effect.gen(function* () {
      const { workspace, label } = yield* printableLabel()
      const formats = yield* Formats
      const magnum = yield* formats.add(users.owner, label.id, { quantity: 1500 })
      const response = yield* getBytes(`/v1/workspaces/${workspace.id}/print-kits.zip?lang=de`)
      assert.strictEqual(response.status, 200, response.text)
      assert.strictEqual(response.headers.get("content-type"), "application/zip")
      const entries = unzip(response.bytes)
      const index = entries.get("index.csv")?.toString("utf8").trim().split("\n") ?? []
      assert.strictEqual(index[0], "file,label_id,format_id,link,status,detail")
      const rows = index.slice(1).map((line) => line.split(","))
      const files = [...entries.keys()].filter((name) => name.endsWith(".pdf"))
      assert.sameMembers(
        rows.map((row) => row[0]),
        files
      )
      assert.deepStrictEqual(
        rows.map((row) => row[2]),
        ["", ...label.formats.filter((f) => f.ref !== null).map((f) => f.id), magnum.id]
      )
      assert.include(
        rows.map((row) => row[3]),
        `${testPublicBaseUrl}/l/${magnum.ref}`
      )
      const single = yield* getBytes(`/v1/labels/${label.id}/print-kit.pdf?lang=de`)
      assert.deepStrictEqual(new Uint8Array(entries.get(rows[0]?.[0] ?? "") ?? []), single.bytes)
    }).pipe(Effect.provide(KitWireLive))
  )

  it.effect("lists a label that cannot have a kit with the reason, and filters by published", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* printableLabel({ draft: true })
      yield* createLabel(users.owner, workspace.id, brandId, { name: "Bare" })
      const all = unzip((yield* getBytes(`/v1/workspaces/${workspace.id}/print-kits.zip`)).bytes)
      assert.match(all.get("index.csv")?.toString("utf8") ?? "", /,label-incomplete,/)
      const published = unzip((yield* getBytes(`/v1/workspaces/${workspace.id}/print-kits.zip?published=true`)).bytes)
      assert.deepStrictEqual([...published.keys()], ["index.csv"])
    }).pipe(Effect.provide(KitWireLive))
  )
})

describe("the bottle's numbers", () => {
  it.effect("are the page's energy and rounded nutrients, with the allergens in each language asked for", () =>
    Effect.gen(function* () {
      const { label } = yield* printableLabel()
      const response = yield* getBytes(`/v1/labels/${label.id}/nutrition?lang=de,fr`)
      assert.strictEqual(response.status, 200, response.text)
      const body = JSON.parse(response.text)
      assert.deepStrictEqual(body.energy, { kj: 296, kcal: 71, source: "computed" })
      assert.deepStrictEqual(body.nutrients[3], {
        key: "sugars",
        grams: 0.6,
        text: "0.6",
        less_than: false,
        negligible_statement: false
      })
      assert.deepStrictEqual(body.allergens, {
        de: ["Sulfite", "Albumin aus Ei"],
        fr: ["Sulfites", "Albumine de l'œuf"]
      })
      const all = JSON.parse((yield* getBytes(`/v1/labels/${label.id}/nutrition`)).text)
      assert.strictEqual(Object.keys(all.allergens).length, 24)
    }).pipe(Effect.provide(KitWireLive))
  )
})
