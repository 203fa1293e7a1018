/**
 * One full collection when the server is ready (ADR 0041, amended by 0063),
 * after one of Node's own `process.nextTick` records is put aside for the
 * life of the process (ADR 0073).
 *
 * A start leaves tens of MB behind (module loading, migrations, the
 * catalogue check, building the routes) and a young generation grown to its
 * 2 × 16 MB limit. V8 gives them back only when its memory reducer runs,
 * which it starts after a collection that shrank the heap: a first start on
 * the embedded database gets one, a restart on the same data often not, and
 * then idled at about 277 MiB instead of 236. So the server asks for one
 * full collection (`type: "major"`), once, before it logs that it listens;
 * the memory reducer then gives the pages back while the server is idle.
 * It needs `--expose-gc` (in `npm start`'s options); without it this
 * collection is not made (the memory reducer may still run).
 *
 * The kept record: every request makes several `nextTick` records, which
 * die at once. A full collection that finds none alive clears the object
 * shapes V8 made for them and the feedback that named those shapes; the
 * next records get new shapes, the creating site sees too many and answers
 * from then on in V8's runtime: about 2 µs more CPU a request on a hot path
 * (a quarter of it), for as long as the process lives. Whether a record
 * happened to be alive at the collection decided it; a start that awaited a
 * promise in one more layer tipped it (2026-11-27). One record held forever
 * keeps the shapes alive through this collection and the memory reducer's.
 */
import { createHook } from "node:async_hooks"
import { Effect } from "effect"

type Gc = (options: { readonly type: "major"; readonly execution: "sync" }) => void

/** The `nextTick` record held for the life of the process: its shape is every record's. */
let keptTickRecord: object | undefined

/** A new `nextTick` record, as Node makes one for every tick (handed to an `init` hook enabled for that one call). */
export const newTickRecord = (): object | undefined => {
  let record: object | undefined
  const hook = createHook({
    init: (_asyncId, type, _triggerAsyncId, resource) => {
      if (type === "TickObject") record ??= resource
    }
  }).enable()
  try {
    process.nextTick(() => undefined)
  } finally {
    hook.disable()
  }
  return record
}

/** The `nextTick` record held, once `releaseStartupGarbage` ran (for the test). */
export const heldTickRecord = (): object | undefined => keptTickRecord

/** The record put aside, then the collection when Node runs with `--expose-gc`. */
export const releaseStartupGarbage: Effect.Effect<void> = Effect.sync(() => {
  keptTickRecord ??= newTickRecord()
  const gc = (globalThis as { readonly gc?: Gc }).gc
  gc?.({ type: "major", execution: "sync" })
})
