/**
 * One scrape for a primary and its workers (issue 31, item 1; ADR 0047):
 * with `ELABEL_WORKERS=2` on PostgreSQL the primary's `/metrics` sums what
 * both workers counted, and when a worker is killed and replaced the sum
 * does not go backwards.
 */
import { get } from "node:http"
import { assert, describe, it } from "@effect/vitest"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Effect, Redacted } from "effect"
import { freePort, listeningUrl, startServer, stop } from "./support/processes.ts"
import { TEST_SECRET } from "./support/tokens.ts"
import { logged, workerPids } from "./support/workers.ts"

const adminUrl = process.env.DATABASE_URL || undefined

/** `GET url` on a connection of its own (so the kernel may hand it to either worker); its status. */
const getOnce = (url: string) =>
  Effect.promise(
    () =>
      new Promise<number>((resolve, reject) => {
        get(url, { agent: false }, (response) => {
          response.resume()
          response.on("end", () => resolve(response.statusCode ?? 0))
        }).on("error", reject)
      })
  )

/** The request count of `GET /health/live` in a scrape of `metricsUrl`. */
const liveCount = (metricsUrl: string) =>
  Effect.promise(async () => {
    const text = await (await fetch(metricsUrl)).text()
    const line = text
      .split("\n")
      .find((one) =>
        one.startsWith(
          'elabel_http_request_duration_seconds_count{method="GET",route="/health/live",status_class="2xx"}'
        )
      )
    return Number(line?.split(" ").at(-1) ?? 0)
  })

describe.skipIf(adminUrl === undefined)("ELABEL_WORKERS with ELABEL_METRICS_PORT", () => {
  it.live(
    "the primary's scrape sums its workers; a replaced worker's counts stay in the sum",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_worker_metrics")
        const metricsPort = yield* freePort
        const started = yield* startServer({
          DATABASE_URL: Redacted.value(url),
          ELABEL_JWT_SECRET: TEST_SECRET,
          ELABEL_WORKERS: "2",
          ELABEL_METRICS_PORT: String(metricsPort)
        })
        const base = yield* listeningUrl(started, "60 seconds")
        const [first = 0, second = 0] = yield* workerPids(base, 2)
        const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`

        for (let i = 0; i < 20; i++) assert.strictEqual(yield* getOnce(`${base}/health/live`), 200)
        assert.strictEqual(yield* liveCount(metricsUrl), 20)

        process.kill(first, "SIGKILL")
        yield* logged(started, `worker ${first} exited (signal SIGKILL); starting a replacement`)
        yield* workerPids(base, 1, [first, second])
        assert.strictEqual(yield* liveCount(metricsUrl), 20, "the killed worker's counts stay")

        for (let i = 0; i < 10; i++) assert.strictEqual(yield* getOnce(`${base}/health/live`), 200)
        assert.strictEqual(yield* liveCount(metricsUrl), 30)
        assert.strictEqual(yield* stop(started, "30 seconds"), 0)
      }).pipe(Effect.scoped),
    { timeout: 120_000 }
  )
})
