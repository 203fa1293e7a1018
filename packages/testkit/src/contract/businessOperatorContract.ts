/**
 * The `BusinessOperatorRepository` contract: records, the workspace's own
 * among many ids, list order and paging, versioned updates, removal, and
 * which labels name an operator.
 */
import { assert, describe } from "@effect/vitest"
import {
  type BusinessOperator,
  BusinessOperatorId,
  BusinessOperatorRepository,
  LabelRepository,
  type WorkspaceId
} from "@elabel/domain"
import { Effect, Option } from "effect"
import { at, freshWorkspace, labelAggregate, uuid } from "./records.ts"
import { byCreation, type ContractIt, everything, page } from "./support.ts"

/** An operator of `workspace` with every field set. */
export const operatorRecord = (
  workspace: WorkspaceId,
  overrides: Partial<BusinessOperator.BusinessOperator> = {}
): BusinessOperator.BusinessOperator => ({
  id: BusinessOperatorId.make(uuid()),
  workspace_id: workspace,
  name: "Kellerei Beispiel eG",
  street: "Weinstraße 5",
  zipcode: "67146",
  city: "Deidesheim",
  country_id: uuid(),
  registration_number: "EMB 67146",
  version: 1,
  ...overrides
})

/** Registers the business operator tests on `it`. */
export const businessOperatorContract = (it: ContractIt): void => {
  describe("BusinessOperatorRepository", () => {
    it.effect("an operator reads back field for field, full or sparse; findMany keeps to the workspace", () =>
      Effect.gen(function* () {
        const operators = yield* BusinessOperatorRepository
        const workspace = freshWorkspace()
        const full = operatorRecord(workspace)
        const sparse = operatorRecord(workspace, {
          street: null,
          zipcode: null,
          city: null,
          country_id: null,
          registration_number: null
        })
        const foreign = operatorRecord(freshWorkspace())
        yield* operators.insert(full, at(0))
        yield* operators.insert(sparse, at(1))
        yield* operators.insert(foreign, at(2))
        assert.deepStrictEqual(yield* operators.findById(full.id), Option.some(full))
        assert.deepStrictEqual(yield* operators.findById(sparse.id), Option.some(sparse))
        const found = yield* operators.findMany(workspace, [full.id, sparse.id, foreign.id, uuid()], true)
        assert.deepStrictEqual(
          [...found].sort((a, b) => a.id.localeCompare(b.id)),
          [full, sparse].sort((a, b) => a.id.localeCompare(b.id))
        )
        assert.deepStrictEqual(yield* operators.findMany(workspace, []), [])
      })
    )

    it.effect("operators list by creation then id, limit + 1 rows from offset, only of the given workspaces", () =>
      Effect.gen(function* () {
        const operators = yield* BusinessOperatorRepository
        const first = freshWorkspace()
        const second = freshWorkspace()
        const rows = [
          { operator: operatorRecord(first), createdAt: at(8) },
          { operator: operatorRecord(second), createdAt: at(2) },
          { operator: operatorRecord(first), createdAt: at(2) },
          { operator: operatorRecord(first), createdAt: at(5) }
        ]
        for (const { operator, createdAt } of rows) yield* operators.insert(operator, createdAt)
        yield* operators.insert(operatorRecord(freshWorkspace()), at(0))
        const expected = byCreation(rows, (row) => [row.createdAt, row.operator.id]).map((row) => row.operator)
        assert.deepStrictEqual(yield* operators.list([first, second], everything), expected)
        assert.deepStrictEqual(
          yield* operators.list([first], everything),
          expected.filter((operator) => operator.workspace_id === first)
        )
        assert.deepStrictEqual(yield* operators.list([first, second], page(1, 1)), expected.slice(1, 3))
        assert.deepStrictEqual(yield* operators.list([], everything), [])
      })
    )

    it.effect("an update changes only the given fields and the version, and only at an expected version", () =>
      Effect.gen(function* () {
        const operators = yield* BusinessOperatorRepository
        const operator = operatorRecord(freshWorkspace())
        yield* operators.insert(operator, at(0))
        assert.isTrue(Option.isNone(yield* operators.update(operator.id, { name: "Stale" }, [7])))
        const updated = yield* operators.update(operator.id, { city: null, name: "Neu" }, [1])
        assert.deepStrictEqual(updated, Option.some({ ...operator, city: null, name: "Neu", version: 2 }))
        assert.isTrue(Option.isNone(yield* operators.update(BusinessOperatorId.make(uuid()), { name: "Ghost" })))
        yield* operators.remove(operator.id)
        assert.isTrue(Option.isNone(yield* operators.findById(operator.id)))
      })
    )

    it.effect("the labels naming an operator: any of the four roles, its workspace only, drafts too", () =>
      Effect.gen(function* () {
        const operators = yield* BusinessOperatorRepository
        const labels = yield* LabelRepository
        const workspace = freshWorkspace()
        const operator = operatorRecord(workspace)
        const unnamed = operatorRecord(workspace)
        yield* operators.insert(operator, at(0))
        yield* operators.insert(unnamed, at(0))
        const none = { bottler_id: null, distributor_id: null, ppwr_importer_id: null, ppwr_manufacturer_id: null }
        const bottled = labelAggregate(workspace, { ...none, bottler_id: operator.id, is_published: true })
        const imported = labelAggregate(workspace, { ...none, ppwr_importer_id: operator.id, is_published: true })
        const draft = labelAggregate(workspace, { ...none, distributor_id: operator.id, is_published: false })
        // Another workspace's label naming the id names no operator of its own.
        const foreign = labelAggregate(freshWorkspace(), { ...none, bottler_id: unnamed.id, is_published: true })
        for (const aggregate of [bottled, imported, draft, foreign]) yield* labels.insert(aggregate)
        assert.sameMembers(
          [...(yield* operators.labelsNaming(operator))],
          [bottled.label.id, imported.label.id, draft.label.id]
        )
        assert.isTrue(yield* operators.isReferred(operator))
        assert.deepStrictEqual(yield* operators.labelsNaming(unnamed), [])
        yield* operators.lockForDelete(unnamed.id)
        assert.isFalse(yield* operators.isReferred(unnamed))
      })
    )
  })
}
