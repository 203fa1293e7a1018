import { Context, type Effect, type Option } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { BusinessOperatorId, LabelId, WorkspaceId } from "../shared/ids.ts"
import type { PageRequest } from "../shared/Paging.ts"
import type { BusinessOperator } from "./BusinessOperator.ts"

type Fx<A> = Effect.Effect<A, PersistenceUnavailable>

/** Storage of business operators. Lists return up to `limit + 1` rows ordered by creation, then id. */
export class BusinessOperatorRepository extends Context.Service<
  BusinessOperatorRepository,
  {
    readonly findById: (id: BusinessOperatorId) => Fx<Option.Option<BusinessOperator>>
    /**
     * The operators of `workspace` among `ids` (unknown ids and other workspaces' are left out). With `share`,
     * each row found stays locked against a delete until the transaction ends (a label write naming them).
     */
    readonly findMany: (
      workspace: WorkspaceId,
      ids: ReadonlyArray<string>,
      share?: boolean
    ) => Fx<ReadonlyArray<BusinessOperator>>
    /** Locks the operator's row for a delete: a label write naming it waits, and one that ran first has committed. */
    readonly lockForDelete: (id: BusinessOperatorId) => Fx<void>
    readonly list: (workspaces: ReadonlyArray<WorkspaceId>, page: PageRequest) => Fx<ReadonlyArray<BusinessOperator>>
    readonly insert: (operator: BusinessOperator, createdAt: string) => Fx<void>
    /** Like `LabelRepository.update`. */
    readonly update: (
      id: BusinessOperatorId,
      changes: Partial<BusinessOperator>,
      expected?: ReadonlyArray<number>
    ) => Fx<Option.Option<BusinessOperator>>
    readonly remove: (id: BusinessOperatorId) => Fx<void>
    /**
     * The labels of its workspace that name the operator (in any role), drafts too, in the order a brand's
     * labels are re-recorded (creation, then id), so two re-recordings take the labels' locks in one order.
     */
    readonly labelsNaming: (operator: BusinessOperator) => Fx<ReadonlyArray<LabelId>>
    /** Whether a label of its workspace names the operator (versions keep their own copy). */
    readonly isReferred: (operator: BusinessOperator) => Fx<boolean>
  }
>()("@elabel/domain/ports/BusinessOperatorRepository") {}
