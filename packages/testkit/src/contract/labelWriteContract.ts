/** The `LabelRepository` contract for a label write's unit: its read, its row write and what rides on it, its import keys. */
import { assert, describe } from "@effect/vitest"
import { BrandRepository, LabelId, LabelRepository, type RowRiders, UserId, WorkspaceRepository } from "@elabel/domain"
import { Effect, Option } from "effect"
import {
  at,
  brandRecord,
  childrenRecord,
  freshWorkspace,
  labelAggregate,
  translationRecord,
  uuid,
  workspaceRecord
} from "./records.ts"
import { asRead, type ContractIt } from "./support.ts"

/** Registers the tests of a label write's read and row write on `it`. */
export const labelWriteContract = (it: ContractIt): void => {
  describe("LabelRepository writes", () => {
    it.effect("a write's read holds the whole label, and its row write lands only on the state it read", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const aggregate = labelAggregate(freshWorkspace())
        const id = aggregate.label.id
        yield* labels.insert(aggregate)
        const read = Option.getOrThrow(yield* labels.findForWrite(id, false))
        assert.deepStrictEqual(read.label, asRead(aggregate))
        assert.deepStrictEqual(read.children, aggregate.children)
        assert.strictEqual(read.latest, undefined)
        assert.deepStrictEqual(
          (yield* labels.matchKeys(aggregate.label.workspace_id)).keys.map((keys) => keys.id),
          [id]
        )
        // Another write in between: the stale write lands nowhere, one on a fresh (locked) read does.
        yield* labels.update(id, { name: "Other" })
        assert.isTrue(Option.isNone(yield* labels.writeRow(id, { name: "Stale" }, read.stamp)))
        const fresh = Option.getOrThrow(yield* labels.findForWrite(id, true))
        assert.strictEqual(fresh.label.name, "Other")
        // It answers the version it left the row at, and the row holds what it set.
        assert.deepStrictEqual(yield* labels.writeRow(id, { name: "Fresh" }, fresh.stamp), Option.some(3))
        assert.strictEqual(Option.getOrThrow(yield* labels.findForWrite(id, false)).label.name, "Fresh")
        assert.deepStrictEqual(yield* labels.writeRow(id, {}, undefined), Option.some(4))
        assert.isTrue(Option.isNone(yield* labels.findForWrite(LabelId.make(uuid()), false)))
        assert.isTrue(Option.isNone(yield* labels.writeRow(LabelId.make(uuid()), {}, undefined)))
      })
    )

    it.effect("a list or a translation riding on a row write lands only with the row", () =>
      Effect.gen(function* () {
        const labels = yield* LabelRepository
        const aggregate = labelAggregate(freshWorkspace())
        const { id, workspace_id: workspace } = aggregate.label
        yield* labels.insert(aggregate)
        const read = Option.getOrThrow(yield* labels.findForWrite(id, false))
        const rows = childrenRecord().certifications
        const german = translationRecord("de", { description: "Neu" })
        yield* labels.update(id, { name: "Other" })
        // A stale stamp: the row is not written, so neither is what rides on it.
        const stale = {
          list: { list: "certifications", rows, workspace },
          translation: { translation: german, workspace }
        } satisfies RowRiders
        for (const riders of [{ list: stale.list }, { translation: stale.translation }] satisfies Array<RowRiders>) {
          assert.isTrue(Option.isNone(yield* labels.writeRow(id, { name: "Stale" }, read.stamp, riders)))
        }
        const kept = Option.getOrThrow(yield* labels.findForWrite(id, false))
        assert.deepStrictEqual(kept.children, aggregate.children)
        assert.deepStrictEqual(kept.label.translations, asRead(aggregate).translations)
        // On the stamp it read, the row and its rider land together.
        assert.isTrue(Option.isSome(yield* labels.writeRow(id, { name: "Fresh" }, kept.stamp, { list: stale.list })))
        assert.deepStrictEqual(yield* labels.children(id), { ...aggregate.children, certifications: rows })
        yield* labels.writeRow(id, {}, undefined, { translation: stale.translation })
        const after = Option.getOrThrow(yield* labels.findById(id))
        assert.deepStrictEqual(
          after.translations.map((translation) => [translation.locale, translation.description]),
          [
            ["de", "Neu"],
            ["fr", translationRecord("fr").description]
          ]
        )
      })
    )

    it.effect("a write's read asked for a member holds that user's role in the label's workspace", () =>
      Effect.gen(function* () {
        const [labels, workspaces] = [yield* LabelRepository, yield* WorkspaceRepository]
        const workspace = workspaceRecord()
        yield* workspaces.insert(workspace, at(0))
        const aggregate = labelAggregate(workspace.id)
        yield* labels.insert(aggregate)
        const [editor, stranger] = [UserId.make(`user-${uuid()}`), UserId.make(`user-${uuid()}`)]
        yield* workspaces.putMember({ workspace_id: workspace.id, user_id: editor, role: "editor" })
        const roleOf = (member: UserId | undefined, lock = false) =>
          Effect.map(labels.findForWrite(aggregate.label.id, lock, member), (read) => Option.getOrThrow(read).role)
        assert.deepStrictEqual(yield* roleOf(editor), Option.some("editor" as const))
        assert.deepStrictEqual(yield* roleOf(editor, true), Option.some("editor" as const))
        assert.deepStrictEqual(yield* roleOf(stranger), Option.none())
        assert.strictEqual(yield* roleOf(undefined), undefined)
      })
    )

    it.effect("an import's match keys asked for a member hold their role; a stranger reads no keys", () =>
      Effect.gen(function* () {
        const [labels, workspaces, brands] = [
          yield* LabelRepository,
          yield* WorkspaceRepository,
          yield* BrandRepository
        ]
        const [full, empty] = [workspaceRecord(), workspaceRecord()]
        yield* workspaces.insert(full, at(0))
        yield* workspaces.insert(empty, at(0))
        const aggregate = labelAggregate(full.id)
        yield* labels.insert(aggregate)
        // Inserted out of creation order: the brands come by creation, then id.
        const [primary, second] = [
          brandRecord(full.id, { name: "Erste", is_primary_brand: true }),
          brandRecord(full.id, { name: "Zweite" })
        ]
        yield* brands.insert(second, at(2))
        yield* brands.insert(primary, at(1))
        const brandKeys = [primary, second].map(({ id, name, is_primary_brand }) => ({ id, name, is_primary_brand }))
        const [editor, stranger] = [UserId.make(`user-${uuid()}`), UserId.make(`user-${uuid()}`)]
        yield* workspaces.putMember({ workspace_id: full.id, user_id: editor, role: "editor" })
        yield* workspaces.putMember({ workspace_id: empty.id, user_id: editor, role: "viewer" })
        const { keys, role, brands: read } = yield* labels.matchKeys(full.id, editor)
        assert.deepStrictEqual(keys, [
          { id: aggregate.label.id, internal_reference: aggregate.label.internal_reference, gtin: aggregate.label.gtin }
        ])
        assert.deepStrictEqual(read, brandKeys)
        assert.deepStrictEqual(role, Option.some("editor" as const))
        assert.deepStrictEqual(yield* labels.matchKeys(empty.id, editor), {
          keys: [],
          brands: [],
          role: Option.some("viewer" as const)
        })
        // Not a member: no keys are read (the answer is the 404 of an unknown workspace, however many it holds).
        assert.deepStrictEqual(yield* labels.matchKeys(full.id, stranger), {
          keys: [],
          brands: [],
          role: Option.none()
        })
        const unasked = yield* labels.matchKeys(full.id)
        assert.isFalse("role" in unasked)
        assert.deepStrictEqual([unasked.keys.length, unasked.brands], [1, brandKeys])
      })
    )
  })
}
