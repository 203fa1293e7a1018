/**
 * `ELABEL_WORKERS`: several server processes on one port, as an operator runs
 * them (`node packages/http/src/main.ts`). On PostgreSQL the primary prepares
 * the database, two workers answer (each names itself in `/health/ready`), a
 * killed worker is replaced (without waiting for another process's
 * migration: the workers skip what the primary did) and logged, and SIGTERM
 * drains them all and exits 0, or 1 when a worker had to be killed; workers
 * of the first start that cannot start stop the primary with exit code 1,
 * while a replacement that cannot start (the database is down) is tried
 * again after a pause and the surviving worker keeps serving. Without
 * DATABASE_URL the setting is ignored with a warning. The PostgreSQL cases
 * run when DATABASE_URL names a server they may create a database on; the
 * outage runs on a throwaway PostgreSQL of the machine's binaries.
 */
import { type AddressInfo, createServer, type Server } from "node:net"
import { PgClient } from "@effect/sql-pg"
import { assert, describe, it } from "@effect/vitest"
import { Labels } from "@elabel/domain"
import { SEED_LOCK } from "@elabel/persistence"
import { createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Context, Effect, Layer, Redacted, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import { onNewConnection, readyPid } from "./support/newConnection.ts"
import { processOn } from "./support/postgresProcess.ts"
import { exitOf, listeningUrl, startServer, stop, tempDir } from "./support/processes.ts"
import { replicaSkipReason, throwawayPostgres } from "./support/throwawayPostgres.ts"
import { TEST_SECRET } from "./support/tokens.ts"
import { childPids, logged, twoWorkers, workerPids } from "./support/workers.ts"

const adminUrl = process.env.DATABASE_URL || undefined

/** Whether a process with `pid` still runs. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Runs `body` while another session holds the locks that migrating and
 * loading the catalogue take, as a `cli migrate` of the next release would.
 */
const whileMigrating = <A, E, R>(url: Redacted.Redacted<string>, body: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const sql = Context.get(yield* Layer.build(PgClient.layer({ url })), SqlClient.SqlClient)
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`LOCK TABLE elabel_migrations IN ACCESS EXCLUSIVE MODE`
        yield* sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`
        return yield* body
      })
    )
  })

describe.skipIf(adminUrl === undefined)("ELABEL_WORKERS on PostgreSQL", () => {
  it.live(
    "two workers answer on one port; a killed one is replaced (while another process migrates) and logged; SIGTERM drains all and exits 0",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_workers")
        const { started, base, pids } = yield* twoWorkers(url)
        const primary = started.child.pid ?? 0
        assert.notInclude(pids, primary)
        // The database was prepared by the primary before any worker served.
        const output = started.output()
        assert.isBelow(
          output.indexOf(`elabel primary ${primary}: database ready, starting 2 workers`),
          output.indexOf("elabel listening on")
        )

        const [killed = 0, survivor = 0] = pids
        // The primary prepared the database for the workers: a replacement waits for no migration elsewhere.
        const replacement = yield* whileMigrating(
          url,
          Effect.gen(function* () {
            process.kill(killed, "SIGKILL")
            yield* logged(started, `worker ${killed} exited (signal SIGKILL); starting a replacement`)
            return (yield* workerPids(base, 1, [survivor]))[0] ?? 0
          })
        )
        assert.notStrictEqual(replacement, killed)
        yield* workerPids(base, 2)

        assert.strictEqual(yield* stop(started, "30 seconds"), 0)
        assert.deepStrictEqual([survivor, replacement].filter(alive), [])
      }).pipe(Effect.scoped),
    { timeout: 120_000 }
  )
})

describe.skipIf(adminUrl === undefined)("ELABEL_WORKERS failing to start", () => {
  it.live(
    "workers that cannot listen (the port is taken) stop the primary with exit code 1, not a restart loop",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_workers")
        const taken = yield* Effect.acquireRelease(
          Effect.callback<Server>((resume) => {
            const server = createServer().listen(0, "127.0.0.1", () => resume(Effect.succeed(server)))
          }),
          (server) => Effect.sync(() => server.close())
        )
        const { port } = taken.address() as AddressInfo
        const started = yield* startServer({
          DATABASE_URL: Redacted.value(url),
          ELABEL_JWT_SECRET: TEST_SECRET,
          ELABEL_WORKERS: "2",
          PORT: String(port)
        })
        assert.strictEqual(yield* exitOf(started.child).pipe(Effect.timeout("60 seconds")), 1)
        assert.match(
          started.output(),
          /elabel cannot run: WorkerFailedToStart: worker \d+ stopped \(code 1\) before it served/
        )
        assert.notInclude(started.output(), "starting a replacement")
      }).pipe(Effect.scoped),
    { timeout: 120_000 }
  )
})

/** The ref of a complete label published on the database at `url` by another process. */
const publishedRef = (url: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const editing = yield* processOn(url)
    return yield* Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace({ plan: "pro" })
      const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId, { name: "Riesling" })
      return (yield* (yield* Labels).publish(users.editor, draft.id)).ref
    }).pipe(Effect.provideContext(editing))
    // Closed once the label is published: no listener of it is left to report the outage the test makes.
  }).pipe(Effect.scoped)

/** The pid of a child of `primary` other than `known`, once it has one. */
const newChild = (primary: number, known: ReadonlyArray<number>) =>
  Effect.suspend(() => {
    const pid = childPids(primary).find((child) => !known.includes(child))
    return pid === undefined ? Effect.fail("not yet") : Effect.succeed(pid)
  }).pipe(Effect.retry({ schedule: Schedule.spaced("20 millis") }), Effect.timeout("20 seconds"))

describe.skipIf(replicaSkipReason !== undefined)("ELABEL_WORKERS through a database outage", () => {
  it.live(
    "a replacement that cannot start is tried again after a pause, the other worker serving; one that cannot drain is killed, exit 1",
    () =>
      Effect.gen(function* () {
        const postgres = yield* throwawayPostgres(0)
        const { started, base, pids } = yield* twoWorkers(postgres.primaryUrl)
        const primary = started.child.pid ?? 0
        const page = onNewConnection(`${base}/l/${yield* publishedRef(postgres.primaryUrl)}`)
        // Both workers keep the page in memory.
        yield* Effect.forEach([1, 2, 3, 4], () => page)

        yield* postgres.stopPrimary
        const [killed = 0, survivor = 0] = pids
        process.kill(killed, "SIGKILL")
        yield* logged(started, `worker ${killed} exited (signal SIGKILL); starting a replacement`)
        // The replacement stops before it serves: on its database, or killed while it starts (as by the OOM killer).
        const replacement = yield* newChild(primary, [survivor, killed])
        yield* Effect.try(() => process.kill(replacement, "SIGKILL")).pipe(Effect.ignore)
        yield* logged(
          started,
          new RegExp(
            `replacement worker ${replacement} stopped \\((code 1|signal SIGKILL)\\) before it served; trying again in 1s`
          )
        )
        assert.isNull(started.child.exitCode)
        assert.notInclude(started.output(), "WorkerFailedToStart")
        const served = yield* page
        assert.strictEqual(served.status, 200)
        assert.include(served.text, "Riesling")

        // Once the database is back, a later try serves beside the survivor.
        yield* postgres.startPrimary
        assert.include(yield* workerPids(base, 2), survivor)

        // A worker that cannot drain (stopped) is killed after the timeout, and the exit code says so.
        process.kill(survivor, "SIGSTOP")
        assert.strictEqual(yield* stop(started, "40 seconds"), 1)
        assert.include(started.output(), "workers still running after the drain timeout; killing them (exit code 1)")
        assert.isFalse(alive(survivor))
      }).pipe(Effect.scoped),
    { timeout: 120_000 }
  )
})

describe("ELABEL_WORKERS without PostgreSQL", () => {
  it.live(
    "is ignored with a warning: one process serves, the one that answers",
    () =>
      Effect.gen(function* () {
        const dataDir = yield* tempDir("elabel-workers-")
        const started = yield* startServer({ ELABEL_DATABASE: "memory", ELABEL_DATA_DIR: dataDir, ELABEL_WORKERS: "4" })
        const base = yield* listeningUrl(started, "30 seconds")
        assert.include(started.output(), "ELABEL_WORKERS=4 ignored: the memory database belongs to one process")
        assert.strictEqual(yield* readyPid(base), started.child.pid)
        assert.strictEqual(yield* stop(started, "10 seconds"), 0)
      }).pipe(Effect.scoped),
    60_000
  )

  it.live(
    "refuses a count that is not one with a clear message and exit code 1",
    () =>
      Effect.gen(function* () {
        const started = yield* startServer({ ELABEL_DATABASE: "memory", ELABEL_WORKERS: "many" })
        assert.strictEqual(yield* exitOf(started.child).pipe(Effect.timeout("30 seconds")), 1)
        assert.include(started.output(), 'ELABEL_WORKERS must be a number from 1 to 256 or auto, got "many"')
      }).pipe(Effect.scoped),
    60_000
  )
})
