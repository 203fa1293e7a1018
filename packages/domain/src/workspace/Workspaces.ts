import { Context, Effect, Layer, Option } from "effect"
import { changedFields } from "../shared/changedFields.ts"
import { type NotAnAdmin, NotFound, type PersistenceUnavailable } from "../shared/errors.ts"
import type { UserId, WorkspaceId } from "../shared/ids.ts"
import type { Paged, PageRequest } from "../shared/Paging.ts"
import { Transactor } from "../shared/Transactor.ts"
import { Access } from "./Access.ts"
import { makeAdminAccess } from "./adminAccess.ts"
import { makeAuditTrail } from "./auditTrail.ts"
import { toPageOf } from "./lists.ts"
import { toWorkspace, type Workspace, type WorkspacePatch } from "./Workspace.ts"
import { WorkspaceRepository } from "./WorkspaceRepository.ts"

/**
 * The workspaces a caller is a member of. Plans and features are the
 * operator's (the CLI); the settings of `WorkspacePatch` are the owners' and admins'.
 */
export class Workspaces extends Context.Service<
  Workspaces,
  {
    readonly list: (actor: UserId, page: PageRequest) => Effect.Effect<Paged<Workspace>, PersistenceUnavailable>
    readonly get: (actor: UserId, id: WorkspaceId) => Effect.Effect<Workspace, NotFound | PersistenceUnavailable>
    /** Changes the owners' settings (`publish_approval`); a patch that changes nothing writes nothing. */
    readonly patch: (
      actor: UserId,
      id: WorkspaceId,
      patch: WorkspacePatch
    ) => Effect.Effect<Workspace, NotFound | NotAnAdmin | PersistenceUnavailable>
  }
>()("@elabel/domain/services/Workspaces") {
  /** Needs `Access`, the workspace repository, the transactor and the audit log. */
  static readonly layer = Layer.effect(
    Workspaces,
    Effect.gen(function* () {
      const access = yield* Access
      const repo = yield* WorkspaceRepository
      const transactor = yield* Transactor
      const admins = yield* makeAdminAccess
      const audit = yield* makeAuditTrail

      const list = Effect.fn("Workspaces.list")(function* (actor: UserId, page: PageRequest) {
        const rows = yield* repo.listForUser(actor, page)
        return toPageOf(rows, page, (row) => toWorkspace(row.record, row.published_qr_codes))
      })

      const stored = Effect.fnUntraced(function* (id: WorkspaceId) {
        const found = yield* repo.findById(id)
        if (Option.isNone(found)) return yield* new NotFound({ resource: "workspace", id })
        return found.value
      })

      const get = Effect.fn("Workspaces.get")(function* (actor: UserId, id: WorkspaceId) {
        yield* access.read(actor, id, "workspace", id)
        const found = yield* stored(id)
        return toWorkspace(found.record, found.published_qr_codes)
      })

      const patch = Effect.fn("Workspaces.patch")(function* (actor: UserId, id: WorkspaceId, body: WorkspacePatch) {
        yield* admins.writing(actor, id)
        const before = yield* stored(id)
        const changes = changedFields(before.record, body)
        if (Object.keys(changes).length === 0) return toWorkspace(before.record, before.published_qr_codes)
        const updated = yield* repo.update(id, changes)
        if (Option.isNone(updated)) return yield* new NotFound({ resource: "workspace", id })
        const after = updated.value
        yield* audit.record({
          actor,
          workspace: id,
          action: "workspace.update",
          resource_type: "workspace",
          resource_id: id,
          before: before.record,
          after: after.record
        })
        return toWorkspace(after.record, after.published_qr_codes)
      }, transactor.transaction)

      return Workspaces.of({ list, get, patch })
    })
  )
}
