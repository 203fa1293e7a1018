/**
 * `DATABASE_REPLICA_URL` against two real streaming replicas of a throwaway
 * primary (the machine's PostgreSQL binaries, see `throwawayPostgres.ts`),
 * with the server as an operator runs it. A change is on the public page
 * while the replicas have not replayed it (replay paused), and stays there;
 * the server logs when it stops and resumes reading each lagging replica; a
 * lookup that fails on the primary while the replicas lag is not answered
 * by them (the page would stay cached, old); with the primary stopped,
 * pages and short links nobody asked for yet are still answered, by the
 * replica left when the other stops too, and readiness says `degraded`
 * until no replica answers (then 503). Skips with its reason where the
 * binaries are missing.
 */
import { PgClient } from "@effect/sql-pg"
import { assert, describe, it } from "@effect/vitest"
import { Labels, MarketingQrCodes } from "@elabel/domain"
import { createCompleteLabel, createQrCode, seedWorkspace, users } from "@elabel/testkit"
import { Context, Effect, Exit, Layer, Redacted, Schedule, Scope } from "effect"
import { SqlClient } from "effect/sql"
import { onNewConnection } from "./support/newConnection.ts"
import { processOn } from "./support/postgresProcess.ts"
import { freePort, listeningUrl, type Started, startServer } from "./support/processes.ts"
import { replicaSkipReason, throwawayPostgres } from "./support/throwawayPostgres.ts"
import { TEST_SECRET } from "./support/tokens.ts"
import { logged } from "./support/workers.ts"

if (replicaSkipReason !== undefined) console.warn(`replica tests skipped: ${replicaSkipReason}`)

const text = (url: string) => Effect.map(onNewConnection(url), (answer) => answer.text)

/** An SQL client of the database at `url` for the life of the scope. */
const clientOf = (url: Redacted.Redacted<string>) =>
  Effect.map(Layer.build(PgClient.layer({ url })), (context) => Context.get(context, SqlClient.SqlClient))

/** Waits until the output holds `text` at least `times` times. */
const loggedTimes = (started: Started, text: string, times: number) =>
  Effect.suspend(() => (started.output().split(text).length > times ? Effect.void : Effect.fail("not yet"))).pipe(
    Effect.retry({ schedule: Schedule.spaced("50 millis") }),
    Effect.timeout("10 seconds")
  )

/** `/health/ready`: its status and the `status` of its body. */
const readiness = (base: string) =>
  Effect.map(onNewConnection(`${base}/health/ready`), (answer) => [
    answer.status,
    (JSON.parse(answer.text) as { status?: string }).status
  ])

