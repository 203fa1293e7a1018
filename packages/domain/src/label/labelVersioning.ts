/**
 * Recording label versions from the label a write leaves (with the `label.*`
 * webhook event of each version). The caller holds what it wrote and the
 * latest version it read under the label's guard (`LabelWrites`): nothing is
 * read again but the catalogue entries its page names.
 */
import { Effect, Option } from "effect"
import { CatalogRepository } from "../catalog/CatalogRepository.ts"
import { complianceErrors } from "../compliance/Compliance.ts"
import { type ComplianceIssue, LabelIncomplete } from "../compliance/ComplianceIssue.ts"
import { MediaRepository } from "../media/MediaRepository.ts"
import { snapshotRefs } from "../published/ELabelSnapshot.ts"
import { documentOf, makeVersion, type StoredLabelVersion } from "../published/LabelVersion.ts"
import { LabelVersionRepository, type VersionAppend } from "../published/LabelVersionRepository.ts"
import { hashOfView, snapshotView, viewHash } from "../published/SnapshotView.ts"
import { COMPARISON_DEFINITION, currentComparison, type VersionComparison } from "../published/VersionComparison.ts"
import { makeBoundedCache } from "../shared/BoundedCache.ts"
import { inCanonicalOrder } from "../shared/CanonicalJson.ts"
import type { LabelId } from "../shared/ids.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { makeEvents } from "../webhooks/events.ts"
import type { Brand } from "./Brand.ts"
import { BusinessOperatorRepository } from "./BusinessOperatorRepository.ts"
import type { Label } from "./Label.ts"
import type { LabelChildren } from "./LabelChildren.ts"
import { makeSnapshot, pageMediaIds, pageOperatorIds } from "./labelSnapshot.ts"
import { type HeldEntries, heldFor, pageIds } from "./pageCatalog.ts"

/** What a label's page is built from: the label, its child lists, its brand. */
export interface PageInputs {
  readonly label: Label
  readonly children: LabelChildren
  readonly brand: Brand | null
  /** Catalogue entries the write has read: a snapshot that needs no others reads none (and keeps its own here). */
  catalog?: HeldEntries | undefined
}

/** How a version is recorded. */
export interface RecordOptions {
  /** Refuse (`LabelIncomplete`) a published label that lost a mandatory particular its latest version had. */
  readonly complete?: boolean
  /**
   * Version 1 of a label published once before versions existed: recorded whatever it shows now (its
   * withdrawal too), without a webhook event (a record of what was already shown, not a change).
   */
  readonly first?: boolean
}

/**
 * What a write compares with, of the latest version: its hash and publication, and its comparison (its
 * view's hash as this code computes it, whatever the document's `view_hash` meant; the codes of the
 * mandatory particulars it lacked; the refs of its pages), made by this process or stored by another
 * (ADR 0075). Not its snapshot: a snapshot is tens of KB of heap, and one kept per label written lately is
 * promoted to the old generation write after write.
 */
interface Recorded {
  /** The version's `content_hash`. */
  readonly hash: string
  readonly is_published: boolean
  readonly compared: VersionComparison
}

const codesOf = (issues: ReadonlyArray<ComplianceIssue>): ReadonlyArray<string> => issues.map((issue) => issue.code)

/** The latest version a write read, and what storage kept beside it to compare with (ADR 0075). */
export interface LatestRead {
  readonly latest: StoredLabelVersion | undefined
  readonly compared?: VersionComparison | undefined
}

/** What a later write compares with, of a version whose view hashes to `view_hash`. */
const comparisonOf = (
  view_hash: string,
  errors: ReadonlyArray<ComplianceIssue>,
  refs: ReadonlyArray<string>
): VersionComparison => ({ definition: COMPARISON_DEFINITION, view_hash, missing: codesOf(errors), refs })

/** Latest versions kept (one per label written lately). */
const RECORDED_KEPT = 1024

