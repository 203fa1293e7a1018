/**
 * Collections after a big import (ADR 0056, amended by 0062). An import of
 * 30 MB leaves hundreds of MB of garbage (the body, its bytes, the records,
 * documents and row results) that V8 gives back only when a major
 * collection runs, which an idle server may not start for a long time: the
 * resident memory stayed 230 MB above where it was. So once an import is
 * answered:
 *
 * 1. a second later, one full collection: 40 to 60 ms without a turn of the
 *    event loop, after which the heap in use is back within about 15 MB of
 *    where it was;
 * 2. then, at the first half second the server is idle (its event loop busy
 *    under 1 % of the time) within a minute, the collection V8 makes under
 *    memory pressure (`flavor: "last-resort"`: full collections until
 *    nothing more is freed, the young generation shrunk, free pages given
 *    back to the system): 100 to 160 ms, which is why it waits until nobody
 *    is being answered. A server that is never idle keeps the pages until
 *    V8's own memory reducer returns them.
 *
 * Needs `--expose-gc` (in `npm start`'s options); without it this does nothing.
 */
import { performance } from "node:perf_hooks"
import { Effect } from "effect"

type Gc = (options: {
  readonly type: "major"
  readonly execution: "sync"
  readonly flavor?: "regular" | "last-resort"
}) => void

/** How long after an import's answer the first collection starts. */
const DELAY_MS = 1000
/** How often, and how long at most, the server is watched for idleness before the second. */
const IDLE_CHECK_MS = 500
const IDLE_WAIT_MS = 60_000
/** Idle: the event loop busy less than this share of the last check's interval. */
const IDLE_UTILIZATION = 0.01

let pending: ReturnType<typeof setTimeout> | undefined
/** When the idle watch gives up; undefined while none runs (one watch however many imports end). */
let watchingUntil: number | undefined

/** Gives the free pages back at the first idle half second, or not at all after `IDLE_WAIT_MS`. */
const whenIdle = (gc: Gc) => {
  const until = Date.now() + IDLE_WAIT_MS
  if (watchingUntil !== undefined) {
    watchingUntil = until
    return
  }
  watchingUntil = until
  let last = performance.eventLoopUtilization()
  const check = () => {
    const now = performance.eventLoopUtilization()
    const busy = performance.eventLoopUtilization(now, last).utilization
    last = now
    if (busy < IDLE_UTILIZATION || Date.now() >= (watchingUntil ?? 0)) {
      watchingUntil = undefined
      if (busy < IDLE_UTILIZATION) gc({ type: "major", execution: "sync", flavor: "last-resort" })
      return
    }
    setTimeout(check, IDLE_CHECK_MS).unref()
  }
  setTimeout(check, IDLE_CHECK_MS).unref()
}

/** Schedules the collections (once however many imports end meanwhile). */
export const releaseImportGarbage: Effect.Effect<void> = Effect.sync(() => {
  const gc = (globalThis as { readonly gc?: Gc }).gc
  if (gc === undefined || pending !== undefined) return
  pending = setTimeout(() => {
    pending = undefined
    gc({ type: "major", execution: "sync" })
    whenIdle(gc)
  }, DELAY_MS)
  pending.unref()
})
