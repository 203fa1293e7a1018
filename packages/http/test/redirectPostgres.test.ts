/**
 * Two server processes on one PostgreSQL database (two storage layers, each
 * with its own pool, `LISTEN` connection and short-link cache): a code
 * changed through one is served fresh by the other, told by `NOTIFY`. Runs
 * when DATABASE_URL names a server it may create a database on.
 */

import { assert, describe, it } from "@effect/vitest"
import { MarketingQrCodes } from "@elabel/domain"
import { createQrCode, seedWorkspace, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Effect, Schedule } from "effect"
import { processOn } from "./support/postgresProcess.ts"
import { openApp } from "./support/scanner.ts"

const adminUrl = process.env.DATABASE_URL || undefined

describe.skipIf(adminUrl === undefined)("short links across processes on PostgreSQL", () => {
  it.live(
    "a url changed in one process is the next location in the other, whose cache heard it by NOTIFY",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_test")
        const scanning = yield* processOn(url)
        const editing = yield* processOn(url)

        const app = yield* openApp().pipe(Effect.provideContext(scanning))
        const { workspace } = yield* seedWorkspace({ plan: "pro" }).pipe(Effect.provideContext(editing))
        const code = yield* Effect.gen(function* () {
          const draft = yield* createQrCode(users.editor, workspace.id, { url: "https://shop.example/old" })
          return yield* (yield* MarketingQrCodes).publish(users.editor, draft.id)
        }).pipe(Effect.provideContext(editing))
        const path = new URL(code.short_url ?? "").pathname
        const location = app.send("GET", path).pipe(Effect.map((answer) => answer.headers.get("location")))

        // Cached in the scanning process from now on (found codes stay for minutes without an event).
        assert.strictEqual(yield* location, "https://shop.example/old")
        yield* MarketingQrCodes.use((codes) =>
          codes.patch(users.editor, code.id, { url: "https://shop.example/new" })
        ).pipe(Effect.provideContext(editing))
        const fresh = yield* location.pipe(
          Effect.repeat({ until: (at) => at === "https://shop.example/new", schedule: Schedule.spaced("20 millis") }),
          Effect.timeout("5 seconds")
        )
        assert.strictEqual(fresh, "https://shop.example/new")
      }).pipe(Effect.scoped),
    { timeout: 60_000 }
  )
})
