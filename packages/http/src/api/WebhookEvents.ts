/**
 * The documentation of every webhook event: its type, when it is sent and
 * its `data`, shared by the OpenAPI document (its `webhooks` section and the
 * webhooks group) and kept in step with the README.
 */
import { Webhook } from "@elabel/domain"

/** When each event is sent, and what its `data` holds. */
export const eventDocs: Record<
  Webhook.EventType,
  { readonly when: string; readonly data: "label" | "qr" | "request" }
> = {
  "label.published": {
    when: "a label was published: its first public version (or its first after being withdrawn)",
    data: "label"
  },
  "label.unpublished": { when: "a published label was withdrawn (its page answers 410)", data: "label" },
  "label.updated": {
    when: "a published label got a new version: what its public pages show changed",
    data: "label"
  },
  "label.publish_requested": {
    when: "an editor or API key requested a label's publication (a workspace with `publish_approval`)",
    data: "request"
  },
  "label.publish_approved": {
    when: "an owner or admin approved a publish request: the label was published as requested",
    data: "request"
  },
  "label.publish_rejected": { when: "an owner or admin rejected a publish request, with a note", data: "request" },
  "marketing_qr_code.published": { when: "a marketing QR code was published", data: "qr" },
  "marketing_qr_code.unpublished": { when: "a published marketing QR code went back to draft", data: "qr" },
  "marketing_qr_code.expired": {
    when: "the `expires_at` of a published marketing QR code passed (sent once per expiry date, within a minute)",
    data: "qr"
  }
}

/** The delivery rules, in the words of the OpenAPI description. */
export const DELIVERY_RULES =
  "Deliveries follow Standard Webhooks 1.0.0: a POST of the JSON payload `{type, timestamp, data}` with " +
  "headers `webhook-id` (the event id, the same on every retry), `webhook-timestamp` (Unix seconds of the " +
  "attempt) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` " +
  "keyed with the base64-decoded part of the `whsec_` secret). Any 2xx is a success; anything else, no status " +
  "within 15 s of the start or a redirect is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h (up to 10 % " +
  "later). 410 Gone disables the endpoint at once; 3 deliveries in a row that fail every attempt disable it too. " +
  "`PATCH` with `enabled: true` enables it again; events of while it was disabled are not delivered to it. URLs must be https and resolve to public addresses only."

const str = { type: "string" }
const workspaceId = { ...str, format: "uuid", description: "the workspace of the label or code (and of the webhook)" }
const dataSchemas = {
  label: {
    type: "object",
    description: "the label and the version of it the event announces",
    required: ["id", "workspace_id", "version", "content_hash"],
    properties: {
      id: { ...str, format: "uuid", description: "the label" },
      workspace_id: workspaceId,
      version: { type: "integer", description: "the label version the event announces" },
      content_hash: { ...str, description: "that version's content_hash (GET /v1/labels/{id}/versions)" }
    },
    additionalProperties: false
  },
  request: {
    type: "object",
    description: "the publish request, its label and where it stands",
    required: ["id", "workspace_id", "label_id", "state", "content_hash", "requested_by", "decided_by"],
    properties: {
      id: { ...str, format: "uuid", description: "the publish request (GET /v1/publish-requests/{id})" },
      workspace_id: workspaceId,
      label_id: { ...str, format: "uuid", description: "the label" },
      state: { ...str, enum: ["pending", "approved", "rejected"], description: "where the request stands" },
      content_hash: { ...str, description: "the hash of what the request asks to publish" },
      requested_by: { ...str, description: "who asked: a user (`sub`) or an API key (`apikey:<id>`)" },
      decided_by: { type: ["string", "null"], description: "the owner or admin who decided; null: pending" }
    },
    additionalProperties: false
  },
  qr: {
    type: "object",
    description: "the marketing QR code and its expiry",
    required: ["id", "workspace_id", "expires_at"],
    properties: {
      id: { ...str, format: "uuid", description: "the marketing QR code" },
      workspace_id: workspaceId,
      expires_at: { type: ["string", "null"], description: "its expiry (ISO 8601), if any" }
    },
    additionalProperties: false
  }
} as const

/** Example `data` of each kind, as the service writes it. */
const exampleData = {
  label: {
    id: "0b6c4f2e-7a51-4d3a-9c1e-5f2d8a7b3c90",
    workspace_id: "8bee11b2-2c75-48ad-985e-0797af81b345",
    version: 3,
    content_hash: "5d41402abc4b2a76b9719d911017c592ae1b3c5e8d7f6a1b2c3d4e5f60718293"
  },
  request: {
    id: "6f1d2c3b-4a5e-4f60-8b71-92a3b4c5d6e7",
    workspace_id: "8bee11b2-2c75-48ad-985e-0797af81b345",
    label_id: "0b6c4f2e-7a51-4d3a-9c1e-5f2d8a7b3c90",
    state: "pending",
    content_hash: "9c1e5f2d8a7b3c900b6c4f2e7a514d3a5d41402abc4b2a76b9719d911017c592",
    requested_by: "user-42",
    decided_by: null
  },
  qr: {
    id: "4e0a9d6b-3c2f-4b7e-8a15-9d3c7e2f1a64",
    workspace_id: "8bee11b2-2c75-48ad-985e-0797af81b345",
    expires_at: "2099-12-31T23:59:59+01:00"
  }
} as const

/** The request's `data` once decided, for the examples of the decisions' events. */
const decidedExample: Partial<Record<Webhook.EventType, Webhook.EventData>> = {
  "label.publish_approved": { ...exampleData.request, state: "approved", decided_by: "user-7" },
  "label.publish_rejected": { ...exampleData.request, state: "rejected", decided_by: "user-7" }
}

/** The body of an event of `type`, built as the service builds it (`Webhook.makeEvent`). */
export const exampleEvent = (type: Webhook.EventType): unknown =>
  JSON.parse(
    Webhook.makeEvent(
      "9b2f0c5e-1d4a-4f6b-8e3c-7a5d2b1c0f98",
      type,
      "2026-03-01T09:30:00.000Z",
      decidedExample[type] ?? exampleData[eventDocs[type].data]
    ).body
  )

/** `label.published` -> `events.labelPublished`: the operation id client generators name a handler after. */
const operationIdOf = (type: string): string =>
  `events.${type.replace(/[._]([a-z])/g, (_, letter: string) => letter.toUpperCase())}`

const webhookHeader = (name: string, description: string) => ({
  name,
  in: "header",
  required: true,
  schema: str,
  description
})

/**
 * The OpenAPI 3.1 `webhooks` section: one entry per event type, with its
 * payload schema and the Standard Webhooks headers.
 */
export const openApiWebhooks = (): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(eventDocs).map(([type, doc]) => [
      type,
      {
        post: {
          operationId: operationIdOf(type),
          summary: `${type}: ${doc.when}`,
          description: DELIVERY_RULES,
          parameters: [
            webhookHeader("webhook-id", "the event id (`msg_` + 32 hex), the same on every retry"),
            webhookHeader("webhook-timestamp", "Unix seconds of this attempt"),
            webhookHeader("webhook-signature", "`v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`")
          ],
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["type", "timestamp", "data"],
                  properties: {
                    type: { ...str, enum: [type], description: "the event type: this entry's" },
                    timestamp: { ...str, format: "date-time", description: "when the event happened" },
                    data: dataSchemas[doc.data]
                  },
                  additionalProperties: false
                },
                example: exampleEvent(type as Webhook.EventType)
              }
            }
          },
          responses: { "200": { description: "Any 2xx acknowledges the delivery; anything else is retried" } }
        }
      }
    ])
  )
