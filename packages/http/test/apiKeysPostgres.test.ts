/**
 * API keys across processes on one PostgreSQL database (each "process" its
 * own storage layer, pool and LISTEN connection, as in
 * `cachesPostgres.test.ts`): a key made through one process works on the
 * other, and once revoked through the first it answers 401 on the second
 * within a second, though the second had it verified in memory.
 * Runs when DATABASE_URL names a server it may create a database on.
 */
import { assert, describe, it } from "@effect/vitest"
import { ApiKeys } from "@elabel/domain"
import { createLabel, seedWorkspace, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Effect, Schedule } from "effect"
import { processOn } from "./support/postgresProcess.ts"
import { openApp } from "./support/scanner.ts"

const adminUrl = process.env.DATABASE_URL || undefined

describe.skipIf(adminUrl === undefined)("API keys across processes on PostgreSQL", () => {
  it.live(
    "a key revoked through one process answers 401 on the other within a second",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_test")
        const first = yield* processOn(url)
        const second = yield* processOn(url)
        const { workspace, brandId } = yield* seedWorkspace().pipe(Effect.provideContext(first))
        const label = yield* createLabel(users.editor, workspace.id, brandId, { name: "Riesling" }).pipe(
          Effect.provideContext(first)
        )
        const apps = {
          first: yield* openApp().pipe(Effect.provideContext(first)),
          second: yield* openApp().pipe(Effect.provideContext(second))
        }
        const made = yield* apps.first.send("POST", `/v1/workspaces/${workspace.id}/api-keys`, {
          as: users.owner,
          body: { name: "ERP", role: "viewer" }
        })
        assert.strictEqual(made.status, 201, made.text)
        const key = JSON.parse(made.text) as { readonly id: string; readonly secret: string }
        const read = apps.second.send("GET", `/v1/labels/${label.id}`, {
          headers: { authorization: `Bearer ${key.secret}` }
        })
        // Verified on the second process, then answered from its memory.
        assert.strictEqual((yield* read).status, 200)
        assert.strictEqual((yield* read).status, 200)
        // The use the second process noted is written by its flush, to the database both share.
        yield* ApiKeys.use((keys) => keys.flushUses).pipe(Effect.provideContext(second))
        const listed = yield* apps.first.send("GET", `/v1/workspaces/${workspace.id}/api-keys`, { as: users.owner })
        assert.isString(JSON.parse(listed.text).items[0].last_used_at)

        const revoked = yield* apps.first.send("DELETE", `/v1/workspaces/${workspace.id}/api-keys/${key.id}`, {
          as: users.admin
        })
        assert.strictEqual(revoked.status, 204, revoked.text)
        const started = Date.now()
        const refused = yield* read.pipe(
          Effect.repeat({ until: (answer) => answer.status !== 200, schedule: Schedule.spaced("5 millis") }),
          Effect.timeout("1 second")
        )
        assert.strictEqual(refused.status, 401)
        assert.isBelow(Date.now() - started, 1000)
      }).pipe(Effect.scoped),
    { timeout: 60_000 }
  )
})
