/**
 * The check of the operations for a workspace's owners and admins (its API
 * keys, its audit log): a member with another role gets `NotAnAdmin`,
 * anyone else the `NotFound` of an unknown workspace. Reads go through
 * `Access` (its cached memberships); writes ask storage, as `Access.write` does.
 */
import { Effect, Option } from "effect"
import { NotAnAdmin, NotFound } from "../shared/errors.ts"
import type { UserId, WorkspaceId } from "../shared/ids.ts"
import { Access } from "./Access.ts"
import { isAdminRole, type Role } from "./Workspace.ts"
import { WorkspaceRepository } from "./WorkspaceRepository.ts"

export const makeAdminAccess = Effect.gen(function* () {
  const access = yield* Access
  const workspaces = yield* WorkspaceRepository

  const adminOf = (role: Option.Option<Role>, workspace: WorkspaceId): Effect.Effect<void, NotFound | NotAnAdmin> => {
    if (Option.isNone(role)) return Effect.fail(new NotFound({ resource: "workspace", id: workspace }))
    return isAdminRole(role.value) ? Effect.void : Effect.fail(new NotAnAdmin({ workspace_id: workspace }))
  }

  /** For reading the owners' resources. */
  const reading = (actor: UserId, workspace: WorkspaceId) =>
    access
      .read(actor, workspace, "workspace", workspace)
      .pipe(Effect.flatMap((role) => adminOf(Option.some(role), workspace)))

  /** For changing them: the role is read from storage. */
  const writing = (actor: UserId, workspace: WorkspaceId) =>
    Effect.flatMap(workspaces.roleOf(workspace, actor), (role) => adminOf(role, workspace))

  return { reading, writing } as const
})
