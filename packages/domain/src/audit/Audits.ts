import { Context, Effect, Layer } from "effect"
import type { NotAnAdmin, NotFound, PersistenceUnavailable } from "../shared/errors.ts"
import type { UserId, WorkspaceId } from "../shared/ids.ts"
import { type Paged, type PageRequest, toPage } from "../shared/Paging.ts"
import { makeAdminAccess } from "../workspace/adminAccess.ts"
import type { AuditEvent } from "./AuditEvent.ts"
import { type AuditFilter, AuditLog } from "./AuditLog.ts"

/** Events read per query of an export. */
const EXPORT_PAGE = 1000

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
    /** Every event the filter keeps, newest first, as JSON lines (one event per line). */
    readonly exportLines: (
      actor: UserId,
      workspace: WorkspaceId,
      filter: AuditFilter
    ) => Effect.Effect<string, NotFound | NotAnAdmin | PersistenceUnavailable>
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
      const exportLines = Effect.fn("Audits.exportLines")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        filter: AuditFilter
      ) {
        yield* admins.reading(actor, workspace)
        const lines: Array<string> = []
        for (let offset = 0; ; offset += EXPORT_PAGE) {
          const rows = yield* log.list(workspace, filter, { limit: EXPORT_PAGE, offset })
          for (const event of rows.slice(0, EXPORT_PAGE)) lines.push(`${JSON.stringify(event)}\n`)
          if (rows.length <= EXPORT_PAGE) return lines.join("")
        }
      })
      return Audits.of({ list, exportLines })
    })
  )
}
