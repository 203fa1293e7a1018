import { Context, type Effect } from "effect"
import type { NotAMember, NotFound, NotWritable, PersistenceUnavailable, ResourceKind } from "../errors.ts"
import type { UserId, WorkspaceId } from "../ids.ts"
import type { Role } from "../Workspace.ts"

/**
 * Who may read or write what. A workspace the actor is not a member of is
 * invisible: its resources are `NotFound`, exactly like unknown ids.
 */
export class Access extends Context.Service<
  Access,
  {
    /** The actor's role, or `NotFound(resource, id)` when the workspace is not theirs. */
    readonly read: (
      actor: UserId,
      workspace: WorkspaceId,
      resource: ResourceKind,
      id: string
    ) => Effect.Effect<Role, NotFound | PersistenceUnavailable>
    /** As `read`, and `NotWritable` for a viewer. */
    readonly write: (
      actor: UserId,
      workspace: WorkspaceId,
      resource: ResourceKind,
      id: string
    ) => Effect.Effect<Role, NotFound | NotWritable | PersistenceUnavailable>
    /** For creating in a workspace: `NotAMember` when not a member, `NotWritable` for a viewer. */
    readonly create: (
      actor: UserId,
      workspace: WorkspaceId
    ) => Effect.Effect<Role, NotAMember | NotWritable | PersistenceUnavailable>
    /** The workspaces the actor is a member of (any role). */
    readonly workspaces: (actor: UserId) => Effect.Effect<ReadonlyArray<WorkspaceId>, PersistenceUnavailable>
  }
>()("@elabel/domain/services/Access") {}
