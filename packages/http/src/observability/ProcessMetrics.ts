/**
 * The process's own gauges, read at each scrape: memory (resident set, V8
 * heap used, external and array buffers) and the event loop's delay (the
 * 99th percentile and the largest since the previous scrape, from Node's
 * `monitorEventLoopDelay`, which samples every 20 ms at no cost to requests).
 */
import { monitorEventLoopDelay } from "node:perf_hooks"
import { Effect } from "effect"
import { pulledGauge } from "./PulledGauges.ts"

/** Starts the process gauges for the life of the scope. */
export const processMetrics = Effect.acquireRelease(
  Effect.sync(() => {
    const delay = monitorEventLoopDelay({ resolution: 20 })
    delay.enable()
    let p99 = 0
    let max = 0
    let read = 0
    // Both gauges of one scrape read the same window; the window restarts at the next scrape.
    const window = () => {
      const now = Date.now()
      if (now - read > 1000) {
        p99 = delay.percentile(99) / 1e9
        max = delay.max / 1e9
        delay.reset()
        read = now
      }
    }
    const memory = (kind: keyof NodeJS.MemoryUsage) => () => process.memoryUsage()[kind]
    const help = "Memory of the process in bytes, by kind (rss, heap_used, external, array_buffers)"
    const removals = [
      pulledGauge("elabel_process_memory_bytes", help, memory("rss"), { kind: "rss" }),
      pulledGauge("elabel_process_memory_bytes", help, memory("heapUsed"), { kind: "heap_used" }),
      pulledGauge("elabel_process_memory_bytes", help, memory("external"), { kind: "external" }),
      pulledGauge("elabel_process_memory_bytes", help, memory("arrayBuffers"), { kind: "array_buffers" }),
      pulledGauge(
        "elabel_event_loop_delay_p99_seconds",
        "99th percentile of the event loop's delay since the previous scrape (the highest of the workers)",
        () => {
          window()
          return p99
        }
      ),
      pulledGauge(
        "elabel_event_loop_delay_max_seconds",
        "Longest event loop delay since the previous scrape (the highest of the workers)",
        () => {
          window()
          return max
        }
      )
    ]
    return { delay, removals }
  }),
  ({ delay, removals }) =>
    Effect.sync(() => {
      delay.disable()
      for (const remove of removals) remove()
    })
)
