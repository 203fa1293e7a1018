/**
 * The scan and page-view buffers survive a write that dies: a defect (what
 * the SQL client raises when a ROLLBACK fails on a lost connection) is
 * logged as a warning, the batch goes back into the buffer, and the flush
 * loop keeps running, so the next round stores everything.
 */
import { assert, describe, it } from "@effect/vitest"
import { type QrCodeId, type ScanTally, Statistics, type Stats, type WorkspaceId } from "@elabel/domain"
import { Context, Effect, Layer, Logger } from "effect"
import { TestClock } from "effect/testing"
import { PageViewRecorder } from "../src/public/PageViewRecorder.ts"
import { ScanFlushInterval, ScanRecorder } from "../src/public/ScanRecorder.ts"

const lost = new Error("PgConnection: Connection closed (during ROLLBACK)")

/** A batch writer that dies on its first call and keeps what the later ones bring. */
const dyingOnce = <A>() => {
  const stored: Array<A> = []
  let calls = 0
  const write = (batch: ReadonlyArray<A>) =>
    Effect.suspend(() => {
      calls++
      if (calls === 1) return Effect.die(lost)
      stored.push(...batch)
      return Effect.void
    })
  return { stored, write, calls: () => calls }
}

/** Builds `layer` with warnings collected into `warnings`, for the test's scope. */
const buildLogged = <A>(layer: Layer.Layer<A>, warnings: Array<string>) =>
  Layer.build(layer).pipe(
    Effect.provide(
      Logger.layer([
        Logger.make((options) => {
          if (options.logLevel === "Warn") warnings.push(String(options.message))
        })
      ])
    )
  )

const code = { id: "7f7f7f7f-0000-4000-8000-000000000001" as QrCodeId, workspace_id: "w" as WorkspaceId }

describe("flush loops outlive a dying write", () => {
  it.effect("scans: the batch of a flush that dies is kept, logged, and stored by the next round", () =>
    Effect.gen(function* () {
      const writer = dyingOnce<ScanTally>()
      const warnings: Array<string> = []
      const statistics = Statistics.of({
        qrCode: () => Effect.die("unused"),
        label: () => Effect.die("unused"),
        recordScans: writer.write,
        recordViews: () => Effect.die("unused")
      })
      const context = yield* buildLogged(
        ScanRecorder.layer.pipe(
          Layer.provide([Layer.succeed(Statistics)(statistics), Layer.succeed(ScanFlushInterval)("1 second")])
        ),
        warnings
      )
      const recorder = Context.get(context, ScanRecorder)
      for (let i = 0; i < 3; i++) recorder.record(code, "DE", undefined)
      yield* TestClock.adjust("1 second")
      assert.strictEqual(writer.calls(), 1)
      assert.deepStrictEqual(writer.stored, [])
      assert.include(warnings.join("\n"), "could not store scan counts")
      recorder.record(code, undefined, undefined)
      yield* TestClock.adjust("1 second")
      assert.deepStrictEqual(
        writer.stored.map((tally) => [tally.code_id, tally.count, tally.countries]),
        [[code.id, 4, ["DE"]]]
      )
    }).pipe(Effect.scoped)
  )

  it.effect("page views: the batch of a flush that dies is kept, logged, and stored by the next round", () =>
    Effect.gen(function* () {
      const writer = dyingOnce<Stats.PageViewTally>()
      const warnings: Array<string> = []
      const statistics = Statistics.of({
        qrCode: () => Effect.die("unused"),
        label: () => Effect.die("unused"),
        recordScans: () => Effect.die("unused"),
        recordViews: writer.write
      })
      const context = yield* buildLogged(
        PageViewRecorder.layer.pipe(
          Layer.provide([Layer.succeed(Statistics)(statistics), Layer.succeed(ScanFlushInterval)("1 second")])
        ),
        warnings
      )
      const recorder = Context.get(context, PageViewRecorder)
      const label = { id: "label-1", workspace_id: "w" }
      recorder.record(label, "2026-11-25", "de", null)
      recorder.record(label, "2026-11-25", "de", null)
      yield* TestClock.adjust("1 second")
      assert.deepStrictEqual(writer.stored, [])
      assert.include(warnings.join("\n"), "could not store page views")
      recorder.record(label, "2026-11-25", "de", null)
      yield* TestClock.adjust("1 second")
      assert.deepStrictEqual(
        writer.stored.map((tally) => [tally.label_id, tally.language, tally.count]),
        [["label-1", "de", 3]]
      )
    }).pipe(Effect.scoped)
  )
})
