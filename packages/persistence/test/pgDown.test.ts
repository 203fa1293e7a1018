/**
 * PostgreSQL going away under a running adapter: connections cut by the
 * server, a database that refuses connections for a while, a server that is
 * not there at all. What the domain must see is a `PersistenceUnavailable`
 * (never a defect), in bounded time, and the adapter must recover by itself
 * once the database is back, without being rebuilt.
 *
 * The tests against a live server need `DATABASE_URL` (an admin connection:
 * they create, cut off and drop their own database); without it they are
 * skipped. The unreachable-server test needs no database and always runs.
 */
import { createServer, type Socket } from "node:net"
import { assert, describe, it } from "@effect/vitest"
import { PersistenceUnavailable, WorkspaceRepository } from "@elabel/domain"
import { layerPostgres } from "@elabel/persistence"
import { collectingLogs, DATABASE_OUTAGE_LOGS, expectingLogs, type LogLine } from "@elabel/testkit"
import { acceptConnections, cutConnections, TestDatabase, testDatabase } from "@elabel/testkit/postgres"
import { at, workspaceRecord } from "@elabel/testkit/records"
import { Cause, Duration, Effect, Exit, Layer, Redacted, Ref } from "effect"

const adminUrl = process.env.DATABASE_URL || undefined

/** The storage adapter on a fresh test database `elabel_down_<random>`, plus the database itself. */
const storageOnTestDatabase = (url: string) =>
  Layer.unwrap(
    Effect.gen(function* () {
      return layerPostgres((yield* TestDatabase).url)
    })
  ).pipe(Layer.orDie, Layer.provideMerge(testDatabase(url, "elabel_down")))

/** Asserts an exit is a success or a `PersistenceUnavailable`: never a defect or another error. */
const assertSuccessOrUnavailable = <A, E>(exit: Exit.Exit<A, E>) => {
  if (Exit.isSuccess(exit)) return
  assert.isFalse(Cause.hasDies(exit.cause), `no defect: ${Cause.pretty(exit.cause)}`)
  assert.instanceOf(Cause.squash(exit.cause), PersistenceUnavailable)
}

/** Asserts an exit failed with `PersistenceUnavailable` and nothing worse. */
const assertUnavailable = <A, E>(exit: Exit.Exit<A, E>) => {
  assert.isTrue(Exit.isFailure(exit), "expected a failure")
  if (Exit.isFailure(exit)) {
    assert.isFalse(Cause.hasDies(exit.cause), `no defect: ${Cause.pretty(exit.cause)}`)
    assert.instanceOf(Cause.squash(exit.cause), PersistenceUnavailable)
  }
}

/** Stores a workspace and returns its id. */
const storeWorkspace = Effect.gen(function* () {
  const record = workspaceRecord()
  yield* (yield* WorkspaceRepository).insert(record, at(0))
  return record.id
})

