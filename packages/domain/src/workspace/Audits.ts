import { Clock, Context, Effect, Layer, Option, Stream } from "effect"
import type { NotAnAdmin, NotFound, PersistenceUnavailable } from "../shared/errors.ts"
import type { UserId, WorkspaceId } from "../shared/ids.ts"
import { type Paged, type PageRequest, toPage } from "../shared/Paging.ts"
import type { AuditEvent } from "./AuditEvent.ts"
import { type AuditFilter, AuditLog } from "./AuditLog.ts"
import { makeAdminAccess } from "./adminAccess.ts"

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
    /**
     * Every event the filter keeps, newest first, as JSON lines (one event per line): the caller is
     * authorised at once, the lines are read a page at a time as the stream is pulled. Events written
     * after the export began are not in it (its `to` is at most its start), so paging skips or repeats none.
     */
    readonly exportLines: (
      actor: UserId,
      workspace: WorkspaceId,
      filter: AuditFilter
    ) => Effect.Effect<Stream.Stream<string, PersistenceUnavailable>, NotFound | NotAnAdmin | PersistenceUnavailable>
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
        // One millisecond past the start: every event committed before it is in, none written during it.
        const end = (yield* Clock.currentTimeMillis) + 1
        const to = filter.to !== undefined && Date.parse(filter.to) < end ? filter.to : new Date(end).toISOString()
        const bounded: AuditFilter = { ...filter, to }
        return Stream.paginate(0, (offset: number) =>
          Effect.map(log.list(workspace, bounded, { limit: EXPORT_PAGE, offset }), (rows) => {
            const lines = rows
              .slice(0, EXPORT_PAGE)
              .map((event) => `${JSON.stringify(event)}\n`)
              .join("")
            const next = rows.length > EXPORT_PAGE ? Option.some(offset + EXPORT_PAGE) : Option.none<number>()
            return [lines === "" ? [] : [lines], next] as const
          })
        )
      })
      return Audits.of({ list, exportLines })
    })
  )
}
