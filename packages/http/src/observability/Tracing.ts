/**
 * Traces over OTLP/HTTP (issue 31, item 2), configured by the standard
 * OpenTelemetry variables: `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_ENDPOINT` + `/v1/traces`), `OTEL_SERVICE_NAME` (default
 * `elabel`), `OTEL_RESOURCE_ATTRIBUTES`, `OTEL_TRACES_SAMPLER_ARG` (the ratio
 * of traces kept, 0 to 1, default 1; parent-based: a request whose
 * `traceparent` says sampled is kept). Effect's `OtlpTracer` exports the
 * spans that are already there: the server span of every request (the
 * router's tracer middleware, which continues an incoming W3C `traceparent`),
 * the use cases (`Effect.fn`), the SQL statements (the SQL client's spans,
 * the statement text without its values), and the webhook attempts (whose
 * request carries a `traceparent`). Without an endpoint nothing is exported.
 */
import { Config, Effect, Layer, Option, Tracer } from "effect"
import { FetchHttpClient } from "effect/http"
import { OtlpExporter, OtlpSerialization, OtlpTracer } from "effect/observability"
import { invalid, optionalString } from "../protocol/ConfigVariables.ts"

/** What the variables say: where to export, and the ratio of traces kept. */
export interface TracingSettings {
  readonly url: string
  readonly ratio: number
  readonly serviceName: string
}

const endpointOf = (name: string, raw: string, suffix: string) => {
  try {
    const url = new URL(raw)
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http")
    if (suffix !== "") url.pathname = `${url.pathname.replace(/\/$/, "")}${suffix}`
    return Effect.succeed(url.toString())
  } catch {
    return Effect.fail(invalid(`${name} must be an absolute http(s) URL, got "${raw}"`))
  }
}

/** The tracing variables; `None` when no endpoint is set (nothing exported). */
export const tracingConfig: Config.Config<Option.Option<TracingSettings>> = Config.all({
  traces: optionalString("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"),
  base: optionalString("OTEL_EXPORTER_OTLP_ENDPOINT"),
  ratio: optionalString("OTEL_TRACES_SAMPLER_ARG"),
  serviceName: optionalString("OTEL_SERVICE_NAME")
}).pipe(
  Config.mapEffect(({ traces, base, ratio, serviceName }) =>
    Effect.gen(function* () {
      const rawRatio = Option.getOrUndefined(ratio)
      const kept = rawRatio === undefined ? 1 : Number(rawRatio)
      if (rawRatio !== undefined && (!/^\d*\.?\d+$/.test(rawRatio) || kept > 1)) {
        return yield* Effect.fail(invalid(`OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1, got "${rawRatio}"`))
      }
      const url = Option.isSome(traces)
        ? yield* endpointOf("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", traces.value, "")
        : Option.isSome(base)
          ? yield* endpointOf("OTEL_EXPORTER_OTLP_ENDPOINT", base.value, "/v1/traces")
          : undefined
      if (url === undefined) return Option.none<TracingSettings>()
      return Option.some({ url, ratio: kept, serviceName: Option.getOrElse(serviceName, () => "elabel") })
    })
  )
)

/** `tracer` keeping a root span (a trace) with probability `ratio`; the spans inside follow their parent. */
export const sampledTracer =
  (ratio: number) =>
  (tracer: Tracer.Tracer): Tracer.Tracer =>
    Tracer.make({
      span: (options) =>
        tracer.span(
          Option.isNone(options.parent) && options.sampled ? { ...options, sampled: Math.random() < ratio } : options
        ),
      ...(tracer.context === undefined ? {} : { context: tracer.context })
    })

/** The OTLP tracer of `settings`, with its exporter flushed when the layer closes. */
export const otlpTracer = (settings: TracingSettings) =>
  Layer.effect(
    Tracer.Tracer,
    Effect.map(
      OtlpTracer.make({ url: settings.url, resource: { serviceName: settings.serviceName } }),
      sampledTracer(settings.ratio)
    )
  ).pipe(
    Layer.provideMerge(OtlpExporter.layerFlusher),
    Layer.provide(OtlpSerialization.layerJson),
    Layer.provide(FetchHttpClient.layer)
  )

/**
 * The tracer the variables ask for, or none (Effect's own, which exports
 * nothing). Provide it under the server: its `Tracer` reaches every span.
 */
export const tracingLayer = Layer.unwrap(
  Effect.map(tracingConfig, (settings) =>
    Option.match(settings, {
      onNone: () => OtlpExporter.layerFlusher,
      onSome: otlpTracer
    })
  )
)
