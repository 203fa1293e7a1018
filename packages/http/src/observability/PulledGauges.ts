/**
 * Gauges read when scraped rather than updated as things happen: a cache's
 * entries, the process's memory, the webhook backlog. Each is an Effect
 * `Metric.gauge` registered with a function (`Metric.registerUnsafe`), so it
 * is in the same registry and the same snapshot as the counters; a later
 * registration of the same name and labels replaces the earlier one (a
 * server rebuilt in the same process, as the tests do).
 */
import { Metric } from "effect"
import { metricContext } from "./HttpMetrics.ts"

/** Registers `read` as the gauge `name` with `labels`; answers a function that removes it. */
export const pulledGauge = (
  name: string,
  description: string,
  read: () => number,
  labels: Readonly<Record<string, string>> = {}
): (() => void) => {
  const gauge = Metric.gauge(name, { description, attributes: labels })
  const registration = Metric.registerUnsafe(gauge, metricContext, {
    get: () => ({ value: read() }),
    update: () => {},
    modify: () => {}
  })
  return registration.remove
}
