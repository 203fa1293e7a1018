/**
 * The publish state a label list filters on, as the console shows it beside
 * each label: a draft, published, or published and changed since.
 */
import { Schema } from "effect"

/**
 * `draft`: not published. `published`: published, changed or not. `changed`: published, and
 * written after its latest version was recorded (its `updated_at` later than that version's `created_at`).
 */
export const LabelPublishState = Schema.Literals(["draft", "published", "changed"]).annotate({
  description:
    "`draft`: labels not published; `published`: every published label; `changed`: published labels " +
    "written after their latest version was recorded (`updated_at` later than that version's `created_at`)"
})
export type LabelPublishState = typeof LabelPublishState.Type

/** Whether a label is in `state`, given the `created_at` of its latest version (undefined: none). */
export const isInPublishState = (
  state: LabelPublishState,
  label: { readonly is_published: boolean; readonly updated_at: string | null },
  latestVersionAt: string | undefined
): boolean => {
  if (state === "draft") return !label.is_published
  if (state === "published") return label.is_published
  return (
    label.is_published &&
    latestVersionAt !== undefined &&
    label.updated_at !== null &&
    Date.parse(label.updated_at) > Date.parse(latestVersionAt)
  )
}
