/**
 * The server as one program, shared by `npm start` (`main.ts`) and the CLI's
 * `serve`: launch `ServerLive` (or, with `ELABEL_WORKERS` above 1 on
 * PostgreSQL, prepare the database and supervise that many worker processes),
 * report an expected failure in one line, and count a stop by signal as a
 * normal end.
 */
import cluster from "node:cluster"
import { Cause, Config, ConfigProvider, Effect, Exit, Layer, Runtime } from "effect"
import { metrics } from "../observability/MetricsLive.ts"
import { domainLayer, freePort, ServerLive, serverLive, tokenVerifierLayer } from "./App.ts"
import { superviseWorkers } from "./Cluster.ts"
import { logFormatLayer } from "./LogFormat.ts"
import { publicBaseUrlFor, type ServerSettings, storageOf } from "./ServerConfig.ts"
import { checkedServerConfiguration } from "./StartConfig.ts"

/**
 * A stop by signal is the normal end of a server: exit 0, not the default
 * 130; unless a finalizer set `process.exitCode` (the primary of
 * `ELABEL_WORKERS` had to kill workers that did not drain in time).
 */
export const teardown: Runtime.Teardown = (exit, onExit) =>
  Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause)
    ? onExit(typeof process.exitCode === "number" ? process.exitCode : 0)
    : Runtime.defaultTeardown(exit, onExit)

/** The operator-facing sentence of an expected failure (bad configuration, unusable data dir, port taken). */
export const messageOf = (error: unknown): string => {
  if (error instanceof Config.ConfigError) {
    // One line: Effect's schema failures put the variable's path on a line of its own.
    const message = error.cause instanceof ConfigProvider.SourceError ? error.cause.message : error.message
    return message.replace(/\s*\n\s*/g, " ")
  }
  if (typeof error !== "object" || error === null) return String(error)
  const { _tag, message, reason } = error as { _tag?: unknown; message?: unknown; reason?: unknown }
  // Tagged errors of the adapters carry their text in `reason` (e.g. PersistenceUnavailable).
  const text = typeof message === "string" && message !== "" ? message : typeof reason === "string" ? reason : ""
  const tag = typeof _tag === "string" ? _tag : "Error"
  return text === "" ? tag : `${tag}: ${text}`
}

/** One clear line for a failure (no stack trace); the full cause for a defect. */
const reportFailure = (cause: Cause.Cause<unknown>) => {
  if (Cause.hasInterruptsOnly(cause)) return Effect.void
  if (Cause.hasDies(cause)) return Effect.logError("elabel stopped on an unexpected error", cause)
  return Effect.logError(`elabel cannot run: ${messageOf(Cause.squash(cause))}`)
}

/**
 * Set by the primary in its workers' environment: the database is prepared
 * (migrated, catalogue loaded, history upgraded), so they skip all three.
 * Read only in a worker of `node:cluster`.
 */
export const PREPARED_BY_PRIMARY = "ELABEL_DATABASE_PREPARED"

/**
 * The primary of `ELABEL_WORKERS=N`: migrations, catalogue, history upgrade
 * and the token key checked once, before any worker serves; then the workers,
 * told the port (a `PORT=0` is resolved here, so all of them share one) and
 * that the database is prepared.
 */
const primary = (settings: ServerSettings) =>
  Effect.gen(function* () {
    const port = settings.port === 0 ? yield* freePort(settings.host) : settings.port
    const prepared = Layer.merge(
      domainLayer({ ...settings, replicaUrls: [] }, publicBaseUrlFor(settings, port)),
      tokenVerifierLayer(settings)
    )
    yield* Effect.scoped(Layer.build(prepared))
    yield* Effect.log(`elabel primary ${process.pid}: database ready, starting ${settings.workers} workers`)
    // The one metrics endpoint of the cluster: the primary sums its workers' series.
    yield* metrics(settings.host, "primary")
    return yield* superviseWorkers(settings.workers, { PORT: String(port), [PREPARED_BY_PRIMARY]: "true" })
  }).pipe(Effect.scoped)

/**
 * One process, or a primary and its workers: workers only with PostgreSQL,
 * since the embedded database (and the memory store) belongs to one process.
 */
const launch = Effect.gen(function* () {
  if (cluster.isWorker) {
    const prepared = yield* Config.Boolean(PREPARED_BY_PRIMARY).pipe(Config.withDefault(false))
    return yield* Layer.launch(serverLive({ prepared }))
  }
  // Every variable first: a bad one stops the start before any file or database exists.
  const settings = yield* checkedServerConfiguration
  if (settings.workers === 1) return yield* Layer.launch(ServerLive)
  if (storageOf(settings)._tag !== "postgres") {
    yield* Effect.logWarning(
      `ELABEL_WORKERS=${settings.workers} ignored: the ${storageOf(settings)._tag} database belongs to one process; ` +
        "set DATABASE_URL to run several. Serving with one process."
    )
    return yield* Layer.launch(ServerLive)
  }
  return yield* primary(settings)
})

/**
 * Runs the server until interrupted, logging in `ELABEL_LOG_FORMAT`; a failure
 * is already logged when it ends the program. A bad `ELABEL_LOG_FORMAT` is
 * reported (in text) by the configuration check like any other variable.
 */
export const serverProgram = launch.pipe(Effect.tapCause(reportFailure), Effect.provide(logFormatLayer))
