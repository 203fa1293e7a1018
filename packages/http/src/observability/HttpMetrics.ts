/**
 * The request metrics (issue 31, item 1; ADR 0047): one Effect `Metric`
 * histogram, `elabel_http_request_duration_seconds`, by `method`, `route`
 * (the template: `/l/{ref}`, never the raw path; `unmatched` when no route
 * takes it) and `status_class` (`2xx` …); its `_count` is the request
 * count. The hot paths (answered by the Node server before the app) and the
 * Effect app record into the same series.
 *
 * Recording is a plain synchronous call, off until the metrics endpoint is
 * configured (`enableRequestMetrics`): one `Map` lookup and one histogram
 * update per request, no allocation once a series exists.
 */
import { Context, Metric } from "effect"

/** Latency buckets in seconds: from half a millisecond (a hot answer) to ten seconds (an import). */
export const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Where a finished request is counted. */
export type RequestSink = (method: string, route: string, status: number, seconds: number) => void

/** The context the synchronous updates run in: the default metric registry. */
export const metricContext: Context.Context<never> = Context.empty()

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
const CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx"]

/** The update of one series, resolved once: the registry's hooks of the histogram with these labels. */
type Update = (seconds: number) => void

/** Series by route, then by method and status class (no string built per request). */
const series = new Map<string, Map<number, Update>>()

const METHOD_INDEX = new Map([...METHODS].map((method, i) => [method, i]))

const updateOf = (method: string, route: string, statusClass: string): Update => {
  const histogram = Metric.histogram("elabel_http_request_duration_seconds", {
    description: "Time from the request's arrival to its answer, by route template, method and status class",
    boundaries: LATENCY_BUCKETS,
    attributes: { method, route, status_class: statusClass }
  })
  // Registers the series now; later updates go straight to its hooks, as `updateUnsafe` would after its lookups.
  histogram.valueUnsafe(metricContext)
  const hooks = (
    histogram as unknown as { hook: (context: Context.Context<never>) => Metric.Metric.Hooks<number, unknown> }
  ).hook(metricContext)
  return (seconds) => hooks.update(seconds, metricContext)
}

/** Records one answered request. */
export const recordRequest: RequestSink = (method, route, status, seconds) => {
  const classIndex = Math.min(Math.max(Math.floor(status / 100) - 1, 0), 4)
  const methodIndex = METHOD_INDEX.get(method) ?? METHODS.size
  let byRoute = series.get(route)
  if (byRoute === undefined) {
    byRoute = new Map()
    series.set(route, byRoute)
  }
  const key = methodIndex * 8 + classIndex
  let update = byRoute.get(key)
  if (update === undefined) {
    update = updateOf(methodIndex === METHODS.size ? "OTHER" : method, route, CLASSES[classIndex] ?? "5xx")
    byRoute.set(key, update)
  }
  update(seconds)
}

let sink: RequestSink | undefined

/** Turns request recording on (the metrics endpoint is configured). */
export const enableRequestMetrics = (): void => {
  sink = recordRequest
}

/** Where requests are recorded now; `undefined` while metrics are off. */
export const requestSink = (): RequestSink | undefined => sink
