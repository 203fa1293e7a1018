/**
 * The rules of each label write, as decisions on a write unit (`LabelWrite`):
 * what a PATCH, a translation, a child list, a format, a publish or an
 * unpublish may do to the label as the unit holds it, and what it changes.
 * The `Labels` and `Formats` use cases take one decision per unit; an import
 * row takes several on one unit, under the same rules.
 */
import { Effect, Option } from "effect"
import { CatalogRepository } from "../catalog/CatalogRepository.ts"
import { Catalogs } from "../catalog/Catalogs.ts"
import { complianceReport } from "../compliance/Compliance.ts"
import { LabelIncomplete } from "../compliance/ComplianceIssue.ts"
import { MediaRepository } from "../media/MediaRepository.ts"
import {
  checkMediaReferences,
  FORMAT_MEDIA_FIELDS,
  LABEL_MEDIA_FIELDS,
  mediaIssues,
  mediaReferencesOf
} from "../media/mediaReferences.ts"
import { changedFields } from "../shared/changedFields.ts"
import { ApprovalRequired, Conflict, type FieldIssue } from "../shared/errors.ts"
import { IdGenerator } from "../shared/IdGenerator.ts"
import type { BrandId, ChildRowId, FormatId, WorkspaceId } from "../shared/ids.ts"
import type { Locale } from "../shared/Locale.ts"
import { PublicBaseUrl } from "../shared/PublicBaseUrl.ts"
import { makePublicRefs } from "../shared/publicRefs.ts"
import { Access } from "../workspace/Access.ts"
import { isAdminRole } from "../workspace/Workspace.ts"
import { WorkspaceRepository } from "../workspace/WorkspaceRepository.ts"
import { BrandRepository } from "./BrandRepository.ts"
import { BusinessOperatorRepository } from "./BusinessOperatorRepository.ts"
import {
  FORMAT_LIMIT_REASON,
  type FormatCreate,
  type FormatPatch,
  formatShortUrl,
  newFormat,
  tooManyFormats
} from "./Format.ts"
import { type LabelPatch, labelShortUrl } from "./Label.ts"
import type { ChildList, LabelChildren } from "./LabelChildren.ts"
import type { LabelWrite } from "./LabelWrite.ts"
import { LabelWrites } from "./LabelWrites.ts"
import { checkReferences, patchReferences, type ReferenceCheck } from "./labelReferences.ts"
import { operatorIssues } from "./operatorReferences.ts"
import { pageIds, withReferences } from "./pageCatalog.ts"
import { publishRefusal } from "./publishRefusal.ts"
import { type TranslationPut, toTranslation } from "./Translation.ts"

/** Message of the `brand_id` issue when the brand is unknown or of another workspace. */
export const BRAND_OUTSIDE_WORKSPACE = "must be a brand of the label's workspace"

