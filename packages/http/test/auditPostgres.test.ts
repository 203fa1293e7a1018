/**
 * The audit log on PostgreSQL: events cannot be updated, deleted or
 * truncated through SQL (the table's triggers, as for label versions); only
 * the retention command (`audit prune`) removes the old ones. Runs when
 * DATABASE_URL names a server it may create a database on.
 */
import { assert, describe, it } from "@effect/vitest"
import { AuditLog, Labels } from "@elabel/domain"
import { createLabel, seedWorkspace, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Context, Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { processOn } from "./support/postgresProcess.ts"
import { runCli } from "./support/processes.ts"

const adminUrl = process.env.DATABASE_URL || undefined

describe.skipIf(adminUrl === undefined)("audit log on PostgreSQL", () => {
  it.live(
    "events are append-only; audit prune removes only those older than its bound",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_test")
        const services = yield* processOn(url)
        const sql = Context.get(services, SqlClient.SqlClient)
        const log = Context.get(services, AuditLog)
        const { workspace, brandId } = yield* seedWorkspace().pipe(Effect.provideContext(services))
        const label = yield* createLabel(users.editor, workspace.id, brandId).pipe(Effect.provideContext(services))
        yield* Labels.use((l) => l.patch(users.editor, label.id, { name: "Audited" })).pipe(
          Effect.provideContext(services)
        )
        const events = yield* log.list(workspace.id, { action: "label.update" }, { limit: 10, offset: 0 })
        assert.strictEqual(events.length, 1)
        for (const statement of [
          sql`UPDATE audit_events SET action = 'forged'`,
          sql`DELETE FROM audit_events`,
          sql`TRUNCATE audit_events`
        ]) {
          const refused = yield* Effect.flip(statement)
          assert.include(String(refused.reason.cause), "append-only")
        }
        const old = { ...events[0]!, id: crypto.randomUUID(), at: "2020-01-01T00:00:00.000Z" }
        yield* log.append(old)
        const env = { DATABASE_URL: Redacted.value(url), ELABEL_JWT_SECRET: "audit-prune-secret-of-at-least-32-bytes!" }
        const pruned = JSON.parse((yield* runCli(env, "audit", "prune", "--older-than-days", "30", "--json")).stdout)
        assert.strictEqual(pruned.removed, 1)
        const left = yield* log.list(workspace.id, {}, { limit: 100, offset: 0 })
        assert.isFalse(left.some((e) => e.id === old.id))
        assert.isTrue(left.some((e) => e.id === events[0]!.id))
      }).pipe(Effect.scoped),
    { timeout: 120_000 }
  )
})
