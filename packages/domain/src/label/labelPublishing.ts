/** Publishing a label: its public e-label page at `{public_base_url}/l/{ref}`. */
import { Effect } from "effect"
import { complianceReport } from "../compliance/Compliance.ts"
import type { LabelId, UserId } from "../shared/ids.ts"
import { impossible, LabelWrites } from "./LabelWrites.ts"
import type { LabelDecisions } from "./labelDecisions.ts"
import { makeLabelLookup } from "./labelRecords.ts"

/**
 * Builds publish, unpublish and the compliance report of the `Labels`
 * service. Publishing is idempotent, and refused (`LabelIncomplete`) while
 * the report has errors: every path that publishes comes through here.
 */
export const makeLabelPublishing = (decide: LabelDecisions) =>
  Effect.gen(function* () {
    const writes = yield* LabelWrites
    const lookup = yield* makeLabelLookup

    // Both decide from the label as read (its state, its completeness): the unit writes only on that state.
    const publish = Effect.fn("Labels.publish")(function* (actor: UserId, id: LabelId) {
      return yield* writes.write(actor, id, (unit) =>
        Effect.as(decide.publish(unit), (written: typeof unit) => written.label)
      )
    })

    /** Takes the page offline (410 Gone); short_url and published_at stay, so republishing keeps the link. */
    const unpublish = Effect.fn("Labels.unpublish")(function* (actor: UserId, id: LabelId) {
      return yield* writes
        .write(actor, id, (unit) => {
          decide.unpublish(unit)
          return Effect.succeed((written: typeof unit) => written.label)
        })
        .pipe(impossible("LabelIncomplete", "Conflict"))
    })

    /** The compliance report of the label as it is now (published or not). */
    const compliance = Effect.fn("Labels.compliance")(function* (actor: UserId, id: LabelId) {
      return complianceReport(yield* writes.currentSnapshot(yield* lookup.readable(actor, id)))
    })

    return { publish, unpublish, compliance }
  })
