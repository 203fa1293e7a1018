/**
 * One delivery attempt: the body signed as Standard Webhooks 1.0.0 asks
 * (the `standardwebhooks` library: `v1,` + base64 HMAC-SHA256 of
 * `id.timestamp.body`), POSTed with a timeout, redirects not followed,
 * connecting only to public addresses unless the policy allows private ones.
 */
import { request as httpRequest } from "node:http"
import { request as httpsRequest } from "node:https"
import { WebhookAddress, type WebhookDelivery } from "@elabel/domain"
import { Clock, Effect } from "effect"
import { Webhook as StandardWebhook } from "standardwebhooks"
import { guardedLookup, WebhookResolver } from "./WebhookAddressPolicy.ts"

/** How long an attempt may take, connection to answer (the spec recommends 15 to 30 s). */
export const REQUEST_TIMEOUT_MS = 15_000

/** The `User-Agent` of deliveries. */
const USER_AGENT = "elabel-webhooks/1"

/** The Standard Webhooks headers of a body sent at `at`. */
export const signedHeaders = (
  delivery: Pick<WebhookDelivery.ClaimedDelivery, "event_id" | "secret" | "body">,
  at: Date
): Record<string, string> => ({
  "content-type": "application/json",
  "user-agent": USER_AGENT,
  "webhook-id": delivery.event_id,
  "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
  "webhook-signature": new StandardWebhook(delivery.secret).sign(delivery.event_id, at, delivery.body)
})

/** Sends one attempt; never fails: a refused address, a timeout or a reset is an answer without a status. */
export const sendAttempt = (
  delivery: WebhookDelivery.ClaimedDelivery,
  allowPrivate: boolean
): Effect.Effect<WebhookDelivery.AttemptResponse> =>
  Effect.gen(function* () {
    const started = yield* Clock.currentTimeMillis
    const resolve = yield* WebhookResolver
    const refused = WebhookAddress.staticUrlProblem(delivery.url, allowPrivate)
    if (refused !== undefined) return { response_code: null, duration_ms: 0, error: refused }
    const headers = signedHeaders(delivery, new Date(started))
    const outcome = yield* Effect.callback<{ readonly code: number | null; readonly error: string | null }>(
      (resume) => {
        const url = new URL(delivery.url)
        const send = url.protocol === "https:" ? httpsRequest : httpRequest
        const request = send(
          url,
          {
            method: "POST",
            headers: { ...headers, "content-length": String(Buffer.byteLength(delivery.body)) },
            lookup: guardedLookup(allowPrivate, resolve) as never,
            timeout: REQUEST_TIMEOUT_MS
          },
          (response) => {
            // Only the status matters: the body is not read.
            response.destroy()
            resume(Effect.succeed({ code: response.statusCode ?? null, error: null }))
          }
        )
        request.on("timeout", () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)))
        request.on("error", (error) => resume(Effect.succeed({ code: null, error: error.message })))
        request.end(delivery.body)
        return Effect.sync(() => request.destroy())
      }
    )
    const ended = yield* Clock.currentTimeMillis
    return { response_code: outcome.code, duration_ms: Math.max(0, ended - started), error: outcome.error }
  })
