/**
 * Log lines a test provokes on purpose (a store that fails, a database that
 * goes away), collected instead of printed, so the test can assert that the
 * failure was logged and a passing run stays quiet. Lines of anything else
 * the test runs are printed as usual.
 */
import { Effect, Logger } from "effect"

/** One collected line: its level (`Warn`, `Error`, …) and its message, each part as text. */
export interface LogLine {
  readonly level: string
  readonly message: string
}

const text = (message: unknown): string =>
  (Array.isArray(message) ? message : [message])
    .map((part) => (typeof part === "string" ? part : (JSON.stringify(part) ?? String(part))))
    .join(" ")

/** Runs `self` with its log lines collected; the lines come back beside its result. */
export const collectingLogs = <A, E, R>(
  self: Effect.Effect<A, E, R>
): Effect.Effect<readonly [A, ReadonlyArray<LogLine>], E, R> =>
  Effect.suspend(() => {
    const lines: Array<LogLine> = []
    const collector = Logger.make((options) => {
      lines.push({ level: options.logLevel, message: text(options.message) })
    })
    return Effect.map(Effect.provide(self, Logger.layer([collector])), (result) => [result, lines] as const)
  })

/**
 * Runs `self` (and whatever it builds, a server's fibers included) with its
 * log lines collected, and dies naming every warning or error that is not
 * one of `expected` (message prefixes): a test that cuts the database
 * expects its failures to be logged, and anything else still surfaces.
 */
export const expectingLogs =
  (expected: ReadonlyArray<string>) =>
  <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.flatMap(collectingLogs(self), ([result, lines]) => {
      const unexpected = lines.filter(
        (line) =>
          line.level !== "Info" &&
          line.level !== "Debug" &&
          line.level !== "Trace" &&
          !expected.some((prefix) => line.message.startsWith(prefix))
      )
      return unexpected.length === 0
        ? Effect.succeed(result)
        : Effect.die(new Error(`unexpected log lines:\n${unexpected.map((l) => `${l.level} ${l.message}`).join("\n")}`))
    })

/** What a server logs when its database goes away, as the PostgreSQL outage tests make it. */
export const DATABASE_OUTAGE_LOGS: ReadonlyArray<string> = [
  "SQL transaction failed",
  "SQL operation failed",
  "listening for link changes failed",
  "could not announce a change",
  "could not store scan counts",
  "public page lookup failed",
  "short link lookup failed",
  "GS1 resolution failed",
  "purging expired idempotency keys failed",
  "503 "
]
