/**
 * A change announced in a write's own statement (ADR 0068), between two
 * processes on one PostgreSQL database: the notices of
 * `LinkChangeNotifier.prepare` sent in a statement reach the other process
 * when it commits and never when it rolls back, and `delivered` counts an
 * acknowledgement that came before it ran (the other process may answer
 * before the write's own answer is read), so it does not wait for it in vain,
 * for one write or for an import's thousands at once. On a label row's write
 * (`LabelRepositorySql.writeRow`) the notices go only when the row is written.
 * Needs `DATABASE_URL` (it creates and drops its own database); skipped without.
 */
import { assert, describe, it } from "@effect/vitest"
import { LabelRepository, LinkChangeNotifier } from "@elabel/domain"
import { layerPostgres } from "@elabel/persistence"
import { collectingLogs } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { freshWorkspace, labelAggregate } from "@elabel/testkit/records"
import { Context, Effect, Layer, Option, Queue } from "effect"
import { SqlClient } from "effect/sql"

const adminUrl = process.env.DATABASE_URL || undefined

/** What a process of the test holds: its notifier, its SQL client, and the changes its listener was told. */
const processOn = (url: Parameters<typeof layerPostgres>[0], migrate: boolean) =>
  Effect.gen(function* () {
    const context = yield* Layer.build(layerPostgres(url, { migrate }))
    const notifier = Context.get(context, LinkChangeNotifier)
    const told = yield* Queue.unbounded<string>()
    yield* notifier.listen({ changed: (ref) => Queue.offer(told, ref).pipe(Effect.asVoid), lost: Effect.void })
    return {
      notifier,
      sql: Context.get(context, SqlClient.SqlClient),
      labels: Context.get(context, LabelRepository),
      told
    }
  })

/** A writer and another process on one fresh database, once each has heard the other's `hello` (or `alive`). */
const twoProcesses = Effect.gen(function* () {
  const { url } = yield* freshDatabase(adminUrl!, "elabel_notices")
  const writer = yield* processOn(url, true)
  const other = yield* processOn(url, false)
  yield* Effect.sleep("500 millis")
  return { writer, other }
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
        const { writer, other } = yield* twoProcesses

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

        // On a label row's write: sent when the row is written, not when its stamp was stale.
        const aggregate = labelAggregate(freshWorkspace())
        yield* writer.labels.insert(aggregate)
        const { stamp } = Option.getOrThrow(yield* writer.labels.findForWrite(aggregate.label.id, false))
        const stale = yield* writer.notifier.prepare(["ref-stale"])
        const missed = yield* writer.labels.writeRow(aggregate.label.id, { name: "Stale" }, `${stamp}0`, stale)
        assert.isTrue(Option.isNone(missed))
        const landed = yield* writer.notifier.prepare(["ref-written"])
        assert.isTrue(
          Option.isSome(yield* writer.labels.writeRow(aggregate.label.id, { name: "Fresh" }, stamp, landed))
        )
        assert.strictEqual(yield* Queue.take(other.told), "ref-written")
        yield* landed.delivered
        assert.strictEqual(yield* Queue.size(other.told), 0)
      }).pipe(Effect.scoped),
    30_000
  )

  it.live(
    "delivers each of 1,500 changes committed at once (an import's rows) without waiting for acknowledgements it has",
    () =>
      Effect.gen(function* () {
        const { writer, other } = yield* twoProcesses
        const changes = yield* Effect.forEach(
          Array.from({ length: 1500 }, (_, i) => [`ref-${i}`]),
          writer.notifier.prepare
        )
        yield* send(
          writer.sql,
          changes.flatMap((change) => change.notices),
          false
        )
        assert.strictEqual((yield* Queue.takeN(other.told, 1500)).length, 1500)
        // Their acknowledgements come back together, before the first row's `delivered` runs.
        yield* Effect.sleep("1 second")
        const [, lines] = yield* collectingLogs(
          Effect.forEach(changes, (change) => change.delivered, { discard: true })
        )
        assert.deepStrictEqual(
          lines.filter((line) => line.message.includes("did not acknowledge")),
          []
        )
      }).pipe(Effect.scoped),
    60_000
  )
})
