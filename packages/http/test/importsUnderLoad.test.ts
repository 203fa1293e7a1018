/**
 * A big import does not freeze the server (issue 33 item 5), measured on a
 * server process on the embedded database: while a dry run of a large CSV
 * file runs, `/health/ready` and a consumer page keep answering quickly,
 * because the file is parsed and its rows validated a slice at a time; a
 * cell longer than any column takes (a 1 MB name, a 30 MB description) is
 * refused as soon as it is read, with the cell's column and row.
 */
import { assert, describe, it } from "@effect/vitest"
import { seedWorkspace, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Effect, Redacted, type Scope } from "effect"
import { processOn } from "./support/postgresProcess.ts"
import { listeningUrl, startServer, tempDir } from "./support/processes.ts"
import { TEST_SECRET, tokenFor } from "./support/tokens.ts"

/** The latencies (ms), statuses and start times (ms from the first) of `/health/ready`, asked one after another until `until` settles. */
const readyLatencies = (base: string, until: Promise<unknown>) =>
  Effect.promise(async () => {
    let done = false
    void until.finally(() => {
      done = true
    })
    const latencies: Array<{ readonly ms: number; readonly status: number; readonly at: number }> = []
    const first = performance.now()
    while (!done) {
      const started = performance.now()
      const response = await fetch(`${base}/health/ready`)
      await response.arrayBuffer()
      latencies.push({ ms: performance.now() - started, status: response.status, at: started - first })
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return latencies
  })

/** POSTs a CSV body to the workspace's import (a dry run); its status, problem and duration. */
const importCsv = (base: string, workspace: string, token: string, body: string) => {
  const started = performance.now()
  return fetch(`${base}/v1/workspaces/${workspace}/imports?dry_run=true`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
    body
  }).then(async (response) => ({
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
    ms: performance.now() - started
  }))
}

const text = (n: number, letter: string) => letter.repeat(n)

/** `rows` labels of about 6 KB each: a name and three 2,000-character descriptions. */
const bigFile = (rows: number) => {
  const lines = ["internal_reference,name,description@de,description@en,description@fr"]
  for (let i = 0; i < rows; i++) {
    lines.push(`R-${i},Wine ${i},${text(2000, "d")},${text(2000, "e")},${text(2000, "f")}`)
  }
  return `${lines.join("\n")}\n`
}

const max = (values: ReadonlyArray<number>) => Math.round(Math.max(0, ...values))

/** A started server and a workspace its token may import into. */
interface Target {
  readonly base: string
  readonly token: string
  readonly workspace: string
}

/** A server on the embedded database and its demo workspace. */
const embedded = Effect.gen(function* (): Effect.fn.Return<Target, never, Scope.Scope> {
  const dataDir = yield* tempDir("elabel-imports-")
  const started = yield* startServer({
    ELABEL_DATA_DIR: dataDir,
    ELABEL_JWT_SECRET: TEST_SECRET,
    ELABEL_RATE_LIMIT: "off"
  })
  const base = yield* Effect.orDie(listeningUrl(started, "60 seconds"))
  const token = yield* tokenFor("demo")
  const workspaces = yield* Effect.promise(async () =>
    (await fetch(`${base}/v1/workspaces`, { headers: { authorization: `Bearer ${token}` } })).json()
  )
  return { base, token, workspace: (workspaces as { items: Array<{ id: string }> }).items[0]!.id }
})

/** A server on a fresh PostgreSQL database with a seeded workspace. */
const postgres = (admin: string) =>
  Effect.gen(function* (): Effect.fn.Return<Target, never, Scope.Scope> {
    const { url } = yield* Effect.orDie(freshDatabase(admin, "elabel_imports"))
    const domain = yield* Effect.orDie(processOn(url))
    const { workspace } = yield* Effect.orDie(seedWorkspace().pipe(Effect.provideContext(domain)))
    const started = yield* startServer({
      DATABASE_URL: Redacted.value(url),
      ELABEL_JWT_SECRET: TEST_SECRET,
      ELABEL_RATE_LIMIT: "off"
    })
    const base = yield* Effect.orDie(listeningUrl(started, "60 seconds"))
    return { base, token: yield* tokenFor(users.editor), workspace: workspace.id }
  })

const adminUrl = process.env.DATABASE_URL || undefined

