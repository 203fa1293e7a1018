/**
 * How the server writes its log (issue 31, item 3; ADR 0046).
 * `ELABEL_LOG_FORMAT=text` (the default) keeps Effect's human lines;
 * `json` writes one JSON object per line with fixed members first: `time`,
 * `level`, `message`, `pid`, then, for a line logged while a request runs,
 * `request_id`, `route` (the template, never the raw path), `duration_ms`
 * (since the request began), `status` when known, `trace_id` and `span_id`
 * when a span is current; then the line's other annotations and `error` (the
 * cause, rendered).
 *
 * Whatever the format, a line never holds a caller's bearer token, a signing
 * secret, an IP address or a user agent: the code logs none of them (a test
 * scans the log of a server run for them). The one token ever logged is the
 * demo token the server mints for its operator on the first embedded start
 * (`DemoBootstrap.ts`), in the text format only: as a second line of defence
 * every JSON line is scrubbed of anything shaped like a JWT, a `whsec_`
 * secret, an API key or a `Bearer` credential (`scrub`). Logs are rare (no line per
 * request), so this costs nothing on the request paths.
 */
import { Cause, Config, Context, Effect, Layer, Logger, Option, References, Tracer } from "effect"
import { invalid, optionalString } from "../protocol/ConfigVariables.ts"

/** The formats `ELABEL_LOG_FORMAT` takes. */
export type LogFormat = "text" | "json"

/** `ELABEL_LOG_FORMAT`: `text` (default) or `json`. */
export const logFormatConfig: Config.Config<LogFormat> = optionalString("ELABEL_LOG_FORMAT").pipe(
  Config.mapEffect(
    Option.match({
      onNone: () => Effect.succeed<LogFormat>("text"),
      onSome: (raw) =>
        raw === "text" || raw === "json"
          ? Effect.succeed<LogFormat>(raw)
          : Effect.fail(invalid(`ELABEL_LOG_FORMAT must be "text" or "json", got "${raw}"`))
    })
  )
)

const SECRETS = [
  // A JWT (three base64url parts, the first a JSON header), a webhook signing secret, a bearer credential.
  /eyJ[\w-]*\.[\w-]+\.[\w-]*/g,
  /whsec_[A-Za-z0-9+/=_-]+/g,
  // A workspace API key: `elabel_` and 50 base62 characters (metric names have underscores, never match).
  /elabel_[0-9A-Za-z]{50}/g,
  /Bearer\s+[^\s"',]+/gi
]

/** `text` with anything shaped like a token or secret replaced by `[redacted]`. */
export const scrub = (text: string): string => {
  let scrubbed = text
  for (const pattern of SECRETS) scrubbed = scrubbed.replace(pattern, "[redacted]")
  return scrubbed
}

const messageText = (message: unknown): string => {
  const parts = Array.isArray(message) ? message : [message]
  return parts.map((part) => (typeof part === "string" ? part : JSON.stringify(part))).join(" ")
}

/** The JSON line of one log call. */
export const jsonLine = (options: Logger.Options<unknown>): string => {
  const { cause, date, fiber, logLevel, message } = options
  const line: Record<string, unknown> = {
    time: date.toISOString(),
    level: logLevel.toLowerCase(),
    message: messageText(message),
    pid: process.pid
  }
  const annotations = fiber.getRef(References.CurrentLogAnnotations)
  for (const [key, value] of Object.entries(annotations)) line[key] = value
  for (const [label, started] of fiber.getRef(References.CurrentLogSpans)) {
    if (label === "request") line.duration_ms = date.getTime() - started
  }
  const span = Context.getOrUndefined(fiber.context, Tracer.ParentSpan)
  if (span !== undefined) {
    line.trace_id = span.traceId
    line.span_id = span.spanId
  }
  if (cause.reasons.length > 0) line.error = Cause.pretty(cause)
  return scrub(JSON.stringify(line))
}

/** The JSON logger: one line per call, on stdout (stderr when `Logger.LogToStderr` says so, as the CLI does). */
export const jsonLogger = Logger.make((options) => {
  const line = jsonLine(options)
  if (options.fiber.getRef(Logger.LogToStderr)) process.stderr.write(`${line}\n`)
  else process.stdout.write(`${line}\n`)
})

/**
 * The logger of `ELABEL_LOG_FORMAT`, replacing the default one. A bad value
 * logs in text, so the configuration check can say so (`StartConfig.ts`).
 */
export const logFormatLayer: Layer.Layer<never> = Layer.unwrap(
  Effect.map(
    Effect.orElseSucceed(logFormatConfig, (): LogFormat => "text"),
    (format) => Logger.layer([format === "json" ? jsonLogger : Logger.defaultLogger])
  )
)
