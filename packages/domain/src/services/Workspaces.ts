import { Context, type Effect } from "effect"
import type { NotFound, PersistenceUnavailable } from "../errors.ts"
import type { UserId, WorkspaceId } from "../ids.ts"
import type { Paged, PageRequest } from "../Paging.ts"
import type { Workspace } from "../Workspace.ts"

/** The workspaces a caller is a member of (read-only over the API). */
export class Workspaces extends Context.Service<
  Workspaces,
  {
    readonly list: (actor: UserId, page: PageRequest) => Effect.Effect<Paged<Workspace>, PersistenceUnavailable>
    readonly get: (actor: UserId, id: WorkspaceId) => Effect.Effect<Workspace, NotFound | PersistenceUnavailable>
  }
>()("@elabel/domain/services/Workspaces") {}
