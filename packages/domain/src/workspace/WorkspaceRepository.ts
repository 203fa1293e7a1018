import { Context, type Effect, type Option } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { UserId, WorkspaceId } from "../shared/ids.ts"
import type { PageRequest } from "../shared/Paging.ts"
import type { Membership, Role, WorkspaceRecord } from "./Workspace.ts"

/** A stored workspace with the number of its published marketing QR codes. */
export interface StoredWorkspace {
  readonly record: WorkspaceRecord
  readonly published_qr_codes: number
}

type Fx<A> = Effect.Effect<A, PersistenceUnavailable>

/** Storage of workspaces and memberships. Lists return up to `limit + 1` rows ordered by creation, then id. */
export class WorkspaceRepository extends Context.Service<
  WorkspaceRepository,
  {
    readonly findById: (id: WorkspaceId) => Fx<Option.Option<StoredWorkspace>>
    readonly listForUser: (user: UserId, page: PageRequest) => Fx<ReadonlyArray<StoredWorkspace>>
    readonly listAll: (page: PageRequest) => Fx<ReadonlyArray<StoredWorkspace>>
    readonly insert: (record: WorkspaceRecord, createdAt: string) => Fx<void>
    readonly update: (id: WorkspaceId, changes: Partial<WorkspaceRecord>) => Fx<Option.Option<StoredWorkspace>>
    readonly roleOf: (workspace: WorkspaceId, user: UserId) => Fx<Option.Option<Role>>
    readonly workspacesOf: (user: UserId) => Fx<ReadonlyArray<WorkspaceId>>
    /** Adds a member or changes its role; a member given the role it has keeps its place in `lockOwners`. */
    readonly putMember: (membership: Membership) => Fx<void>
    readonly removeMember: (workspace: WorkspaceId, user: UserId) => Fx<boolean>
    /**
     * The workspace's owners in the order they became owners, the earliest
     * first. Locks the workspace until the transaction ends, so member
     * changes of one workspace take turns and each sees the one before.
     */
    readonly lockOwners: (workspace: WorkspaceId) => Fx<ReadonlyArray<UserId>>
  }
>()("@elabel/domain/ports/WorkspaceRepository") {}
