/**
 * What the audit log says of a label write: its action and resource, read
 * off what the unit decided (its row and its parts), so every use case that
 * writes through the unit is recorded without naming itself. Updates carry
 * the label's changed fields (its formats and translations are their own
 * events' business).
 */
import type { AuditEntry } from "../workspace/auditTrail.ts"
import type { LabelWrite } from "./LabelWrite.ts"

type Described = Pick<AuditEntry, "action" | "resource_type" | "resource_id" | "before" | "after">

/**
 * The columns the write sets (`unit.row`), as `label` holds them: the only fields of the row that differ
 * between before and after (besides the version and stamp, never shown). Not the whole label: copying
 * and comparing its hundred fields cost a published PATCH more than its audit event's own write.
 */
const rowFields = (unit: LabelWrite, label: LabelWrite["label"]): Record<string, unknown> => {
  const fields: Record<string, unknown> = {}
  for (const key in unit.row) fields[key] = label[key as keyof typeof label]
  return fields
}

/** The action, resource and changed fields of a write that changed something. */
export const describeWrite = (unit: LabelWrite): Described => {
  const label = unit.before.label
  // A format's delete may first let go of the label's default: the delete is what happened.
  const part = unit.parts.find((p) => p._tag === "deleteFormat") ?? unit.parts[0]
  const onLabel = (action: string, changes = false): Described => ({
    action,
    resource_type: "label",
    resource_id: label.id,
    ...(changes ? { before: rowFields(unit, label), after: rowFields(unit, unit.label) } : {})
  })
  if (unit.parts.some((p) => p._tag === "deleteLabel")) return onLabel("label.delete")
  if (!label.is_published && unit.label.is_published) return onLabel("label.publish")
  if (label.is_published && !unit.label.is_published) return onLabel("label.unpublish")
  switch (part?._tag) {
    case "addFormat":
      return { action: "format.create", resource_type: "format", resource_id: part.format.id }
    case "updateFormat":
      return { action: "format.update", resource_type: "format", resource_id: part.id, before: {}, after: part.changes }
    case "deleteFormat":
      return { action: "format.delete", resource_type: "format", resource_id: part.id }
    case "translation":
      return onLabel("label.translation.put")
    case "list":
      return onLabel("label.children.replace")
    default:
      return onLabel("label.update", true)
  }
}
