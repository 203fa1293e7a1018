import { Context, Effect, Layer } from "effect"
import type { LabelIncomplete } from "../compliance/ComplianceIssue.ts"
import type {
  Conflict,
  LabelChanged,
  NotAnAdmin,
  NotFound,
  NotWritable,
  OwnRequest,
  PersistenceUnavailable,
  PlanLimit
} from "../shared/errors.ts"
import type { LabelId, PublishRequestId, UserId, WorkspaceId } from "../shared/ids.ts"
import type { Paged, PageRequest } from "../shared/Paging.ts"
import type { PublishRequest, PublishRequestQuery } from "./PublishRequest.ts"
import { makePublishDecisions } from "./publishDecisions.ts"
import { makePublishRequestFiling } from "./publishRequestFiling.ts"
import { makePublishRequestReads } from "./publishRequestReads.ts"

export type { PublishRequestQuery } from "./PublishRequest.ts"

type Fx<A, E = never> = Effect.Effect<A, E | NotFound | PersistenceUnavailable>

/**
 * Publication by request (issue 32 item 3, ADR 0057): editors, API keys and
 * anyone who may write a label request its publication, freezing the hash of
 * what its page would show; an owner or admin other than the requester
 * approves (the label is published through `Labels.publish`, only if it
 * still shows exactly that) or rejects with a note. Each request, approval
 * and rejection is one transaction with its audit event and webhook event.
 */
export class PublishRequests extends Context.Service<
  PublishRequests,
  {
    /** Refused like a publish (plan, archived, the compliance gate), and when the label has a pending request. */
    readonly request: (
      actor: UserId,
      label: LabelId
    ) => Fx<PublishRequest, NotWritable | PlanLimit | Conflict | LabelIncomplete>
    readonly list: (
      actor: UserId,
      workspace: WorkspaceId,
      query: PublishRequestQuery,
      page: PageRequest
    ) => Fx<Paged<PublishRequest>>
    readonly listForLabel: (
      actor: UserId,
      label: LabelId,
      query: PublishRequestQuery,
      page: PageRequest
    ) => Fx<Paged<PublishRequest>>
    readonly get: (actor: UserId, id: PublishRequestId) => Fx<PublishRequest>
    /** Publishes the label as requested; `LabelChanged` when it shows something else now. */
    readonly approve: (
      actor: UserId,
      id: PublishRequestId
    ) => Fx<PublishRequest, NotAnAdmin | OwnRequest | Conflict | LabelChanged | PlanLimit | LabelIncomplete>
    readonly reject: (actor: UserId, id: PublishRequestId, note: string) => Fx<PublishRequest, NotAnAdmin | Conflict>
  }
>()("@elabel/domain/services/PublishRequests") {
  /** Over `Labels` (its publish), the label write unit's snapshot, `Access` and the request port. */
  static readonly layer = Layer.effect(
    PublishRequests,
    Effect.gen(function* () {
      return PublishRequests.of({
        ...(yield* makePublishRequestReads),
        ...(yield* makePublishRequestFiling),
        ...(yield* makePublishDecisions)
      })
    })
  )
}
