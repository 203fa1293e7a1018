/**
 * The metrics as Prometheus reads them (issue 31, item 1; ADR 0047): the
 * Effect metric registry's snapshot as plain series (JSON-safe, so a worker
 * can send its own to the primary, `ClusterMetrics.ts`), series of several
 * processes summed, and the text of a scrape: the Prometheus text format
 * 0.0.4, or OpenMetrics 1.0 when the scraper asks for it. Effect's own
 * `PrometheusMetrics` writes only the first, from one process's registry.
 */
import { type Context, Metric } from "effect"

/** One series: a metric's name, kind, help and labels, and its value (a histogram: cumulative buckets). */
export interface Series {
  readonly name: string
  readonly kind: "counter" | "gauge" | "histogram"
  readonly help: string
  readonly labels: Readonly<Record<string, string>>
  readonly value: number
  /** Histograms: `[upper bound, cumulative count]`, finite bounds only (`+Inf` is `value`, the count). */
  readonly buckets?: ReadonlyArray<readonly [number, number]>
  readonly sum?: number
}

/** The series of the registry in `context` (counters named `…_total`, as Prometheus wants). */
export const seriesOf = (context: Context.Context<never>): Array<Series> => {
  const series: Array<Series> = []
  for (const metric of Metric.snapshotUnsafe(context)) {
    const base = { name: metric.id, help: metric.description ?? "", labels: metric.attributes ?? {} }
    switch (metric.type) {
      case "Counter":
        series.push({ ...base, kind: "counter", value: Number(metric.state.count) })
        break
      case "Gauge":
        series.push({ ...base, kind: "gauge", value: Number(metric.state.value) })
        break
      case "Histogram":
        series.push({
          ...base,
          kind: "histogram",
          value: metric.state.count,
          sum: metric.state.sum,
          buckets: metric.state.buckets.filter(([bound]) => Number.isFinite(bound))
        })
        break
      default:
        break
    }
  }
  return series
}

const keyOf = (series: Series): string => `${series.name}${JSON.stringify(Object.entries(series.labels).sort())}`

/** Gauges that are a level of one process, where the sum of several means nothing: the largest is kept. */
const highestGauges = new Set([
  "elabel_event_loop_delay_p99_seconds",
  "elabel_event_loop_delay_max_seconds",
  "elabel_webhook_oldest_pending_age_seconds",
  "elabel_replica_lag_bytes"
])

/** Several processes' series as one: counters and histograms summed, gauges summed (or the highest). */
export const mergeSeries = (groups: ReadonlyArray<ReadonlyArray<Series>>): Array<Series> => {
  const merged = new Map<string, Series>()
  for (const group of groups) {
    for (const series of group) {
      const key = keyOf(series)
      const seen = merged.get(key)
      if (seen === undefined) {
        merged.set(key, series)
        continue
      }
      const value =
        series.kind === "gauge" && highestGauges.has(series.name)
          ? Math.max(seen.value, series.value)
          : seen.value + series.value
      const buckets = seen.buckets?.map(([bound, count], i): readonly [number, number] => [
        bound,
        count + (series.buckets?.[i]?.[1] ?? 0)
      ])
      merged.set(key, {
        ...seen,
        value,
        ...(buckets === undefined ? {} : { buckets }),
        ...(seen.sum === undefined ? {} : { sum: seen.sum + (series.sum ?? 0) })
      })
    }
  }
  return [...merged.values()]
}

/** Counters and histograms only: what a process leaves behind when it ends (its gauges end with it). */
export const cumulative = (series: ReadonlyArray<Series>): Array<Series> => series.filter((one) => one.kind !== "gauge")

const escapeValue = (value: string) => value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")

const labelText = (labels: Readonly<Record<string, string>>, extra?: readonly [string, string]): string => {
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escapeValue(value)}"`)
  if (extra !== undefined) pairs.push(`${extra[0]}="${extra[1]}"`)
  return pairs.length === 0 ? "" : `{${pairs.join(",")}}`
}

const number = (value: number): string =>
  Number.isNaN(value) ? "NaN" : value === Infinity ? "+Inf" : value === -Infinity ? "-Inf" : String(value)

/** The media type of the OpenMetrics text format. */
export const OPENMETRICS_TYPE = "application/openmetrics-text; version=1.0.0; charset=utf-8"
/** The media type of the Prometheus text format. */
export const PROMETHEUS_TYPE = "text/plain; version=0.0.4; charset=utf-8"

/** The text of a scrape: Prometheus text format, or OpenMetrics 1.0 (`# EOF`, counter families without `_total`). */
export const exposition = (series: ReadonlyArray<Series>, format: "prometheus" | "openmetrics"): string => {
  const families = new Map<string, Array<Series>>()
  for (const one of series) {
    const family = families.get(one.name)
    if (family === undefined) families.set(one.name, [one])
    else family.push(one)
  }
  const lines: Array<string> = []
  for (const [name, members] of [...families].sort(([a], [b]) => a.localeCompare(b))) {
    const first = members[0] as Series
    const family = format === "openmetrics" && first.kind === "counter" ? name.replace(/_total$/, "") : name
    if (first.help !== "") lines.push(`# HELP ${family} ${first.help.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")}`)
    lines.push(`# TYPE ${family} ${first.kind}`)
    for (const one of members) {
      if (one.kind !== "histogram") {
        lines.push(`${name}${labelText(one.labels)} ${number(one.value)}`)
        continue
      }
      for (const [bound, count] of one.buckets ?? []) {
        lines.push(`${name}_bucket${labelText(one.labels, ["le", number(bound)])} ${count}`)
      }
      lines.push(`${name}_bucket${labelText(one.labels, ["le", "+Inf"])} ${one.value}`)
      lines.push(`${name}_sum${labelText(one.labels)} ${number(one.sum ?? 0)}`)
      lines.push(`${name}_count${labelText(one.labels)} ${one.value}`)
    }
  }
  if (format === "openmetrics") lines.push("# EOF")
  return lines.length === 0 ? "" : `${lines.join("\n")}\n`
}

/** The format a scraper's `Accept` asks for. */
export const formatFor = (accept: string | undefined): "prometheus" | "openmetrics" =>
  accept?.includes("application/openmetrics-text") === true ? "openmetrics" : "prometheus"
