/**
 * The server on PostgreSQL when the database goes away after the start:
 * requests answer 503 `upstream-unavailable` with `Retry-After` (never a
 * 500, never a hang), readiness says so too, and once the database is back
 * the same process answers again. Needs `DATABASE_URL` (an admin
 * connection: the test creates, cuts off and drops its own database);
 * skipped without it.
 */
import { assert, describe, it } from "@effect/vitest"
import { DATABASE_OUTAGE_LOGS, expectingLogs, seedWorkspace, users } from "@elabel/testkit"
import { acceptConnections, cutConnections } from "@elabel/testkit/postgres"
import { Duration, Effect } from "effect"
import { RETRY_AFTER_SECONDS } from "../src/server/ServerErrors.ts"
import { serverBase, serverOnTestDatabase } from "./support/pgServer.ts"
import { tokenFor } from "./support/tokens.ts"

const adminUrl = process.env.DATABASE_URL || undefined

/** Lets the test database accept (`true`) or refuse (`false`) connections; refusing also ends the open ones. */
const setReachable = (reachable: boolean) =>
  reachable ? acceptConnections(true) : Effect.andThen(acceptConnections(false), cutConnections)

/** `GET path` on the running server, with a token of `users.owner`; the status, headers and JSON body. */
const get = (path: string) =>
  Effect.gen(function* () {
    const base = yield* serverBase
    const token = yield* tokenFor(users.owner)
    return yield* Effect.promise(async () => {
      const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })
      return { status: response.status, headers: response.headers, json: (await response.json()) as unknown }
    })
  })

describe.skipIf(adminUrl === undefined)(
  "HTTP with PostgreSQL going away [needs DATABASE_URL; skipped without it]",
  () => {
    it.live(
      "requests answer 503 upstream-unavailable with Retry-After while the database is down, and 200 once it is back",
      () =>
        Effect.gen(function* () {
          const { workspace } = yield* seedWorkspace()
          assert.strictEqual((yield* get("/v1/workspaces")).status, 200)

          yield* setReachable(false)
          const [elapsed, down] = yield* Effect.timed(get(`/v1/workspaces/${workspace.id}`))
          assert.strictEqual(down.status, 503)
          assert.strictEqual(down.headers.get("content-type"), "application/problem+json")
          assert.strictEqual(down.headers.get("retry-after"), String(RETRY_AFTER_SECONDS))
          assert.deepInclude(down.json as object, { type: "/problems/upstream-unavailable", status: 503 })
          assert.isBelow(Duration.toMillis(elapsed), 5_000)
          assert.strictEqual((yield* get("/health/ready")).status, 503)
          assert.strictEqual((yield* get("/health/live")).status, 200)

          yield* setReachable(true)
          const back = yield* get(`/v1/workspaces/${workspace.id}`)
          assert.strictEqual(back.status, 200)
          assert.strictEqual((back.json as { readonly id: string }).id, workspace.id)
          assert.strictEqual((yield* get("/health/ready")).status, 200)
        }).pipe(
          Effect.provide(serverOnTestDatabase(adminUrl ?? "", "elabel_http_down")),
          // The outage this test makes is logged by the server (collected, not printed); any other warning fails it.
          expectingLogs(DATABASE_OUTAGE_LOGS)
        ),
      60_000
    )
  }
)