describe.skipIf(replicaSkipReason !== undefined)("public reads on two streaming replicas", () => {
  it.live(
    "fresh while the replicas lag, never old when the primary fails, answered by the replicas while it is down",
    () =>
      Effect.gen(function* () {
        const pg = yield* throwawayPostgres(2)
        const metricsPort = yield* freePort
        const started = yield* startServer({
          DATABASE_URL: Redacted.value(pg.primaryUrl),
          DATABASE_REPLICA_URL: pg.replicaUrls.map(Redacted.value).join(","),
          ELABEL_REPLICA_MAX_LAG: "300",
          ELABEL_JWT_SECRET: TEST_SECRET,
          ELABEL_METRICS_PORT: String(metricsPort)
        })
        const base = yield* listeningUrl(started, "60 seconds")
        // Each pool is measured on its own: the primary's, each replica's and the lag probe's one connection.
        const scrape = yield* Effect.promise(async () =>
          (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
        )
        for (const [pool, max] of [
          ["primary", 10],
          ["replica-1", 10],
          ["replica-2", 10],
          ["lag-probe", 1]
        ] as const) {
          assert.include(scrape, `elabel_db_pool_connections_max{pool="${pool}"} ${max}`)
        }
        // Once: the replicas' clients and lag probe are built once, for the lookups and readiness alike.
        assert.strictEqual(started.output().split("public lookups read 2 replica(s) besides the primary").length, 2)
        yield* logged(started, "replica 1 of 2 is in use for public lookups")
        yield* logged(started, "replica 2 of 2 is in use for public lookups")
        // The editor's process, closed before the primary stops: no listener of it is left to report that outage.
        const editorScope = yield* Scope.make()
        const editing = yield* processOn(pg.primaryUrl).pipe(Scope.provide(editorScope))
        const primary = yield* clientOf(pg.primaryUrl)
        const replicas = yield* Effect.forEach(pg.replicaUrls, clientOf)
        const replay = (resume: boolean) =>
          Effect.forEach(replicas, (sql) =>
            resume ? sql`SELECT pg_wal_replay_resume()` : sql`SELECT pg_wal_replay_pause()`
          )
        const { changing, failing, untouched, code } = yield* Effect.gen(function* () {
          const { workspace, brandId } = yield* seedWorkspace({ plan: "pro" })
          const labels = yield* Labels
          const published = (name: string) =>
            Effect.flatMap(createCompleteLabel(users.editor, workspace.id, brandId, { name }), (label) =>
              labels.publish(users.editor, label.id)
            )
          const qr = yield* createQrCode(users.editor, workspace.id, { url: "https://shop.example/replica" })
          return {
            changing: yield* published("Riesling"),
            failing: yield* published("Chardonnay"),
            untouched: yield* published("Silvaner"),
            code: yield* (yield* MarketingQrCodes).publish(users.editor, qr.id)
          }
        }).pipe(Effect.provideContext(editing))
        const page = text(`${base}/l/${changing.ref}`)
        assert.include(yield* page, "Riesling")

        // The replicas stop replaying: what they serve is now behind the primary.
        yield* replay(false)
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
        yield* logged(started, "replica 1 of 2 is more than 300 ms behind the primary")
        yield* logged(started, "replica 2 of 2 is more than 300 ms behind the primary")

        // A lookup failing on the primary is not answered by a replica behind it: that old page would stay cached.
        yield* Labels.use((labels) => labels.patch(users.editor, failing.id, { name: "Müller-Thurgau" })).pipe(
          Effect.provideContext(editing)
        )
        // Past the window in which a changed ref is read from the primary anyway: the lag verdict decides.
        yield* Effect.sleep("1 second")
        yield* primary`ALTER TABLE label_versions RENAME TO label_versions_away`
        const refused = yield* onNewConnection(`${base}/l/${failing.ref}`)
        yield* primary`ALTER TABLE label_versions_away RENAME TO label_versions`
        assert.strictEqual(refused.status, 503)
        assert.notInclude(refused.text, "Chardonnay")
        assert.include(yield* text(`${base}/l/${failing.ref}`), "Müller-Thurgau")

        yield* replay(true)
        yield* loggedTimes(started, "is in use for public lookups", 4)

        // The primary goes, then replica 1: pages and short links nobody asked for yet come from replica 2.
        yield* Scope.close(editorScope, Exit.void)
        yield* pg.stopPrimary
        yield* pg.stopReplica(0)
        yield* logged(started, "replica 1 of 2 does not answer")
        assert.deepStrictEqual(yield* readiness(base), [200, "degraded"])
        const served = yield* onNewConnection(`${base}/l/${untouched.ref}`)
        assert.strictEqual(served.status, 200)
        assert.include(served.text, "Silvaner")
        const scan = yield* onNewConnection(`${base}${new URL(code.short_url ?? "").pathname}`)
        assert.deepStrictEqual([scan.status, scan.headers.location], [302, "https://shop.example/replica"])

        // No replica left: nothing is served from the database, and readiness says so.
        yield* pg.stopReplica(1)
        yield* logged(started, "replica 2 of 2 does not answer")
        assert.strictEqual((yield* readiness(base))[0], 503)
      }).pipe(Effect.scoped),
    { timeout: 180_000 }
  )
})
