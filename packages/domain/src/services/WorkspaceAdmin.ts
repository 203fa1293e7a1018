import { Context, type Effect } from "effect"
import type { NotFound, PersistenceUnavailable } from "../errors.ts"
import type { UserId, WorkspaceId } from "../ids.ts"
import type { Paged, PageRequest } from "../Paging.ts"
import type { Plan, Role, Workspace, WorkspaceSettings } from "../Workspace.ts"

/**
 * Operator use cases (the CLI): workspaces, plans and members. No actor: the
 * operator is trusted. Creating a workspace also creates its primary brand.
 */
export class WorkspaceAdmin extends Context.Service<
  WorkspaceAdmin,
  {
    readonly create: (input: {
      readonly name: string
      readonly plan?: Plan
      readonly owner?: UserId
    }) => Effect.Effect<Workspace, PersistenceUnavailable>
    readonly set: (
      id: WorkspaceId,
      settings: WorkspaceSettings
    ) => Effect.Effect<Workspace, NotFound | PersistenceUnavailable>
    readonly list: (page: PageRequest) => Effect.Effect<Paged<Workspace>, PersistenceUnavailable>
    readonly addMember: (
      workspace: WorkspaceId,
      user: UserId,
      role: Role
    ) => Effect.Effect<void, NotFound | PersistenceUnavailable>
    /** Fails with `NotFound` when there was no such membership. */
    readonly removeMember: (
      workspace: WorkspaceId,
      user: UserId
    ) => Effect.Effect<void, NotFound | PersistenceUnavailable>
  }
>()("@elabel/domain/services/WorkspaceAdmin") {}
