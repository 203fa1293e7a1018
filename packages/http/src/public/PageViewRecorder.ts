/**
 * Page-view counting off the hot path, as `ScanRecorder` counts scans: a
 * view adds to an in-process buffer of daily counters (label, day, language
 * served, format), written as one batch every `ScanFlushInterval` through
 * `Statistics.recordViews`, and once more when the layer is released. A
 * failed write (any cause) is logged and puts its counts back for the next round. Nothing about the
 * visitor is kept, not even in memory.
 */
import { type LabelId, Statistics, type Stats, type WorkspaceId } from "@elabel/domain"
import { Context, Effect, Layer } from "effect"
import { pendingGauge, ScanFlushInterval, storeOrKeep } from "./ScanRecorder.ts"
import { dayKey, fromDayKey } from "./UtcDay.ts"

interface Pending {
  readonly workspace_id: WorkspaceId
  /** Views per `dayKey(day, language, format)`. */
  readonly days: Map<string, number>
}

/** The page-view buffer of this process. */
export class PageViewRecorder extends Context.Service<
  PageViewRecorder,
  {
    /** Counts one view (synchronously; never waits on storage). `format` is null for the label's own link. */
    readonly record: (
      label: { readonly id: LabelId; readonly workspace_id: WorkspaceId },
      day: string,
      language: string,
      format: string | null
    ) => void
    /** Writes what is buffered now. */
    readonly flush: Effect.Effect<void>
  }
>()("@elabel/http/public/PageViewRecorder") {
  /** Flushes every `ScanFlushInterval` and once more when released. */
  static readonly layer: Layer.Layer<PageViewRecorder, never, Statistics> = Layer.effect(
    PageViewRecorder,
    Effect.gen(function* () {
      const statistics = yield* Statistics
      const interval = yield* ScanFlushInterval
      let buffer = new Map<LabelId, Pending>()
      yield* pendingGauge("views", () => buffer.size)

      const add = (label: LabelId, workspace_id: WorkspaceId, key: string, count: number) => {
        let pending = buffer.get(label)
        if (pending === undefined) {
          pending = { workspace_id, days: new Map() }
          buffer.set(label, pending)
        }
        pending.days.set(key, (pending.days.get(key) ?? 0) + count)
      }

      const record = (
        label: { readonly id: LabelId; readonly workspace_id: WorkspaceId },
        day: string,
        language: string,
        format: string | null
      ) => add(label.id, label.workspace_id, dayKey(day, language, format ?? ""), 1)

      // Uninterruptible: a batch taken out of the buffer is either stored or put back.
      const flush = Effect.uninterruptible(
        Effect.suspend(() => {
          if (buffer.size === 0) return Effect.void
          const taken = buffer
          buffer = new Map()
          const batch: Array<Stats.PageViewTally> = [...taken].flatMap(([label_id, pending]) =>
            [...pending.days].map(([key, count]) => {
              const [day, language, format] = fromDayKey(key)
              return { label_id, workspace_id: pending.workspace_id, day, language, format_id: format || null, count }
            })
          )
          return storeOrKeep(statistics.recordViews(batch), "page views", "views", () => {
            for (const [label, pending] of taken) {
              for (const [key, count] of pending.days) add(label, pending.workspace_id, key, count)
            }
          })
        })
      )

      // Registered before the loop is forked, so the last flush runs after the loop stopped.
      yield* Effect.addFinalizer(() => flush)
      yield* Effect.forkScoped(Effect.forever(Effect.andThen(Effect.sleep(interval), flush)))
      return PageViewRecorder.of({ record, flush })
    })
  )
}
