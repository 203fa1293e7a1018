/**
 * Filing a publish request: the label must pass what a publish checks (the
 * plan, not archived, the compliance gate) and not be published; what its
 * page would show is frozen with its hash (`requestContent`).
 */
import { Effect, Option } from "effect"
import { complianceReport } from "../compliance/Compliance.ts"
import { LabelIncomplete } from "../compliance/ComplianceIssue.ts"
import { LabelRepository, type LabelState } from "../label/LabelRepository.ts"
import { LabelWrites } from "../label/LabelWrites.ts"
import { publishRefusal } from "../label/publishRefusal.ts"
import { Conflict, NotFound } from "../shared/errors.ts"
import { IdGenerator } from "../shared/IdGenerator.ts"
import type { LabelId, UserId } from "../shared/ids.ts"
import { Transactor } from "../shared/Transactor.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { makeEvents } from "../webhooks/events.ts"
import { Access } from "../workspace/Access.ts"
import { makeAuditTrail } from "../workspace/auditTrail.ts"
import { WorkspaceRepository } from "../workspace/WorkspaceRepository.ts"
import { type PublishRequestRecord, requestContent, toPublishRequest } from "./PublishRequest.ts"
import { PublishRequestRepository } from "./PublishRequestRepository.ts"

/** The label's stored state, or `NotFound`; `lock` holds its row until the transaction ends. */
export const makeLabelState = Effect.gen(function* () {
  const labels = yield* LabelRepository
  return Effect.fnUntraced(function* (id: LabelId, lock: boolean) {
    const found = yield* labels.findForWrite(id, lock)
    if (Option.isNone(found)) return yield* new NotFound({ resource: "label", id })
    return found.value
  })
})

/** The label's snapshot now, and what a request freezes of it (`requestContent`). */
export const makeFrozenContent = Effect.gen(function* () {
  const writes = yield* LabelWrites
  return Effect.fnUntraced(function* (state: LabelState) {
    const snapshot = yield* writes.snapshotOf(state)
    return { snapshot, ...(yield* requestContent(snapshot)) }
  })
})

/** The `data` of a request's webhook event. */
export const eventData = (request: PublishRequestRecord) => ({
  id: request.id,
  workspace_id: request.workspace_id,
  label_id: request.label_id,
  state: request.state,
  content_hash: request.content_hash,
  requested_by: request.requested_by,
  decided_by: request.decided_by
})

/** Builds `request`. */
export const makePublishRequestFiling = Effect.gen(function* () {
  const requests = yield* PublishRequestRepository
  const workspaces = yield* WorkspaceRepository
  const access = yield* Access
  const transactor = yield* Transactor
  const ids = yield* IdGenerator
  const audit = yield* makeAuditTrail
  const events = yield* makeEvents
  const labelState = yield* makeLabelState
  const frozenContent = yield* makeFrozenContent

  /** Refuses what `Labels.publish` would refuse, in its words, and a label that is online already. */
  const checkPublishable = Effect.fnUntraced(function* (state: LabelState) {
    const { label } = state
    const refused = publishRefusal(yield* workspaces.findById(label.workspace_id), label)
    if (refused !== undefined) return yield* refused
    if (label.is_published) return yield* new Conflict({ reason: "the label is published already" })
    const pending = yield* requests.pendingOf(label.id)
    if (Option.isSome(pending)) {
      return yield* new Conflict({
        reason: `the label has a pending publish request (${pending.value.id}): it is approved or rejected first`
      })
    }
  })

  const request = Effect.fn("PublishRequests.request")(function* (actor: UserId, id: LabelId) {
    const state = yield* labelState(id, false)
    yield* access.write(actor, state.label.workspace_id, "label", id)
    yield* checkPublishable(state)
    const content = yield* frozenContent(state)
    const report = complianceReport(content.snapshot)
    if (!report.publishable) return yield* new LabelIncomplete({ errors: report.errors, write: "request" })
    const record: PublishRequestRecord = {
      id: yield* ids.next("PublishRequestId"),
      workspace_id: state.label.workspace_id,
      label_id: id,
      state: "pending",
      content_hash: content.hash,
      requested_by: actor,
      requested_at: yield* currentTimestamp,
      decided_by: null,
      decided_at: null,
      note: null,
      content: content.view
    }
    // The partial unique index decides between two requests filed at once: the second finds one pending.
    if (!(yield* requests.insert(record))) {
      return yield* new Conflict({
        reason: "the label has a pending publish request: it is approved or rejected first"
      })
    }
    yield* audit.record({
      actor,
      workspace: record.workspace_id,
      action: "label.publish_request",
      resource_type: "publish_request",
      resource_id: record.id,
      before: {},
      after: { label_id: id, content_hash: record.content_hash }
    })
    yield* events.emit("label.publish_requested", eventData(record))
    return toPublishRequest(record)
  }, transactor.transaction)

  return { request } as const
})
