/** Reading publish requests: by id, per workspace and per label, for any member who sees them. */
import { Effect, Option } from "effect"
import { LabelRepository } from "../label/LabelRepository.ts"
import { NotFound } from "../shared/errors.ts"
import type { LabelId, PublishRequestId, UserId, WorkspaceId } from "../shared/ids.ts"
import type { PageRequest } from "../shared/Paging.ts"
import { Access } from "../workspace/Access.ts"
import { toPageOf } from "../workspace/lists.ts"
import { type PublishRequestQuery, type PublishRequestRecord, toPublishRequest } from "./PublishRequest.ts"
import { type PublishRequestFilter, PublishRequestRepository } from "./PublishRequestRepository.ts"

/** The stored request `id`, or `NotFound` (unknown ids and other tenants' alike). */
export const makeRequestLookup = Effect.gen(function* () {
  const requests = yield* PublishRequestRepository
  return Effect.fnUntraced(function* (id: PublishRequestId) {
    const found = yield* requests.findById(id)
    if (Option.isNone(found)) return yield* new NotFound({ resource: "publish_request", id })
    return found.value
  })
})

/** Builds `get`, `list` and `listForLabel`. */
export const makePublishRequestReads = Effect.gen(function* () {
  const requests = yield* PublishRequestRepository
  const labels = yield* LabelRepository
  const access = yield* Access
  const lookup = yield* makeRequestLookup

  const page = (filter: PublishRequestFilter, query: PublishRequestQuery, request: PageRequest) =>
    Effect.map(
      requests.list({ ...filter, ...(query.state === undefined ? {} : { state: query.state }) }, request),
      (rows: ReadonlyArray<PublishRequestRecord>) => toPageOf(rows, request, toPublishRequest)
    )

  const get = Effect.fn("PublishRequests.get")(function* (actor: UserId, id: PublishRequestId) {
    const request = yield* lookup(id)
    yield* access.read(actor, request.workspace_id, "publish_request", id)
    return toPublishRequest(request)
  })

  const list = Effect.fn("PublishRequests.list")(function* (
    actor: UserId,
    workspace: WorkspaceId,
    query: PublishRequestQuery,
    request: PageRequest
  ) {
    yield* access.read(actor, workspace, "workspace", workspace)
    return yield* page({ workspace }, query, request)
  })

  const listForLabel = Effect.fn("PublishRequests.listForLabel")(function* (
    actor: UserId,
    label: LabelId,
    query: PublishRequestQuery,
    request: PageRequest
  ) {
    const found = yield* labels.findById(label)
    if (Option.isNone(found)) return yield* new NotFound({ resource: "label", id: label })
    const workspace = found.value.workspace_id
    yield* access.read(actor, workspace, "label", label)
    return yield* page({ workspace, label }, query, request)
  })

  return { get, list, listForLabel } as const
})
