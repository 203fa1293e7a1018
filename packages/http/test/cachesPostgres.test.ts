/**
 * The caches of authenticated reads across processes on one PostgreSQL
 * database (each "process" its own storage layer, pool and LISTEN
 * connection, as in `versionsPostgres.test.ts`): the membership cache and
 * the cache of encoded label answers. A member removed through one process
 * is refused by the other as soon as the announcement arrives, a member
 * added back is let in again, a demoted editor cannot write through the
 * other process at all (writes never trust the cache), and a label written
 * through one process is answered fresh by the other.
 * Runs when DATABASE_URL names a server it may create a database on.
 */
import { assert, describe, it } from "@effect/vitest"
import { WorkspaceAdmin } from "@elabel/domain"
import { createLabel, seedWorkspace, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Effect, Schedule } from "effect"
import { processOn } from "./support/postgresProcess.ts"
import { type Answer, openApp } from "./support/scanner.ts"

const adminUrl = process.env.DATABASE_URL || undefined

/** The JSON body of an answer. */
const body = <A>(answer: Answer): A => JSON.parse(answer.text) as A
const nameOf = (answer: Answer) => body<{ readonly name: string }>(answer).name

/** Repeats `answer` every 5 ms until `done` holds; fails after a second (a NOTIFY arrives within milliseconds). */
const soon = <A, E, R>(answer: Effect.Effect<A, E, R>, done: (a: A) => boolean) =>
  answer.pipe(Effect.repeat({ until: done, schedule: Schedule.spaced("5 millis") }), Effect.timeout("1 second"))

/** Two processes on a fresh database, an app on each, and a label of a seeded workspace. */
const twoProcesses = Effect.gen(function* () {
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
  const admin = (f: (admin: WorkspaceAdmin["Service"]) => Effect.Effect<void, unknown>) =>
    WorkspaceAdmin.use(f).pipe(Effect.provideContext(first))
  return { workspace, label, apps, admin }
})

describe.skipIf(adminUrl === undefined)("read caches across processes on PostgreSQL", () => {
  it.live(
    "a member removed through one process loses access on the other at once, and regains it when added back",
    () =>
      Effect.gen(function* () {
        const { workspace, label, apps, admin } = yield* twoProcesses
        const read = apps.second.send("GET", `/v1/labels/${label.id}`, { as: users.viewer })
        // Cached in the second process: its membership and the label's answer.
        assert.strictEqual((yield* read).status, 200)
        assert.strictEqual((yield* read).status, 200)
        // Another tenant's caller gets the 404 of a missing id, cached answer or not.
        assert.strictEqual(
          (yield* apps.second.send("GET", `/v1/labels/${label.id}`, { as: users.stranger })).status,
          404
        )

        yield* admin((a) => a.removeMember(workspace.id, users.viewer))
        const refused = yield* soon(read, (answer) => answer.status !== 200)
        assert.strictEqual(refused.status, 404)

        yield* admin((a) => a.addMember(workspace.id, users.viewer, "viewer"))
        assert.strictEqual((yield* soon(read, (answer) => answer.status === 200)).status, 200)
      }).pipe(Effect.scoped),
    { timeout: 60_000 }
  )

  it.live(
    "an editor demoted through one process cannot write through the other, even with its read cached",
    () =>
      Effect.gen(function* () {
        const { workspace, label, apps, admin } = yield* twoProcesses
        assert.strictEqual((yield* apps.second.send("GET", `/v1/labels/${label.id}`, { as: users.editor })).status, 200)
        yield* admin((a) => a.addMember(workspace.id, users.editor, "viewer"))
        // No waiting: writes ask the database for the role, never the cache.
        const patch = yield* apps.second.send("PATCH", `/v1/labels/${label.id}`, {
          as: users.editor,
          body: { name: "Not allowed" }
        })
        assert.strictEqual(patch.status, 403)
      }).pipe(Effect.scoped),
    { timeout: 60_000 }
  )

  it.live(
    "a label written through one process is answered fresh by the other's next reads, with the new ETag",
    () =>
      Effect.gen(function* () {
        const { label, apps } = yield* twoProcesses
        const read = apps.second.send("GET", `/v1/labels/${label.id}`, { as: users.owner })
        const before = yield* read
        assert.strictEqual(nameOf(before), "Riesling")
        for (const [i, name] of ["Grauburgunder", "Spätburgunder", "Silvaner"].entries()) {
          const written = yield* apps.first.send("PATCH", `/v1/labels/${label.id}`, { as: users.owner, body: { name } })
          assert.strictEqual(written.status, 200, `write ${i}`)
          const fresh = yield* soon(read, (answer) => nameOf(answer) === name)
          assert.strictEqual(fresh.headers.get("etag"), written.headers.get("etag"))
          // And from then on it stays: the read that refilled the cache holds the new answer.
          assert.strictEqual(nameOf(yield* read), name)
        }
        // A format added through the first process is in the label the second answers.
        const format = yield* apps.first.send("POST", `/v1/labels/${label.id}/formats`, {
          as: users.owner,
          body: { quantity: 1500 }
        })
        assert.strictEqual(format.status, 201)
        const withFormat = yield* soon(read, (answer) =>
          body<{ formats: ReadonlyArray<{ quantity: number | null }> }>(answer).formats.some((f) => f.quantity === 1500)
        )
        assert.strictEqual(withFormat.status, 200)
      }).pipe(Effect.scoped),
    { timeout: 60_000 }
  )
})
