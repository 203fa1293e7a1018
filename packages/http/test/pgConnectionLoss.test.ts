/**
 * Writes while PostgreSQL ends the server's connections under them (what a
 * database restart or `pg_terminate_backend` does): each write answers its
 * success or 503 `upstream-unavailable` with `Retry-After`, never a 500.
 * The ROLLBACK or COMMIT of a transaction whose connection is gone fails as
 * well, which the SQL client reports as a defect. Needs `DATABASE_URL`
 * (an admin connection); skipped without it.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  createLabel,
  DATABASE_OUTAGE_LOGS,
  expectingLogs,
  seedWorkspace,
  users,
  validLabelCreate
} from "@elabel/testkit"
import { TestDatabase } from "@elabel/testkit/postgres"
import { Effect, Fiber } from "effect"
import { RETRY_AFTER_SECONDS } from "../src/server/ServerErrors.ts"
import { serverBase, serverOnTestDatabase } from "./support/pgServer.ts"
import { tokenFor } from "./support/tokens.ts"

const adminUrl = process.env.DATABASE_URL || undefined

/** Writes in all; at most `CONCURRENT` in flight. */
const WRITES = 300
const CONCURRENT = 8

/** Ends every session of the test database at once, without waiting for them to go. */
const terminateSessions = Effect.gen(function* () {
  const { admin, name } = yield* TestDatabase
  yield* admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${name}`
}).pipe(Effect.ignore)

/** What came back of one write. */
interface Answer {
  readonly status: number
  readonly contentType: string | null
  readonly retryAfter: string | null
  readonly body: string
}

describe.skipIf(adminUrl === undefined)("HTTP writes while PostgreSQL ends connections [needs DATABASE_URL]", () => {
  it.live(
    "PATCH label, PUT packagings and POST labels answer 2xx or 503 with Retry-After, never 500",
    () =>
      Effect.gen(function* () {
        const { workspace, brandId } = yield* seedWorkspace()
        const label = yield* createLabel(users.owner, workspace.id, brandId)
        const base = yield* serverBase
        const token = yield* tokenFor(users.owner)
        const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" }
        const writes: ReadonlyArray<readonly [string, string, unknown]> = [
          ["PATCH", `/v1/labels/${label.id}`, { name: "Renamed" }],
          ["PUT", `/v1/labels/${label.id}/packagings`, [{ packaging_type: "bottle" }]],
          ["POST", "/v1/labels", validLabelCreate(workspace.id, brandId)]
        ]
        const send = (i: number) => {
          const [method, path, body] = writes[i % writes.length]!
          return Effect.promise(async (): Promise<Answer> => {
            const response = await fetch(`${base}${path}`, { method, headers, body: JSON.stringify(body) })
            return {
              status: response.status,
              contentType: response.headers.get("content-type"),
              retryAfter: response.headers.get("retry-after"),
              body: await response.text()
            }
          })
        }
        // The sessions are ended every 100 ms for as long as the writes run: often enough to cut many
        // writes, rarely enough that a write (a few statements in a transaction) can finish between cuts
        // on a loaded machine.
        const killer = yield* Effect.forkChild(
          Effect.forever(Effect.andThen(terminateSessions, Effect.sleep("100 millis")))
        )
        const answers = yield* Effect.forEach(
          Array.from({ length: WRITES }, (_, i) => i),
          send,
          {
            concurrency: CONCURRENT
          }
        )
        yield* Fiber.interrupt(killer)
        const statuses = answers.map((answer) => answer.status)
        assert.deepStrictEqual(
          answers.filter((answer) => answer.status === 500),
          [],
          "no write answers 500"
        )
        for (const answer of answers.filter((answer) => answer.status === 503)) {
          assert.strictEqual(answer.contentType, "application/problem+json")
          assert.strictEqual(answer.retryAfter, String(RETRY_AFTER_SECONDS))
          assert.include(answer.body, "/problems/upstream-unavailable")
        }
        for (const status of statuses) assert.oneOf(status, [200, 201, 503])
        // The cuts did land, and writes still got through between them.
        assert.isAbove(statuses.filter((status) => status === 503).length, 0)
        assert.isAbove(statuses.filter((status) => status < 300).length, 0)
      }).pipe(
        Effect.provide(serverOnTestDatabase(adminUrl ?? "", "elabel_http_loss")),
        // The cuts this test makes are logged by the server (collected, not printed); any other warning fails it.
        expectingLogs(DATABASE_OUTAGE_LOGS)
      ),
    120_000
  )
})
