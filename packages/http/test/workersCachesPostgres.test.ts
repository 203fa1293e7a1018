/**
 * The caches of two worker processes (`ELABEL_WORKERS=2`, real processes on
 * one PostgreSQL database) stay consistent with writes made by a third
 * process: a label's page (`/l/{ref}`, page cache) and a short link
 * (`/q/{ref}`, redirect cache) warmed in both workers are served fresh by
 * both once the change is announced (LISTEN/NOTIFY), and a removed member
 * is refused by both once the removal is announced (reads keep memberships
 * per process until then, ADR 0015; writes always ask the database). Runs
 * when DATABASE_URL names a server it may create a database on.
 */
import { assert, describe, it } from "@effect/vitest"
import { Labels, MarketingQrCodes, type UserId, WorkspaceAdmin } from "@elabel/domain"
import { createCompleteLabel, createQrCode, seedWorkspace, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Effect, Schedule } from "effect"
import { onNewConnection } from "./support/newConnection.ts"
import { processOn } from "./support/postgresProcess.ts"
import { tokenFor } from "./support/tokens.ts"
import { twoWorkers } from "./support/workers.ts"

const adminUrl = process.env.DATABASE_URL || undefined

/** Four answers in a row, each on a new connection (so both workers answer). */
const fourInARow = <A>(ask: Effect.Effect<A, Error>) => Effect.forEach([1, 2, 3, 4], () => ask)

/** Repeats `ask` until four answers in a row pass `fresh`, for at most 5 seconds (a NOTIFY takes milliseconds). */
const allFresh = <A>(ask: Effect.Effect<A, Error>, fresh: (answer: A) => boolean) =>
  fourInARow(ask).pipe(
    Effect.repeat({ until: (answers) => answers.every(fresh), schedule: Schedule.spaced("20 millis") }),
    Effect.timeout("5 seconds")
  )

describe.skipIf(adminUrl === undefined)("caches of two worker processes on PostgreSQL", () => {
  it.live(
    "pages, short links and memberships changed by another process are fresh in both workers",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_workers")
        const { base } = yield* twoWorkers(url)
        const editing = yield* processOn(url)
        const { workspace, label, code } = yield* Effect.gen(function* () {
          const { workspace, brandId } = yield* seedWorkspace({ plan: "pro" })
          const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750, locale: "en" })
          const label = yield* (yield* Labels).publish(users.editor, draft.id)
          const qr = yield* createQrCode(users.editor, workspace.id, { url: "https://shop.example/old" })
          const code = yield* (yield* MarketingQrCodes).publish(users.editor, qr.id)
          return { workspace, label, code }
        }).pipe(Effect.provideContext(editing))

        const page = Effect.map(onNewConnection(`${base}/l/${label.ref}`), (answer) => answer.text)
        const link = Effect.map(
          onNewConnection(`${base}${new URL(code.short_url ?? "").pathname}`),
          (answer) => answer.headers.location
        )
        // Both workers cache the page and the link (a found link is kept for minutes without an event).
        assert.isTrue((yield* fourInARow(page)).every((text) => text.includes("Riesling")))
        assert.deepStrictEqual(yield* fourInARow(link), Array(4).fill("https://shop.example/old"))

        yield* Effect.gen(function* () {
          yield* (yield* Labels).patch(users.editor, label.id, { name: "Grauburgunder" })
          yield* (yield* MarketingQrCodes).patch(users.editor, code.id, { url: "https://shop.example/new" })
        }).pipe(Effect.provideContext(editing))
        yield* allFresh(page, (text) => text.includes("Grauburgunder") && !text.includes("Riesling"))
        yield* allFresh(link, (location) => location === "https://shop.example/new")

        const as = (user: UserId) => Effect.map(tokenFor(user), (token) => ({ authorization: `Bearer ${token}` }))
        const [viewer, editor] = [yield* as(users.viewer), yield* as(users.editor)]
        const labelUrl = `${base}/v1/labels/${label.id}`
        const read = Effect.map(onNewConnection(labelUrl, { headers: viewer }), (answer) => answer.status)
        const write = Effect.map(
          onNewConnection(labelUrl, {
            method: "PATCH",
            headers: { ...editor, "content-type": "application/json" },
            body: JSON.stringify({ name: "Spätburgunder" })
          }),
          (answer) => answer.status
        )
        // Both workers keep both memberships (the editor's from its reads).
        assert.deepStrictEqual(yield* fourInARow(read), [200, 200, 200, 200])
        const readAsEditor = onNewConnection(labelUrl, { headers: editor })
        assert.isTrue((yield* fourInARow(readAsEditor)).every((answer) => answer.status === 200))
        yield* WorkspaceAdmin.use((admin) =>
          Effect.andThen(admin.removeMember(workspace.id, users.viewer), admin.removeMember(workspace.id, users.editor))
        ).pipe(Effect.provideContext(editing))
        // Writes ask the database: refused by both workers from the first request on.
        assert.deepStrictEqual(yield* fourInARow(write), [404, 404, 404, 404])
        // Reads may lag until the NOTIFY reaches a worker (milliseconds), then are refused by both.
        yield* allFresh(read, (status) => status === 404)
      }).pipe(Effect.scoped),
    { timeout: 120_000 }
  )
})
