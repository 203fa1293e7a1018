import { Context, Effect, Layer, Option } from "effect"
import { NotFound, type PersistenceUnavailable } from "../shared/errors.ts"
import type { UserId, WorkspaceId } from "../shared/ids.ts"
import type { Paged, PageRequest } from "../shared/Paging.ts"
import { Access } from "./Access.ts"
import { toPageOf } from "./lists.ts"
import { toWorkspace, type Workspace } from "./Workspace.ts"
import { WorkspaceRepository } from "./WorkspaceRepository.ts"

/** The workspaces a caller is a member of (read-only over the API). */
export class Workspaces extends Context.Service<
  Workspaces,
  {
    readonly list: (actor: UserId, page: PageRequest) => Effect.Effect<Paged<Workspace>, PersistenceUnavailable>
    readonly get: (actor: UserId, id: WorkspaceId) => Effect.Effect<Workspace, NotFound | PersistenceUnavailable>
  }
>()("@elabel/domain/services/Workspaces") {
  /** Needs `Access` and the workspace repository. */
  static readonly layer = Layer.effect(
    Workspaces,
    Effect.gen(function* () {
      const access = yield* Access
      const repo = yield* WorkspaceRepository

      const list = Effect.fn("Workspaces.list")(function* (actor: UserId, page: PageRequest) {
        const rows = yield* repo.listForUser(actor, page)
        return toPageOf(rows, page, (row) => toWorkspace(row.record, row.published_qr_codes))
      })

      const get = Effect.fn("Workspaces.get")(function* (actor: UserId, id: WorkspaceId) {
        yield* access.read(actor, id, "workspace", id)
        const stored = yield* repo.findById(id)
        if (Option.isNone(stored)) return yield* new NotFound({ resource: "workspace", id })
        return toWorkspace(stored.value.record, stored.value.published_qr_codes)
      })

      return Workspaces.of({ list, get })
    })
  )
}
