/**
 * The marketing-code quota with two processes on one PostgreSQL database
 * (each its own pool, as two servers are): publishes racing from both for
 * the last slots never exceed the plan. Runs when DATABASE_URL names a
 * server it may create a database on.
 */
import { assert, describe, it } from "@effect/vitest"
import { MarketingQrCodes } from "@elabel/domain"
import { createQrCode, seedWorkspace, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Effect, Exit } from "effect"
import { processOn } from "./support/postgresProcess.ts"

const adminUrl = process.env.DATABASE_URL || undefined

describe.skipIf(adminUrl === undefined)("the marketing-code quota across processes on PostgreSQL", () => {
  it.live(
    "twelve drafts published at once through two processes on a plan of ten: ten published, two refused",
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_test")
        const processes = [yield* processOn(url), yield* processOn(url)] as const
        const [first] = processes
        const drafts = yield* Effect.gen(function* () {
          const { workspace } = yield* seedWorkspace({ plan: "pro" })
          assert.strictEqual(workspace.included_marketing_qr_codes, 10)
          return yield* Effect.forEach(
            Array.from({ length: 12 }, (_, i) => i),
            (i) => createQrCode(users.editor, workspace.id, { url: `https://shop.example/${i}` })
          )
        }).pipe(Effect.provideContext(first))
        const exits = yield* Effect.forEach(
          drafts,
          (draft, i) =>
            MarketingQrCodes.use((codes) => codes.publish(users.editor, draft.id)).pipe(
              Effect.exit,
              Effect.provideContext(processes[i % 2] ?? first)
            ),
          { concurrency: "unbounded" }
        )
        const refused = exits.filter(Exit.isFailure).map((exit) => String(exit.cause))
        assert.strictEqual(exits.filter(Exit.isSuccess).length, 10)
        assert.strictEqual(refused.length, 2)
        for (const cause of refused) assert.include(cause, "PlanLimit")
      }).pipe(Effect.scoped),
    { timeout: 60_000 }
  )
})
