/**
 * Stored label versions of every shape ever written (`fixtures/label-versions`,
 * written by the commits its README names) keep their pages: each decodes and
 * renders to the bytes of the golden pages, which the code of the day they
 * were added rendered. `UPDATE_GOLDEN=1` rewrites missing golden pages only:
 * an existing one is never overwritten.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { ELabelPage, LabelVersion, sha256Hex, snapshotLocales, snapshotRefs } from "@elabel/domain"
import { Effect } from "effect"
import { renderPageHtml } from "../src/render/ELabelHtml.ts"

const folder = join(import.meta.dirname, "fixtures", "label-versions")
const update = process.env.UPDATE_GOLDEN === "1"

/** The fixture files: one per commit that wrote documents of a shape, oldest first (README.md). */
const fixtures = readdirSync(folder)
  .filter((name) => name.endsWith(".json"))
  .map((name) => ({
    commit: name.replace(/\.json$/, ""),
    rows: JSON.parse(readFileSync(join(folder, name), "utf8")) as ReadonlyArray<LabelVersion.StoredLabelVersion>
  }))

/** A page a version's snapshot shows: a ref in a language the page cache would negotiate for `?lang=`. */
const pagesOf = (row: LabelVersion.StoredLabelVersion) => {
  const { snapshot } = LabelVersion.documentOf(row)
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
      const published = { label_id: row.label_id, version: row.version, content_hash: row.content_hash, snapshot }
      const rendered = renderPageHtml(published as never, ref, languages)
      return {
        name: `${row.label_id.slice(0, 8)}-v${row.version}-${ref}-${languages.page}-${languages.text}.html`,
        rendered
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

  for (const { commit, rows } of fixtures) {
    it(`written by ${commit}: every page renders to its golden bytes`, () => {
      const golden = join(folder, "pages", commit)
      if (update) mkdirSync(golden, { recursive: true })
      let compared = 0
      // A withdrawal's page was never shown (its refs answer 410): decoded, not rendered.
      for (const row of rows) {
        const pages = pagesOf(row)
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