/**
 * A dry run of 2,000 rows of 6 KB (12 MB), `/health/ready` asked throughout:
 * every answer 200, 95 % of them within 500 ms on the loaded test machine. The
 * embedded database's one connection is held by the import's transaction:
 * readiness must not queue behind it (ADR 0060).
 */
const bigImportWhileReady = ({ base, token, workspace }: Target, store: string) =>
  Effect.gen(function* () {
    const big = importCsv(base, workspace, token, bigFile(2000))
    const ready = yield* readyLatencies(base, big)
    const answered = yield* Effect.promise(() => big)
    assert.strictEqual(answered.status, 200, JSON.stringify(answered.json).slice(0, 500))
    assert.strictEqual((answered.json.summary as { rows: number }).rows, 2000)
    const sorted = ready.map((one) => one.ms).sort((a, b) => a - b)
    const slowest = ready.find((one) => one.ms === sorted.at(-1))
    console.log(
      `${store}: import of 2000 rows (12 MB): ${Math.round(answered.ms)} ms; /health/ready asked ${ready.length} ` +
        `times, median ${max(sorted.slice(0, Math.ceil(sorted.length / 2)))} ms, ` +
        `p95 ${max(sorted.slice(0, Math.ceil(sorted.length * 0.95)))} ms, slowest ${max(sorted)} ms (${Math.round(slowest?.at ?? 0)} ms in)`
    )
    assert.isAbove(ready.length, 2)
    assert.deepStrictEqual(
      ready.filter((one) => one.status !== 200),
      []
    )
    // The 95th percentile: the slowest answers come while the 12 MB body is read and decoded, before
    // the parser sees it (ADR 0056), not from the database.
    assert.isBelow(max(sorted.slice(0, Math.ceil(sorted.length * 0.95))), 500)
  })

describe("a big import on a running server", () => {
  it.live(
    "refuses an oversized cell as soon as it is read, /health/ready answering meanwhile (embedded)",
    () =>
      Effect.gen(function* () {
        const { base, token, workspace } = yield* embedded
        // A 1 MB name: refused at its cell (400, its column and row), without validating anything.
        const name = yield* Effect.promise(() =>
          importCsv(base, workspace, token, `internal_reference,name\nR-1,${text(1024 * 1024, "n")}\n`)
        )
        assert.strictEqual(name.status, 400)
        assert.strictEqual(name.json.type, "/problems/invalid-body")
        const issue = (name.json.errors as Array<{ path: string; message: string }>)[0]!
        assert.strictEqual(issue.path, "name")
        assert.match(issue.message, /row 2 is longer than 16384 characters/)
        console.log(`a 1 MB name refused in ${Math.round(name.ms)} ms`)
        // Refused at its cell, not after reading and validating the rest: far below a whole import's time.
        assert.isBelow(name.ms, 5000)

        // One 30 MB cell: refused once 4 MB of its row are read, the server answering throughout.
        const cell = importCsv(
          base,
          workspace,
          token,
          `internal_reference,name,description@de\nR-1,Wine,${text(30 * 1024 * 1024, "d")}\n`
        )
        const ready = yield* readyLatencies(base, cell)
        const refused = yield* Effect.promise(() => cell)
        assert.strictEqual(refused.status, 400)
        assert.match(JSON.stringify(refused.json.errors), /line 2 is longer than 4194304 bytes/)
        console.log(
          `a 30 MB cell refused in ${Math.round(refused.ms)} ms; /health/ready slowest ${max(ready.map((one) => one.ms))} ms`
        )
        // Every readiness answer is a 200: none waited out its database check (2 s, then 503) behind the import.
        // How fast is printed above, not asserted (it was 3.1 s with 503s); `npm run bench:imports` measures it
        // on a quiet machine (ADR 0062: under 100 ms once the body is checked in place, a turn of its own).
        assert.isAbove(ready.length, 0)
        assert.deepStrictEqual(
          ready.filter((one) => one.status !== 200),
          []
        )
      }),
    120_000
  )

  it.live(
    "applies 2,000 rows of 6 KB in its transaction while /health/ready keeps answering (embedded)",
    () => Effect.flatMap(embedded, (target) => bigImportWhileReady(target, "embedded")),
    240_000
  )

  it.live.skipIf(adminUrl === undefined)(
    "parses and validates 2,000 rows of 6 KB while /health/ready keeps answering (PostgreSQL)",
    () => Effect.flatMap(postgres(adminUrl!), (target) => bigImportWhileReady(target, "PostgreSQL")),
    240_000
  )
})
