/**
 * `npm run bench:observability` (and the last phase of `npm run bench`):
 * what metrics and tracing cost on the consumer paths (issue 31, item 4).
 * Two elabel servers on the same database kind, started alike but for
 * `ELABEL_METRICS_PORT`, `OTEL_EXPORTER_OTLP_ENDPOINT` (a sink in this
 * process answering 200) and `OTEL_TRACES_SAMPLER_ARG=0.01` on the second;
 * `/l/{ref}`, `/01/{gtin}` and `/q/{ref}` loaded with wrk on each, rounds in
 * alternating order, medians shown: throughput (which moves with whatever
 * else the machine runs) and the server's CPU time per request (which moves
 * much less). The metrics endpoint is scraped every second during the runs,
 * as Prometheus would. Flags: --connections 50, --duration 10, --warmup 2,
 * --rounds 3, --pin (every server on CPU 0, wrk on the other cores). It prints
 * numbers; it asserts nothing.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:http"
import os from "node:os"
import { join } from "node:path"
import { loadFromArgs, measure, PHONE, SECRET, startServer, stopServers, type Target } from "./harness.ts"
import { fmt } from "./stats.ts"

const load = loadFromArgs("npm run bench:observability", "10")

interface Seeded {
  readonly url: string
  readonly labelRef: string
  readonly gtin: string
  readonly qrRef: string
}

/** A port of the loopback, free when asked. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0))
    })
  })

const main = async () => {
  const dataDir = mkdtempSync(join(os.tmpdir(), "elabel-bench-obs-"))
  // The OTLP collector: reads and drops every export.
  let exports = 0
  const sink = createServer((request, response) => {
    request.resume()
    request.on("end", () => {
      exports++
      response.writeHead(200, { "content-type": "application/json" }).end("{}")
    })
  }).listen(0, "127.0.0.1")
  await new Promise((resolve) => sink.once("listening", resolve))
  const sinkAddress = sink.address()
  const sinkPort = typeof sinkAddress === "object" && sinkAddress !== null ? sinkAddress.port : 0
  const metricsPort = await freePort()
  let scraper: NodeJS.Timeout | undefined
  try {
    const { ELABEL_DATABASE: _memory, ...environment } = process.env
    const base = {
      ...environment,
      PORT: "0",
      HOST: "127.0.0.1",
      ELABEL_JWT_SECRET: SECRET,
      ELABEL_DATA_DIR: dataDir,
      ELABEL_RATE_LIMIT: "1000000000"
    }
    const off = await startServer<Seeded>("elabel (observability off)", "elabelServer.ts", base)
    const on = await startServer<Seeded>("elabel (metrics and tracing on)", "elabelServer.ts", {
      ...base,
      // Its own embedded database: one data dir is never open in two processes.
      ELABEL_DATA_DIR: join(dataDir, "on"),
      ELABEL_METRICS_PORT: String(metricsPort),
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${sinkPort}`,
      OTEL_TRACES_SAMPLER_ARG: "0.01"
    })
    let scrapes = 0
    scraper = setInterval(() => {
      fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
        async (response) => {
          await response.text()
          scrapes++
        },
        () => undefined
      )
    }, 1000)
    const targets = (label: string, server: typeof off): ReadonlyArray<Target> => [
      {
        name: `/l/{ref} ${label}`,
        origin: server.info.url,
        paths: [`/l/${server.info.labelRef}`],
        headers: [PHONE],
        pid: server.pid
      },
      {
        name: `/01/{gtin} ${label}`,
        origin: server.info.url,
        paths: [`/01/${server.info.gtin}`],
        headers: [PHONE],
        status: 307,
        pid: server.pid
      },
      {
        name: `/q/{ref} ${label}`,
        origin: server.info.url,
        paths: [`/q/${server.info.qrRef}`],
        headers: [PHONE],
        status: 302,
        pid: server.pid
      }
    ]
    const offTargets = targets("off", off)
    const onTargets = targets("on", on)
    // Alternating: each path off, then on, so both see the same moments of the machine.
    const summaries = await measure(
      load,
      offTargets.flatMap((target, i) => [target, onTargets[i]!])
    )
    console.log("\n| path | off req/s | on req/s | on/off | off CPU µs/req | on CPU µs/req | on/off |")
    console.log("|---|---|---|---|---|---|---|")
    for (let i = 0; i < summaries.length; i += 2) {
      const a = summaries[i]!
      const b = summaries[i + 1]!
      console.log(
        `| ${a.name.replace(/ off$/, "")} | ${fmt(a.rps)} | ${fmt(b.rps)} | ${fmt((100 * b.rps) / a.rps, 1)} % | ` +
          `${fmt(a.cpu, 1)} | ${fmt(b.cpu, 1)} | ${fmt((100 * b.cpu) / a.cpu, 1)} % |`
      )
    }
    console.log(`\n${scrapes} scrapes of /metrics, ${exports} OTLP exports received during the runs`)
  } finally {
    if (scraper !== undefined) clearInterval(scraper)
    await stopServers()
    sink.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
