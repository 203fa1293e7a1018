/**
 * A request to publish a label (issue 32 item 3): an editor (or an API key)
 * of a workspace with `publish_approval` asks, freezing what the label's
 * page would show; an owner or admin other than the requester approves it
 * (the label is published as it was requested) or rejects it with a note.
 */
import { Effect, Schema } from "effect"
import type { ELabelSnapshot } from "../published/ELabelSnapshot.ts"
import { hashOfView, type SnapshotView, snapshotView } from "../published/SnapshotView.ts"
import { inCanonicalOrder } from "../shared/CanonicalJson.ts"
import { LabelId, PublishRequestId, WorkspaceId } from "../shared/ids.ts"
import { Name } from "../shared/primitives.ts"

/** Where a request stands: waiting, or decided once for good. */
export const PublishRequestState = Schema.Literals(["pending", "approved", "rejected"]).annotate({
  description: "pending until an owner or admin approves (the label is published) or rejects it; decided once"
})
export type PublishRequestState = typeof PublishRequestState.Type

/** The filter of the request lists. */
export interface PublishRequestQuery {
  readonly state?: PublishRequestState
}

/** A publish request as the API shows it. */
export const PublishRequest = Schema.Struct({
  id: PublishRequestId,
  workspace_id: WorkspaceId,
  label_id: LabelId,
  state: PublishRequestState,
  content_hash: Schema.String.annotate({
    description:
      "SHA-256 (hex) of what the label's page would show when the request was made, less what publishing " +
      "itself sets (`is_published`, `published_at`, `short_url`, `ref`, the formats' `short_url`): the " +
      "approval publishes exactly this, or answers 409 `label-changed`"
  }),
  requested_by: Schema.String.annotate({ description: "who asked: a user (`sub`) or an API key (`apikey:<id>`)" }),
  requested_at: Schema.String.annotate({ description: "when the request was made (ISO 8601 UTC)" }),
  decided_by: Schema.NullOr(Schema.String).annotate({ description: "the owner or admin who decided; null: pending" }),
  decided_at: Schema.NullOr(Schema.String).annotate({
    description: "when it was decided (ISO 8601 UTC); null: pending"
  }),
  note: Schema.NullOr(Schema.String).annotate({ description: "the rejection's note; null otherwise" })
}).annotate({ identifier: "PublishRequest" })
export type PublishRequest = typeof PublishRequest.Type

/** What storage keeps: the request and the view it froze (to name what changed since). */
export interface PublishRequestRecord extends PublishRequest {
  readonly content: SnapshotView
}

/** Body of `POST /v1/publish-requests/{id}/reject`. */
export const PublishRequestRejection = Schema.Struct({ note: Name }).annotate({
  identifier: "PublishRequestRejection"
})
export type PublishRequestRejection = typeof PublishRequestRejection.Type

/** The decision a pending request takes. */
export interface PublishDecision {
  readonly state: "approved" | "rejected"
  readonly decided_by: string
  readonly decided_at: string
  readonly note: string | null
}

/** The public view of a stored request. */
export const toPublishRequest = ({ content: _content, ...request }: PublishRequestRecord): PublishRequest => request

/** What publishing itself sets on the label and on its formats: not part of what a request asks to publish. */
const SET_BY_PUBLISHING = new Set(["is_published", "published_at", "short_url", "ref"])
const SET_ON_FORMATS = new Set(["short_url"])

const without = (record: Readonly<Record<string, unknown>>, keys: ReadonlySet<string>) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.has(key)))

/**
 * What a request freezes of a label's snapshot: the view its pages show (`snapshotView`) less what
 * publishing sets, so the version an approval records shows the same content (`requestContent` of its
 * snapshot has the request's hash), and its SHA-256 over canonical JSON.
 */
export const requestContent = (
  snapshot: ELabelSnapshot
): Effect.Effect<{ readonly view: SnapshotView; readonly hash: string }> => {
  const shown = snapshotView(inCanonicalOrder(snapshot))
  const label = shown.label as Readonly<Record<string, unknown>> & {
    readonly formats: ReadonlyArray<Readonly<Record<string, unknown>>>
  }
  const view = {
    ...shown,
    label: { ...without(label, SET_BY_PUBLISHING), formats: label.formats.map((f) => without(f, SET_ON_FORMATS)) }
  }
  return Effect.map(hashOfView(view), (hash) => ({ view, hash }))
}
