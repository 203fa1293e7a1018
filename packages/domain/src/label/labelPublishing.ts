/** Publishing a label: its public e-label page at `{public_base_url}/l/{ref}`. */
import { Effect, Option } from "effect"
import { complianceReport } from "../compliance/Compliance.ts"
import { LabelIncomplete } from "../compliance/ComplianceIssue.ts"
import { Conflict, PlanLimit } from "../shared/errors.ts"
import type { LabelId, UserId } from "../shared/ids.ts"
import { PublicBaseUrl } from "../shared/PublicBaseUrl.ts"
import { makePublicRefs } from "../shared/publicRefs.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { decidedOnRead } from "../shared/WriteCondition.ts"
import { WorkspaceRepository } from "../workspace/WorkspaceRepository.ts"
import { formatShortUrl } from "./Format.ts"
import { FormatRepository } from "./FormatRepository.ts"
import { labelShortUrl } from "./Label.ts"
import { makeLabelLookup } from "./labelRecords.ts"
import { makeLabelVersioning } from "./labelVersioning.ts"

/**
 * Builds publish, unpublish and the compliance report of the `Labels`
 * service. Publishing is idempotent, and refused (`LabelIncomplete`) while
 * the report has errors: every path that publishes comes through here.
 */
export const makeLabelPublishing = Effect.gen(function* () {
  const workspaces = yield* WorkspaceRepository
  const formats = yield* FormatRepository
  const versioning = yield* makeLabelVersioning
  const baseUrl = yield* PublicBaseUrl
  const refs = yield* makePublicRefs
  const lookup = yield* makeLabelLookup

  // Publish and unpublish decide from the label as read (its state, its completeness), so each writes the
  // label only while it is unchanged, and decides again on a fresh read when another write got in between.
  const publish = Effect.fn("Labels.publish")(function* (actor: UserId, id: LabelId) {
    return yield* decidedOnRead("label", id, (decideOn) =>
      Effect.gen(function* () {
        const label = yield* lookup.writable(actor, id)
        yield* decideOn(label.version)
        const workspace = yield* workspaces.findById(label.workspace_id)
        if (Option.isNone(workspace) || !workspace.value.record.can_publish) {
          return yield* new PlanLimit({ reason: "publishing is not included in the workspace's plan" })
        }
        if (label.is_archived) return yield* new Conflict({ reason: "archived labels cannot be published" })
        // Publishing twice answers the label unchanged, keeping the first published_at.
        if (label.is_published) return label
        const report = complianceReport(yield* versioning.snapshotOf(label))
        if (!report.publishable) return yield* new LabelIncomplete({ errors: report.errors, write: "publish" })
        const now = yield* currentTimestamp
        // Every label gets a ref on create; a row without one (imported data) gets one now.
        const ref = label.ref ?? (yield* refs.generate())
        // The label first: its conditional write is what a concurrent change makes this attempt lose.
        yield* lookup.update(id, {
          ...(label.ref === null ? { ref } : {}),
          is_published: true,
          published_at: now,
          short_url: labelShortUrl(baseUrl, ref),
          updated_at: now
        })
        // The formats' links answer from now on: they get their short_url with the label's (and keep it, as it does).
        for (const format of label.formats) {
          if (format.short_url === null && format.ref !== null) {
            yield* formats.update(format.id, { short_url: formatShortUrl(baseUrl, format.ref), updated_at: now })
          }
        }
        yield* versioning.record(actor, id)
        return yield* lookup.reload(id)
      })
    )
  }, versioning.transaction)

  /** Takes the page offline (410 Gone); short_url and published_at stay, so republishing keeps the link. */
  const unpublish = Effect.fn("Labels.unpublish")(function* (actor: UserId, id: LabelId) {
    return yield* decidedOnRead("label", id, (decideOn) =>
      Effect.gen(function* () {
        const label = yield* lookup.writable(actor, id)
        yield* decideOn(label.version)
        if (!label.is_published) return label
        const withdrawn = yield* lookup.update(id, { is_published: false, updated_at: yield* currentTimestamp })
        yield* versioning.record(actor, id)
        return withdrawn
      })
    )
  }, versioning.transaction)

  /** The compliance report of the label as it is now (published or not). */
  const compliance = Effect.fn("Labels.compliance")(function* (actor: UserId, id: LabelId) {
    const label = yield* lookup.readable(actor, id)
    return complianceReport(yield* versioning.snapshotOf(label))
  })

  return { publish, unpublish, compliance }
})
