/**
 * The server as one program, shared by `npm start` (`main.ts`) and the CLI's
 * `serve`: launch `ServerLive`, report an expected failure in one line, and
 * count a stop by signal as a normal end.
 */
import { Cause, Config, ConfigProvider, Effect, Exit, Layer, Runtime } from "effect"
import { ServerLive } from "./App.ts"

/** A stop by signal is the normal end of a server: exit 0, not the default 130. */
export const teardown: Runtime.Teardown = (exit, onExit) =>
  Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause) ? onExit(0) : Runtime.defaultTeardown(exit, onExit)

/** The operator-facing sentence of an expected failure (bad configuration, unusable data dir, port taken). */
export const messageOf = (error: unknown): string => {
  if (error instanceof Config.ConfigError) {
    return error.cause instanceof ConfigProvider.SourceError ? error.cause.message : error.message
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

/** Runs the server until interrupted; a failure is already logged when it ends the program. */
export const serverProgram = Layer.launch(ServerLive).pipe(Effect.tapCause(reportFailure))
