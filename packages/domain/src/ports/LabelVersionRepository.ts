import { Context, type Effect, type Option } from "effect"
import type { PersistenceUnavailable } from "../errors.ts"
import type { LabelId, WorkspaceId } from "../ids.ts"
import type { StoredLabelVersion } from "../LabelVersion.ts"
import type { PageRequest } from "../Paging.ts"

type Fx<A> = Effect.Effect<A, PersistenceUnavailable>

/**
 * Storage of label versions. Append-only: nothing updates or deletes a
 * version (the SQL adapters refuse it with a trigger). Lists return up to
 * `limit + 1` versions, newest first.
 */
export class LabelVersionRepository extends Context.Service<
  LabelVersionRepository,
  {
    /** Stores a version; its (label, version) must be new. */
    readonly append: (version: StoredLabelVersion) => Fx<void>
    readonly latest: (label: LabelId) => Fx<Option.Option<StoredLabelVersion>>
    /** The latest version of the label whose own ref, or one of whose formats' refs, is `ref`. */
    readonly latestByRef: (ref: string) => Fx<Option.Option<StoredLabelVersion>>
    readonly get: (label: LabelId, version: number) => Fx<Option.Option<StoredLabelVersion>>
    readonly list: (label: LabelId, page: PageRequest) => Fx<ReadonlyArray<StoredLabelVersion>>
    /** Every version (of one workspace), by label, then version: what `verify-history` checks. */
    readonly all: (workspace?: WorkspaceId) => Fx<ReadonlyArray<StoredLabelVersion>>
    /** Published labels that have no version yet (published before versions existed). */
    readonly unversionedPublished: Fx<ReadonlyArray<LabelId>>
  }
>()("@elabel/domain/ports/LabelVersionRepository") {}
