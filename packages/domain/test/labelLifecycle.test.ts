/** A label's lifecycle: archiving, deleting, publishing and unpublishing, and concurrent writes. */
import { assert, describe, it } from "@effect/vitest"
import { Formats, Labels, Ref, WorkspaceAdmin } from "@elabel/domain"
import {
  createCompleteLabel,
  seedWorkspace,
  TestLayer,
  testPublicBaseUrl,
  users,
  validLabelCreate
} from "@elabel/testkit"
import { Effect } from "effect"
import { failsWith, tick } from "./support.ts"

const page = { limit: 50, offset: 0 }

describe("archive, delete, publish", () => {
  it.effect(
    "archiving goes through PATCH; an archived label cannot be published (Conflict) and lists as archived",
    () =>
      Effect.gen(function* () {
        const labels = yield* Labels
        const { workspace, brandId } = yield* seedWorkspace()
        const label = yield* createCompleteLabel(users.editor, workspace.id, brandId)
        const archived = yield* labels.patch(users.editor, label.id, { is_archived: true })
        assert.isTrue(archived.is_archived)
        yield* failsWith(labels.publish(users.editor, label.id), "Conflict")
        const listed = (archivedFilter: boolean) =>
          Effect.map(labels.list(users.viewer, { workspace_id: workspace.id, archived: archivedFilter }, page), (p) =>
            p.items.map((item) => item.id)
          )
        assert.deepStrictEqual(yield* listed(true), [label.id])
        assert.deepStrictEqual(yield* listed(false), [])
        yield* labels.patch(users.editor, label.id, { is_archived: false })
        assert.isTrue((yield* labels.publish(users.editor, label.id)).is_published)
      }).pipe(Effect.provide(TestLayer))
  )

  it.effect("a label ever published keeps its history and cannot be deleted; a never published one can", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const { workspace, brandId } = yield* seedWorkspace()
      const shown = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750 })
      yield* labels.publish(users.editor, shown.id)
      yield* failsWith(labels.delete(users.editor, shown.id), "Conflict")
      assert.isTrue((yield* labels.get(users.editor, shown.id)).is_published)
      yield* labels.unpublish(users.editor, shown.id)
      yield* failsWith(labels.delete(users.editor, shown.id), "Conflict")
      const label = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750 })
      yield* labels.delete(users.editor, label.id)
      yield* failsWith(labels.get(users.editor, label.id), "NotFound")
      yield* failsWith((yield* Formats).get(users.editor, label.formats[0]!.id), "NotFound")
      yield* failsWith(labels.delete(users.editor, label.id), "NotFound")
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("publishing needs can_publish (PlanLimit), then sets the link once; unpublish takes it offline", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const admin = yield* WorkspaceAdmin
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createCompleteLabel(users.editor, workspace.id, brandId)
      yield* admin.set(workspace.id, { can_publish: false })
      yield* failsWith(labels.publish(users.editor, label.id), "PlanLimit")
      assert.isFalse((yield* labels.get(users.editor, label.id)).is_published)

      yield* admin.set(workspace.id, { can_publish: true })
      const at = yield* tick
      const published = yield* labels.publish(users.editor, label.id)
      assert.isTrue(published.is_published)
      assert.strictEqual(published.published_at, at)
      assert.strictEqual(published.short_url, `${testPublicBaseUrl}/l/${label.ref}`)
      yield* tick
      assert.deepStrictEqual(yield* labels.publish(users.editor, label.id), published)

      const offline = yield* labels.unpublish(users.editor, label.id)
      assert.isFalse(offline.is_published)
      assert.strictEqual(offline.short_url, published.short_url)
      assert.deepStrictEqual(yield* labels.unpublish(users.editor, label.id), offline)
      yield* failsWith(labels.publish(users.viewer, label.id), "NotWritable")
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("concurrent writes", () => {
  it.effect("concurrent patches of different fields both survive", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createCompleteLabel(users.editor, workspace.id, brandId)
      yield* Effect.all(
        [
          labels.patch(users.editor, label.id, { notes: "from one tab" }),
          labels.patch(users.admin, label.id, { color: "white" }),
          labels.putTranslation(users.owner, label.id, "en", { description: "Crisp" })
        ],
        { concurrency: "unbounded" }
      )
      const stored = yield* labels.get(users.viewer, label.id)
      assert.deepStrictEqual([stored.notes, stored.color, stored.translations.length], ["from one tab", "white", 1])
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("of concurrent creates with one caller ref exactly one wins; a deleted label's ref is free again", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const { workspace, brandId } = yield* seedWorkspace()
      const body = validLabelCreate(workspace.id, brandId, { ref: Ref.make("same"), quantity: 750 })
      const results = yield* Effect.all(
        Array.from({ length: 5 }, () => Effect.result(labels.create(users.editor, body))),
        { concurrency: "unbounded" }
      )
      const won = results.filter((result) => result._tag === "Success")
      assert.strictEqual(won.length, 1)
      for (const result of results) if (result._tag === "Failure") assert.strictEqual(result.failure._tag, "Conflict")
      const listed = yield* labels.list(users.viewer, { workspace_id: workspace.id }, page)
      assert.deepStrictEqual(
        listed.items.map((label) => label.ref),
        ["same"]
      )
      yield* labels.delete(users.editor, listed.items[0]!.id)
      assert.strictEqual((yield* labels.create(users.editor, body)).ref, "same")
    }).pipe(Effect.provide(TestLayer))
  )
})
