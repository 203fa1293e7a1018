/**
 * Recording label versions inside the writes that change a label's public
 * side (with the `label.*` webhook event of each version), and announcing the changed refs to the caches of every process once
 * the write has committed (a cache refilled before the commit would keep the
 * old page).
 */
import { Context, Effect, Option } from "effect"
import { type CatalogEntryIds, CatalogRepository } from "../catalog/CatalogRepository.ts"
import { complianceErrors } from "../compliance/Compliance.ts"
import { LabelIncomplete } from "../compliance/ComplianceIssue.ts"
import { makeSnapshot, snapshotRefs } from "../published/ELabelSnapshot.ts"
import { documentOf, makeVersion, viewHash } from "../published/LabelVersion.ts"
import { LabelVersionRepository } from "../published/LabelVersionRepository.ts"
import type { BrandId, LabelId, WorkspaceId } from "../shared/ids.ts"
import { LinkChangeNotifier } from "../shared/LinkChangeNotifier.ts"
import { Transactor } from "../shared/Transactor.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { makeEvents } from "../webhooks/events.ts"
import type { Brand } from "./Brand.ts"
import { BrandRepository } from "./BrandRepository.ts"
import type { Label } from "./Label.ts"
import type { LabelChildren } from "./LabelChildren.ts"
import { LabelRepository } from "./LabelRepository.ts"

/** The refs whose public pages the running write changed; `undefined` outside a versioned transaction. */
const PendingRefs = Context.Reference<Set<string> | undefined>("@elabel/domain/services/PendingRefs", {
  defaultValue: () => undefined
})

/** A version a unit of several writes records at its end: who wrote last, and whether a write needs the completeness check. */
interface DeferredVersion {
  readonly actor: string
  readonly complete: boolean
}

/**
 * The labels whose version the running unit records once, at its end
 * (`recordingOnce`); `undefined`: every write records its own.
 */
const DeferredVersions = Context.Reference<Map<LabelId, DeferredVersion> | undefined>(
  "@elabel/domain/services/DeferredVersions",
  { defaultValue: () => undefined }
)

/** Notes the label's version for the end of the running unit, if one defers them; whether it did. */
const deferred = Effect.fnUntraced(function* (actor: string, id: LabelId, complete: boolean) {
  const versions = yield* DeferredVersions
  if (versions === undefined) return false
  versions.set(id, { actor, complete: complete || versions.get(id)?.complete === true })
  return true
})

/** The catalogue ids a label's page names: its child lists (grape varieties too), its country and method, its brand's country. */
const idsOf = (label: Label, children: LabelChildren, brand: Brand | null): CatalogEntryIds => ({
  ingredientIds: children.ingredients.map((row) => row.ingredient_id),
  materialIds: children.packagings.flatMap((row) => row.material_id ?? []),
  certificationIds: children.certifications.map((row) => row.certification_id),
  countryIds: [label.country_of_origin_id, brand?.country_id ?? null].filter((id) => id !== null),
  productionMethodIds: label.production_method_id === null ? [] : [label.production_method_id],
  grapeVarietyIds: children.grape_varieties.flatMap((row) => row.grape_variety_id ?? [])
})

/** Labels read per page when a brand change re-records its labels. */
const BRAND_PAGE = 500

