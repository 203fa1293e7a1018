/**
 * The GS1 resolver with two processes on one PostgreSQL database (each its
 * own storage layer, LISTEN connection and page cache): a process that has
 * answered a GTIN from memory answers the change another process makes as
 * soon as it is committed (a new lot, a withdrawal), because the change is
 * announced by NOTIFY and the resolution forgotten. Runs when DATABASE_URL
 * names a server it may create a database on.
 */
import { assert, describe, it } from "@effect/vitest"
import { Formats, Labels } from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, testPublicBaseUrl, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Effect, Schedule } from "effect"
import { processOn } from "./support/postgresProcess.ts"
import { type Answer, openApp } from "./support/scanner.ts"

const adminUrl = process.env.DATABASE_URL || undefined
const GTIN14 = "04006381333931"

const until = (send: Effect.Effect<Answer>, done: (answer: Answer) => boolean) =>
  send.pipe(Effect.repeat({ until: done, schedule: Schedule.spaced("10 millis") }), Effect.timeout("5 seconds"))

describe.skipIf(adminUrl === undefined)("GS1 resolver across processes on PostgreSQL", () => {
  it.live(
    "a new lot and a withdrawal made through one process are answered by the other at once",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_test")
        const scanning = yield* processOn(url)
        const editing = yield* processOn(url)
        const app = yield* openApp().pipe(Effect.provideContext(scanning))
        const label = yield* Effect.gen(function* () {
          const { workspace, brandId } = yield* seedWorkspace()
          const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId, { locale: "en", gtin: GTIN14 })
          yield* (yield* Labels).patch(users.editor, draft.id, { use_gs1_digital_link: true })
          return yield* (yield* Labels).publish(users.editor, draft.id)
        }).pipe(Effect.provideContext(editing))

        const byLot = app.send("GET", `/01/${GTIN14}/10/L2`)
        const first = yield* byLot
        assert.strictEqual(first.status, 307)
        assert.strictEqual(first.headers.get("location"), `${testPublicBaseUrl}/l/${label.formats[0]?.ref}`)

        const lot = yield* Formats.use((formats) =>
          formats.add(users.editor, label.id, { quantity: 375, gtin: GTIN14, lot: "L2" })
        ).pipe(Effect.provideContext(editing))
        const moved = yield* until(
          byLot,
          (answer) => answer.headers.get("location")?.endsWith(`/l/${lot.ref}`) === true
        )
        assert.strictEqual(moved.status, 307)

        yield* Labels.use((labels) => labels.unpublish(users.editor, label.id)).pipe(Effect.provideContext(editing))
        const gone = yield* until(app.send("GET", `/01/${GTIN14}`), (answer) => answer.status !== 307)
        assert.strictEqual(gone.status, 410)
      }).pipe(Effect.scoped),
    { timeout: 60_000 }
  )
})
