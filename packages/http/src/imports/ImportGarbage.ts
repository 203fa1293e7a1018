/**
 * A collection after a big import (ADR 0056). An import of 30 MB leaves
 * hundreds of MB of garbage (the body, its bytes, the records, documents and
 * row results) that V8 gives back only when a major collection runs, which
 * an idle server may not start for a long time: the resident memory stayed
 * 230 MB above where it was. So once an import is answered, the server asks
 * for the collection V8 makes under memory pressure (as `StartupGarbage.ts`)
 * a moment later, after the answer is written and its objects dropped: one
 * short pause instead of the memory held. A concurrent (`async`) major
 * collection gave back only a third of it. Needs `--expose-gc` (in `npm
 * start`'s options); without it this does nothing.
 */
import { Effect } from "effect"

type Gc = (options: { readonly type: "major"; readonly execution: "sync"; readonly flavor: "last-resort" }) => void

/** How long after an import's answer the collection starts. */
const DELAY_MS = 1000

let pending: ReturnType<typeof setTimeout> | undefined

/** Schedules the collection (once however many imports end meanwhile). */
export const releaseImportGarbage: Effect.Effect<void> = Effect.sync(() => {
  const gc = (globalThis as { readonly gc?: Gc }).gc
  if (gc === undefined || pending !== undefined) return
  pending = setTimeout(() => {
    pending = undefined
    gc({ type: "major", execution: "sync", flavor: "last-resort" })
  }, DELAY_MS)
  pending.unref()
})
