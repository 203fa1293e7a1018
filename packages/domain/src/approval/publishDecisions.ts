/**
 * Deciding a publish request: an owner or admin of its workspace other than
 * the requester approves it (the label is published through the publish use
 * case, under the label's row lock, only while it shows what was requested)
 * or rejects it with a note. A request is decided once.
 */
import { Effect, Option } from "effect"
import { Labels } from "../label/Labels.ts"
import { Conflict, LabelChanged, NotAnAdmin, OwnRequest } from "../shared/errors.ts"
import type { PublishRequestId, UserId } from "../shared/ids.ts"
import { Transactor } from "../shared/Transactor.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { unconditioned, WriteCondition } from "../shared/WriteCondition.ts"
import { makeEvents } from "../webhooks/events.ts"
import { Access } from "../workspace/Access.ts"
import { makeAuditTrail } from "../workspace/auditTrail.ts"
import { isAdminRole } from "../workspace/Workspace.ts"
import { type PublishDecision, type PublishRequestRecord, toPublishRequest } from "./PublishRequest.ts"
import { PublishRequestRepository } from "./PublishRequestRepository.ts"
import { eventData, makeFrozenContent, makeLabelState } from "./publishRequestFiling.ts"
import { makeRequestLookup } from "./publishRequestReads.ts"
import { viewChanges } from "./viewChanges.ts"

/** Builds `approve` and `reject`. */
export const makePublishDecisions = Effect.gen(function* () {
  const requests = yield* PublishRequestRepository
  const labels = yield* Labels
  const access = yield* Access
  const transactor = yield* Transactor
  const audit = yield* makeAuditTrail
  const events = yield* makeEvents
  const lookup = yield* makeRequestLookup
  const labelState = yield* makeLabelState
  const frozenContent = yield* makeFrozenContent

  /** The request, if the actor may decide it (an owner or admin: roles read from storage) and it is pending. */
  const decidable = Effect.fnUntraced(function* (actor: UserId, id: PublishRequestId) {
    const request = yield* lookup(id)
    const workspace = request.workspace_id
    const role = yield* access
      .write(actor, workspace, "publish_request", id)
      .pipe(Effect.catchTag("NotWritable", () => Effect.fail(new NotAnAdmin({ workspace_id: workspace }))))
    if (!isAdminRole(role)) return yield* new NotAnAdmin({ workspace_id: workspace })
    if (request.state !== "pending") return yield* new Conflict({ reason: `the request was ${request.state} already` })
    return request
  })

  /** Stores the decision (once: a concurrent decision makes this one a `Conflict`), its audit event and webhook event. */
  const decide = Effect.fnUntraced(function* (actor: UserId, request: PublishRequestRecord, note: string | null) {
    const decision: PublishDecision = {
      state: note === null ? "approved" : "rejected",
      decided_by: actor,
      decided_at: yield* currentTimestamp,
      note
    }
    const decided = yield* requests.decide(request.id, decision)
    if (Option.isNone(decided)) return yield* new Conflict({ reason: "the request was decided already" })
    const approved = decision.state === "approved"
    yield* audit.record({
      actor,
      workspace: request.workspace_id,
      action: approved ? "label.publish_approve" : "label.publish_reject",
      resource_type: "publish_request",
      resource_id: request.id,
      before: { state: request.state },
      after: { state: decision.state, ...(approved ? {} : { note }) }
    })
    yield* events.emit(approved ? "label.publish_approved" : "label.publish_rejected", eventData(decided.value))
    return toPublishRequest(decided.value)
  })

  const approve = Effect.fn("PublishRequests.approve")(function* (actor: UserId, id: PublishRequestId) {
    const request = yield* decidable(actor, id)
    if (request.requested_by === actor) return yield* new OwnRequest({ id })
    // The row lock holds the label as it is compared until the publish below has written it.
    const state = yield* labelState(request.label_id, true).pipe(
      Effect.catchTag("NotFound", () => Effect.fail(new Conflict({ reason: "the label was deleted" })))
    )
    const now = yield* frozenContent(state)
    if (now.hash !== request.content_hash) {
      const changes = viewChanges(request.content, now.view)
      return yield* new LabelChanged({ id, changes: changes.length === 0 ? ["content"] : changes })
    }
    // The approver is an owner or admin (who may write and publish whatever the setting), and the request's
    // hash is the condition: an `If-Match` sent with the approval names no version of the label.
    yield* labels
      .publish(actor, request.label_id)
      .pipe(
        Effect.provideService(WriteCondition, unconditioned),
        Effect.catchTags({ ApprovalRequired: Effect.die, NotWritable: Effect.die, PreconditionFailed: Effect.die })
      )
    return yield* decide(actor, request, null)
  }, transactor.transaction)

  const reject = Effect.fn("PublishRequests.reject")(function* (actor: UserId, id: PublishRequestId, note: string) {
    return yield* decide(actor, yield* decidable(actor, id), note)
  }, transactor.transaction)

  return { approve, reject } as const
})
