import { Context, type Effect, type Option } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { LabelId, WorkspaceId } from "../shared/ids.ts"
import type { PageRequest } from "../shared/Paging.ts"
import type { OutboxEvent } from "../webhooks/Webhook.ts"
import type { StoredLabelVersion } from "./LabelVersion.ts"
import type { VersionComparison } from "./VersionComparison.ts"

type Fx<A> = Effect.Effect<A, PersistenceUnavailable>

/** A version to append with its webhook event (ADR 0061: the event rides on the version's write). */
export interface VersionAppend {
  readonly version: StoredLabelVersion
  readonly event?: OutboxEvent | undefined
  /** What a later write compares with, kept beside the version where storage can (ADR 0075). */
  readonly compared?: VersionComparison | undefined
}

/** A label's recorded history head: the hash of its latest version (`null`: none recorded, although published once). */
export interface HistoryHead {
  readonly label_id: LabelId
  /** The hash of the latest version appended. */
  readonly head: string | null
  /** Its number (`null` on a label whose head was recorded before numbers were). */
  readonly version: number | null
}

/**
 * Storage of label versions. Append-only: nothing updates or deletes a
 * version (the SQL adapters refuse it, TRUNCATE included, with triggers).
 * Each append also records the version's hash as the label's history head
 * beside the label, so a version removed from the end of a chain is noticed
 * (`LabelHistory.verify`). Lists return up to `limit + 1` versions, newest first.
 */
export class LabelVersionRepository extends Context.Service<
  LabelVersionRepository,
  {
    /**
     * Stores a version and makes its hash the label's history head; its (label, version) must be new.
     * With `event`, appends it to the webhook outbox in the same write, as `EventOutbox.append` does
     * (ADR 0061: no statement of its own). `compared` is kept beside it where storage can (ADR 0075): a
     * write's read (`LabelRepository.findForWrite`) then hands it back with the latest version.
     */
    readonly append: (version: StoredLabelVersion, event?: OutboxEvent, compared?: VersionComparison) => Fx<void>
    readonly latest: (label: LabelId) => Fx<Option.Option<StoredLabelVersion>>
    /** The latest version of the label whose own ref, or one of whose formats' refs, is `ref`. */
    readonly latestByRef: (ref: string) => Fx<Option.Option<StoredLabelVersion>>
    readonly get: (label: LabelId, version: number) => Fx<Option.Option<StoredLabelVersion>>
    readonly list: (label: LabelId, page: PageRequest) => Fx<ReadonlyArray<StoredLabelVersion>>
    /**
     * The heads of labels (of one workspace) with a history or published
     * once, by label id after `after`, at most `limit`: what `verify-history`
     * walks.
     */
    readonly heads: (
      workspace: WorkspaceId | undefined,
      after: LabelId | undefined,
      limit: number
    ) => Fx<ReadonlyArray<HistoryHead>>
    /** Every version of these labels, by label, then version. */
    readonly versionsOf: (labels: ReadonlyArray<LabelId>) => Fx<ReadonlyArray<StoredLabelVersion>>
    /** Labels published once (published or withdrawn now) that have no version yet (from before versions existed). */
    readonly unversioned: Fx<ReadonlyArray<LabelId>>
  }
>()("@elabel/domain/ports/LabelVersionRepository") {}
