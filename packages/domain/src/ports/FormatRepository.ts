import { Context, type Effect, type Option } from "effect"
import type { Conflict, PersistenceUnavailable } from "../errors.ts"
import type { Format } from "../Format.ts"
import type { FormatId, WorkspaceId } from "../ids.ts"

type Fx<A> = Effect.Effect<A, PersistenceUnavailable>

/** A format with the workspace of its label, for access checks. */
export interface StoredFormat {
  readonly format: Format
  readonly workspace_id: WorkspaceId
}

/** Storage of label formats. */
export class FormatRepository extends Context.Service<
  FormatRepository,
  {
    readonly findById: (id: FormatId) => Fx<Option.Option<StoredFormat>>
    /** Fails with `Conflict` when the ref is taken. */
    readonly insert: (workspace: WorkspaceId, format: Format) => Effect.Effect<void, Conflict | PersistenceUnavailable>
    /** Fails with `Conflict` when a changed ref is taken. */
    readonly update: (
      id: FormatId,
      changes: Partial<Format>
    ) => Effect.Effect<Option.Option<Format>, Conflict | PersistenceUnavailable>
    readonly delete: (id: FormatId) => Fx<void>
  }
>()("@elabel/domain/ports/FormatRepository") {}
