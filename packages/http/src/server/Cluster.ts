/**
 * Several server processes on one port (`ELABEL_WORKERS=N`), with Node's own
 * `node:cluster`: the primary prepares the database once (migrations,
 * catalogue, the history upgrade), then forks N workers that each run the
 * whole server and share the listening socket. The primary serves nothing;
 * it replaces a worker that dies (and logs it), and on SIGTERM or SIGINT
 * lets every worker drain and exits 0 once they have (1 when it had to kill
 * one that did not). A worker of the first
 * start that stops before it ever listened is a start failure, not a crash
 * to repeat: the primary stops the others and exits 1. A replacement that
 * stops before it listened (the database is down) is tried again after a
 * growing pause, while the other workers keep serving.
 */
import cluster, { type Worker } from "node:cluster"
import { fileURLToPath } from "node:url"
import { Data, Duration, Effect, Queue } from "effect"

/** The script every worker runs: the server entry. */
const workerScript = fileURLToPath(new URL("../main.ts", import.meta.url))

/** Longest the primary waits for its workers to drain (their own grace is `GRACEFUL_SHUTDOWN`) before it kills them. */
export const WORKERS_STOP_TIMEOUT = "12 seconds"

/** A worker of the first start ended before it served a request: the configuration or the database is wrong, not the worker. */
export class WorkerFailedToStart extends Data.TaggedError("WorkerFailedToStart")<{ readonly message: string }> {}

/** The pause before the next try after `failures` replacements in a row stopped before they served: 1 s, 2 s, 4 s, … at most 30 s. */
export const replacementDelay = (failures: number): Duration.Duration =>
  Duration.seconds(Math.min(2 ** Math.max(failures - 1, 0), 30))

type ClusterEvent =
  | { readonly _tag: "listening"; readonly worker: Worker }
  | { readonly _tag: "exit"; readonly worker: Worker; readonly how: string }

/** `code 1` or `signal SIGKILL`: how a worker ended, for the log. */
const howItEnded = (code: number | null, signal: string | null) =>
  signal === null ? `code ${code}` : `signal ${signal}`

/** Resolves once every given worker has exited. */
const allExited = (workers: ReadonlyArray<Worker>) =>
  Effect.forEach(
    workers,
    (worker) =>
      Effect.callback<void>((resume) => {
        if (worker.isDead()) return resume(Effect.void)
        worker.once("exit", () => resume(Effect.void))
      }),
    { discard: true, concurrency: "unbounded" }
  )

/**
 * SIGTERM to every worker, then SIGKILL to any still running after
 * `WORKERS_STOP_TIMEOUT` (and waits for those to go too); then the primary's
 * exit code is 1 (`process.exitCode`, which the teardown keeps), since
 * requests may have been cut.
 */
const stopWorkers = Effect.suspend(() => {
  const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined)
  for (const worker of workers) if (!worker.isDead()) worker.process.kill("SIGTERM")
  return allExited(workers).pipe(
    Effect.timeoutOrElse({
      duration: WORKERS_STOP_TIMEOUT,
      orElse: () =>
        Effect.andThen(
          Effect.logError("workers still running after the drain timeout; killing them (exit code 1)"),
          Effect.sync(() => {
            for (const worker of workers) if (!worker.isDead()) worker.process.kill("SIGKILL")
            process.exitCode = 1
          })
        ).pipe(Effect.andThen(allExited(workers)))
    })
  )
})

/**
 * Forks `count` workers with `env` added to this process's environment and
 * supervises them until interrupted (then drains them); fails when a worker
 * ends before it listened.
 */
export const superviseWorkers = (count: number, env: Readonly<Record<string, string>>) =>
  Effect.scoped(
    Effect.gen(function* () {
      const events = yield* Queue.unbounded<ClusterEvent>()
      // Set synchronously by the signal, before any worker's exit (which the same Ctrl-C may cause) is handled.
      let stopping = false
      const onSignal = () => {
        stopping = true
      }
      const onListening = (worker: Worker) => Queue.offerUnsafe(events, { _tag: "listening", worker })
      const onExit = (worker: Worker, code: number | null, signal: string | null) =>
        Queue.offerUnsafe(events, { _tag: "exit", worker, how: howItEnded(code, signal) })
      yield* Effect.acquireRelease(
        Effect.sync(() => {
          process.on("SIGTERM", onSignal).on("SIGINT", onSignal)
          cluster.setupPrimary({ exec: workerScript, args: [] })
          cluster.on("listening", onListening).on("exit", onExit)
        }),
        () =>
          Effect.andThen(
            Effect.sync(() => {
              stopping = true
            }),
            stopWorkers
          ).pipe(
            Effect.ensuring(
              Effect.sync(() => {
                cluster.off("listening", onListening).off("exit", onExit)
                process.off("SIGTERM", onSignal).off("SIGINT", onSignal)
              })
            )
          )
      )
      const served = new Set<number>()
      // The workers of the first start: one of them failing means the setup is wrong.
      const firstStart = new Set<number>()
      // Replacements in a row that stopped before they served.
      let failures = 0
      const fork = () => cluster.fork(env)
      for (let i = 0; i < count; i++) firstStart.add(fork().id)
      const forkLater = (delay: Duration.Duration) =>
        Effect.sleep(delay).pipe(Effect.andThen(Effect.sync(() => stopping || fork())), Effect.forkScoped)

      return yield* Effect.forever(
        Effect.gen(function* () {
          const event = yield* Queue.take(events)
          const pid = event.worker.process.pid
          if (event._tag === "listening") {
            if (!served.has(event.worker.id)) yield* Effect.log(`worker ${pid} is serving`)
            served.add(event.worker.id)
            failures = 0
            return
          }
          if (stopping) return
          if (firstStart.has(event.worker.id) && !served.has(event.worker.id)) {
            return yield* new WorkerFailedToStart({
              message: `worker ${pid} stopped (${event.how}) before it served; its reason is logged above`
            })
          }
          if (!served.has(event.worker.id)) {
            failures++
            const delay = replacementDelay(failures)
            yield* Effect.logWarning(
              `replacement worker ${pid} stopped (${event.how}) before it served; trying again in ${Duration.format(delay)}`
            )
            yield* forkLater(delay)
            return
          }
          served.delete(event.worker.id)
          yield* Effect.logWarning(`worker ${pid} exited (${event.how}); starting a replacement`)
          fork()
        })
      )
    })
  )
