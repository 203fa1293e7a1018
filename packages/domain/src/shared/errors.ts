/**
 * Domain errors, in domain words. No HTTP status lives here: the HTTP adapter
 * maps each tag to a problem type in one place.
 */
import { Schema } from "effect"

/** The resources an error can name. */
export const ResourceKind = Schema.Literals([
  "workspace",
  "brand",
  "label",
  "format",
  "marketing_qr_code",
  "translation",
  "label_version",
  "webhook",
  "webhook_delivery",
  "media",
  "api_key",
  "publish_request",
  "business_operator"
])
export type ResourceKind = typeof ResourceKind.Type

/** The resource does not exist or the caller may not see it (deliberately the same). */
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", {
  resource: ResourceKind,
  id: Schema.String
}) {}

/** The caller sees the resource but its role may only read. */
export class NotWritable extends Schema.TaggedError<NotWritable>()("NotWritable", {
  resource: ResourceKind,
  id: Schema.String
}) {}

/** The caller is a member, but the operation is for the workspace's owners and admins (keys, the audit log). */
export class NotAnAdmin extends Schema.TaggedError<NotAnAdmin>()("NotAnAdmin", {
  workspace_id: Schema.String
}) {}

/**
 * Publishing asked of a member whose workspace wants publications approved (`publish_approval`) and whose
 * role (editor, or an API key) must request it instead (`POST /v1/labels/{id}/publish-requests`).
 */
export class ApprovalRequired extends Schema.TaggedError<ApprovalRequired>()("ApprovalRequired", {
  label_id: Schema.String,
  reason: Schema.String
}) {}

/** A publish request approved by the member who made it: another owner or admin must decide it. */
export class OwnRequest extends Schema.TaggedError<OwnRequest>()("OwnRequest", {
  id: Schema.String
}) {}

/**
 * A publish request whose label changed since it was made (its content hash differs): `changes` names the
 * parts of what the page shows that differ (`label.name`, `children.ingredients`, `brand.name`, …).
 */
export class LabelChanged extends Schema.TaggedError<LabelChanged>()("LabelChanged", {
  id: Schema.String,
  changes: Schema.Array(Schema.String)
}) {}

/** Creating in a workspace the caller is not a member of. */
export class NotAMember extends Schema.TaggedError<NotAMember>()("NotAMember", {
  workspace_id: Schema.String
}) {}

/** The workspace's plan does not allow the operation. */
export class PlanLimit extends Schema.TaggedError<PlanLimit>()("PlanLimit", {
  reason: Schema.String
}) {}

/** The operation conflicts with the current state (a taken ref, an archived label, …). */
export class Conflict extends Schema.TaggedError<Conflict>()("Conflict", {
  reason: Schema.String
}) {}

/** One failing input path. */
export const FieldIssue = Schema.Struct({ path: Schema.String, message: Schema.String })
export type FieldIssue = typeof FieldIssue.Type

/**
 * Input that is well-formed but refers to something that is not there or not
 * allowed (an unknown catalogue id, a brand of another workspace, …).
 */
export class InvalidInput extends Schema.TaggedError<InvalidInput>()("InvalidInput", {
  errors: Schema.Array(FieldIssue)
}) {}

/** A locale outside the supported set. */
export class UnknownLocale extends Schema.TaggedError<UnknownLocale>()("UnknownLocale", {
  locale: Schema.String
}) {}

/** A conditional write whose expected version is no longer the resource's (someone changed it meanwhile). */
export class PreconditionFailed extends Schema.TaggedError<PreconditionFailed>()("PreconditionFailed", {
  resource: ResourceKind,
  id: Schema.String
}) {}

/**
 * The storage is unreachable or timed out; retrying later may succeed. `contended`: it is reachable, but
 * a concurrent transaction got in the way (a deadlock, a serialization failure, a key another insert took
 * meanwhile): running the whole transaction again is expected to succeed, and the `Transactor` does so.
 */
export class PersistenceUnavailable extends Schema.TaggedError<PersistenceUnavailable>()("PersistenceUnavailable", {
  reason: Schema.String,
  contended: Schema.optionalKey(Schema.Boolean)
}) {}

/** An idempotency key sent again with another request (another body or operation) than the one it was first used with. */
export class IdempotencyKeyReused extends Schema.TaggedError<IdempotencyKeyReused>()("IdempotencyKeyReused", {
  key: Schema.String
}) {}

/** A public page that was published and then withdrawn (a label unpublished after publishing): 410, not 404. */
export class Gone extends Schema.TaggedError<Gone>()("Gone", {
  resource: ResourceKind,
  id: Schema.String
}) {}

/** A GS1 Digital Link path whose GTIN is not 8, 12, 13 or 14 digits with a valid check digit. */
export class InvalidGtin extends Schema.TaggedError<InvalidGtin>()("InvalidGtin", {
  gtin: Schema.String,
  reason: Schema.Literals(["not-digits", "wrong-length", "bad-check-digit"])
}) {}

/** An upload whose bytes are not a type the endpoint takes, or not the type declared: names what was found. */
export class UnsupportedMedia extends Schema.TaggedError<UnsupportedMedia>()("UnsupportedMedia", {
  declared: Schema.String,
  found: Schema.String
}) {}

/** An upload over a limit of its kind (bytes per file, pixels per image). */
export class MediaTooLarge extends Schema.TaggedError<MediaTooLarge>()("MediaTooLarge", {
  reason: Schema.String
}) {}
