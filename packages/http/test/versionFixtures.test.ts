/**
 * Stored label versions of every shape ever written (`fixtures/label-versions`,
 * written by the commits its README names) keep their pages: each decodes,
 * whole, and renders to the bytes of its golden pages, which main's code
 * rendered before the format had a Schema of its own (README.md).
 * `UPDATE_GOLDEN=1` writes missing golden pages only (for a fixture added
 * later): an existing one is never overwritten.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import {
  canonicalJson,
  ELabelPage,
  LabelVersion,
  type PublishedELabel,
  sha256Hex,
  snapshotLocales,
  snapshotRefs,
  VersionDocument
} from "@elabel/domain"
import { Effect, Schema } from "effect"
import { renderPageHtml } from "../src/render/ELabelHtml.ts"

const folder = join(import.meta.dirname, "fixtures", "label-versions")
const update = process.env.UPDATE_GOLDEN === "1"

const decodeRows = Schema.decodeUnknownSync(Schema.Array(LabelVersion.StoredLabelVersion))

/** The fixture files: one per commit that wrote documents of a shape, and today's (README.md). */
const fixtures = readdirSync(folder)
  .filter((name) => name.endsWith(".json"))
  .map((name) => ({
    commit: name.replace(/\.json$/, ""),
    rows: decodeRows(JSON.parse(readFileSync(join(folder, name), "utf8")))
  }))

/** The pages a version's snapshot shows: each ref, in the languages the page cache negotiates for `?lang=`. */
const pagesOf = (row: LabelVersion.StoredLabelVersion) => {
  const { snapshot } = LabelVersion.documentOf(row)
  const { label_id, workspace_id, version, content_hash } = row
  const published: PublishedELabel = { label_id, workspace_id, version, content_hash, snapshot }
  const asked = [...snapshotLocales(snapshot), "it"]
  return snapshotRefs(snapshot).flatMap((ref) =>
    asked.map((lang) => {
      const languages = ELabelPage.negotiateLanguages({
        pageLanguages: ELabelPage.pageLanguages,
        available: ELabelPage.availableLocales(snapshot.label),
        lang,
        acceptLanguage: undefined,
        labelLocale: snapshot.label.locale
      })
      return {
        name: `${label_id.slice(0, 8)}-v${version}-${ref}-${languages.page}-${languages.text}.html`,
        rendered: renderPageHtml(published, ref, languages)
      }
    })
  )
}

describe("stored label versions of every shape", () => {
  it("are the fixtures' own: each document hashes to its content_hash", () =>
    Effect.gen(function* () {
      assert.isAtLeast(fixtures.length, 3)
      for (const { rows } of fixtures) {
        for (const row of rows) assert.strictEqual(yield* sha256Hex(row.document), row.content_hash)
      }
    }))

  it("hold every format, format 2's record the files their pages show and format 3's the operators", () => {
    const documents = fixtures.flatMap(({ rows }) => rows.map((row) => JSON.parse(row.document)))
    assert.deepStrictEqual([...new Set(documents.map((document) => document.format))].sort(), [
      "elabel-version/1",
      "elabel-version/2",
      "elabel-version/3"
    ])
    const files = documents.filter((document) => document.format !== "elabel-version/1")
    assert.isTrue(files.some((document) => document.snapshot.media.length > 0))
    const named = documents.filter((document) => document.format === "elabel-version/3")
    assert.isTrue(named.some((document) => document.snapshot.operators.length === 4))
  })

  it("decode whole: their format's Schema names every key they hold", () => {
    for (const { rows } of fixtures) {
      for (const row of rows) {
        assert.strictEqual(canonicalJson(VersionDocument.decodeInOwnFormat(JSON.parse(row.document))), row.document)
        // And the current format reads it (format 1 upgraded: no files).
        assert.doesNotThrow(() => LabelVersion.documentOf(row))
      }
    }
  })

  for (const { commit, rows } of fixtures) {
    it(`written by ${commit}: every page renders to its golden bytes`, () => {
      const golden = join(folder, "pages", commit)
      if (update) mkdirSync(golden, { recursive: true })
      let compared = 0
      for (const row of rows) {
        const pages = pagesOf(row)
        // A withdrawal's page was never shown (its refs answer 410): decoded above, not compared.
        if (!row.is_published) continue
        for (const { name, rendered } of pages) {
          assert.isDefined(rendered, name)
          const file = join(golden, name)
          if (update && !existsSync(file)) writeFileSync(file, rendered?.html ?? "")
          assert.strictEqual(new TextDecoder().decode(rendered?.html), readFileSync(file, "utf8"), name)
          compared++
        }
      }
      assert.strictEqual(compared, readdirSync(golden).length, "a golden page no version renders")
    })
  }
})