/** Builds the decisions over the catalogues, brands, refs and ids they check and draw. */
export const makeLabelDecisions = Effect.gen(function* () {
  const catalogs = yield* Catalogs
  const catalog = yield* CatalogRepository
  const brands = yield* BrandRepository
  const media = yield* MediaRepository
  const operators = yield* BusinessOperatorRepository
  const workspaces = yield* WorkspaceRepository
  const access = yield* Access
  const writes = yield* LabelWrites
  const ids = yield* IdGenerator
  const baseUrl = yield* PublicBaseUrl
  const refs = yield* makePublicRefs

  /** The brand, if it exists and belongs to the workspace. */
  const brandOf = (workspace: WorkspaceId, brand: BrandId) =>
    Effect.map(brands.findById(brand), (found) =>
      Option.filter(found, (candidate) => candidate.workspace_id === workspace)
    )

  /** Omitted keys untouched, null clears; the brand must be the workspace's, the default format the label's. */
  const patch = Effect.fnUntraced(function* (unit: LabelWrite, body: LabelPatch) {
    const issues: Array<FieldIssue> = []
    const { label } = unit
    if (body.brand_id != null) {
      const brand = yield* brandOf(label.workspace_id, body.brand_id)
      if (Option.isNone(brand)) issues.push({ path: "brand_id", message: BRAND_OUTSIDE_WORKSPACE })
      else unit.brand = brand.value
    }
    if (body.brand_id === null) unit.brand = null
    const defaultFormat = body.default_format_id
    if (defaultFormat != null && !label.formats.some((format) => format.id === defaultFormat)) {
      issues.push({ path: "default_format_id", message: "must be a format of this label" })
    }
    issues.push(...(yield* mediaIssues(media, label.workspace_id, mediaReferencesOf(LABEL_MEDIA_FIELDS, body))))
    issues.push(...(yield* operatorIssues(operators, label.workspace_id, body, label)))
    yield* checkReferences(catalogs, { ...patchReferences(body), issues })
    // Only the keys the body holds, so a concurrent patch of other fields survives.
    unit.set(body)
    unit.complete = true
  })

  /** Replaces one locale's translation (the locale is checked before anything is read). */
  const putTranslation = (unit: LabelWrite, locale: Locale, body: TranslationPut) => {
    const translation = toTranslation(locale, body)
    unit.putTranslation(translation)
    return translation
  }

  /** Replaces one child list with the body, in body order, every row under a fresh id; an empty body clears it. */
  const replaceList = Effect.fnUntraced(function* <K extends ChildList, I>(
    unit: LabelWrite,
    list: K,
    check: ReferenceCheck,
    build: (rowIds: ReadonlyArray<ChildRowId>, input: ReadonlyArray<I>) => LabelChildren[K],
    input: ReadonlyArray<I>
  ) {
    // One catalogue read for the check and for the page the written label shows (ADR 0061).
    if (check.references.length > 0) {
      const others = { ...unit.children, [list]: [] }
      const ids = withReferences(pageIds({ label: unit.label, children: others, brand: unit.brand }), check.references)
      unit.catalog = { ids, entries: yield* catalog.entriesFor(ids) }
    }
    yield* checkReferences(catalogs, check, unit.catalog?.entries)
    const rows = build(yield* Effect.forEach(input, () => ids.next("ChildRowId")), input)
    unit.replaceList(list, rows)
    unit.complete = true
    return rows
  })

  /** Adds a format: at most `MAX_ITEMS` (the Label resource embeds them all), a free ref. */
  const addFormat = Effect.fnUntraced(function* (unit: LabelWrite, input: FormatCreate) {
    if (tooManyFormats(unit.label.formats.length + 1)) return yield* new Conflict({ reason: FORMAT_LIMIT_REASON })
    yield* checkMediaReferences(media, unit.label.workspace_id, mediaReferencesOf(FORMAT_MEDIA_FIELDS, input))
    const { ref: wanted, ...fields } = input
    const ref = wanted !== undefined ? yield* refs.claim(wanted) : yield* refs.generate()
    const format = newFormat(
      {
        id: yield* ids.next("FormatId"),
        label_id: unit.label.id,
        ref,
        now: unit.now,
        labelPublished: unit.label.published_at !== null
      },
      baseUrl,
      fields
    )
    unit.addFormat(format)
    return format
  })

  /**
   * Changes a format (`guarded`: under the request's `If-Match`, a write of the format itself): the fields
   * whose values differ from the format's, once the media it names are checked. `false` when none differs:
   * nothing is written.
   */
  const patchFormat = (unit: LabelWrite, id: FormatId, body: FormatPatch, guarded = false) =>
    Effect.map(
      checkMediaReferences(media, unit.label.workspace_id, mediaReferencesOf(FORMAT_MEDIA_FIELDS, body)),
      (): boolean => {
        const format = unit.label.formats.find((candidate) => candidate.id === id)
        const changes = format === undefined ? body : changedFields<FormatPatch>(format, body)
        if (Object.keys(changes).length === 0) return false
        unit.updateFormat(id, changes, guarded)
        return true
      }
    )

  /**
   * Publishes the label: the plan must include publishing, an archived label cannot be published, and
   * the compliance report must have no errors (`LabelIncomplete`). Publishing a published label changes nothing.
   * With `publish_approval`, only owners and admins publish: others request it (`ApprovalRequired`, ADR 0057).
   */
  const publish = Effect.fnUntraced(function* (unit: LabelWrite) {
    const { label } = unit
    const workspace = yield* workspaces.findById(label.workspace_id)
    const refused = publishRefusal(workspace, label)
    if (refused !== undefined) return yield* refused
    if (label.is_published) return
    if (Option.exists(workspace, (found) => found.record.publish_approval)) {
      const role = yield* access.write(unit.actor, label.workspace_id, "label", label.id)
      if (!isAdminRole(role)) {
        return yield* new ApprovalRequired({
          label_id: label.id,
          reason: "the workspace publishes only what an owner or admin approved: request publication instead"
        })
      }
    }
    const report = complianceReport(yield* writes.snapshotOf(unit))
    if (!report.publishable) return yield* new LabelIncomplete({ errors: report.errors, write: "publish" })
    // Every label gets a ref on create; a row without one (imported data) gets one now.
    const ref = label.ref ?? (yield* refs.generate())
    unit.set({
      ...(label.ref === null ? { ref } : {}),
      is_published: true,
      published_at: unit.now,
      short_url: labelShortUrl(baseUrl, ref)
    })
    // The formats' links answer from now on: they get their short_url with the label's (and keep it, as it does).
    for (const format of label.formats) {
      if (format.short_url === null && format.ref !== null) {
        unit.updateFormat(format.id, { short_url: formatShortUrl(baseUrl, format.ref) })
      }
    }
  })

  /** Takes the page offline (410 Gone); short_url and published_at stay, so republishing keeps the link. */
  const unpublish = (unit: LabelWrite) => {
    if (unit.label.is_published) unit.set({ is_published: false })
  }

  return { patch, putTranslation, replaceList, addFormat, patchFormat, publish, unpublish } as const
})

/** The decisions, as `makeLabelDecisions` builds them. */
export type LabelDecisions = Effect.Success<typeof makeLabelDecisions>
