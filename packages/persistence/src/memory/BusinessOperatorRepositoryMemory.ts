import { type BusinessOperator, BusinessOperatorRepository, type LabelId } from "@elabel/domain"
import { Effect, HashMap, Layer, Option } from "effect"
import { type BusinessOperatorRow, type MemoryState, MemoryStore } from "./MemoryStore.ts"
import { pageBy } from "./queries.ts"
import { updateVersioned } from "./versioned.ts"

/** The labels of the operator's workspace that name it in any role. */
const labelsNaming = (state: MemoryState, operator: BusinessOperator.BusinessOperator) =>
  [...HashMap.values(state.labels)].filter(
    (label) =>
      label.workspace_id === operator.workspace_id &&
      [label.bottler_id, label.distributor_id, label.ppwr_importer_id, label.ppwr_manufacturer_id].includes(operator.id)
  )

/** `BusinessOperatorRepository` on the memory store. */
export const BusinessOperatorRepositoryMemory: Layer.Layer<BusinessOperatorRepository, never, MemoryStore> =
  Layer.effect(
    BusinessOperatorRepository,
    Effect.gen(function* () {
      const store = yield* MemoryStore
      return BusinessOperatorRepository.of({
        findById: (id) =>
          store.read((state) => Option.map(HashMap.get(state.businessOperators, id), (row) => row.operator)),
        findMany: (workspace, ids, _share) =>
          store.read((state) => {
            const wanted = new Set(ids)
            return [...HashMap.values(state.businessOperators)]
              .map((row) => row.operator)
              .filter((operator) => operator.workspace_id === workspace && wanted.has(operator.id))
          }),
        list: (workspaces, page) =>
          store.read((state) => {
            const wanted = new Set<string>(workspaces)
            const rows = [...HashMap.values(state.businessOperators)].filter((row) =>
              wanted.has(row.operator.workspace_id)
            )
            return pageBy(rows, (row: BusinessOperatorRow) => [row.createdAt, row.operator.id], page).map(
              (row) => row.operator
            )
          }),
        insert: (operator, createdAt) =>
          store.modify((state) => [
            undefined,
            {
              ...state,
              businessOperators: HashMap.set(state.businessOperators, operator.id, { operator, createdAt })
            }
          ]),
        update: (id, changes, expected) =>
          store.modify((state) => {
            const found = HashMap.get(state.businessOperators, id)
            const operator = Option.isNone(found)
              ? undefined
              : updateVersioned(found.value.operator, { ...changes, id }, expected)
            if (Option.isNone(found) || operator === undefined) return [Option.none(), state]
            return [
              Option.some(operator),
              {
                ...state,
                businessOperators: HashMap.set(state.businessOperators, id, { ...found.value, operator })
              }
            ]
          }),
        remove: (id) =>
          store.modify((state) => [
            undefined,
            { ...state, businessOperators: HashMap.remove(state.businessOperators, id) }
          ]),
        // The memory store runs one transaction at a time: nothing to lock.
        lockForDelete: () => Effect.void,
        labelsNaming: (operator) =>
          store.read((state) =>
            labelsNaming(state, operator)
              .map((label) => ({ id: label.id, key: `${label.created_at ?? ""} ${label.id}` }))
              .sort((a, b) => (a.key < b.key ? -1 : 1))
              .map((label): LabelId => label.id)
          ),
        isReferred: (operator) => store.read((state) => labelsNaming(state, operator).length > 0)
      })
    })
  )
