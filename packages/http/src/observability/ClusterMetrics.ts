/**
 * One scrape for a primary and its workers (`ELABEL_WORKERS` above 1; ADR
 * 0047). The primary asks every live worker for its series over the
 * cluster's IPC channel and sums them with its own; what a worker that ended
 * had counted (its last answer's counters and histograms) is kept and added
 * to every later scrape, so no counter goes backwards when a worker is
 * replaced. A worker that does not answer within a second is left out of
 * that scrape (its last answer still counts once it ends).
 */
import cluster, { type Worker } from "node:cluster"
import { Effect } from "effect"
import { cumulative, mergeSeries, type Series, seriesOf } from "./Exposition.ts"
import { metricContext } from "./HttpMetrics.ts"

const ASK = "elabel:metrics?"
const REPLY = "elabel:metrics"

interface Reply {
  readonly type: typeof REPLY
  readonly seq: number
  readonly series: ReadonlyArray<Series>
}

const isReply = (message: unknown): message is Reply =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === REPLY

/** In a worker: answers the primary's asks with this process's series, for the life of the scope. */
export const answerPrimary = Effect.acquireRelease(
  Effect.sync(() => {
    const onMessage = (message: unknown) => {
      const ask = message as { type?: unknown; seq?: unknown }
      if (ask?.type !== ASK || process.send === undefined) return
      const seq = typeof ask.seq === "number" ? ask.seq : 0
      process.send({ type: REPLY, seq, series: seriesOf(metricContext) } satisfies Reply)
    }
    process.on("message", onMessage)
    return onMessage
  }),
  (onMessage) => Effect.sync(() => process.off("message", onMessage))
)

/** In the primary: a collector of the whole cluster's series, for the life of the scope. */
export const clusterCollector = Effect.acquireRelease(
  Effect.sync(() => {
    const latest = new Map<number, ReadonlyArray<Series>>()
    let retired: ReadonlyArray<Series> = []
    let seq = 0
    const waiting = new Map<number, () => void>()
    const onMessage = (worker: Worker, message: unknown) => {
      if (!isReply(message)) return
      latest.set(worker.id, message.series)
      waiting.get(worker.id)?.()
    }
    const onExit = (worker: Worker) => {
      const last = latest.get(worker.id)
      if (last !== undefined) retired = mergeSeries([retired, cumulative(last)])
      latest.delete(worker.id)
      waiting.get(worker.id)?.()
    }
    cluster.on("message", onMessage).on("exit", onExit)
    const ask = (worker: Worker): Promise<void> =>
      new Promise((resolve) => {
        const timer = setTimeout(done, 1000)
        function done() {
          clearTimeout(timer)
          waiting.delete(worker.id)
          resolve()
        }
        waiting.set(worker.id, done)
        try {
          worker.send({ type: ASK, seq: ++seq })
        } catch {
          done()
        }
      })
    const collect = async (): Promise<ReadonlyArray<Series>> => {
      await Promise.all(Object.values(cluster.workers ?? {}).flatMap((worker) => (worker ? [ask(worker)] : [])))
      return mergeSeries([seriesOf(metricContext), retired, ...latest.values()])
    }
    return { collect, onMessage, onExit }
  }),
  ({ onMessage, onExit }) => Effect.sync(() => cluster.off("message", onMessage).off("exit", onExit))
)
