/**
 * The published record's format: a snapshot records exactly the fields its
 * format names (a field added to the label is not recorded and changes no
 * page), and a stored document is decoded by the Schema of its format, or
 * refused by name (label and version) when it does not decode.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  Brands,
  CatalogRepository,
  canonicalJson,
  LabelId,
  Labels,
  LabelVersion,
  LabelVersionRepository,
  sha256Hex,
  VersionDocument,
  WorkspaceId
} from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect, Option } from "effect"
import { makeSnapshot } from "../src/label/labelSnapshot.ts"

/** A published complete label, its recorded version 1 and the parts its snapshot is made of. */
const publishedParts = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace()
  const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750, locale: "de" })
  const labels = yield* Labels
  const label = yield* labels.publish(users.editor, draft.id)
  const children = yield* labels.children(users.editor, label.id)
  const brand = yield* (yield* Brands).get(users.editor, brandId)
  const catalog = yield* (yield* CatalogRepository).entriesFor({
    ingredientIds: children.ingredients.map((row) => row.ingredient_id),
    materialIds: [],
    certificationIds: [],
    countryIds: [],
    productionMethodIds: [],
    grapeVarietyIds: []
  })
  const stored = Option.getOrThrow(yield* (yield* LabelVersionRepository).latest(label.id))
  return { label, children, brand, catalog, stored }
})

describe("a snapshot records the fields of its format", () => {
  it.effect("a field added to the label is not recorded: the snapshot and the page it gives stay the same", () =>
    Effect.gen(function* () {
      const { label, children, brand, catalog, stored } = yield* publishedParts
      const recorded = LabelVersion.documentOf(stored)
      // What a `Label` with a field no format names yet would hand over.
      const grown = { ...label, tasting_notes: "Pfirsich, Limette" }
      const snapshot = makeSnapshot({ label: grown, children, brand, catalog, media: [], operators: [] })
      assert.notProperty(snapshot.label, "tasting_notes")
      assert.notProperty(snapshot.label, "version")
      assert.notProperty(snapshot.label, "updated_at")
      assert.strictEqual(canonicalJson(snapshot), canonicalJson(recorded.snapshot))
      assert.strictEqual(yield* LabelVersion.viewHash(snapshot), recorded.view_hash)
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("a stored document is decoded by its format", () => {
  const stored = (document: string): LabelVersion.StoredLabelVersion => ({
    label_id: LabelId.make("0f0f0f0f-0000-4000-8000-00000000000a"),
    workspace_id: WorkspaceId.make("0f0f0f0f-0000-4000-8000-00000000000b"),
    version: 7,
    created_at: "2026-11-27T00:00:00.000Z",
    created_by: "system",
    is_published: true,
    content_hash: "",
    previous_hash: null,
    document
  })
  const unreadable = (document: string) => {
    try {
      LabelVersion.documentOf(stored(document))
    } catch (error) {
      assert.instanceOf(error, LabelVersion.UnreadableVersion)
      assert.strictEqual(error.label_id, "0f0f0f0f-0000-4000-8000-00000000000a")
      assert.strictEqual(error.version, 7)
      assert.include(error.message, "label 0f0f0f0f-0000-4000-8000-00000000000a version 7 does not decode")
      return error.reason
    }
    return assert.fail("the document decoded")
  }

  it.effect("one of format 1 decodes to the current format; keys it does not name are dropped", () =>
    Effect.gen(function* () {
      const { stored: version } = yield* publishedParts
      const document = JSON.parse(version.document)
      assert.strictEqual(document.format, VersionDocument.DOCUMENT_FORMAT)
      const extra = canonicalJson({ ...document, snapshot: { ...document.snapshot, mood: "festive" } })
      const read = LabelVersion.documentOf({ ...version, document: extra })
      assert.notProperty(read.snapshot, "mood")
      assert.strictEqual(canonicalJson(read), version.document)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("one missing a field, with a field of the wrong type, of an unknown format or not JSON is refused", () =>
    Effect.gen(function* () {
      const { stored: version } = yield* publishedParts
      const document = JSON.parse(version.document)
      const { name: _name, ...nameless } = document.snapshot.label
      assert.include(
        unreadable(canonicalJson({ ...document, snapshot: { ...document.snapshot, label: nameless } })),
        '["snapshot"]["label"]["name"]'
      )
      const label = { ...document.snapshot.label, alcohol: "12.5" }
      assert.include(
        unreadable(canonicalJson({ ...document, snapshot: { ...document.snapshot, label } })),
        '["snapshot"]["label"]["alcohol"]'
      )
      assert.include(unreadable(canonicalJson({ ...document, format: "elabel-version/9" })), '"elabel-version/9"')
      assert.include(unreadable(canonicalJson({ ...document, format: undefined })), "unknown document format null")
      assert.isString(unreadable("{not json"))
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("verification names a hashed document it cannot decode", () =>
    Effect.gen(function* () {
      const { stored: version } = yield* publishedParts
      const document = canonicalJson({ ...JSON.parse(version.document), format: "elabel-version/9" })
      const content_hash = yield* sha256Hex(document)
      const reason = yield* LabelVersion.versionBreak({ ...version, document, content_hash })
      assert.strictEqual(reason, 'the document does not decode: unknown document format "elabel-version/9"')
      assert.isUndefined(yield* LabelVersion.versionBreak(version))
    }).pipe(Effect.provide(TestLayer))
  )
})
