/**
 * `DATABASE_REPLICA_URL` against a real streaming replica of a throwaway
 * primary (the machine's PostgreSQL binaries, see `throwawayPostgres.ts`),
 * with the server as an operator runs it. A change is on the public page
 * while the replica has not replayed it (replay paused), and stays there;
 * the server logs when it stops and resumes reading the lagging replica;
 * with the primary stopped, pages and short links nobody asked for yet are
 * still answered, by the replica, while readiness (the primary) says 503.
 * Skips with its reason where the binaries are missing.
 */
import { PgClient } from "@effect/sql-pg"
import { assert, describe, it } from "@effect/vitest"
import { Labels, MarketingQrCodes } from "@elabel/domain"
import { createCompleteLabel, createQrCode, seedWorkspace, users } from "@elabel/testkit"
import { Context, Effect, Layer, Redacted, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import { onNewConnection } from "./support/newConnection.ts"
import { processOn } from "./support/postgresProcess.ts"
import { listeningUrl, startServer } from "./support/processes.ts"
import { replicaSkipReason, throwawayPostgres } from "./support/throwawayPostgres.ts"
import { TEST_SECRET } from "./support/tokens.ts"
import { logged } from "./support/workers.ts"

if (replicaSkipReason !== undefined) console.warn(`replica tests skipped: ${replicaSkipReason}`)

const text = (url: string) => Effect.map(onNewConnection(url), (answer) => answer.text)

describe.skipIf(replicaSkipReason !== undefined)("public reads on a streaming replica", () => {
  it.live(
    "changes are fresh while the replica lags; with the primary down the replica answers scans",
    () =>
      Effect.gen(function* () {
        const pair = yield* throwawayPostgres(1)
        const replicaUrl = pair.replicaUrls[0] ?? pair.primaryUrl
        const started = yield* startServer({
          DATABASE_URL: Redacted.value(pair.primaryUrl),
          DATABASE_REPLICA_URL: Redacted.value(replicaUrl),
          ELABEL_REPLICA_MAX_LAG: "300",
          ELABEL_JWT_SECRET: TEST_SECRET
        })
        const base = yield* listeningUrl(started, "60 seconds")
        assert.include(started.output(), "public lookups read 1 replica(s) besides the primary")
        yield* logged(started, "replica 1 of 1 is in use for public lookups")
        const editing = yield* processOn(pair.primaryUrl)
        const replica = Context.get(yield* Layer.build(PgClient.layer({ url: replicaUrl })), SqlClient.SqlClient)
        const { changing, untouched, code } = yield* Effect.gen(function* () {
          const { workspace, brandId } = yield* seedWorkspace({ plan: "pro" })
          const labels = yield* Labels
          const first = yield* createCompleteLabel(users.editor, workspace.id, brandId, { name: "Riesling" })
          const second = yield* createCompleteLabel(users.editor, workspace.id, brandId, { name: "Silvaner" })
          const qr = yield* createQrCode(users.editor, workspace.id, { url: "https://shop.example/replica" })
          return {
            changing: yield* labels.publish(users.editor, first.id),
            untouched: yield* labels.publish(users.editor, second.id),
            code: yield* (yield* MarketingQrCodes).publish(users.editor, qr.id)
          }
        }).pipe(Effect.provideContext(editing))
        const page = text(`${base}/l/${changing.ref}`)
        assert.include(yield* page, "Riesling")

        // The replica stops replaying: what it serves is now behind the primary.
        yield* replica`SELECT pg_wal_replay_pause()`
        yield* Labels.use((labels) => labels.patch(users.editor, changing.id, { name: "Grauburgunder" })).pipe(
          Effect.provideContext(editing)
        )
        yield* page.pipe(
          Effect.repeat({ until: (html) => html.includes("Grauburgunder"), schedule: Schedule.spaced("20 millis") }),
          Effect.timeout("5 seconds")
        )
        // And stays so, past the time a changed ref is read from the primary (2 × 300 ms + two polls).
        const later = yield* page.pipe(Effect.delay("100 millis"), Effect.replicate(15), Effect.all)
        assert.isTrue(later.every((html) => html.includes("Grauburgunder") && !html.includes("Riesling")))
        yield* logged(started, "replica 1 of 1 is more than 300 ms behind the primary")
        yield* replica`SELECT pg_wal_replay_resume()`
        yield* Effect.suspend(() =>
          started.output().split("is in use for public lookups").length > 2 ? Effect.void : Effect.fail("not yet")
        ).pipe(Effect.retry({ schedule: Schedule.spaced("50 millis") }), Effect.timeout("10 seconds"))

        yield* pair.stopPrimary
        assert.strictEqual((yield* onNewConnection(`${base}/health/ready`)).status, 503)
        const served = yield* onNewConnection(`${base}/l/${untouched.ref}`)
        assert.strictEqual(served.status, 200)
        assert.include(served.text, "Silvaner")
        const scan = yield* onNewConnection(`${base}${new URL(code.short_url ?? "").pathname}`)
        assert.deepStrictEqual([scan.status, scan.headers.location], [302, "https://shop.example/replica"])
      }).pipe(Effect.scoped),
    { timeout: 120_000 }
  )
})
