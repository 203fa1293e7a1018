/**
 * The metrics (issue 31, item 1; ADR 0047): series merged across processes
 * without a counter going backwards, the two text formats, and a server
 * process serving `/metrics` on `ELABEL_METRICS_PORT` (never on `PORT`) with
 * the requests by route template, hot paths included; `promtool` checks the
 * text when it is installed. A bad, equal or taken port stops the start with
 * one line naming the variable.
 */
import { execFileSync } from "node:child_process"
import { existsSync } from "node:fs"
import { createServer } from "node:net"
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { cumulative, exposition, mergeSeries, type Series } from "../src/observability/Exposition.ts"
import { exitOf, freePort, listeningUrl, startServer, stop, tempDir } from "./support/processes.ts"

const PROMTOOL = "/usr/bin/promtool"

const counter = (value: number, labels: Record<string, string> = {}): Series => ({
  name: "elabel_things_total",
  kind: "counter",
  help: "Things",
  labels,
  value
})
const histogram = (count: number, sum: number, buckets: ReadonlyArray<readonly [number, number]>): Series => ({
  name: "elabel_wait_seconds",
  kind: "histogram",
  help: "Waits",
  labels: { route: "/l/{ref}" },
  value: count,
  sum,
  buckets
})
const gauge = (name: string, value: number): Series => ({ name, kind: "gauge", help: "", labels: {}, value })

/** `promtool check metrics` on `text`: its complaints (empty when clean); `undefined` without promtool. */
const promtoolComplaints = (text: string): string | undefined => {
  if (!existsSync(PROMTOOL)) return undefined
  try {
    return execFileSync(PROMTOOL, ["check", "metrics"], { input: text, encoding: "utf8", stdio: "pipe" })
  } catch (error) {
    return String((error as { stdout?: string; stderr?: string }).stderr ?? error)
  }
}

describe("series", () => {
  it("of several processes are summed; a level of one process keeps the highest", () => {
    const merged = mergeSeries([
      [counter(2, { a: "1" }), histogram(2, 0.3, [[0.1, 1]]), gauge("elabel_event_loop_delay_p99_seconds", 0.02)],
      [counter(5, { a: "1" }), counter(1, { a: "2" }), histogram(3, 0.5, [[0.1, 2]])],
      [gauge("elabel_event_loop_delay_p99_seconds", 0.05), gauge("elabel_process_memory_bytes", 7)]
    ])
    const find = (name: string, labels = "{}") =>
      merged.find((one) => one.name === name && JSON.stringify(one.labels) === labels)
    assert.strictEqual(find("elabel_things_total", '{"a":"1"}')?.value, 7)
    assert.strictEqual(find("elabel_things_total", '{"a":"2"}')?.value, 1)
    assert.deepStrictEqual(find("elabel_wait_seconds", '{"route":"/l/{ref}"}')?.buckets, [[0.1, 3]])
    assert.strictEqual(find("elabel_wait_seconds", '{"route":"/l/{ref}"}')?.sum, 0.8)
    assert.strictEqual(find("elabel_event_loop_delay_p99_seconds")?.value, 0.05)
  })

  it("a worker that ends leaves its counts behind: a counter never goes backwards", () => {
    const workerA = [counter(10), gauge("elabel_process_memory_bytes", 100)]
    const workerB = [counter(4)]
    const before = mergeSeries([[], workerA, workerB])
    // A ends; its replacement C starts from zero.
    const retired = mergeSeries([[], cumulative(workerA)])
    const after = mergeSeries([[], retired, workerB, [counter(0)]])
    const total = (series: ReadonlyArray<Series>) => series.find((one) => one.name === "elabel_things_total")?.value
    assert.strictEqual(total(before), 14)
    assert.strictEqual(total(after), 14)
    assert.isUndefined(
      retired.find((one) => one.kind === "gauge"),
      "a gauge ends with its process"
    )
  })

  it("are written in the Prometheus text format, and in OpenMetrics", () => {
    const series = [counter(3, { route: 'a"b' }), histogram(2, 0.25, [[0.1, 1]])]
    const text = exposition(series, "prometheus")
    assert.include(text, "# TYPE elabel_things_total counter\n")
    assert.include(text, 'elabel_things_total{route="a\\"b"} 3\n')
    assert.include(text, 'elabel_wait_seconds_bucket{route="/l/{ref}",le="+Inf"} 2\n')
    assert.include(text, 'elabel_wait_seconds_count{route="/l/{ref}"} 2\n')
    const open = exposition(series, "openmetrics")
    assert.include(open, "# TYPE elabel_things counter\n")
    assert.include(open, 'elabel_things_total{route="a\\"b"} 3\n')
    assert.isTrue(open.endsWith("# EOF\n"))
  })
})