describe.skipIf(adminUrl === undefined)("PostgreSQL going away [needs DATABASE_URL; skipped without it]", () => {
  const url = adminUrl ?? ""

  it.live(
    "a read after the server cut every connection succeeds on retry or is PersistenceUnavailable; the next reads succeed",
    () =>
      Effect.gen(function* () {
        const repository = yield* WorkspaceRepository
        const id = yield* storeWorkspace
        // Several pooled connections open, so every one of them is cut.
        yield* Effect.all(
          Array.from({ length: 4 }, () => repository.findById(id)),
          { concurrency: 4 }
        )
        yield* cutConnections

        assertSuccessOrUnavailable(yield* Effect.exit(repository.findById(id)))

        for (let attempt = 0; attempt < 3; attempt++) {
          const found = yield* repository.findById(id)
          assert.strictEqual(found._tag, "Some")
        }
        // Writes go through the reconnected pool too.
        const other = yield* storeWorkspace
        assert.strictEqual((yield* repository.findById(other))._tag, "Some")
      }).pipe(Effect.provide(storageOnTestDatabase(url)), expectingLogs(DATABASE_OUTAGE_LOGS)),
    60_000
  )

  it.live(
    "cut while reads are in flight: each read succeeds or fails as PersistenceUnavailable, none dies",
    () =>
      Effect.gen(function* () {
        const repository = yield* WorkspaceRepository
        const id = yield* storeWorkspace
        // Eight fibers reading back to back until the connections have been cut twice under them.
        const done = yield* Ref.make(false)
        const reader = Effect.gen(function* () {
          const exits: Array<Exit.Exit<unknown, unknown>> = []
          while (!(yield* Ref.get(done))) exits.push(yield* Effect.exit(repository.findById(id)))
          return exits
        })
        const cuts = Effect.andThen(Effect.sleep("100 millis"), cutConnections).pipe(
          Effect.andThen(Effect.sleep("150 millis")),
          Effect.andThen(cutConnections),
          Effect.andThen(Effect.sleep("100 millis")),
          Effect.andThen(Ref.set(done, true))
        )
        const [perReader] = yield* Effect.all(
          [
            Effect.all(
              Array.from({ length: 8 }, () => reader),
              { concurrency: 8 }
            ),
            cuts
          ],
          {
            concurrency: 2
          }
        )
        const exits = perReader.flat()
        assert.isAbove(exits.length, 8)
        for (const exit of exits) assertSuccessOrUnavailable(exit)
        assert.strictEqual((yield* repository.findById(id))._tag, "Some")
      }).pipe(Effect.provide(storageOnTestDatabase(url)), expectingLogs(DATABASE_OUTAGE_LOGS)),
    60_000
  )

  it.live(
    "while the database refuses connections reads fail fast with PersistenceUnavailable; once it is back they succeed",
    () =>
      Effect.gen(function* () {
        const repository = yield* WorkspaceRepository
        const id = yield* storeWorkspace
        // No need to allow connections again on failure: the database is dropped with the layer either way.
        yield* acceptConnections(false)
        yield* cutConnections

        const [elapsed, exit] = yield* Effect.timed(Effect.exit(repository.findById(id)))
        assertUnavailable(exit)
        assert.isBelow(Duration.toMillis(elapsed), 5_000)
        assertUnavailable(yield* Effect.exit(storeWorkspace))

        yield* acceptConnections(true)
        assert.strictEqual((yield* repository.findById(id))._tag, "Some")
      }).pipe(Effect.provide(storageOnTestDatabase(url)), expectingLogs(DATABASE_OUTAGE_LOGS)),
    60_000
  )

  it.live(
    "a database that does not exist fails the start with PersistenceUnavailable",
    () =>
      Effect.gen(function* () {
        const missing = new URL(url)
        missing.pathname = "/elabel_no_such_database"
        const [exit, logs] = yield* collectingLogs(
          Effect.exit(Layer.build(layerPostgres(Redacted.make(missing.toString()))))
        )
        assertUnavailable(exit)
        assertLoggedFailure(logs)
      }),
    30_000
  )
})

/** A TCP server on a free local port that accepts connections and never says a word, as a hung database does. */
const silentServer = Effect.acquireRelease(
  Effect.callback<{ readonly port: number; readonly close: () => void }>((resume) => {
    const sockets = new Set<Socket>()
    const server = createServer((socket) => {
      sockets.add(socket)
      socket.on("close", () => sockets.delete(socket))
    })
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      resume(
        Effect.succeed({
          port,
          close: () => {
            for (const socket of sockets) socket.destroy()
            server.close()
          }
        })
      )
    })
  }),
  (server) => Effect.sync(server.close)
).pipe(Effect.map((server) => server.port))

/** The start's failure is logged for the operator (these tests provoke it: collected, not printed). */
const assertLoggedFailure = (logs: ReadonlyArray<LogLine>) =>
  assert.isTrue(
    logs.some((line) => line.level === "Error" && line.message.includes("database migration failed")),
    JSON.stringify(logs)
  )

describe("PostgreSQL unreachable", () => {
  it.live(
    "a refused port fails the start with PersistenceUnavailable within the connect timeout",
    () =>
      Effect.gen(function* () {
        const [[elapsed, exit], logs] = yield* collectingLogs(
          Effect.timed(
            Effect.exit(
              Layer.build(
                layerPostgres(Redacted.make("postgres://elabel@127.0.0.1:1/elabel"), {
                  pool: { connectTimeout: "2 seconds" }
                })
              )
            )
          )
        )
        assertUnavailable(exit)
        assert.isBelow(Duration.toMillis(elapsed), 10_000)
        assertLoggedFailure(logs)
        // The URL (and its password, had it one) never reaches the error.
        assert.notInclude(String(Cause.squash((exit as Exit.Failure<unknown, unknown>).cause)), "127.0.0.1:1")
      }),
    30_000
  )

  it.live(
    "a server that accepts but never answers fails the start with PersistenceUnavailable within the connect timeout",
    () =>
      Effect.gen(function* () {
        const port = yield* silentServer
        const [[elapsed, exit], logs] = yield* collectingLogs(
          Effect.timed(
            Effect.exit(
              Layer.build(
                layerPostgres(Redacted.make(`postgres://elabel@127.0.0.1:${port}/elabel`), {
                  pool: { connectTimeout: "500 millis" }
                })
              )
            )
          )
        )
        assertUnavailable(exit)
        assert.isBelow(Duration.toMillis(elapsed), 5_000)
        assertLoggedFailure(logs)
      }),
    30_000
  )
})
