/**
 * The metrics of a server process, when `ELABEL_METRICS_PORT` is set (ADR
 * 0047): requests recorded (`HttpMetrics.ts`), the process gauges
 * (`ProcessMetrics.ts`), and the endpoint: served here by a process that
 * serves alone, by the primary for its workers (`ClusterMetrics.ts`); a
 * worker only answers the primary. Unset: nothing is recorded or served.
 */
import cluster from "node:cluster"
import { Effect, Layer, Option } from "effect"
import { answerPrimary, clusterCollector } from "./ClusterMetrics.ts"
import { seriesOf } from "./Exposition.ts"
import { enableRequestMetrics, metricContext } from "./HttpMetrics.ts"
import { metricsPortConfig, serveMetrics } from "./MetricsEndpoint.ts"
import { processMetrics } from "./ProcessMetrics.ts"
import { showCounters } from "./ServiceMetrics.ts"

/** Which process this is: serving alone, a worker, or the primary of workers. */
export type MetricsRole = "alone" | "worker" | "primary"

/** The metrics of this process in `role`, on `host`, for the life of the scope. */
export const metrics = (host: string, role: MetricsRole) =>
  Effect.gen(function* () {
    const port = yield* metricsPortConfig
    if (Option.isNone(port)) return
    if (role !== "primary") enableRequestMetrics()
    showCounters()
    yield* processMetrics
    if (role === "worker") return yield* answerPrimary
    const collect = role === "primary" ? (yield* clusterCollector).collect : async () => seriesOf(metricContext)
    yield* serveMetrics(host, port.value, collect)
  })

/** `metrics` as a Layer of the server (`serverLive`): a worker of `node:cluster` answers its primary. */
export const metricsLayer = (host: string) => Layer.effectDiscard(metrics(host, cluster.isWorker ? "worker" : "alone"))
