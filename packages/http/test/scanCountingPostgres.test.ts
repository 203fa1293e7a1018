/**
 * Scan counting keeps going when PostgreSQL ends the server's connections
 * under it (a restart, `pg_terminate_backend`). A flush whose statements
 * fail on a dead connection also fails its ROLLBACK, which the SQL client
 * reports as a defect; the batch must go back into the buffer and the flush
 * loop must keep running, so once the database answers again every scan is
 * stored. Needs `DATABASE_URL` (an admin connection); skipped without it.
 */
import { assert, describe, it } from "@effect/vitest"
import { MarketingQrCodes, PersistenceUnavailable, type QrCodeId, ScanRepository } from "@elabel/domain"
import { createQrCode, DATABASE_OUTAGE_LOGS, expectingLogs, seedWorkspace, users } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Cause, type Duration, Effect, Exit, Fiber, Schedule } from "effect"
import { processOn } from "./support/postgresProcess.ts"
import { openApp } from "./support/scanner.ts"

const adminUrl = process.env.DATABASE_URL || undefined

/** How long connections are cut, every `CUT_EVERY`, while scans keep coming. */
const OUTAGE = "3 seconds"
const CUT_EVERY = "25 millis"
/** Scans sent once the database answers again. */
const AFTER = 200

/**
 * A fresh database with a domain on it and a published marketing code, and
 * `cutting(every)`: a fiber ending the database's other sessions every
 * `every` until it is interrupted.
 */
const publishedCodeOnFreshDatabase = Effect.gen(function* () {
  const { url, admin, name } = yield* freshDatabase(adminUrl ?? "", "elabel_scans")
  const domain = yield* processOn(url)
  const code = yield* Effect.gen(function* () {
    const { workspace } = yield* seedWorkspace({ plan: "pro" })
    const draft = yield* createQrCode(users.editor, workspace.id)
    return yield* (yield* MarketingQrCodes).publish(users.editor, draft.id)
  }).pipe(Effect.provideContext(domain))
  const cut = admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
    WHERE datname = ${name} AND pid <> pg_backend_pid()`.pipe(Effect.ignore)
  const cutting = (every: Duration.Input) => Effect.forkChild(Effect.forever(Effect.andThen(cut, Effect.sleep(every))))
  return { domain, code, cutting }
})

describe.skipIf(adminUrl === undefined)("scan counting while PostgreSQL ends connections [needs DATABASE_URL]", () => {
  it.live(
    "flushes that die on a lost connection keep their counts, and every scan is stored after recovery",
    () =>
      Effect.gen(function* () {
        const { domain, code, cutting } = yield* publishedCodeOnFreshDatabase
        const app = yield* openApp({ flushInterval: "10 millis" }).pipe(Effect.provideContext(domain))
        const path = new URL(code.short_url ?? "").pathname
        let counted = 0
        const scan = app.send("GET", path).pipe(
          Effect.tap((answer) =>
            Effect.sync(() => {
              if (answer.status === 302) counted++
            })
          )
        )
        const totals = (id: QrCodeId) =>
          ScanRepository.use((scans) => scans.totals(id)).pipe(Effect.provideContext(domain))

        const cuts = yield* cutting(CUT_EVERY)
        yield* scan.pipe(Effect.repeat(Schedule.spaced("2 millis")), Effect.timeout(OUTAGE), Effect.ignore)
        yield* Fiber.interrupt(cuts)
        const duringOutage = counted
        assert.isAbove(duringOutage, 0, "scans were answered during the outage")

        for (let i = 0; i < AFTER; i++) yield* scan
        assert.strictEqual(counted, duringOutage + AFTER)
        // Every scan is stored once the buffer's next flushes get through (a batch whose COMMIT
        // was acknowledged too late may be counted twice; none is lost).
        let stored = 0
        for (let polls = 0; polls < 400 && stored < counted; polls++) {
          if (polls > 0) yield* Effect.sleep("50 millis")
          stored = (yield* totals(code.id).pipe(Effect.orElseSucceed(() => ({ scans: stored })))).scans
        }
        assert.isAtLeast(stored, counted, "every scan answered is stored")
      }).pipe(Effect.scoped, expectingLogs(DATABASE_OUTAGE_LOGS)),
    60_000
  )

  it.live(
    "a scan batch cut off mid-transaction fails with PersistenceUnavailable, never a defect",
    () =>
      Effect.gen(function* () {
        const { domain, code, cutting } = yield* publishedCodeOnFreshDatabase
        const batch = [{ code_id: code.id, workspace_id: code.workspace_id, count: 1, countries: ["DE"], days: [] }]
        const record = ScanRepository.use((scans) => scans.record(batch)).pipe(Effect.provideContext(domain))
        const cuts = yield* cutting("5 millis")
        const exits = yield* Effect.forEach(Array.from({ length: 300 }), () => Effect.exit(record))
        yield* Fiber.interrupt(cuts)
        const failures = exits.filter(Exit.isFailure)
        assert.isAbove(failures.length, 0, "the cuts landed")
        for (const exit of failures) {
          assert.isFalse(Cause.hasDies(exit.cause), Cause.pretty(exit.cause))
          assert.strictEqual(Cause.squash(exit.cause) instanceof PersistenceUnavailable, true)
        }
      }).pipe(Effect.scoped, expectingLogs(DATABASE_OUTAGE_LOGS)),
    60_000
  )
})
