/**
 * The label history on PostgreSQL, where writes of several processes meet:
 * a brand write re-recording its labels while those labels are written
 * records every version once (no write fails on a taken version number);
 * versions removed from the end of a chain, all of them, or the whole table
 * cannot go unnoticed; a label withdrawn before versions existed keeps
 * answering 410. Runs when DATABASE_URL names a server it may create a
 * database on.
 */
import { assert, describe, it } from "@effect/vitest"
import { Brands, LabelHistory, Labels } from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Context, Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { processOn } from "./support/postgresProcess.ts"
import { runCli } from "./support/processes.ts"
import { openApp } from "./support/scanner.ts"

const adminUrl = process.env.DATABASE_URL || undefined

describe.skipIf(adminUrl === undefined)("label history on PostgreSQL", () => {
  it.live(
    "brand and label writes of two processes at once all succeed, each change recorded once in one chain",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_test")
        const first = yield* processOn(url)
        const second = yield* processOn(url)
        const { workspace, brandId } = yield* seedWorkspace().pipe(Effect.provideContext(first))
        const labels = yield* Effect.forEach([1, 2], (n) =>
          Effect.gen(function* () {
            const label = yield* createCompleteLabel(users.editor, workspace.id, brandId, { name: `Wine ${n}` })
            return yield* (yield* Labels).publish(users.editor, label.id)
          }).pipe(Effect.provideContext(first))
        )
        for (let round = 0; round < 8; round++) {
          yield* Effect.all(
            [
              Brands.use((brands) => brands.patch(users.editor, brandId, { name: `Estate ${round}` })).pipe(
                Effect.provideContext(second)
              ),
              ...labels.map((label) =>
                Labels.use((l) => l.patch(users.editor, label.id, { name: `${label.name} ${round}` })).pipe(
                  Effect.provideContext(first)
                )
              )
            ],
            { concurrency: "unbounded" }
          )
        }
        const check = yield* Context.get(first, LabelHistory).verify(workspace.id)
        assert.isUndefined(check.broken)
        // Version 1, then one per round for the label's name and one for the brand's: 17 each.
        assert.strictEqual(check.checked, 2 * 17)
      }).pipe(Effect.scoped),
    { timeout: 120_000 }
  )

  it.live(
    "verify-history finds versions removed from the end or all of them; TRUNCATE is refused",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_test")
        const services = yield* processOn(url)
        const sql = Context.get(services, SqlClient.SqlClient)
        const { workspace, brandId } = yield* seedWorkspace().pipe(Effect.provideContext(services))
        const label = yield* Effect.gen(function* () {
          const labels = yield* Labels
          const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId)
          yield* labels.publish(users.editor, draft.id)
          return yield* labels.patch(users.editor, draft.id, { name: "Second version" })
        }).pipe(Effect.provideContext(services))
        const truncate = yield* Effect.flip(sql`TRUNCATE label_versions`)
        assert.include(String(truncate.reason.cause), "immutable")

        const env = { DATABASE_URL: Redacted.value(url), ELABEL_JWT_SECRET: "verify-history-secret-at-least-32-bytes!" }
        assert.deepStrictEqual(JSON.parse((yield* runCli(env, "verify-history", "--json")).stdout), {
          checked: 2,
          broken: null
        })
        yield* sql`ALTER TABLE label_versions DISABLE TRIGGER label_versions_immutable`
        yield* sql`DELETE FROM label_versions WHERE label_id = ${label.id} AND version = 2`
        const cut = yield* runCli(env, "verify-history")
        assert.strictEqual(cut.code, 1)
        assert.include(
          cut.stderr,
          `label ${label.id} version 2: removed from the history: the recorded head is version 2`
        )
        yield* sql`DELETE FROM label_versions`
        const emptied = yield* runCli(env, "verify-history", "--json")
        assert.strictEqual(emptied.code, 1)
        assert.deepStrictEqual(JSON.parse(emptied.stdout).broken, {
          label_id: label.id,
          version: 1,
          reason: "every version has been removed"
        })
      }).pipe(Effect.scoped),
    { timeout: 120_000 }
  )

  it.live(
    "a label withdrawn before versions existed gets its withdrawal as version 1, and its page stays 410",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_test")
        const services = yield* processOn(url)
        const sql = Context.get(services, SqlClient.SqlClient)
        const label = yield* Effect.gen(function* () {
          const { workspace, brandId } = yield* seedWorkspace()
          const labels = yield* Labels
          const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId)
          yield* labels.publish(users.editor, draft.id)
          return yield* labels.unpublish(users.editor, draft.id)
        }).pipe(Effect.provideContext(services))
        // An installation from before versions: no version, no head.
        yield* sql`ALTER TABLE label_versions DISABLE TRIGGER label_versions_immutable`
        yield* sql`DELETE FROM label_versions`
        yield* sql`UPDATE labels SET history_head = NULL`
        yield* sql`ALTER TABLE label_versions ENABLE TRIGGER label_versions_immutable`
        const history = Context.get(services, LabelHistory)
        assert.strictEqual(yield* history.upgrade, 1)
        assert.strictEqual(yield* history.upgrade, 0)
        const versions = yield* history.list(users.editor, label.id, { limit: 10, offset: 0 })
        assert.deepStrictEqual(
          versions.items.map((v) => [v.version, v.is_published]),
          [[1, false]]
        )
        const app = yield* openApp().pipe(Effect.provideContext(services))
        assert.strictEqual((yield* app.send("GET", `/l/${label.ref}`)).status, 410)
        assert.isUndefined((yield* history.verify()).broken)
      }).pipe(Effect.scoped),
    { timeout: 120_000 }
  )
})
