/**
 * Another process never serves what a write replaced once the writer has
 * its answer (issue 33 item 4, ADR 0055): two processes on one PostgreSQL
 * database (each its own storage layer, pool and LISTEN connection), the
 * second with the label's answer and the code's short link in its caches.
 * Right after each label PATCH answered by the first, the second answers
 * the new name; right after an unpublish answered by the first, the second
 * no longer redirects `/q/{ref}`, and right after a publish it does. The
 * probe counted 3 stale answers in 1,000, 6 and 4 in 550: here zero.
 * Runs when DATABASE_URL names a server it may create a database on.
 */
import { assert, describe, it } from "@effect/vitest"
import { createLabel, createQrCode, seedWorkspace, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Effect } from "effect"
import { processOn } from "./support/postgresProcess.ts"
import { openApp } from "./support/scanner.ts"

const adminUrl = process.env.DATABASE_URL || undefined

const ROUNDS = 200

describe.skipIf(adminUrl === undefined)("reads across processes after a write on PostgreSQL", () => {
  it.live(
    `after ${ROUNDS} label writes and ${ROUNDS} unpublish/publish rounds answered by one process, the other serves nothing stale`,
    () =>
      Effect.gen(function* () {
        const { url } = yield* freshDatabase(adminUrl ?? "", "elabel_test")
        const first = yield* processOn(url)
        const second = yield* processOn(url)
        const { label, code } = yield* Effect.gen(function* () {
          const { workspace, brandId } = yield* seedWorkspace({ plan: "premium" })
          return {
            label: yield* createLabel(users.editor, workspace.id, brandId, { name: "Riesling" }),
            code: yield* createQrCode(users.editor, workspace.id)
          }
        }).pipe(Effect.provideContext(first))
        const writer = yield* openApp().pipe(Effect.provideContext(first))
        const reader = yield* openApp().pipe(Effect.provideContext(second))
        // Both processes have heard of each other before the first write.
        yield* Effect.sleep("300 millis")

        const stale: Array<string> = []
        const path = `/v1/labels/${label.id}`
        for (let round = 0; round < ROUNDS; round++) {
          // Cached in the reader first.
          yield* reader.send("GET", path, { as: users.viewer })
          const name = `Riesling ${round}`
          const written = yield* writer.send("PATCH", path, { as: users.editor, body: { name } })
          assert.strictEqual(written.status, 200, written.text)
          const read = yield* reader.send("GET", path, { as: users.viewer })
          if (JSON.parse(read.text).name !== name) stale.push(`label round ${round}`)
        }

        const codePath = `/v1/marketing-qr-codes/${code.id}`
        for (let round = 0; round < ROUNDS; round++) {
          const published = yield* writer.send("POST", `${codePath}/publish`, { as: users.editor })
          assert.strictEqual(published.status, 200, published.text)
          const link = new URL(String(JSON.parse(published.text).short_url)).pathname
          if ((yield* reader.send("GET", link)).status !== 302) stale.push(`publish round ${round}`)
          const unpublished = yield* writer.send("POST", `${codePath}/unpublish`, { as: users.editor })
          assert.strictEqual(unpublished.status, 200, unpublished.text)
          if ((yield* reader.send("GET", link)).status === 302) stale.push(`unpublish round ${round}`)
        }
        assert.deepStrictEqual(stale, [], "stale answers of the other process")
      }).pipe(Effect.scoped),
    { timeout: 300_000 }
  )
})
