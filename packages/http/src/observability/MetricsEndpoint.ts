/**
 * `GET /metrics` on a listener of its own (issue 31, item 1; ADR 0047):
 * `ELABEL_METRICS_PORT` on `HOST`, never the public port, so the public
 * server exposes nothing of it and a firewall rule keeps it private. It
 * answers the Prometheus text format, or OpenMetrics when the scraper's
 * `Accept` asks. A port that is malformed, equal to `PORT` or taken stops
 * the start with one line naming the variable.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { Config, Effect, Option } from "effect"
import { integerIn, invalid, optionalString } from "../protocol/ConfigVariables.ts"
import { exposition, formatFor, OPENMETRICS_TYPE, PROMETHEUS_TYPE, type Series } from "./Exposition.ts"

/** `ELABEL_METRICS_PORT`: a port from 1 to 65535; unset: no metrics endpoint, nothing recorded. */
export const metricsPortConfig: Config.Config<Option.Option<number>> = optionalString("ELABEL_METRICS_PORT").pipe(
  Config.mapEffect(
    Option.match({
      onNone: () => Effect.succeed(Option.none<number>()),
      onSome: (raw) => {
        const port = integerIn(raw, 1, 65535)
        return port === undefined
          ? Effect.fail(invalid(`ELABEL_METRICS_PORT must be a port from 1 to 65535, got "${raw}"`))
          : Effect.succeed(Option.some(port))
      }
    })
  )
)

/** The metrics port, refused when it is the public one. */
export const checkMetricsPort = (metricsPort: Option.Option<number>, port: number) =>
  Option.isSome(metricsPort) && metricsPort.value === port
    ? Effect.fail(invalid(`ELABEL_METRICS_PORT must differ from PORT (both are ${port}): metrics are never public`))
    : Effect.void

const answer =
  (collect: () => Promise<ReadonlyArray<Series>>) => (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? "/").split("?", 1)[0]
    if (path !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("Only /metrics here.\n")
      return
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain" }).end()
      return
    }
    const format = formatFor(request.headers.accept)
    collect().then(
      (series) => {
        const body = exposition(series, format)
        response.writeHead(200, {
          "content-type": format === "openmetrics" ? OPENMETRICS_TYPE : PROMETHEUS_TYPE,
          "cache-control": "no-store"
        })
        response.end(request.method === "HEAD" ? undefined : body)
      },
      () => response.writeHead(503, { "content-type": "text/plain" }).end("metrics unavailable\n")
    )
  }

/** Serves the series `collect` answers on `host:port` for the life of the scope; a taken port fails, naming it. */
export const serveMetrics = (host: string, port: number, collect: () => Promise<ReadonlyArray<Series>>) =>
  Effect.acquireRelease(
    Effect.callback<ReturnType<typeof createServer>, Config.ConfigError>((resume) => {
      const server = createServer(answer(collect))
      server.once("error", (error: NodeJS.ErrnoException) =>
        resume(
          Effect.fail(
            invalid(
              error.code === "EADDRINUSE"
                ? `ELABEL_METRICS_PORT ${port} is taken on ${host}`
                : `ELABEL_METRICS_PORT ${port} cannot be served on ${host}: ${error.message}`
            )
          )
        )
      )
      server.listen(port, host, () => resume(Effect.succeed(server)))
    }),
    (server) =>
      Effect.callback<void>((resume) => {
        server.closeAllConnections()
        server.close(() => resume(Effect.void))
      })
  ).pipe(
    Effect.tap(() => Effect.log(`elabel metrics on http://${host.includes(":") ? `[${host}]` : host}:${port}/metrics`))
  )
