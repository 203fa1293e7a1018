/**
 * The export/import law: exporting a workspace and importing it into an empty
 * one gives equal labels, ids aside: published and archived states, and which
 * format is the default one, included.
 */
import { assert, describe, it } from "@effect/vitest"
import { Formats, type LabelDocument, Labels, LabelTransfer, type WorkspaceId } from "@elabel/domain"
import {
  certificationsPut,
  completeIngredients,
  completeNutrition,
  createLabel,
  grapeVarietiesPut,
  ingredientsPut,
  labelPatch,
  packagingsPut,
  seedWorkspace,
  TestLayer,
  translationPut,
  users
} from "@elabel/testkit"
import { Effect, Schema } from "effect"

const runs = { arbitrary: { runs: 40, maxDiscards: 40_000 } }

const ids = ["id", "workspace_id", "brand_id", "ref", "short_url", "created_at", "updated_at", "version"]
const formatIds = ["id", "label_id", "ref", "short_url", "created_at", "updated_at", "version"]

/** A document as a comparison sees it: no ids, refs, links, versions or times. */
const idsAside = (document: LabelDocument.ExportedLabel) => {
  const rest: Record<string, unknown> = { ...document }
  for (const key of [...ids, "published_at", "default_format_id"]) delete rest[key]
  // Which format is the default one, by its position: ids differ, the choice must not.
  rest.default_format = document.formats.findIndex((format) => format.id === document.default_format_id)
  rest.formats = document.formats.map((format) =>
    Object.fromEntries(Object.entries(format).filter(([key]) => !formatIds.includes(key)))
  )
  for (const list of ["grape_varieties", "ingredients", "packagings", "certifications"] as const) {
    rest[list] = document[list].map(({ id: _id, ...row }) => row)
  }
  return rest
}

const exportAll = (workspace: WorkspaceId) =>
  LabelTransfer.use((transfer) => transfer.exportPage(users.owner, workspace, { limit: 100, offset: 0 }))

describe("export then import", () => {
  it.effect.prop(
    "into an empty workspace gives the same labels, formats (the default one too), translations, lists, states",
    {
      patch: labelPatch,
      translation: translationPut,
      grapes: grapeVarietiesPut,
      ingredients: ingredientsPut,
      packagings: packagingsPut,
      certifications: certificationsPut,
      complete: Schema.Boolean,
      publish: Schema.Boolean,
      magnumIsDefault: Schema.Boolean
    },
    ({ patch, translation, grapes, ingredients, packagings, certifications, complete, publish, magnumIsDefault }) =>
      Effect.gen(function* () {
        const labels = yield* Labels
        // Same name, so the target's primary brand carries the source's primary brand name.
        const source = yield* seedWorkspace({ plan: "premium" })
        const target = yield* seedWorkspace({ plan: "premium" })
        const label = yield* createLabel(users.editor, source.workspace.id, source.brandId, { quantity: 750 })
        const magnum = yield* (yield* Formats).add(users.editor, label.id, { quantity: 1500, lot: "L-7" })
        // Archiving comes last: an archived label cannot be published, an archived published one exists.
        const { is_archived: archived, ...fields } = patch
        yield* labels.patch(users.editor, label.id, {
          ...fields,
          ...(complete ? completeNutrition : {}),
          ...(magnumIsDefault ? { default_format_id: magnum.id } : {})
        })
        yield* labels.putTranslation(users.editor, label.id, "de", translation)
        yield* labels.putGrapeVarieties(users.editor, label.id, grapes)
        yield* labels.putIngredients(
          users.editor,
          label.id,
          complete && ingredients.length === 0 ? completeIngredients : ingredients
        )
        yield* labels.putPackagings(users.editor, label.id, packagings)
        yield* labels.putCertifications(users.editor, label.id, certifications)
        // A label the publish rules refuse stays a draft, on both sides.
        if (publish) yield* Effect.ignore(labels.publish(users.editor, label.id))
        if (archived !== undefined) yield* labels.patch(users.editor, label.id, { is_archived: archived })
        const exported = (yield* exportAll(source.workspace.id)).items
        assert.strictEqual(exported.length, 1)
        const entries = exported.map((document, i) => ({ rows: [i + 1], document }))
        const result = yield* LabelTransfer.use((transfer) =>
          transfer.import(users.editor, target.workspace.id, entries, { dryRun: false })
        )
        assert.isTrue(result.applied, JSON.stringify(result.rows))
        const imported = (yield* exportAll(target.workspace.id)).items
        assert.deepStrictEqual(imported.map(idsAside), exported.map(idsAside))
      }).pipe(Effect.provide(TestLayer)),
    runs
  )
})
