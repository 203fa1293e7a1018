/**
 * The documentation of every webhook event: its type, when it is sent and
 * its `data`, shared by the OpenAPI document (its `webhooks` section and the
 * webhooks group) and kept in step with the README.
 */
import type { Webhook } from "@elabel/domain"

/** When each event is sent, and what its `data` holds. */
export const eventDocs: Record<Webhook.EventType, { readonly when: string; readonly data: "label" | "qr" }> = {
  "label.published": {
    when: "a label was published: its first public version (or its first after being withdrawn)",
    data: "label"
  },
  "label.unpublished": { when: "a published label was withdrawn (its page answers 410)", data: "label" },
  "label.updated": {
    when: "a published label got a new version: what its public pages show changed",
    data: "label"
  },
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
const dataSchemas = {
  label: {
    type: "object",
    required: ["id", "workspace_id", "version", "content_hash"],
    properties: {
      id: { ...str, format: "uuid", description: "the label" },
      workspace_id: { ...str, format: "uuid" },
      version: { type: "integer", description: "the label version the event announces" },
      content_hash: { ...str, description: "that version's content_hash (GET /v1/labels/{id}/versions)" }
    },
    additionalProperties: false
  },
  qr: {
    type: "object",
    required: ["id", "workspace_id", "expires_at"],
    properties: {
      id: { ...str, format: "uuid", description: "the marketing QR code" },
      workspace_id: { ...str, format: "uuid" },
      expires_at: { type: ["string", "null"], description: "its expiry (ISO 8601), if any" }
    },
    additionalProperties: false
  }
} as const

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
                    type: { ...str, enum: [type] },
                    timestamp: { ...str, format: "date-time", description: "when the event happened" },
                    data: dataSchemas[doc.data]
                  },
                  additionalProperties: false
                }
              }
            }
          },
          responses: { "200": { description: "Any 2xx acknowledges the delivery; anything else is retried" } }
        }
      }
    ])
  )
