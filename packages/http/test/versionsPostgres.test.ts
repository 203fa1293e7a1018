/**
 * Versions with several processes on one PostgreSQL database (each "process"
 * its own storage layer: pool, LISTEN connection, page cache): a write
 * through one process is on the page the other serves at once; the database
 * refuses to rewrite a version, and `verify-history` finds a version
 * rewritten behind the trigger's back; labels published before versions get
 * their version 1. Conditional writes racing across two real server
 * processes: `conditionalWritesPostgres.test.ts`.
 * Runs when DATABASE_URL names a server it may create a database on.
 */
import { assert, describe, it } from "@effect/vitest"
import { LabelHistory, Labels } from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Context, Effect, Redacted, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import { processOn } from "./support/postgresProcess.ts"
import { runCli } from "./support/processes.ts"
import { openApp } from "./support/scanner.ts"

const adminUrl = process.env.DATABASE_URL || undefined

/** A published label with a default format, written through `editing`. */
const publishedLabel = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace()
  const label = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750, locale: "en" })
  return yield* (yield* Labels).publish(users.editor, label.id)
})

describe.skipIf(adminUrl === undefined)("versions across processes on PostgreSQL", () => {
  it.live(
    "a write through one process is on the page the other serves as soon as it is acknowledged",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_test")
        const scanning = yield* processOn(url)
        const editing = yield* processOn(url)
        const app = yield* openApp().pipe(Effect.provideContext(scanning))
        const label = yield* publishedLabel.pipe(Effect.provideContext(editing))
        const page = app.send("GET", `/l/${label.ref}`)
        assert.include((yield* page).text, "Riesling")
        yield* Labels.use((labels) => labels.patch(users.editor, label.id, { name: "Grauburgunder" })).pipe(
          Effect.provideContext(editing)
        )
        // NOTIFY is delivered at commit; the scanning process drops its cached page when it hears it.
        const fresh = yield* page.pipe(
          Effect.repeat({
            until: (answer) => answer.text.includes("Grauburgunder"),
            schedule: Schedule.spaced("10 millis")
          }),
          Effect.timeout("5 seconds")
        )
        assert.strictEqual(fresh.status, 200)
      }).pipe(Effect.scoped),
    { timeout: 60_000 }
  )

  it.live(
    "versions cannot be rewritten; verify-history finds one rewritten behind the trigger; an upgrade records version 1",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_test")
        const services = yield* processOn(url)
        const sql = Context.get(services, SqlClient.SqlClient)
        const label = yield* publishedLabel.pipe(Effect.provideContext(services))
        yield* Labels.use((labels) => labels.patch(users.editor, label.id, { name: "Second version" })).pipe(
          Effect.provideContext(services)
        )
        const refused = yield* Effect.flip(sql`UPDATE label_versions SET created_by = 'mallory'`)
        assert.include(String(refused.reason.cause), "immutable")

        const env = { DATABASE_URL: Redacted.value(url), ELABEL_JWT_SECRET: "verify-history-secret-at-least-32-bytes!" }
        const intact = yield* runCli(env, "verify-history", "--json")
        assert.strictEqual(intact.code, 0, intact.stderr)
        assert.deepStrictEqual(JSON.parse(intact.stdout), { checked: 2, broken: null })

        yield* sql`ALTER TABLE label_versions DISABLE TRIGGER label_versions_immutable`
        yield* sql`UPDATE label_versions SET document = replace(document, 'Second version', 'Forged')
                   WHERE label_id = ${label.id} AND version = 2`
        const broken = yield* runCli(env, "verify-history")
        assert.strictEqual(broken.code, 1)
        assert.include(broken.stderr, `label ${label.id} version 2: content_hash does not match the document`)

        // An installation from before versions: a published label without any.
        yield* sql`DELETE FROM label_versions`
        yield* sql`ALTER TABLE label_versions ENABLE TRIGGER label_versions_immutable`
        const history = Context.get(services, LabelHistory)
        assert.strictEqual(yield* history.upgrade, 1)
        assert.strictEqual(yield* history.upgrade, 0)
        const app = yield* openApp().pipe(Effect.provideContext(services))
        assert.include((yield* app.send("GET", `/l/${label.ref}`)).text, "Second version")
      }).pipe(Effect.scoped),
    { timeout: 120_000 }
  )
})
