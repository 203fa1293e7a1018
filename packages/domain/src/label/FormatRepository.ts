import { Context, type Effect, type Option } from "effect"
import type { Conflict, PersistenceUnavailable } from "../shared/errors.ts"
import type { Gtin14 } from "../shared/Gs1.ts"
import type { FormatId, WorkspaceId } from "../shared/ids.ts"
import type { Format } from "./Format.ts"

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
    /** The format whose public ref is `ref`. */
    readonly findByRef: (ref: string) => Fx<Option.Option<StoredFormat>>
    /**
     * The formats whose `gtin`, read as a GTIN-8/12/13/14 and padded to 14
     * digits, is `gtin14`, of every label and workspace; by creation, then id.
     */
    readonly findByGtin: (gtin14: Gtin14) => Fx<ReadonlyArray<StoredFormat>>
    /** Fails with `Conflict` when the ref is taken. */
    readonly insert: (workspace: WorkspaceId, format: Format) => Effect.Effect<void, Conflict | PersistenceUnavailable>
    /** Like `LabelRepository.update`; fails with `Conflict` when a changed ref is taken. */
    readonly update: (
      id: FormatId,
      changes: Partial<Format>,
      expected?: ReadonlyArray<number>
    ) => Effect.Effect<Option.Option<Format>, Conflict | PersistenceUnavailable>
    readonly delete: (id: FormatId) => Fx<void>
  }
>()("@elabel/domain/ports/FormatRepository") {}
