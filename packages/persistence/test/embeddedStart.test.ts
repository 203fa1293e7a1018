/**
 * How the embedded database starts (ADR 0041): a new one is copied from
 * the `initdb` template the install made instead of running `initdb` (the
 * step that made a first start peak at 1.1 GiB), an existing one is opened
 * as it is, and both run with the embedded settings (16 MB of shared
 * buffers, not initdb's 128 MB).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import type { PGlite } from "@electric-sql/pglite"
import { Effect } from "effect"
import { openPglite } from "../src/EmbeddedLive.ts"
import { createInitdbTemplate, hasInitdbTemplate } from "../src/InitdbTemplate.ts"

const query = <A>(db: PGlite, text: string) => Effect.promise(() => db.query<A>(text)).pipe(Effect.map((r) => r.rows))

/** PostgreSQL's identifier of a cluster: random per `initdb`, so a copy of an archive keeps the archive's. */
const systemIdentifier = (db: PGlite) =>
  Effect.map(
    query<{ readonly id: string }>(db, "SELECT system_identifier::text AS id FROM pg_control_system()"),
    (rows) => rows[0]?.id
  )

const tempDir = Effect.acquireRelease(
  Effect.sync(() => mkdtempSync(join(tmpdir(), "elabel-embedded-start-"))),
  (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true }))
)

describe("embedded database start", () => {
  it.live(
    "a new database starts as a copy of the install's initdb template; an existing one is opened as it is",
    () =>
      Effect.gen(function* () {
        // `npm install` makes it; a test run after an install with --ignore-scripts makes it here.
        if (!hasInitdbTemplate()) yield* Effect.promise(createInitdbTemplate)
        const dir = yield* tempDir
        const first = yield* Effect.scoped(
          Effect.gen(function* () {
            const db = yield* openPglite(join(dir, "a"))
            yield* Effect.promise(() =>
              db.exec("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')")
            )
            return yield* systemIdentifier(db)
          })
        )
        const second = yield* Effect.scoped(Effect.flatMap(openPglite(join(dir, "b")), systemIdentifier))
        // Two databases made by initdb would each have their own random identifier; copies share the template's.
        assert.isDefined(first)
        assert.strictEqual(second, first)

        const reopened = yield* Effect.scoped(
          Effect.flatMap(openPglite(join(dir, "a")), (db) =>
            query<{ readonly note: string }>(db, "SELECT note FROM kept")
          )
        )
        assert.deepStrictEqual(reopened, [{ note: "still here" }])
      }),
    120_000
  )

  it.live(
    "runs with 16 MB of shared buffers, on disk and in memory",
    () =>
      Effect.gen(function* () {
        const dir = yield* tempDir
        for (const dataDir of [join(dir, "db"), undefined]) {
          const rows = yield* Effect.scoped(
            Effect.flatMap(openPglite(dataDir), (db) =>
              query<{ readonly shared_buffers: string }>(db, "SHOW shared_buffers")
            )
          )
          assert.deepStrictEqual(rows, [{ shared_buffers: "16MB" }])
        }
      }),
    120_000
  )
})
