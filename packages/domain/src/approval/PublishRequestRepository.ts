import { Context, type Effect, type Option } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { LabelId, PublishRequestId, WorkspaceId } from "../shared/ids.ts"
import type { PageRequest } from "../shared/Paging.ts"
import type { PublishDecision, PublishRequestRecord, PublishRequestState } from "./PublishRequest.ts"

type Fx<A> = Effect.Effect<A, PersistenceUnavailable>

/** Which requests a list answers: a workspace's, optionally one label's, optionally in one state. */
export interface PublishRequestFilter {
  readonly workspace: WorkspaceId
  readonly label?: LabelId
  readonly state?: PublishRequestState
}

/**
 * Storage of publish requests. Lists return up to `limit + 1` requests,
 * newest first (then by id). A label has at most one pending request.
 */
export class PublishRequestRepository extends Context.Service<
  PublishRequestRepository,
  {
    /** Stores a pending request; false (nothing stored) when its label already has a pending one. */
    readonly insert: (request: PublishRequestRecord) => Fx<boolean>
    readonly findById: (id: PublishRequestId) => Fx<Option.Option<PublishRequestRecord>>
    /** The pending request of a label, if any. */
    readonly pendingOf: (label: LabelId) => Fx<Option.Option<PublishRequestRecord>>
    readonly list: (filter: PublishRequestFilter, page: PageRequest) => Fx<ReadonlyArray<PublishRequestRecord>>
    /** Decides a pending request; none (nothing changed) when it is unknown or decided already. */
    readonly decide: (id: PublishRequestId, decision: PublishDecision) => Fx<Option.Option<PublishRequestRecord>>
  }
>()("@elabel/domain/ports/PublishRequestRepository") {}
