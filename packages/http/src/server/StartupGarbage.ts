/**
 * One memory-reducing collection when the server is ready (ADR 0041). A
 * start leaves tens of MB behind (module loading, migrations, the catalogue
 * check, building the routes) and a young generation grown to its 2 × 16 MB
 * limit. V8 gives them back only when its memory reducer runs, which it
 * starts after a collection that shrank the heap: a first start on the
 * embedded database gets one, a restart on the same data often not, and then
 * idled at about 285 MiB instead of 235. So the server asks for the
 * collection V8 makes under memory pressure (`flavor: "last-resort"`: full
 * collections until nothing more is freed, the young generation shrunk),
 * once, before it logs that it listens. It needs `--expose-gc` (in `npm
 * start`'s options); without it this does nothing.
 */
import { Effect } from "effect"

type Gc = (options: { readonly type: "major"; readonly execution: "sync"; readonly flavor: "last-resort" }) => void

/** The collection, when Node runs with `--expose-gc`. */
export const releaseStartupGarbage: Effect.Effect<void> = Effect.sync(() => {
  const gc = (globalThis as { readonly gc?: Gc }).gc
  gc?.({ type: "major", execution: "sync", flavor: "last-resort" })
})
