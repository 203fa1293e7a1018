/** What refuses a label's publication before its content is looked at: shared by publishing and requesting it. */
import { Option } from "effect"
import { Conflict, PlanLimit } from "../shared/errors.ts"
import type { StoredWorkspace } from "../workspace/WorkspaceRepository.ts"
import type { Label } from "./Label.ts"

/** `PlanLimit` when the workspace's plan does not publish, `Conflict` for an archived label; else nothing. */
export const publishRefusal = (
  workspace: Option.Option<StoredWorkspace>,
  label: Label
): PlanLimit | Conflict | undefined => {
  if (Option.isNone(workspace) || !workspace.value.record.can_publish) {
    return new PlanLimit({ reason: "publishing is not included in the workspace's plan" })
  }
  return label.is_archived ? new Conflict({ reason: "archived labels cannot be published" }) : undefined
}
