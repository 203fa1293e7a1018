import { Context, Effect, Layer, Option } from "effect"
import { NotAMember, NotFound, NotWritable, type PersistenceUnavailable, type ResourceKind } from "../errors.ts"
import type { UserId, WorkspaceId } from "../ids.ts"
import { WorkspaceRepository } from "../ports/WorkspaceRepository.ts"
import { canWrite, type Role } from "../Workspace.ts"

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
>()("@elabel/domain/services/Access") {
  /** Membership and roles from the workspace repository. */
  static readonly layer = Layer.effect(
    Access,
    Effect.gen(function* () {
      const workspaces = yield* WorkspaceRepository

      // Untraced: every read of every resource runs it (a named span costs several µs); writes keep their spans.
      const read = Effect.fnUntraced(function* (
        actor: UserId,
        workspace: WorkspaceId,
        resource: ResourceKind,
        id: string
      ) {
        const role = yield* workspaces.roleOf(workspace, actor)
        // Not a member answers exactly like an unknown id: no existence oracle.
        if (Option.isNone(role)) return yield* new NotFound({ resource, id })
        return role.value
      })

      const write = Effect.fn("Access.write")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        resource: ResourceKind,
        id: string
      ) {
        const role = yield* read(actor, workspace, resource, id)
        if (!canWrite(role)) return yield* new NotWritable({ resource, id })
        return role
      })

      const create = Effect.fn("Access.create")(function* (actor: UserId, workspace: WorkspaceId) {
        const role = yield* workspaces.roleOf(workspace, actor)
        if (Option.isNone(role)) return yield* new NotAMember({ workspace_id: workspace })
        if (!canWrite(role.value)) return yield* new NotWritable({ resource: "workspace", id: workspace })
        return role.value
      })

      return Access.of({ read, write, create, workspaces: workspaces.workspacesOf })
    })
  )

  /**
   * The operator's access (the CLI run on the server's database): owner of
   * every workspace that exists, whoever the actor; an unknown workspace is
   * `NotFound` as ever. Never served over HTTP.
   */
  static readonly layerOperator = Layer.effect(
    Access,
    Effect.gen(function* () {
      const workspaces = yield* WorkspaceRepository
      const read = Effect.fnUntraced(function* (
        _actor: UserId,
        workspace: WorkspaceId,
        resource: ResourceKind,
        id: string
      ) {
        if (Option.isNone(yield* workspaces.findById(workspace))) return yield* new NotFound({ resource, id })
        return "owner" as const
      })
      const create = Effect.fnUntraced(function* (_actor: UserId, workspace: WorkspaceId) {
        if (Option.isNone(yield* workspaces.findById(workspace))) {
          return yield* new NotAMember({ workspace_id: workspace })
        }
        return "owner" as const
      })
      return Access.of({ read, write: read, create, workspaces: workspaces.workspacesOf })
    })
  )
}
