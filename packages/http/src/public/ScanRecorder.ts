/**
 * Scan counting off the hot path: a scan adds to an in-process buffer (a
 * plain Map increment: no I/O, no fiber, not even an Effect), and a
 * background fiber writes the buffer as one batch every
 * `ScanFlushInterval` through `Statistics.recordScans`. The last batch is
 * written when the layer is released (graceful shutdown), after the server
 * has stopped taking requests. A failed write (whatever the cause: a lost
 * connection may surface as a defect) is logged and puts its tallies back,
 * so the next round retries them and the loop keeps running.
 */
import { type QrCodeId, type ScanTally, Statistics, type Stats, type WorkspaceId } from "@elabel/domain"
import { Context, type Duration, Effect, Layer } from "effect"
import { pulledGauge } from "../observability/PulledGauges.ts"
import { countStatisticsBatch } from "../observability/ServiceMetrics.ts"
import { fromDayKey } from "./UtcDay.ts"

/** How often buffered scans are written. */
export const ScanFlushInterval = Context.Reference<Duration.Input>("@elabel/http/public/ScanFlushInterval", {
  defaultValue: () => "1 second"
})

/**
 * Writes a batch taken out of a buffer; when anything goes wrong (a failure,
 * or a defect such as a driver error the SQL client raised as one) it logs a
 * warning with the cause and `keep` puts the batch back for the next round.
 * It never fails, so the flush loop around it runs as long as the layer.
 */
export const storeOrKeep = (
  write: Effect.Effect<void, unknown>,
  what: string,
  kind: "scans" | "views",
  keep: () => void
): Effect.Effect<void> =>
  Effect.matchCauseEffect(write, {
    onSuccess: () => countStatisticsBatch(kind, "written"),
    onFailure: (cause) =>
      Effect.logWarning(`could not store ${what}; keeping them for the next attempt`, cause).pipe(
        Effect.andThen(countStatisticsBatch(kind, "failed")),
        Effect.andThen(Effect.sync(keep))
      )
  })

/** The gauge of what a recorder holds unwritten (codes or labels with counts), for the life of the scope. */
export const pendingGauge = (kind: "scans" | "views", size: () => number) =>
  Effect.acquireRelease(
    Effect.sync(() =>
      pulledGauge(
        "elabel_statistics_pending",
        "Codes (scans) or labels (views) with counts not yet written; a batch is written every few seconds",
        size,
        { kind }
      )
    ),
    (remove) => Effect.sync(remove)
  )

interface Pending {
  readonly workspace_id: WorkspaceId
  count: number
  readonly countries: Set<string>
  /** Scans per `dayKey` (day, platform, country). */
  readonly days: Map<string, number>
}

/** The scan buffer of this process. */
export class ScanRecorder extends Context.Service<
  ScanRecorder,
  {
    /**
     * Counts one scan of the code, from `country` when known, under the
     * daily counter `dayKey` (see `UtcDay.ts`; none when statistics are off),
     * right now (synchronously). Never waits on storage.
     */
    readonly record: (
      code: { readonly id: QrCodeId; readonly workspace_id: WorkspaceId },
      country: string | undefined,
      dayKey: string | undefined
    ) => void
    /** Writes what is buffered now. */
    readonly flush: Effect.Effect<void>
  }
>()("@elabel/http/public/ScanRecorder") {
  /** Flushes every `ScanFlushInterval` and once more when released. */
  static readonly layer: Layer.Layer<ScanRecorder, never, Statistics> = Layer.effect(
    ScanRecorder,
    Effect.gen(function* () {
      const statistics = yield* Statistics
      const interval = yield* ScanFlushInterval
      let buffer = new Map<QrCodeId, Pending>()
      yield* pendingGauge("scans", () => buffer.size)

      const add = (tally: ScanTally, days: ReadonlyMap<string, number>) => {
        const pending = buffer.get(tally.code_id)
        if (pending === undefined) {
          buffer.set(tally.code_id, {
            workspace_id: tally.workspace_id,
            count: tally.count,
            countries: new Set(tally.countries),
            days: new Map(days)
          })
          return
        }
        pending.count += tally.count
        for (const country of tally.countries) pending.countries.add(country)
        for (const [key, count] of days) pending.days.set(key, (pending.days.get(key) ?? 0) + count)
      }

      // The hot path of every counted scan: one Map lookup and an increment, nothing allocated after the
      // code's first scan of a batch.
      const record = (
        code: { readonly id: QrCodeId; readonly workspace_id: WorkspaceId },
        country: string | undefined,
        dayKey: string | undefined
      ) => {
        let pending = buffer.get(code.id)
        if (pending === undefined) {
          pending = { workspace_id: code.workspace_id, count: 0, countries: new Set<string>(), days: new Map() }
          buffer.set(code.id, pending)
        }
        pending.count++
        if (country !== undefined) pending.countries.add(country)
        if (dayKey !== undefined) pending.days.set(dayKey, (pending.days.get(dayKey) ?? 0) + 1)
      }

      // Uninterruptible: a batch taken out of the buffer is either stored or put back, never dropped halfway.
      const flush = Effect.uninterruptible(
        Effect.suspend(() => {
          if (buffer.size === 0) return Effect.void
          const taken = buffer
          buffer = new Map()
          const batch: Array<ScanTally> = [...taken].map(([code_id, pending]) => ({
            code_id,
            workspace_id: pending.workspace_id,
            count: pending.count,
            countries: [...pending.countries],
            days: [...pending.days].map(([key, count]): Stats.DailyScans => {
              const [day, platform, country] = fromDayKey(key)
              return { day, platform: platform as Stats.Platform, country: country === "" ? null : country, count }
            })
          }))
          return storeOrKeep(statistics.recordScans(batch), "scan counts", "scans", () => {
            for (const tally of batch) add(tally, taken.get(tally.code_id)?.days ?? new Map())
          })
        })
      )

      // Registered before the loop is forked, so it runs after the loop is stopped: the last flush sees
      // every scan and no other flush runs beside it.
      yield* Effect.addFinalizer(() =>
        Effect.andThen(
          flush,
          Effect.suspend(() =>
            buffer.size === 0
              ? Effect.void
              : Effect.logError("scan counts lost at shutdown: storage refused the last batch").pipe(
                  Effect.annotateLogs({ codes: buffer.size })
                )
          )
        )
      )
      yield* Effect.forkScoped(Effect.forever(Effect.andThen(Effect.sleep(interval), flush)))

      return ScanRecorder.of({ record, flush })
    })
  )
}
