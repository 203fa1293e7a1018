/**
 * Who may see and change a workspace's webhook endpoints, and the URL check
 * of a write. The check may resolve DNS (the server's guard does), so the
 * use cases run it only for a caller already authorised, and outside any
 * transaction: a lookup never holds a connection or a lock, and a caller who
 * may not write learns nothing about a URL (404 or 403, never 400).
 */
import { Effect, Option } from "effect"
import { InvalidInput, NotFound, PlanLimit } from "../shared/errors.ts"
import type { UserId, WebhookId, WorkspaceId } from "../shared/ids.ts"
import { Access } from "../workspace/Access.ts"
import { WorkspaceRepository } from "../workspace/WorkspaceRepository.ts"
import { WebhookRepository } from "./WebhookRepository.ts"
import { WebhookUrlGuard } from "./WebhookUrlGuard.ts"

/** The access checks of the `Webhooks` use cases. */
export const makeWebhookAccess = Effect.gen(function* () {
  const access = yield* Access
  const webhooks = yield* WebhookRepository
  const workspaces = yield* WorkspaceRepository
  const guard = yield* WebhookUrlGuard

  /** A member of the workspace (any role): `NotFound` for anyone else. */
  const member = (actor: UserId, workspace: WorkspaceId) => access.read(actor, workspace, "workspace", workspace)

  /** A writing member of a workspace whose plan has events. */
  const writer = Effect.fnUntraced(function* (actor: UserId, workspace: WorkspaceId) {
    yield* access.write(actor, workspace, "workspace", workspace)
    const found = yield* workspaces.findById(workspace)
    if (Option.isNone(found) || !found.value.record.feature_events) {
      return yield* new PlanLimit({ reason: "events are not included in the workspace's plan" })
    }
  })

  /** The endpoint, if it belongs to the workspace of the path. */
  const endpoint = Effect.fnUntraced(function* (workspace: WorkspaceId, id: WebhookId) {
    const found = yield* webhooks.findById(id)
    if (Option.isNone(found) || found.value.workspace_id !== workspace) {
      return yield* new NotFound({ resource: "webhook", id })
    }
    return found.value
  })

  /** The endpoint, for a writing member: `NotFound` for others' and unknown ones, then `NotWritable`, `PlanLimit`. */
  const changeable = Effect.fnUntraced(function* (actor: UserId, workspace: WorkspaceId, id: WebhookId) {
    yield* member(actor, workspace)
    const found = yield* endpoint(workspace, id)
    yield* writer(actor, workspace)
    return found
  })

  /** `InvalidInput` on `url` when the guard refuses it. Run it after authorising, outside any transaction. */
  const checkUrl = Effect.fnUntraced(function* (url: string) {
    const problem = yield* guard.problem(url)
    if (problem !== undefined) return yield* new InvalidInput({ errors: [{ path: "url", message: problem }] })
  })

  return { member, writer, endpoint, changeable, checkUrl } as const
})
