/**
 * The counters of what the server does besides answering (issue 31, item 1;
 * ADR 0047), as Effect metrics in the default registry: the scrape reads
 * them with the request histograms. They count whether or not the endpoint
 * is on (an increment is cheaper than asking); only the endpoint shows them.
 * Names follow Prometheus: `elabel_` prefix, `_total` counters, base units.
 */
import { Effect, Metric } from "effect"
import { metricContext } from "./HttpMetrics.ts"

const rateLimitRefusals = Metric.counter("elabel_rate_limit_refusals_total", {
  description: "429 answers to callers over their quota (before the app or in it)",
  incremental: true
})

/** Counts one 429 of the quota. */
export const countRateLimitRefusal = (): void => rateLimitRefusals.updateUnsafe(1, metricContext)

const idempotentReplays = Metric.counter("elabel_idempotent_replays_total", {
  description: "Writes answered with the stored answer of an earlier request with the same Idempotency-Key",
  incremental: true
})

/** Counts one replayed answer. */
export const countIdempotentReplay = (): void => idempotentReplays.updateUnsafe(1, metricContext)

/** How a webhook attempt ended. */
export type DeliveryOutcome = "success" | "failure" | "gone" | "error"

/** The outcome of an attempt answered `code` (`null`: no answer: refused, timed out, unreachable). */
export const outcomeOf = (code: number | null): DeliveryOutcome =>
  code === null ? "error" : code >= 200 && code < 300 ? "success" : code === 410 ? "gone" : "failure"

const deliveryCounters = new Map<DeliveryOutcome, Metric.Counter<number>>()
const attemptSeconds = Metric.histogram("elabel_webhook_attempt_duration_seconds", {
  description: "Time of one webhook attempt, from connecting to the answer's status",
  boundaries: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15]
})

/** Counts one webhook attempt by outcome, with its time. */
export const countDeliveryAttempt = (code: number | null, millis: number): Effect.Effect<void> =>
  Effect.sync(() => {
    const outcome = outcomeOf(code)
    let counter = deliveryCounters.get(outcome)
    if (counter === undefined) {
      counter = Metric.counter("elabel_webhook_deliveries_total", {
        description: "Webhook attempts by outcome: success (2xx), failure (another status), gone (410), error",
        attributes: { outcome },
        incremental: true
      })
      deliveryCounters.set(outcome, counter)
    }
    counter.updateUnsafe(1, metricContext)
    attemptSeconds.updateUnsafe(millis / 1000, metricContext)
  })

const batchCounters = new Map<string, Metric.Counter<number>>()

/** Counts one statistics batch of `kind` (`scans`, `views`) `written` or `failed` (kept for the next round). */
export const countStatisticsBatch = (kind: "scans" | "views", outcome: "written" | "failed"): Effect.Effect<void> =>
  Effect.sync(() => {
    const key = `${kind} ${outcome}`
    let counter = batchCounters.get(key)
    if (counter === undefined) {
      counter = Metric.counter("elabel_statistics_batches_total", {
        description: "Statistics batches by kind (scans, views) and outcome (written; failed: kept and retried)",
        attributes: { kind, outcome },
        incremental: true
      })
      batchCounters.set(key, counter)
    }
    counter.updateUnsafe(1, metricContext)
  })

/** Shows the unlabelled counters at 0 from the first scrape (a series appears when first read or updated). */
export const showCounters = (): void => {
  for (const counter of [rateLimitRefusals, idempotentReplays]) counter.valueUnsafe(metricContext)
}
