/**
 * Workspace: the unit of membership and plan. Read-only over the API;
 * operators create and configure workspaces through the CLI.
 */
import { Schema } from "effect"
import { described } from "../shared/descriptions/index.ts"
import { UserId, WorkspaceId } from "../shared/ids.ts"
import { fieldsOf, Name, Text } from "../shared/primitives.ts"

const featureKeys = [
  "feature_labels",
  "feature_events",
  "feature_marketing",
  "feature_analytics",
  "feature_media_kit",
  "feature_packaging_units"
] as const

const settingKeys = [
  "atlas_listing_enabled",
  "enable_allergen_text",
  "enable_ppwr_operator_info",
  "report_email_opt_in",
  "onboarding_completed"
] as const

/** The Workspace resource of the spec, field for field. */
export const Workspace = Schema.Struct(
  described({
    id: WorkspaceId,
    ref: Schema.NullOr(Text),
    name: Name,
    owned_by: Schema.NullOr(Schema.String),
    billing_type: Schema.NullOr(Text),
    ...fieldsOf(["is_standard", "is_pro", "is_premium", "can_publish"], Schema.Boolean),
    publish_approval: Schema.Boolean,
    ...fieldsOf(featureKeys, Schema.Boolean),
    included_marketing_qr_codes: Schema.NullOr(Schema.Int),
    available_marketing_qr_codes: Schema.NullOr(Schema.Int),
    ...fieldsOf(settingKeys, Schema.NullOr(Schema.Boolean)),
    ...fieldsOf(["premium_started_at", "pro_started_at", "default_label_design"], Schema.NullOr(Text))
  })
).annotate({ identifier: "Workspace" })
export type Workspace = typeof Workspace.Type

/** What storage keeps: everything but the derived `available_marketing_qr_codes`. */
export type WorkspaceRecord = Omit<Workspace, "available_marketing_qr_codes">

/** Roles of a member. owner, admin and editor write; viewer only reads. */
export const Role = Schema.Literals(["owner", "admin", "editor", "viewer"])
export type Role = typeof Role.Type

/** Whether a role may change a workspace's resources. */
export const canWrite = (role: Role): boolean => role !== "viewer"

/** Whether a role manages the workspace (its keys, its audit log, its settings) and approves publications. */
export const isAdminRole = (role: Role): boolean => role === "owner" || role === "admin"

/** Body of `PATCH /v1/workspaces/{id}`: the settings a workspace's owners and admins change themselves. */
export const WorkspacePatch = Schema.Struct(
  described({ publish_approval: Schema.optionalKey(Schema.Boolean) })
).annotate({ identifier: "WorkspacePatch" })
export type WorkspacePatch = typeof WorkspacePatch.Type

/** A membership row. */
export const Membership = Schema.Struct(described({ workspace_id: WorkspaceId, user_id: UserId, role: Role }))
export type Membership = typeof Membership.Type

/**
 * Whom `owned_by` names once the owners are `owners` (in the order they
 * became owners): the owner it names while they remain one, else the owner
 * of longest standing, else nobody.
 */
export const ownedByAfter = (current: string | null, owners: ReadonlyArray<string>): string | null =>
  current !== null && owners.includes(current) ? current : (owners[0] ?? null)

/** The plans an operator can give a workspace. */
export const Plan = Schema.Literals(["standard", "pro", "premium"])
export type Plan = typeof Plan.Type

/**
 * The plan settings an operator may change (`workspace set`). Omitted keys
 * are untouched; `included_marketing_qr_codes: null` means unlimited.
 */
export const WorkspaceSettings = Schema.Struct(
  described({
    name: Schema.optionalKey(Name),
    billing_type: Schema.optionalKey(Schema.NullOr(Text)),
    ...fieldsOf(
      ["is_standard", "is_pro", "is_premium", "can_publish", "publish_approval"],
      Schema.optionalKey(Schema.Boolean)
    ),
    ...fieldsOf(featureKeys, Schema.optionalKey(Schema.Boolean)),
    included_marketing_qr_codes: Schema.optionalKey(Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)))),
    ...fieldsOf(settingKeys, Schema.optionalKey(Schema.NullOr(Schema.Boolean))),
    default_label_design: Schema.optionalKey(Schema.NullOr(Text))
  })
)
export type WorkspaceSettings = typeof WorkspaceSettings.Type

/** Plan presets: `standard` labels only, `pro` + marketing (10 codes), `premium` everything (100 codes). */
export const planSettings = (plan: Plan, now: string): Partial<WorkspaceRecord> => {
  const base = {
    billing_type: plan,
    is_standard: plan === "standard",
    is_pro: plan === "pro",
    is_premium: plan === "premium",
    can_publish: true,
    feature_labels: true,
    feature_packaging_units: true
  }
  switch (plan) {
    case "standard":
      return {
        ...base,
        feature_events: false,
        feature_marketing: false,
        feature_analytics: false,
        feature_media_kit: false,
        included_marketing_qr_codes: 0,
        pro_started_at: null,
        premium_started_at: null
      }
    case "pro":
      return {
        ...base,
        feature_events: false,
        feature_marketing: true,
        feature_analytics: true,
        feature_media_kit: false,
        included_marketing_qr_codes: 10,
        pro_started_at: now,
        premium_started_at: null
      }
    case "premium":
      return {
        ...base,
        feature_events: true,
        feature_marketing: true,
        feature_analytics: true,
        feature_media_kit: true,
        included_marketing_qr_codes: 100,
        pro_started_at: null,
        premium_started_at: now
      }
  }
}

/** `available` = included - published, never negative; null included means unlimited. */
export const availableQrCodes = (included: number | null, published: number): number | null =>
  included === null ? null : Math.max(0, included - published)

/** The response view of a stored workspace. */
export const toWorkspace = (record: WorkspaceRecord, publishedQrCodes: number): Workspace => ({
  ...record,
  available_marketing_qr_codes: availableQrCodes(record.included_marketing_qr_codes, publishedQrCodes)
})