/** Builds version recording for the label, format and brand use cases. */
export const makeLabelVersioning = Effect.gen(function* () {
  const labels = yield* LabelRepository
  const brands = yield* BrandRepository
  const catalog = yield* CatalogRepository
  const versions = yield* LabelVersionRepository
  const transactor = yield* Transactor
  const notifier = yield* LinkChangeNotifier
  const events = yield* makeEvents

  const snapshotOf = Effect.fnUntraced(function* (label: Label) {
    const children = yield* labels.children(label.id)
    const brand = label.brand_id === null ? null : Option.getOrNull(yield* brands.findById(label.brand_id))
    const entries = yield* catalog.entriesFor(idsOf(label, children, brand))
    return makeSnapshot({ label, children, brand, catalog: entries })
  })

  /** What a recording write reads: the label, its latest version, and its snapshot when it needs one. */
  const current = Effect.fnUntraced(function* (id: LabelId) {
    // Locked first: two writes recording this label's next version at once would pick the same number, and
    // the label read after the lock is the one the other write committed.
    const latest = Option.getOrUndefined(yield* versions.latestLocked(id))
    const found = yield* labels.findById(id)
    if (Option.isNone(found)) return undefined
    const label = found.value
    // Labels never published get no version; a withdrawal is recorded once.
    if (!label.is_published && latest?.is_published !== true) return undefined
    return { label, latest, snapshot: yield* snapshotOf(label) }
  })

  /**
   * Appends the version of `snapshot` unless the latest one already shows
   * the same, with its webhook event unless `quiet` (a record of what was
   * already shown, not a change).
   */
  const store = Effect.fnUntraced(function* (
    actor: string,
    { label, latest, snapshot }: NonNullable<Effect.Success<ReturnType<typeof current>>>,
    quiet = false
  ) {
    const view = yield* viewHash(snapshot)
    const before = latest === undefined ? undefined : documentOf(latest)
    if (before !== undefined && before.is_published === label.is_published && before.view_hash === view) return
    const stored = yield* makeVersion({
      previous: latest,
      label_id: label.id,
      workspace_id: label.workspace_id,
      created_at: yield* currentTimestamp,
      created_by: actor,
      is_published: label.is_published,
      view_hash: view,
      snapshot
    })
    yield* versions.append(stored)
    if (quiet) return
    // The event of the version, in the outbox within this same transaction.
    const type = !label.is_published
      ? "label.unpublished"
      : latest?.is_published === true
        ? "label.updated"
        : "label.published"
    yield* events.emit(type, {
      id: label.id,
      workspace_id: label.workspace_id,
      version: stored.version,
      content_hash: stored.content_hash
    })
    const pending = yield* PendingRefs
    for (const ref of [...snapshotRefs(snapshot), ...(before === undefined ? [] : snapshotRefs(before.snapshot))]) {
      pending?.add(ref)
    }
  })

  /**
   * Stores a new version of the label when what its public pages show (or
   * whether they are shown) changed since its latest version. Labels never
   * published get none; a withdrawal is recorded once.
   */
  const record = Effect.fnUntraced(function* (actor: string, id: LabelId) {
    if (yield* deferred(actor, id, false)) return
    const now = yield* current(id)
    if (now !== undefined) yield* store(actor, now)
  })

  /**
   * `record` for the writes that can take a mandatory particular away (the
   * label's fields, its ingredients): the page of a published label may not
   * lose one. `LabelIncomplete` (the whole write rolls back) when the label
   * is published and lacks a particular its latest version had; one missing
   * before (a label published before the publish gate) does not block.
   */
  const recordComplete = Effect.fnUntraced(function* (actor: string, id: LabelId) {
    if (yield* deferred(actor, id, true)) return
    const now = yield* current(id)
    if (now === undefined) return
    if (now.label.is_published) {
      const before = now.latest === undefined ? [] : complianceErrors(documentOf(now.latest).snapshot)
      const lost = complianceErrors(now.snapshot).filter(
        (issue) => !before.some((earlier) => earlier.code === issue.code)
      )
      if (lost.length > 0) return yield* new LabelIncomplete({ errors: lost, write: "change" })
    }
    yield* store(actor, now)
  })

  /**
   * Version 1 of a label published once that has none (published before
   * versions existed): what it shows now, or its withdrawal. No event: nothing changed.
   */
  const recordFirst = Effect.fnUntraced(function* (actor: string, id: LabelId) {
    const found = yield* labels.findById(id)
    if (Option.isNone(found) || Option.isSome(yield* versions.latestLocked(id))) return
    yield* store(actor, { label: found.value, latest: undefined, snapshot: yield* snapshotOf(found.value) }, true)
  })

  /** Re-records the published labels of a brand whose printed fields may have changed. */
  const recordBrand = Effect.fnUntraced(function* (actor: string, workspace: WorkspaceId, brand: BrandId) {
    for (let offset = 0; ; offset += BRAND_PAGE) {
      const page = yield* labels.list({ workspaces: [workspace], brand_id: brand }, { limit: BRAND_PAGE, offset })
      for (const label of page.slice(0, BRAND_PAGE)) if (label.is_published) yield* record(actor, label.id)
      if (page.length <= BRAND_PAGE) return
    }
  })

  /**
   * The transaction of a write that may record versions: once it commits,
   * the refs whose pages changed are announced (a nested call joins the
   * outer write, which announces them all).
   */
  const transaction = <A, E, R>(self: Effect.Effect<A, E, R>) =>
    Effect.gen(function* () {
      if ((yield* PendingRefs) !== undefined) return yield* transactor.transaction(self)
      const pending = new Set<string>()
      const result = yield* transactor.transaction(Effect.provideService(self, PendingRefs, pending))
      // After the outermost commit: inside an idempotent request the write commits only with it.
      yield* transactor.afterCommit(Effect.forEach(pending, notifier.changed, { discard: true }))
      return result
    })

  /**
   * Runs `self`, several writes of labels, as one versioned transaction in
   * which they record no version of their own: at its end each label they
   * changed gets at most one, of the state they leave it in (checked as
   * `recordComplete` checks when one of them asked for it), with its one
   * webhook event. States in between were never shown, so none is kept.
   */
  const recordingOnce = <A, E, R>(self: Effect.Effect<A, E, R>) =>
    transaction(
      Effect.gen(function* () {
        const versions = new Map<LabelId, DeferredVersion>()
        const result = yield* Effect.provideService(self, DeferredVersions, versions)
        for (const [id, { actor, complete }] of versions) yield* (complete ? recordComplete : record)(actor, id)
        return result
      })
    )

  return { record, recordComplete, recordFirst, recordBrand, transaction, recordingOnce, snapshotOf } as const
})
