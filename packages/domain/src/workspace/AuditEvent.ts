/**
 * The audit log of a workspace (issue 32 item 2): one event per write, in
 * the write's transaction, saying when, who (a user's `sub`, an API key's id
 * and name, or the operator), what (`label.update`, `member.add`, …), on
 * which resource, and for changes the fields before and after (secrets
 * never; long texts cut, with the SHA-256 of the whole).
 */
import { Context, Effect, Schema } from "effect"
import { sameJson, sha256Hex } from "../shared/CanonicalJson.ts"
import { WorkspaceId } from "../shared/ids.ts"

/** Who wrote: a user (`id` is the token's `sub`), an API key (`id` and `name`), the operator's CLI, or the service. */
export const AuditActor = Schema.Struct({
  type: Schema.Literals(["user", "api_key", "operator", "system"]).annotate({
    description:
      "`user` (a token), `api_key`, `operator` (the CLI) or `system` (the service itself, e.g. its webhook worker)"
  }),
  id: Schema.String.annotate({
    description: "the user's `sub`, the key's id, `cli`, or the system part (`webhook-worker`)"
  }),
  name: Schema.NullOr(Schema.String).annotate({ description: "the API key's name; null for others" })
}).annotate({ description: "who made the change" })
export type AuditActor = typeof AuditActor.Type

/** Any JSON value (a field's value). */
const JsonValue = Schema.Union([
  Schema.String,
  Schema.Finite,
  Schema.Boolean,
  Schema.Null,
  Schema.Array(Schema.Unknown),
  Schema.Record(Schema.String, Schema.Unknown)
])
type JsonValue = typeof JsonValue.Type

/** One field's values before and after a change. */
export const FieldChange = Schema.Struct({
  before: JsonValue.annotate({
    description: "the value before; a text over 200 characters is `{truncated, sha256}` (its start and its hash)"
  }),
  after: JsonValue.annotate({ description: "the value after, in the same form" })
}).annotate({ description: "a field's values before and after" })

/** An event of the audit log. */
export const AuditEvent = Schema.Struct({
  id: Schema.String,
  workspace_id: WorkspaceId,
  at: Schema.String.annotate({ description: "when the change was made (ISO 8601 UTC)" }),
  actor: AuditActor,
  action: Schema.String.annotate({ description: "what was done: `<resource>.<verb>`, e.g. `label.update`" }),
  resource_type: Schema.String.annotate({ description: "the kind of resource changed" }),
  resource_id: Schema.String.annotate({ description: "the id of the resource changed" }),
  changes: Schema.NullOr(Schema.Record(Schema.String, FieldChange)).annotate({
    description: "for updates, each changed field before and after; secrets never appear"
  }),
  request_id: Schema.NullOr(Schema.String).annotate({ description: "the HTTP request's id, when there was one" }),
  idempotency_key: Schema.NullOr(Schema.String).annotate({ description: "the request's `Idempotency-Key`, if sent" })
}).annotate({ identifier: "AuditEvent" })
export type AuditEvent = typeof AuditEvent.Type

/** What the request around a write says about it, set by the HTTP layer (empty elsewhere). */
export const AuditRequest = Context.Reference<{ readonly requestId?: string; readonly idempotencyKey?: string }>(
  "@elabel/domain/audit/AuditRequest",
  { defaultValue: () => ({}) }
)

/** Fields never shown in an event: secrets, and what every write changes anyway. */
const HIDDEN = new Set(["secret", "secret_hash", "version", "updated_at", "stamp"])
/** Texts longer than this are cut to it and carry the SHA-256 of the whole. */
export const MAX_TEXT = 200

const shown = (value: unknown): Effect.Effect<JsonValue> =>
  typeof value === "string" && value.length > MAX_TEXT
    ? Effect.map(sha256Hex(value), (sha256) => ({ truncated: value.slice(0, MAX_TEXT), sha256 }))
    : Effect.succeed(value as JsonValue)

/** The fields that differ between `before` and `after`, secrets left out; `null` when none does. */
export const fieldChanges = (before: object, after: object): Effect.Effect<AuditEvent["changes"]> =>
  Effect.gen(function* () {
    const b = before as Record<string, unknown>
    const a = after as Record<string, unknown>
    const out: Record<string, { readonly before: JsonValue; readonly after: JsonValue }> = {}
    for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
      if (HIDDEN.has(key) || sameJson(b[key] ?? null, a[key] ?? null)) continue
      out[key] = { before: yield* shown(b[key] ?? null), after: yield* shown(a[key] ?? null) }
    }
    return Object.keys(out).length === 0 ? null : out
  })
