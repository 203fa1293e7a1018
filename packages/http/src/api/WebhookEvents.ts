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
  "keyed with the base64-decoded part of the `whsec_` secret). Any 2xx is a success; anything else, a timeout " +
  "(15 s) or a redirect is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h (up to 10 % " +
  "later). 410 Gone disables the endpoint at once; 3 deliveries in a row that fail every attempt disable it too. " +
  "`PATCH` with `enabled: true` enables it again. URLs must be https and resolve to public addresses only."
