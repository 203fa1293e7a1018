/**
 * `npm run bench:keys`: an API key against a token on `GET /v1/labels/{id}`
 * (issue 32 item 1: "a key's use is as fast as a token's"). One elabel
 * server (`elabelServer.ts` with `BENCH_KEYS=true`: a viewer key of the
 * seeded workspace), on PostgreSQL when `DATABASE_URL` is set, else on the
 * memory store, and a raw `node:http` server replaying the bytes of its 200,
 * loaded with wrk as `npm run bench` loads every path: requests a second,
 * p99 and the server's CPU time a request. Medians over `--rounds` rounds,
 * runs alternating. Flags: --connections 50, --duration 10, --warmup 2,
 * --rounds 3, --pin (the servers on CPU 0, wrk on the other cores). This prints
 * numbers; it asserts nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import { join } from "node:path"
import { loadFromArgs, measure, recordAnswer, SECRET, startServer, stopServers, type Target } from "./harness.ts"
import { fmt, table } from "./stats.ts"

const load = loadFromArgs("npm run bench:keys", "10")

interface Seeded {
  readonly url: string
  readonly token: string
  readonly apiKey: string
  readonly labelId: string
}

const bearer = (token: string): ReadonlyArray<readonly [string, string]> => [["authorization", `Bearer ${token}`]]
const percent = (value: number) => `${fmt(100 * value, 1)} %`

const main = async () => {
  const dataDir = mkdtempSync(join(os.tmpdir(), "elabel-bench-keys-"))
  try {
    const { ELABEL_DATABASE: _memory, ...environment } = process.env
    const storage = process.env.DATABASE_URL ? {} : { ELABEL_DATABASE: "memory" }
    const elabel = await startServer<Seeded>("elabel server", "elabelServer.ts", {
      ...environment,
      ...storage,
      PORT: "0",
      HOST: "127.0.0.1",
      ELABEL_JWT_SECRET: SECRET,
      ELABEL_DATA_DIR: dataDir,
      ELABEL_RATE_LIMIT: "10000000",
      ELABEL_RATE_LIMIT_WINDOW: "86400",
      BENCH_KEYS: "true"
    })
    const server = elabel.info
    const path = `/v1/labels/${server.labelId}`
    const byToken: Target = {
      name: "token",
      origin: server.url,
      paths: [path],
      headers: bearer(server.token),
      pid: elabel.pid
    }
    const byKey: Target = { ...byToken, name: "API key", headers: bearer(server.apiKey) }
    // The first request of a credential verifies it; the second is the steady state's answer.
    await recordAnswer("/v1/labels/", byKey)
    await recordAnswer("/v1/labels/", byToken)
    const file = join(dataDir, "answer.json")
    writeFileSync(file, JSON.stringify([await recordAnswer("/v1/labels/", byToken)]))
    const raw = await startServer<{ url: string }>("raw 200", "rawServer.ts", { ...process.env, BENCH_ANSWERS: file })
    const rawTarget: Target = { ...byToken, name: "raw", origin: raw.info.url, pid: raw.pid }
    console.log(
      `${process.env.DATABASE_URL ? "PostgreSQL" : "memory store"}; wrk 1 thread, ${load.connections} connections, ` +
        `${load.warmup} s warm-up + ${load.duration} s per run, ${load.rounds} rounds; ` +
        `${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(2)}`
    )
    const [rawResult, tokenResult, keyResult] = await measure(load, [rawTarget, byToken, byKey])
    console.log(
      `\nGET /v1/labels/{id}, medians over ${load.rounds} rounds:\n\n${table(
        ["credential", "req/s", "vs raw", "p99 ms", "CPU µs/req"],
        [
          ["raw node:http", fmt(rawResult!.rps), "100 %", fmt(rawResult!.p99, 2), fmt(rawResult!.cpu, 1)],
          ...[tokenResult!, keyResult!].map((r) => [
            r.name,
            fmt(r.rps),
            percent(r.rps / rawResult!.rps),
            fmt(r.p99, 2),
            fmt(r.cpu, 1)
          ])
        ]
      )}`
    )
    console.log(`\nA key is answered at ${percent(keyResult!.rps / tokenResult!.rps)} of a token's rate.`)
  } finally {
    await stopServers()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  await stopServers()
  process.exitCode = 1
})
