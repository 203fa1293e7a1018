/**
 * The view of a snapshot (ADR 0053) leaves out only what no page shows:
 * each field it names, changed in a stored version of every shape ever
 * written (`packages/http/test/fixtures/label-versions`), changes no page of
 * any ref in any page language, nor the label's GS1 participation; a field
 * a page shows changes the view. And a write that changes nothing a page
 * shows records no version, whatever the stored `view_hash` of the latest
 * version meant (the comparison reads the snapshots, never the hash).
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import {
  Brands,
  canonicalJson,
  type ELabelSnapshot,
  Labels,
  LabelVersion,
  LabelVersionRepository,
  snapshotLocales,
  snapshotPage,
  snapshotRefs
} from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect, Option } from "effect"
import { BRAND_UNSHOWN, FORMAT_UNSHOWN, LABEL_UNSHOWN, sameView, snapshotView } from "../src/published/SnapshotView.ts"

const folder = join(import.meta.dirname, "..", "..", "http", "test", "fixtures", "label-versions")

/** The snapshots of every stored fixture version, decoded and upgraded. */
const snapshots: ReadonlyArray<ELabelSnapshot> = readdirSync(folder)
  .filter((name) => name.endsWith(".json"))
  .flatMap((name) => JSON.parse(readFileSync(join(folder, name), "utf8")) as Array<LabelVersion.StoredLabelVersion>)
  .map((row) => LabelVersion.documentOf(row).snapshot)

/** Everything consumers see of a snapshot: every page of every ref in its languages and two more, and GS1. */
const rendered = (snapshot: ELabelSnapshot): string =>
  canonicalJson({
    gs1: snapshot.label.use_gs1_digital_link === true,
    gtins: [snapshot.label.gtin, ...snapshot.label.formats.map((format) => [format.id, format.gtin, format.lot])],
    pages: snapshotRefs(snapshot).map((ref) =>
      [...new Set([...snapshotLocales(snapshot), "en", "it"])].map((lang) => [
        ref,
        lang,
        snapshotPage(snapshot, ref, { lang })
      ])
    )
  })

/** Another value of a field's type. */
const changed = (value: unknown): unknown =>
  typeof value === "boolean" ? !value : typeof value === "number" ? value + 1 : `${String(value ?? "")}-changed`

/** The record with each of `keys` changed. */
const withFields = <A extends object>(record: A, keys: ReadonlyArray<string>): A => ({
  ...record,
  ...Object.fromEntries(keys.map((key) => [key, changed((record as Record<string, unknown>)[key])]))
})

/** The fixture as stored, and with every operator shown by name (what a flag hides, another shows). */
const variants = snapshots.flatMap((snapshot): ReadonlyArray<ELabelSnapshot> => {
  const flags = Object.keys(snapshot.label).filter((key) => key.startsWith("hide_") || key.endsWith("_number_only"))
  const shown = Object.fromEntries(flags.map((key) => [key, false]))
  return [snapshot, { ...snapshot, label: { ...snapshot.label, ...shown } }]
})

describe("the view of a snapshot", () => {
  it("leaves out only fields no page shows", () => {
    assert.isAtLeast(variants.length, 8)
    for (const snapshot of variants) {
      const pages = rendered(snapshot)
      const same = (other: ELabelSnapshot, what: string) => {
        assert.strictEqual(rendered(other), pages, what)
        assert.isTrue(sameView(snapshotView(snapshot), snapshotView(other)), what)
      }
      // All of a part's at once (a page reading one of them fails here; the message names the part).
      same({ ...snapshot, label: withFields(snapshot.label, LABEL_UNSHOWN) }, "the label's fields")
      const formats = snapshot.label.formats.map((format) => withFields(format, FORMAT_UNSHOWN))
      same({ ...snapshot, label: { ...snapshot.label, formats } }, "the formats' fields")
      if (snapshot.brand !== null)
        same({ ...snapshot, brand: withFields(snapshot.brand, BRAND_UNSHOWN) }, "the brand's")
      const { children, catalog } = snapshot
      const freshIds = <A extends { readonly id: string }>(rows: ReadonlyArray<A>) =>
        rows.map((row) => ({ ...row, id: `${row.id}-again` }))
      same(
        {
          ...snapshot,
          children: {
            grape_varieties: freshIds(children.grape_varieties),
            ingredients: freshIds(children.ingredients),
            packagings: freshIds(children.packagings),
            certifications: freshIds(children.certifications)
          }
        },
        "the child rows' ids"
      )
      const reversed = Object.fromEntries(Object.entries(catalog).map(([key, list]) => [key, [...list].reverse()]))
      same({ ...snapshot, catalog: reversed as unknown as ELabelSnapshot["catalog"] }, "the catalogue's order")
    }
  })

  it("holds every field a page shows", () => {
    for (const snapshot of snapshots) {
      const label = { ...snapshot.label, name: `${snapshot.label.name} Spätlese` }
      assert.isFalse(sameView(snapshotView(snapshot), snapshotView({ ...snapshot, label })))
      const [first, ...rest] = snapshot.children.ingredients
      if (first !== undefined) {
        const ingredients = [...rest, first]
        assert.isFalse(
          sameView(
            snapshotView(snapshot),
            snapshotView({ ...snapshot, children: { ...snapshot.children, ingredients } })
          )
        )
      }
    }
  })

  it("of a document that names no grape variety is that of one with none (b8d2e73 wrote none)", () => {
    for (const snapshot of snapshots) {
      const { grapeVarieties: _none, ...catalog } = snapshot.catalog
      const without = { ...snapshot, catalog }
      const empty = { ...snapshot, catalog: { ...catalog, grapeVarieties: [] } }
      assert.isTrue(sameView(snapshotView(without), snapshotView(empty)))
      assert.strictEqual(canonicalJson(snapshotView(without)), canonicalJson(snapshotView(empty)))
    }
  })
})

describe("a write that changes nothing a page shows", () => {
  it.effect("records no version: the same list again, an internal field, a brand's e-mail", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace()
      const labels = yield* Labels
      const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750 })
      const label = yield* labels.publish(users.editor, draft.id)
      const repository = yield* LabelVersionRepository
      const count = Effect.map(repository.latest(label.id), (latest) => Option.getOrThrow(latest).version)
      assert.strictEqual(yield* count, 1)
      const children = yield* labels.children(users.editor, label.id)
      // The same ingredients again: fresh row ids, the same page.
      yield* labels.putIngredients(
        users.editor,
        label.id,
        children.ingredients.map(({ id: _id, ...row }) => row)
      )
      yield* labels.patch(users.editor, label.id, { internal_name: "RK 23", notes: "internal" })
      yield* (yield* Brands).patch(users.editor, brandId, { email: "info@weingut.example" })
      assert.strictEqual(yield* count, 1)
      yield* labels.patch(users.editor, label.id, { name: "Riesling Spätlese" })
      assert.strictEqual(yield* count, 2)
    }).pipe(Effect.provide(TestLayer))
  )
})