/** Builds version recording over the catalogue, the version store and the outbox. */
export const makeVersionRecording = Effect.gen(function* () {
  const catalog = yield* CatalogRepository
  const versions = yield* LabelVersionRepository
  const media = yield* MediaRepository
  const operators = yield* BusinessOperatorRepository
  const events = yield* makeEvents
  // What the next write compares with (`Recorded`) of the latest version of each label written lately, as
  // this process recorded it or read it once: a write compares with the version its label's previous write
  // recorded, so it decodes no stored text (~20 KB). By label, not by hash: a write replaces its label's
  // entry, where keeping each new hash beside the old one filled the cache twice as fast and, past half its
  // size in labels, made every write decode.
  const documents = makeBoundedCache<LabelId, Recorded>({ maxEntries: RECORDED_KEPT })
  const recordedOf = Effect.fnUntraced(function* (latest: StoredLabelVersion, stored?: VersionComparison) {
    const kept = documents.get(latest.label_id)
    if (kept !== undefined && kept.hash === latest.content_hash) return kept
    // Recorded by another process (or before this one started): what storage kept beside it, if of this
    // code's definition (ADR 0075), else its document decoded.
    const recorded: Recorded = {
      hash: latest.content_hash,
      is_published: latest.is_published,
      compared: currentComparison(stored) ?? (yield* decodedComparison(latest))
    }
    documents.set(latest.label_id, recorded)
    return recorded
  })

  /** What a write compares with of `latest`, from its document (read now if the write's read left it out). */
  const decodedComparison = Effect.fnUntraced(function* (latest: StoredLabelVersion) {
    const stored =
      latest.document === ""
        ? Option.getOrElse(yield* versions.get(latest.label_id, latest.version), () => latest)
        : latest
    const { snapshot } = documentOf(stored)
    return comparisonOf(yield* viewHash(snapshot), complianceErrors(snapshot), snapshotRefs(snapshot))
  })

  /** The hash of the latest version of label `id` held here, if any: a write's read need not send its document. */
  const knownHash = (id: LabelId): string | undefined => documents.get(id)?.hash

  /** The snapshot of a label's pages: the page inputs with the catalogue entries they name. */
  const snapshotOf = Effect.fnUntraced(function* (inputs: PageInputs) {
    // No statement for a label that names no operator (most): the statement counts of ADR 0040 hold.
    const operatorIds = pageOperatorIds(inputs.label)
    const named = operatorIds.length === 0 ? [] : yield* operators.findMany(inputs.label.workspace_id, operatorIds)
    const ids = pageIds(inputs, named)
    const entries = heldFor(inputs.catalog, ids) ?? (yield* catalog.entriesFor(ids))
    inputs.catalog = { ids, entries }
    // No statement for a label that shows no file (most): the statement counts of ADR 0040 hold.
    const mediaIds = pageMediaIds(inputs)
    const files = mediaIds.length === 0 ? [] : yield* media.findMany(inputs.label.workspace_id, mediaIds)
    return makeSnapshot({
      label: inputs.label,
      children: inputs.children,
      brand: inputs.brand,
      catalog: entries,
      media: files,
      operators: named
    })
  })

  /**
   * The version of the label as `written` shows it, to append after `head.latest` (with its webhook event),
   * unless the latest version already shows the same (or the label was never published: labels never
   * published get none; a withdrawal is recorded once), and the refs whose pages change. The caller
   * appends it where the label's guard holds (its row lock, or its write conditional on the stamp read
   * with `latest`), so no other write records this label meanwhile.
   */
  const prepare = Effect.fnUntraced(function* (
    actor: string,
    head: LatestRead,
    written: PageInputs,
    options: RecordOptions = {}
  ) {
    const { latest } = head
    const { label } = written
    const none = { append: undefined, refs: [] as ReadonlyArray<string> }
    if (!label.is_published && latest?.is_published !== true && options.first !== true) return none
    const snapshot = yield* snapshotOf(written)
    const before = latest === undefined ? undefined : yield* recordedOf(latest, head.compared)
    // Cheap on a label that lacks nothing (most): a message is written only for an issue found.
    const errors = complianceErrors(snapshot)
    if (options.complete === true && label.is_published) {
      // One missing before (a label published before the publish gate) does not block.
      const lost = errors.filter((issue) => !(before?.compared.missing ?? []).includes(issue.code))
      if (lost.length > 0) return yield* new LabelIncomplete({ errors: lost, write: "change" })
    }
    // Compared with the hash this process makes of the latest version's view, not its stored view_hash:
    // whatever the hash of an older version meant (rendered pages before ADR 0053), an unchanged view
    // records nothing. The snapshot in canonical order once: its view hashed without sorting again.
    const recorded = inCanonicalOrder(snapshot)
    const view_hash = yield* hashOfView(snapshotView(recorded))
    const unchanged = before !== undefined && before.is_published === label.is_published
    if (unchanged && before.compared.view_hash === view_hash) return none
    const stored = yield* makeVersion({
      previous: latest,
      label_id: label.id,
      workspace_id: label.workspace_id,
      created_at: yield* currentTimestamp,
      created_by: actor,
      is_published: label.is_published,
      view_hash,
      snapshot: recorded
    })
    // The event of the version goes to the outbox in the version's own write (ADR 0061).
    const type = !label.is_published
      ? "label.unpublished"
      : latest?.is_published === true
        ? "label.updated"
        : "label.published"
    const event =
      options.first === true
        ? undefined
        : yield* events.prepare(type, {
            id: label.id,
            workspace_id: label.workspace_id,
            version: stored.version,
            content_hash: stored.content_hash
          })
    // Kept before the write under its hash: if the write does not land, the next read's latest version
    // has another hash, and is decoded.
    const compared = comparisonOf(view_hash, errors, snapshotRefs(snapshot))
    documents.set(label.id, { hash: stored.content_hash, is_published: label.is_published, compared })
    const append: VersionAppend = { version: stored, event, compared }
    return { append, refs: [...compared.refs, ...(before?.compared.refs ?? [])] }
  })

  /** `prepare`, then appends the version, if any; answers the refs whose pages changed. */
  const record = Effect.fnUntraced(function* (
    actor: string,
    head: LatestRead,
    written: PageInputs,
    options: RecordOptions = {}
  ) {
    const { append, refs } = yield* prepare(actor, head, written, options)
    if (append !== undefined) yield* versions.append(append.version, append.event, append.compared)
    return refs
  })

  return { snapshotOf, prepare, record, knownHash } as const
})
