import { Context, Effect, Layer } from "effect"
import { Catalogs } from "../catalog/Catalogs.ts"
import { changedFields } from "../shared/changedFields.ts"
import {
  Conflict,
  type InvalidInput,
  type NotAMember,
  type NotFound,
  type NotWritable,
  type PersistenceUnavailable,
  type PreconditionFailed
} from "../shared/errors.ts"
import { IdGenerator } from "../shared/IdGenerator.ts"
import type { BusinessOperatorId, UserId, WorkspaceId } from "../shared/ids.ts"
import { type Paged, type PageRequest, toPage } from "../shared/Paging.ts"
import { Transactor } from "../shared/Transactor.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { conditionalUpdate, requireVersion } from "../shared/WriteCondition.ts"
import { Access } from "../workspace/Access.ts"
import { makeAuditTrail } from "../workspace/auditTrail.ts"
import { guarded } from "../workspace/guarded.ts"
import { listScope } from "../workspace/lists.ts"
import {
  type BusinessOperator,
  type BusinessOperatorCreate,
  type BusinessOperatorPatch,
  newBusinessOperator
} from "./BusinessOperator.ts"
import { BusinessOperatorRepository } from "./BusinessOperatorRepository.ts"
import { LabelWrites } from "./LabelWrites.ts"

/** Reason of the 409 of a delete while a label names the operator. */
export const OPERATOR_IN_USE =
  "The business operator is named by a label of the workspace; point those labels at another operator (or clear " +
  "the field) first. The label versions keep their own copy."

type Fx<A, E = never> = Effect.Effect<A, E | NotFound | PersistenceUnavailable>

/**
 * The business operators of a workspace (ADR 0064): the bottlers,
 * distributors, importers and manufacturers its labels name. A change to
 * an operator records a new version of every published label that names it,
 * as a brand change does for the producer: the page prints its name and
 * address. An operator a label names cannot be deleted.
 */
export class BusinessOperators extends Context.Service<
  BusinessOperators,
  {
    readonly create: (
      actor: UserId,
      input: BusinessOperatorCreate
    ) => Effect.Effect<BusinessOperator, NotAMember | NotWritable | InvalidInput | PersistenceUnavailable>
    readonly get: (actor: UserId, id: BusinessOperatorId) => Fx<BusinessOperator>
    readonly patch: (
      actor: UserId,
      id: BusinessOperatorId,
      patch: BusinessOperatorPatch
    ) => Fx<BusinessOperator, NotWritable | InvalidInput | PreconditionFailed>
    /** Operators of one workspace, or of all the actor's workspaces when none is given. */
    readonly list: (
      actor: UserId,
      filter: { readonly workspace_id?: WorkspaceId },
      page: PageRequest
    ) => Fx<Paged<BusinessOperator>>
    readonly remove: (actor: UserId, id: BusinessOperatorId) => Fx<void, NotWritable | Conflict | PreconditionFailed>
  }
>()("@elabel/domain/services/BusinessOperators") {
  /** Needs `Access`, `Catalogs`, the operator repository, `LabelWrites`, the transactor and the id generator. */
  static readonly layer = Layer.effect(
    BusinessOperators,
    Effect.gen(function* () {
      const access = yield* Access
      const catalogs = yield* Catalogs
      const operators = yield* BusinessOperatorRepository
      const transactor = yield* Transactor
      const ids = yield* IdGenerator
      const writes = yield* LabelWrites
      const audit = yield* makeAuditTrail
      const recorded = (actor: UserId, action: string, operator: BusinessOperator, after?: BusinessOperator) =>
        audit.record({
          actor,
          workspace: operator.workspace_id,
          action,
          resource_type: "business_operator",
          resource_id: operator.id,
          ...(after === undefined ? {} : { before: operator, after })
        })

      const { visible, writable } = guarded(access, "business_operator", operators.findById)

      /** A country the body sets must be catalogued (null clears). */
      const checkCountry = (input: BusinessOperatorPatch) =>
        input.country_id == null
          ? Effect.void
          : catalogs.validate([{ path: "country_id", kind: "country", id: input.country_id }])

      const create = Effect.fn("BusinessOperators.create")(function* (actor: UserId, input: BusinessOperatorCreate) {
        yield* access.create(actor, input.workspace_id)
        yield* checkCountry(input)
        const operator = newBusinessOperator(yield* ids.next("BusinessOperatorId"), input)
        yield* operators.insert(operator, yield* currentTimestamp)
        yield* recorded(actor, "business_operator.create", operator)
        return operator
      }, transactor.transaction)

      const get = Effect.fn("BusinessOperators.get")(function* (actor: UserId, id: BusinessOperatorId) {
        return yield* visible(actor, id)
      })

      const patch = Effect.fn("BusinessOperators.patch")(function* (
        actor: UserId,
        id: BusinessOperatorId,
        patch: BusinessOperatorPatch
      ) {
        const operator = yield* writable(actor, id)
        yield* checkCountry(patch)
        const changes = changedFields<BusinessOperator>(operator, patch)
        if (Object.keys(changes).length === 0)
          return yield* Effect.as(requireVersion("business_operator", id, operator.version), operator)
        const changed = yield* conditionalUpdate("business_operator", id, (expected) =>
          operators.update(id, changes, expected)
        )
        // The pages print the operator's name and address: the published labels naming it get new versions (a
        // draft's lock is taken too, so a publish running now waits and then records the new details).
        yield* writes.recordLabels(actor, yield* operators.labelsNaming(changed))
        yield* recorded(actor, "business_operator.update", operator, changed)
        return changed
      }, transactor.transaction)

      const list = Effect.fn("BusinessOperators.list")(function* (
        actor: UserId,
        filter: { readonly workspace_id?: WorkspaceId },
        page: PageRequest
      ) {
        const scope = yield* listScope(access, actor, filter)
        const rows = scope.length === 0 ? [] : yield* operators.list(scope, page)
        return toPage(rows, page)
      })

      const remove = Effect.fn("BusinessOperators.delete")(function* (actor: UserId, id: BusinessOperatorId) {
        const operator = yield* writable(actor, id)
        yield* requireVersion("business_operator", id, operator.version)
        // Locked first: a label write naming it (which holds it shared) has committed before the check reads.
        yield* operators.lockForDelete(id)
        if (yield* operators.isReferred(operator)) return yield* new Conflict({ reason: OPERATOR_IN_USE })
        yield* operators.remove(id)
        yield* recorded(actor, "business_operator.delete", operator)
      }, transactor.transaction)

      return BusinessOperators.of({ create, get, patch, list, remove })
    })
  )
}
