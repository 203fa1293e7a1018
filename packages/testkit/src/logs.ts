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
