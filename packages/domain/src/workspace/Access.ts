import { Context, Effect, Layer, Option } from "effect"
import { NotAMember, NotFound, NotWritable, type PersistenceUnavailable, type ResourceKind } from "../shared/errors.ts"
import type { UserId, WorkspaceId } from "../shared/ids.ts"
import { makeMembershipCache } from "./membershipCache.ts"
import { canWrite, type Role } from "./Workspace.ts"
import { WorkspaceRepository } from "./WorkspaceRepository.ts"

/**
 * Who may read or write what. A workspace the actor is not a member of is
 * invisible: its resources are `NotFound`, exactly like unknown ids. Reads
 * check memberships kept in memory (`membershipCache.ts`: dropped in every
 * process when a workspace's members change); writes and creates always ask
 * storage, so no write is ever allowed on a role that was just taken away.
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
    /**
     * As `read`, and `NotWritable` for a viewer; always on the stored role: `stored` when the caller read
     * it with the resource in the same statement, else read now.
     */
    readonly write: (
      actor: UserId,
      workspace: WorkspaceId,
      resource: ResourceKind,
      id: string,
      stored?: Option.Option<Role>
    ) => Effect.Effect<Role, NotFound | NotWritable | PersistenceUnavailable>
    /** For creating in a workspace: `NotAMember` when not a member, `NotWritable` for a viewer. */
    readonly create: (
      actor: UserId,
      workspace: WorkspaceId
    ) => Effect.Effect<Role, NotAMember | NotWritable | PersistenceUnavailable>
    /** The workspaces the actor is a member of (any role). */
    readonly workspaces: (actor: UserId) => Effect.Effect<ReadonlyArray<WorkspaceId>, PersistenceUnavailable>
    /**
     * Whether `read` would allow the actor at `now` (epoch ms), when memory
     * knows without asking storage; `undefined` otherwise. For answers kept
     * in memory that must not wait on an Effect (the HTTP hot routes).
     */
    readonly readsFromMemory: (actor: UserId, workspace: WorkspaceId, now: number) => boolean | undefined
  }
>()("@elabel/domain/services/Access") {
  /** Membership and roles from the workspace repository, cached for reads; needs the change notifier. */
  static readonly layer = Layer.effect(
    Access,
    Effect.gen(function* () {
      const workspaces = yield* WorkspaceRepository
      const memberships = yield* makeMembershipCache

      // Not a member answers exactly like an unknown id: no existence oracle.
      const roleOrNotFound = (role: Option.Option<Role>, resource: ResourceKind, id: string) =>
        Option.isNone(role) ? Effect.fail(new NotFound({ resource, id })) : Effect.succeed(role.value)

      // Plain combinators, no span: every read of every resource runs it (a named span costs several µs).
      const read = (actor: UserId, workspace: WorkspaceId, resource: ResourceKind, id: string) =>
        Effect.flatMap(memberships.roleOf(workspace, actor), (role) => roleOrNotFound(role, resource, id))

      const write = Effect.fn("Access.write")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        resource: ResourceKind,
        id: string,
        stored?: Option.Option<Role>
      ) {
        const role = yield* roleOrNotFound(stored ?? (yield* workspaces.roleOf(workspace, actor)), resource, id)
        if (!canWrite(role)) return yield* new NotWritable({ resource, id })
        return role
      })

      const create = Effect.fn("Access.create")(function* (actor: UserId, workspace: WorkspaceId) {
        const role = yield* workspaces.roleOf(workspace, actor)
        if (Option.isNone(role)) return yield* new NotAMember({ workspace_id: workspace })
        if (!canWrite(role.value)) return yield* new NotWritable({ resource: "workspace", id: workspace })
        return role.value
      })

      const readsFromMemory = (actor: UserId, workspace: WorkspaceId, now: number) => {
        const role = memberships.cachedRole(workspace, actor, now)
        return role === undefined ? undefined : Option.isSome(role)
      }

      return Access.of({ read, write, create, workspaces: workspaces.workspacesOf, readsFromMemory })
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
      return Access.of({
        read,
        write: read,
        create,
        workspaces: workspaces.workspacesOf,
        readsFromMemory: () => undefined
      })
    })
  )
}
