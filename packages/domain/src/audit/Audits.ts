import { Context, Effect, Layer } from "effect"
import type { NotAnAdmin, NotFound, PersistenceUnavailable } from "../shared/errors.ts"
import type { UserId, WorkspaceId } from "../shared/ids.ts"
import { type Paged, type PageRequest, toPage } from "../shared/Paging.ts"
import { makeAdminAccess } from "../workspace/adminAccess.ts"
import type { AuditEvent } from "./AuditEvent.ts"
import { type AuditFilter, AuditLog } from "./AuditLog.ts"

/** The audit log of a workspace, for its owners and admins: newest first, filtered. */
export class Audits extends Context.Service<
  Audits,
  {
    readonly list: (
      actor: UserId,
      workspace: WorkspaceId,
      filter: AuditFilter,
      page: PageRequest
    ) => Effect.Effect<Paged<AuditEvent>, NotFound | NotAnAdmin | PersistenceUnavailable>
  }
>()("@elabel/domain/services/Audits") {
  /** Needs the audit log, `Access` and the workspace repository. */
  static readonly layer = Layer.effect(
    Audits,
    Effect.gen(function* () {
      const log = yield* AuditLog
      const admins = yield* makeAdminAccess
      const list = Effect.fn("Audits.list")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        filter: AuditFilter,
        page: PageRequest
      ) {
        yield* admins.reading(actor, workspace)
        return toPage(yield* log.list(workspace, filter, page), page)
      })
      return Audits.of({ list })
    })
  )
}