describe("ELABEL_METRICS_PORT", () => {
  it.live(
    "serves /metrics on its own port: requests by route template, hot paths included; never on PORT",
    () =>
      Effect.gen(function* () {
        const dataDir = yield* tempDir("elabel-metrics-")
        const metricsPort = yield* freePort
        const started = yield* startServer({
          ELABEL_DATABASE: "memory",
          ELABEL_DATA_DIR: dataDir,
          ELABEL_METRICS_PORT: String(metricsPort)
        })
        const url = yield* listeningUrl(started, "30 seconds")
        const get = (target: string, headers: Record<string, string> = {}) =>
          Effect.promise(async () => {
            const response = await fetch(target, { headers })
            return { status: response.status, type: response.headers.get("content-type"), text: await response.text() }
          })
        for (const path of ["/health/live", "/health/live", "/l/NoSuchRef123", "/q/NoSuchRef123", "/nowhere"]) {
          yield* get(`${url}${path}`)
        }
        assert.strictEqual((yield* get(`${url}/metrics`)).status, 404, "never on the public port")

        const scrape = yield* get(`http://127.0.0.1:${metricsPort}/metrics`)
        assert.strictEqual(scrape.status, 200)
        assert.match(scrape.type ?? "", /^text\/plain; version=0\.0\.4/)
        const { text } = scrape
        assert.include(
          text,
          'elabel_http_request_duration_seconds_count{method="GET",route="/health/live",status_class="2xx"} 2\n'
        )
        assert.include(text, 'route="/l/{ref}",status_class="4xx"')
        assert.include(text, 'route="/q/{ref}"')
        assert.include(text, 'route="unmatched",status_class="4xx"')
        assert.notInclude(text, "NoSuchRef123", "never the raw path")
        assert.match(text, /elabel_process_memory_bytes\{kind="rss"\} \d+/)
        assert.match(text, /elabel_event_loop_delay_p99_seconds [\d.e-]+/)
        assert.include(text, "elabel_rate_limit_refusals_total")
        // The caches: the unknown ref went to storage once per cache; their sizes are read at the scrape.
        assert.include(text, 'elabel_cache_requests_total{cache="page",result="miss"} 1\n')
        assert.include(text, 'elabel_cache_requests_total{cache="short_link",result="miss"} 1\n')
        assert.include(text, 'elabel_cache_entries{cache="short_link"} 1\n')
        assert.match(text, /elabel_cache_bytes\{cache="page"\} \d+/)
        const complaints = promtoolComplaints(text)
        if (complaints !== undefined) assert.strictEqual(complaints, "", complaints)

        const open = yield* get(`http://127.0.0.1:${metricsPort}/metrics`, {
          accept: "application/openmetrics-text; version=1.0.0"
        })
        assert.match(open.type ?? "", /^application\/openmetrics-text/)
        assert.isTrue(open.text.endsWith("# EOF\n"))
        assert.strictEqual((yield* get(`http://127.0.0.1:${metricsPort}/other`)).status, 404)
        assert.strictEqual(yield* stop(started, "10 seconds"), 0)
      }).pipe(Effect.scoped),
    90_000
  )

  it.live(
    "a malformed port, the public port or a taken one stops the start with one line naming it",
    () =>
      Effect.gen(function* () {
        const dataDir = yield* tempDir("elabel-metrics-bad-")
        const taken = createServer().listen(0, "127.0.0.1")
        yield* Effect.addFinalizer(() => Effect.sync(() => taken.close()))
        yield* Effect.promise(() => new Promise((resolve) => taken.once("listening", resolve)))
        const address = taken.address()
        const takenPort = typeof address === "object" && address !== null ? address.port : 0
        const port = yield* freePort
        const cases: ReadonlyArray<readonly [Record<string, string>, string]> = [
          [{ ELABEL_METRICS_PORT: "99999" }, 'ELABEL_METRICS_PORT must be a port from 1 to 65535, got "99999"'],
          [{ PORT: String(port), ELABEL_METRICS_PORT: String(port) }, "ELABEL_METRICS_PORT must differ from PORT"],
          [{ ELABEL_METRICS_PORT: String(takenPort) }, `ELABEL_METRICS_PORT ${takenPort} is taken on 127.0.0.1`]
        ]
        for (const [env, line] of cases) {
          const started = yield* startServer({ ELABEL_DATABASE: "memory", ELABEL_DATA_DIR: dataDir, ...env })
          assert.strictEqual(yield* exitOf(started.child), 1, started.output())
          const lines = started.output().trim().split("\n")
          assert.include(lines.at(-1) ?? "", line, started.output())
          assert.notInclude(started.output(), "elabel listening on", "the app never served")
        }
      }).pipe(Effect.scoped),
    90_000
  )
})
