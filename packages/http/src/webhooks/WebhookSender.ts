/**
 * One delivery attempt: the body signed as Standard Webhooks 1.0.0 asks
 * (the `standardwebhooks` library: `v1,` + base64 HMAC-SHA256 of
 * `id.timestamp.body`), POSTed within a total deadline, redirects not followed,
 * connecting only to public addresses unless the policy allows private ones.
 */
import { request as httpRequest } from "node:http"
import { request as httpsRequest } from "node:https"
import { WebhookAddress, WebhookDelivery } from "@elabel/domain"
import { Clock, Context, Duration, Effect, Option } from "effect"
import { HttpTraceContext } from "effect/http"
import { Webhook as StandardWebhook } from "standardwebhooks"
import { guardedLookup, WebhookResolver } from "./WebhookAddressPolicy.ts"

/**
 * The total deadline of an attempt (`ATTEMPT_DEADLINE_SECONDS`, well inside
 * the claim's lease); a test may shorten it.
 */
export const WebhookAttemptDeadline = Context.Reference<Duration.Input>(
  "@elabel/http/webhooks/WebhookAttemptDeadline",
  {
    defaultValue: () => Duration.seconds(WebhookDelivery.ATTEMPT_DEADLINE_SECONDS)
  }
)

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

/**
 * Sends one attempt; never fails: a refused address, the deadline or a reset
 * is an answer without a status. The deadline counts from the start and
 * covers connecting, sending the body and reading the answer's status: data
 * trickling in does not extend it.
 */
export const sendAttempt = (
  delivery: WebhookDelivery.ClaimedDelivery,
  allowPrivate: boolean
): Effect.Effect<WebhookDelivery.AttemptResponse> =>
  Effect.gen(function* () {
    const started = yield* Clock.currentTimeMillis
    const resolve = yield* WebhookResolver
    const deadline = Duration.toMillis(Duration.fromInputUnsafe(yield* WebhookAttemptDeadline))
    const refused = WebhookAddress.staticUrlProblem(delivery.url, allowPrivate)
    if (refused !== undefined) return { response_code: null, duration_ms: 0, error: refused }
    // The attempt's span, when one is current: the receiver can continue the trace (W3C `traceparent`).
    const span = yield* Effect.option(Effect.currentSpan)
    const traceparent = Option.match(span, {
      onNone: () => ({}),
      onSome: (current) => ({ traceparent: HttpTraceContext.toHeaders(current).traceparent ?? "" })
    })
    const headers = { ...signedHeaders(delivery, new Date(started)), ...traceparent }
    const outcome = yield* Effect.callback<{ readonly code: number | null; readonly error: string | null }>(
      (resume) => {
        const url = new URL(delivery.url)
        const send = url.protocol === "https:" ? httpsRequest : httpRequest
        const request = send(
          url,
          {
            method: "POST",
            headers: { ...headers, "content-length": String(Buffer.byteLength(delivery.body)) },
            lookup: guardedLookup(allowPrivate, resolve) as never
          },
          (response) => {
            clearTimeout(timer)
            // Only the status matters: the body is not read.
            response.destroy()
            resume(Effect.succeed({ code: response.statusCode ?? null, error: null }))
          }
        )
        const timer = setTimeout(() => request.destroy(new Error(`no answer within ${deadline / 1000} s`)), deadline)
        request.on("error", (error) => {
          clearTimeout(timer)
          resume(Effect.succeed({ code: null, error: error.message }))
        })
        request.end(delivery.body)
        return Effect.sync(() => {
          clearTimeout(timer)
          request.destroy()
        })
      }
    )
    const ended = yield* Clock.currentTimeMillis
    return { response_code: outcome.code, duration_ms: Math.max(0, ended - started), error: outcome.error }
  })
