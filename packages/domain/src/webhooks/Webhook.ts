/**
 * Webhook endpoints of a workspace and the events they receive, signed and
 * delivered as the Standard Webhooks specification describes (v1.0.0,
 * github.com/standard-webhooks/standard-webhooks spec/standard-webhooks.md):
 * payload `{ type, timestamp, data }`, headers `webhook-id`,
 * `webhook-timestamp`, `webhook-signature` (`v1,` HMAC-SHA256 of
 * `id.timestamp.body`), secrets `whsec_<base64>`, 2xx is success, 410 Gone
 * disables the endpoint, retries with exponential backoff over days.
 */
import { Schema } from "effect"
import { Base64 } from "effect/encoding"
import { WebhookId, WorkspaceId } from "../shared/ids.ts"
import { HttpUrl, ResourceVersion, Text } from "../shared/primitives.ts"

/** Every event type a webhook can subscribe to. */
export const EVENT_TYPES = [
  "label.published",
  "label.unpublished",
  "label.updated",
  "label.publish_requested",
  "label.publish_approved",
  "label.publish_rejected",
  "marketing_qr_code.published",
  "marketing_qr_code.unpublished",
  "marketing_qr_code.expired"
] as const
export const EventType = Schema.Literals(EVENT_TYPES).annotate({ identifier: "WebhookEventType" })
export type EventType = typeof EventType.Type

const eventsDescription = { description: "the event types the endpoint receives (see the webhooks section)" }
const Events = Schema.Array(EventType)
  .check(Schema.isMinLength(1), Schema.isMaxLength(EVENT_TYPES.length))
  .annotate(eventsDescription)
const enabledDescription = {
  description:
    "whether deliveries go out; false after a 410 Gone or 3 deliveries in a row that failed every attempt. " +
    "Events that happen while it is false are dropped for the endpoint, not queued"
}

/** A webhook endpoint as the API shows it: never its secret (only create and rotate-secret answer it, once). */
export const Webhook = Schema.Struct({
  id: WebhookId,
  workspace_id: WorkspaceId,
  url: Schema.String,
  events: Schema.Array(EventType).annotate(eventsDescription),
  description: Schema.NullOr(Schema.String),
  enabled: Schema.Boolean.annotate(enabledDescription),
  disabled_reason: Schema.NullOr(Schema.String).annotate({
    description: "why the endpoint was disabled; null when enabled"
  }),
  consecutive_failures: Schema.Int.annotate({
    description: "deliveries in a row that failed every attempt (reset by a success)"
  }),
  created_at: Schema.String,
  updated_at: Schema.String,
  version: ResourceVersion
}).annotate({ identifier: "Webhook" })
export type Webhook = typeof Webhook.Type

/** What storage keeps: the endpoint and its signing secret. */
export interface WebhookRecord extends Webhook {
  readonly secret: string
}

/** The answer of create and rotate-secret: the endpoint with its signing secret, shown this once. */
export const WebhookWithSecret = Schema.Struct({
  ...Webhook.fields,
  secret: Schema.String.annotate({ description: "`whsec_` + base64 of 32 random bytes; shown only in this answer" })
}).annotate({ identifier: "WebhookWithSecret" })
export type WebhookWithSecret = typeof WebhookWithSecret.Type

/** Body of `POST /v1/workspaces/{id}/webhooks`. */
export const WebhookCreate = Schema.Struct({
  url: HttpUrl,
  events: Events,
  description: Schema.optionalKey(Schema.NullOr(Text))
}).annotate({ identifier: "WebhookCreate" })
export type WebhookCreate = typeof WebhookCreate.Type

/** Body of `PATCH …/webhooks/{webhook_id}`; `enabled: true` re-enables a disabled endpoint. */
export const WebhookPatch = Schema.Struct({
  url: Schema.optionalKey(HttpUrl),
  events: Schema.optionalKey(Events),
  description: Schema.optionalKey(Schema.NullOr(Text)),
  enabled: Schema.optionalKey(
    Schema.Boolean.annotate({ description: "true enables the endpoint again (failures reset); false pauses it" })
  )
}).annotate({ identifier: "WebhookPatch" })
export type WebhookPatch = typeof WebhookPatch.Type

/** The public view of a stored endpoint. */
export const toWebhook = ({ secret: _secret, ...webhook }: WebhookRecord): Webhook => webhook

/** A fresh signing secret: `whsec_` and the base64 of 32 random bytes (the spec asks 24 to 64). */
export const newSecret = (): string => {
  const bytes = new Uint8Array(32)
  globalThis.crypto.getRandomValues(bytes)
  return `whsec_${Base64.encode(bytes)}`
}

/** The `data` of a label event. */
export const LabelEventData = Schema.Struct({
  id: Schema.String,
  workspace_id: Schema.String,
  version: Schema.Int.annotate({ description: "the label version the event announces" }),
  content_hash: Schema.String.annotate({ description: "that version's content_hash (see /v1/labels/{id}/versions)" })
}).annotate({ identifier: "LabelEventData" })
export type LabelEventData = typeof LabelEventData.Type

/** The `data` of a publish request's event: the request, its label and where it stands. */
export const PublishRequestEventData = Schema.Struct({
  id: Schema.String.annotate({ description: "the publish request (GET /v1/publish-requests/{id})" }),
  workspace_id: Schema.String,
  label_id: Schema.String,
  state: Schema.Literals(["pending", "approved", "rejected"]),
  content_hash: Schema.String.annotate({ description: "the hash of what the request asked to publish" }),
  requested_by: Schema.String,
  decided_by: Schema.NullOr(Schema.String)
}).annotate({ identifier: "PublishRequestEventData" })
export type PublishRequestEventData = typeof PublishRequestEventData.Type

/** The `data` of an event, of any kind. */
export type EventData = LabelEventData | QrCodeEventData | PublishRequestEventData

/** The `data` of a marketing QR code event. */
export const QrCodeEventData = Schema.Struct({
  id: Schema.String,
  workspace_id: Schema.String,
  expires_at: Schema.NullOr(Schema.String)
}).annotate({ identifier: "QrCodeEventData" })
export type QrCodeEventData = typeof QrCodeEventData.Type

/** The JSON body of every delivery: the Standard Webhooks payload structure. */
export const EventPayload = Schema.Struct({
  type: EventType,
  timestamp: Schema.String.annotate({ description: "when the event happened (ISO 8601 UTC), not when it is sent" }),
  data: Schema.Union([LabelEventData, QrCodeEventData, PublishRequestEventData])
}).annotate({ identifier: "WebhookEventPayload" })
export type EventPayload = typeof EventPayload.Type

/** An event in the outbox: its id (`webhook-id`, the same on every retry) and the exact body that is signed. */
export interface OutboxEvent {
  readonly id: string
  readonly workspace_id: WorkspaceId
  readonly type: EventType
  readonly body: string
  readonly created_at: string
}

/** The event of `type` about `data`, happening at `timestamp`, with `id` (`msg_` + 32 hex). */
export const makeEvent = (id: string, type: EventType, timestamp: string, data: EventData): OutboxEvent => ({
  id: `msg_${id.replaceAll("-", "")}`,
  workspace_id: WorkspaceId.make(data.workspace_id),
  type,
  body: JSON.stringify({ type, timestamp, data }),
  created_at: timestamp
})
