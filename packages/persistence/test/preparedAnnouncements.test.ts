/**
 * A change announced in a write's own statement (ADR 0068), between two
 * processes on one PostgreSQL database: the notices of
 * `LinkChangeNotifier.prepare` sent in a statement reach the other process
 * when it commits and never when it rolls back, and `delivered` counts an
 * acknowledgement that came before it ran (the other process may answer
 * before the write's own answer is read), so it does not wait for it in vain.
 * Needs `DATABASE_URL` (it creates and drops its own database); skipped without.
 */
import { assert, describe, it } from "@effect/vitest"
import { LinkChangeNotifier } from "@elabel/domain"
import { layerPostgres } from "@elabel/persistence"
import { collectingLogs } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Context, Effect, Layer, Queue } from "effect"
import { SqlClient } from "effect/sql"

const adminUrl = process.env.DATABASE_URL || undefined

/** What a process of the test holds: its notifier, its SQL client, and the changes its listener was told. */
const processOn = (url: Parameters<typeof layerPostgres>[0], migrate: boolean) =>
  Effect.gen(function* () {
    const context = yield* Layer.build(layerPostgres(url, { migrate }))
    const notifier = Context.get(context, LinkChangeNotifier)
    const told = yield* Queue.unbounded<string>()
    yield* notifier.listen({ changed: (ref) => Queue.offer(told, ref).pipe(Effect.asVoid), lost: Effect.void })
    return { notifier, sql: Context.get(context, SqlClient.SqlClient), told }
  })

/** Sends `notices` the way a write's statement does, in a transaction that commits, or rolls back when `rollback`. */
const send = (sql: SqlClient.SqlClient, notices: ReadonlyArray<string>, rollback: boolean) => {
  const statement = sql`SELECT pg_notify('elabel_links', m) FROM unnest(${notices}::text[]) AS m`
  return rollback
    ? sql.withTransaction(Effect.andThen(statement, Effect.fail("rolled back" as const))).pipe(Effect.ignore)
    : Effect.asVoid(statement)
}

describe.skipIf(adminUrl === undefined)("a change announced in a write's statement (PostgreSQL)", () => {
  it.live(
    "reaches the other process once committed, never when rolled back, and is delivered without waiting in vain",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl!, "elabel_notices")
        const writer = yield* processOn(url, true)
        const other = yield* processOn(url, false)
        // Each process hears the other's `hello` (or `alive`): give them the moment it takes.
        yield* Effect.sleep("500 millis")

        const rolledBack = yield* writer.notifier.prepare(["ref-rolled-back"])
        yield* send(writer.sql, rolledBack.notices, true)
        const committed = yield* writer.notifier.prepare(["ref-committed"])
        assert.strictEqual(committed.notices.length, 1)
        yield* send(writer.sql, committed.notices, false)
        // The other process is told, and its acknowledgement is back before `delivered` runs.
        assert.strictEqual(yield* Queue.take(other.told), "ref-committed")
        yield* Effect.sleep("200 millis")

        const [toldHere, lines] = yield* collectingLogs(Effect.andThen(committed.delivered, Queue.take(writer.told)))
        assert.strictEqual(toldHere, "ref-committed")
        assert.isFalse(
          lines.some((line) => line.message.includes("did not acknowledge")),
          JSON.stringify(lines)
        )
        // The rolled-back change reached nobody.
        assert.strictEqual(yield* Queue.size(other.told), 0)
      }).pipe(Effect.scoped),
    30_000
  )
})
