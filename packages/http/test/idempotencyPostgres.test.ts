/**
 * `Idempotency-Key` across processes: two servers (two pools, as two
 * processes have) on one PostgreSQL database. A repeat sent to the other
 * server while the first request still runs answers 409; once the first
 * has answered, a repeat to either gets its answer and nothing is created
 * twice. Needs `DATABASE_URL` (an admin connection); skipped without it.
 */
import { PgClient } from "@effect/sql-pg"
import { assert, describe, it } from "@effect/vitest"
import { DATABASE_OUTAGE_LOGS, expectingLogs, seedWorkspace, users, validLabelCreate } from "@elabel/testkit"
import { TestDatabase, testDatabase } from "@elabel/testkit/postgres"
import { Context, Deferred, Effect, Fiber, Layer } from "effect"
import { HttpServer } from "effect/http"
import { SqlClient } from "effect/sql"
import { AppLive, serveApp } from "../src/server/App.ts"
import { domainOnTestDatabase } from "./support/pgServer.ts"
import { testVerifierLayer, tokenFor } from "./support/tokens.ts"

const adminUrl = process.env.DATABASE_URL || undefined

/** One more server on the test database: its own domain and pool. Its base URL. */
const anotherServer = Effect.gen(function* () {
  const server = serveApp(AppLive, { port: 0, host: "127.0.0.1" }).pipe(
    Layer.provide(testVerifierLayer),
    Layer.provide(domainOnTestDatabase)
  )
  const context = yield* Layer.build(server)
  return HttpServer.formatAddress(Context.get(context, HttpServer.HttpServer).address)
})

/** Holds an exclusive lock on `labels` from a separate session until `release` completes. */
const lockLabels = (release: Deferred.Deferred<void>) =>
  Effect.gen(function* () {
    const client = Context.get(
      yield* Layer.build(PgClient.layer({ url: (yield* TestDatabase).url })),
      SqlClient.SqlClient
    )
    const locked = yield* Deferred.make<void>()
    const holder = yield* Effect.forkChild(
      client.withTransaction(
        Effect.andThen(client`LOCK TABLE labels IN EXCLUSIVE MODE`, Deferred.succeed(locked, undefined)).pipe(
          Effect.andThen(Deferred.await(release))
        )
      )
    )
    yield* Deferred.await(locked)
    return holder
  })

describe.skipIf(adminUrl === undefined)("Idempotency-Key across two servers on PostgreSQL [needs DATABASE_URL]", () => {
  it.live(
    "a repeat to the other server while the first runs is 409; afterwards both answer the first answer, one label",
    () =>
      Effect.gen(function* () {
        const { brandId, workspace } = yield* seedWorkspace()
        const [first, second] = [yield* anotherServer, yield* anotherServer]
        const token = yield* tokenFor(users.owner)
        const post = (base: string) =>
          Effect.promise(async () => {
            const response = await fetch(`${base}/v1/labels`, {
              method: "POST",
              headers: {
                authorization: `Bearer ${token}`,
                "content-type": "application/json",
                "idempotency-key": '"across-processes"'
              },
              body: JSON.stringify(validLabelCreate(workspace.id, brandId))
            })
            return { status: response.status, location: response.headers.get("location"), body: await response.text() }
          })

        // The first request claims its key, then waits on the lock inside its work.
        const release = yield* Deferred.make<void>()
        const holder = yield* lockLabels(release)
        const running = yield* Effect.forkChild(post(first))
        yield* Effect.sleep("300 millis")
        const during = yield* post(second)
        assert.strictEqual(during.status, 409, during.body)
        assert.include(during.body, "/problems/conflict")

        yield* Deferred.succeed(release, undefined)
        yield* Fiber.join(holder)
        const answered = yield* Fiber.join(running)
        assert.strictEqual(answered.status, 201, answered.body)
        for (const base of [first, second]) assert.deepStrictEqual(yield* post(base), answered)

        const sql = yield* SqlClient.SqlClient
        const [row] = yield* sql<{ readonly count: bigint }>`SELECT count(*) AS count FROM labels`
        assert.strictEqual(Number(row?.count), 1)
      }).pipe(
        Effect.provide(domainOnTestDatabase),
        Effect.provide(testDatabase(adminUrl ?? "", "elabel_http_idem")),
        // The test database is dropped while its listener still runs: that is logged, and nothing else may be.
        expectingLogs(DATABASE_OUTAGE_LOGS)
      ),
    60_000
  )
})
