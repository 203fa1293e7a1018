/**
 * One full collection when the server is ready (ADR 0041, amended by 0063).
 * A start leaves tens of MB behind (module loading, migrations, the
 * catalogue check, building the routes) and a young generation grown to its
 * 2 × 16 MB limit. V8 gives them back only when its memory reducer runs,
 * which it starts after a collection that shrank the heap: a first start on
 * the embedded database gets one, a restart on the same data often not, and
 * then idled at about 277 MiB instead of 236. So the server asks for one
 * full collection (`type: "major"`), once, before it logs that it listens;
 * the memory reducer then gives the pages back while the server is idle.
 *
 * Not the collection V8 makes under memory pressure (`flavor:
 * "last-resort"`), which this asked for until ADR 0063: it saved another
 * 8 MiB at idle, but left the process answering its hot paths about a fifth
 * slower (a kept picture: 56,000 requests a second instead of 70,000) until
 * well after load came. It needs `--expose-gc` (in `npm start`'s options);
 * without it this does nothing.
 */
import { Effect } from "effect"

type Gc = (options: { readonly type: "major"; readonly execution: "sync" }) => void

/** The collection, when Node runs with `--expose-gc`. */
export const releaseStartupGarbage: Effect.Effect<void> = Effect.sync(() => {
  const gc = (globalThis as { readonly gc?: Gc }).gc
  gc?.({ type: "major", execution: "sync" })
})
