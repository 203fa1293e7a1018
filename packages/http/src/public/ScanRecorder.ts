/**
 * Scan counting off the hot path: a scan adds to an in-process buffer (a
 * plain Map increment: no I/O, no fiber, not even an Effect), and a
 * background fiber writes the buffer as one batch every
 * `ScanFlushInterval` through `Redirects.recordScans`. The last batch is
 * written when the layer is released (graceful shutdown), after the server
 * has stopped taking requests. A failed write puts its tallies back, so the
 * next round retries them.
 */
import { type QrCodeId, Redirects, type ScanTally, type WorkspaceId } from "@elabel/domain"
import { Context, type Duration, Effect, Layer } from "effect"

/** How often buffered scans are written. */
export const ScanFlushInterval = Context.Reference<Duration.Input>("@elabel/http/public/ScanFlushInterval", {
  defaultValue: () => "1 second"
})

interface Pending {
  readonly workspace_id: WorkspaceId
  count: number
  readonly countries: Set<string>
}

/** The scan buffer of this process. */
export class ScanRecorder extends Context.Service<
  ScanRecorder,
  {
    /** Counts one scan of the code, from `country` when known, right now (synchronously). Never waits on storage. */
    readonly record: (
      code: { readonly id: QrCodeId; readonly workspace_id: WorkspaceId },
      country: string | undefined
    ) => void
    /** Writes what is buffered now. */
    readonly flush: Effect.Effect<void>
  }
>()("@elabel/http/public/ScanRecorder") {
  /** Flushes every `ScanFlushInterval` and once more when released. */
  static readonly layer: Layer.Layer<ScanRecorder, never, Redirects> = Layer.effect(
    ScanRecorder,
    Effect.gen(function* () {
      const redirects = yield* Redirects
      const interval = yield* ScanFlushInterval
      let buffer = new Map<QrCodeId, Pending>()

      const add = (id: QrCodeId, workspace_id: WorkspaceId, count: number, countries: Iterable<string>) => {
        const pending = buffer.get(id)
        if (pending === undefined) {
          buffer.set(id, { workspace_id, count, countries: new Set(countries) })
          return
        }
        pending.count += count
        for (const country of countries) pending.countries.add(country)
      }

      // The hot path of every counted scan: one Map lookup and an increment, nothing allocated after the
      // code's first scan of a batch.
      const record = (code: { readonly id: QrCodeId; readonly workspace_id: WorkspaceId }, country?: string) => {
        const pending = buffer.get(code.id)
        if (pending === undefined) {
          const countries = new Set<string>()
          if (country !== undefined) countries.add(country)
          buffer.set(code.id, { workspace_id: code.workspace_id, count: 1, countries })
          return
        }
        pending.count++
        if (country !== undefined) pending.countries.add(country)
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
            countries: [...pending.countries]
          }))
          return redirects.recordScans(batch).pipe(
            Effect.catch((error) =>
              Effect.logWarning("could not store scan counts; keeping them for the next attempt", error).pipe(
                Effect.andThen(
                  Effect.sync(() => {
                    for (const tally of batch) add(tally.code_id, tally.workspace_id, tally.count, tally.countries)
                  })
                )
              )
            )
          )
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
