/**
 * The publish gate in the use cases: every path that publishes goes through
 * `Labels.publish`, which refuses a label lacking a mandatory particular; a
 * published label's page may not lose one through a later write, while a
 * gap it already had (published before the gate) does not block other edits.
 */
import { assert, describe, it } from "@effect/vitest"
import { LabelRepository, Labels, LabelVersionRepository } from "@elabel/domain"
import { createCompleteLabel, createLabel, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect, Option } from "effect"
import { failsWith } from "./support.ts"

const publishedComplete = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace()
  const label = yield* createCompleteLabel(users.editor, workspace.id, brandId)
  return yield* (yield* Labels).publish(users.editor, label.id)
})

const latestVersion = (id: Parameters<LabelVersionRepository["Service"]["latest"]>[0]) =>
  Effect.map(
    LabelVersionRepository.use((versions) => versions.latest(id)),
    (latest) => Option.getOrNull(Option.map(latest, (version) => version.version))
  )

describe("publish gate", () => {
  it.effect("an incomplete label is refused with its errors and stays a draft without versions", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createLabel(users.editor, workspace.id, brandId)
      const refused = yield* failsWith(labels.publish(users.editor, label.id), "LabelIncomplete")
      assert.deepStrictEqual(refused.errors, (yield* labels.compliance(users.viewer, label.id)).errors)
      assert.deepStrictEqual(yield* labels.get(users.editor, label.id), label)
      assert.isNull(yield* latestVersion(label.id))
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a write that would take a particular from a published page is refused and changes nothing", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const published = yield* publishedComplete
      const version = yield* latestVersion(published.id)
      const patch = yield* failsWith(
        labels.patch(users.editor, published.id, { fat: 0.2, salt_negligible: null }),
        "LabelIncomplete"
      )
      assert.deepStrictEqual(
        patch.errors.map((issue) => issue.code),
        ["salt-missing"]
      )
      const emptied = yield* failsWith(labels.putIngredients(users.editor, published.id, []), "LabelIncomplete")
      assert.deepStrictEqual(
        emptied.errors.map((issue) => issue.code),
        ["ingredients-missing"]
      )
      const after = yield* labels.get(users.editor, published.id)
      assert.strictEqual(after.salt_negligible, published.salt_negligible)
      assert.strictEqual(after.fat, published.fat)
      assert.lengthOf((yield* labels.children(users.editor, published.id)).ingredients, 2)
      assert.strictEqual(yield* latestVersion(published.id), version)
      // A draft may lose anything: the gate is at publishing.
      const { workspace, brandId } = yield* seedWorkspace({ name: "Drafts" })
      const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId)
      assert.isNull((yield* labels.patch(users.editor, draft.id, { salt_negligible: null })).salt_negligible)
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a gap a published label already had does not block other writes", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const published = yield* publishedComplete
      // As stored before the gate existed: published without salt, its latest version too.
      yield* LabelRepository.use((repository) => repository.update(published.id, { salt: null, salt_negligible: null }))
      yield* labels.putTranslation(users.editor, published.id, "de", { description: "Trocken" })
      assert.isTrue((yield* labels.patch(users.editor, published.id, { fat: 0.1 })).is_published)
      yield* failsWith(labels.patch(users.editor, published.id, { protein_negligible: null }), "LabelIncomplete")
    }).pipe(Effect.provide(TestLayer))
  )
})
