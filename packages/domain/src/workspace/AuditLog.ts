import { Context, type Effect } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { WorkspaceId } from "../shared/ids.ts"
import type { PageRequest } from "../shared/Paging.ts"
import type { AuditEvent } from "./AuditEvent.ts"

/** What a listing of the log keeps: every given filter must match. */
export interface AuditFilter {
  readonly resource_type?: string
  readonly resource_id?: string
  /** A user's `sub` or an API key's id. */
  readonly actor?: string
  readonly action?: string
  /** Events at or after this instant (ISO 8601). */
  readonly from?: string
  /** Events before this instant. */
  readonly to?: string
}

type Fx<A> = Effect.Effect<A, PersistenceUnavailable>

/**
 * Storage of audit events: appended, never changed. Lists return up to
 * `limit + 1` events, newest first (then by id, descending).
 */
export class AuditLog extends Context.Service<
  AuditLog,
  {
    readonly append: (event: AuditEvent) => Fx<void>
    readonly list: (workspace: WorkspaceId, filter: AuditFilter, page: PageRequest) => Fx<ReadonlyArray<AuditEvent>>
    /** Removes every event before `before` (the retention command, never the API); answers how many. */
    readonly prune: (before: string) => Fx<number>
  }
>()("@elabel/domain/ports/AuditLog") {}
