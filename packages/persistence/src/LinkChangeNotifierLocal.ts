import { type LinkChangeListener, LinkChangeNotifier } from "@elabel/domain"
import { Effect, Layer } from "effect"

/**
 * The in-process fan-out of link changes: `changed` runs every listener in
 * the caller's fiber before it returns, so once a write has answered, no
 * cache in this process still holds the old code. (A PubSub would hand the
 * event to a consumer fiber that runs later, leaving a window in which the
 * next scan reads the stale entry.)
 */
export const makeLocalLinkChanges = Effect.sync(() => {
  const listeners = new Set<LinkChangeListener>()
  const each = (f: (listener: LinkChangeListener) => Effect.Effect<void>) =>
    Effect.forEach([...listeners], f, { discard: true })
  return {
    /** Tells every listener of this process that `ref` changed. */
    changed: (ref: string) => each((listener) => listener.changed(ref)),
    /** Tells every listener of this process that changes may have been missed. */
    lost: each((listener) => listener.lost),
    listen: (listener: LinkChangeListener) =>
      Effect.acquireRelease(
        Effect.sync(() => listeners.add(listener)),
        () => Effect.sync(() => listeners.delete(listener))
      ).pipe(Effect.asVoid)
  }
})

/**
 * `LinkChangeNotifier` within one process: for the memory store and the
 * embedded database, which no other process shares.
 */
export const LinkChangeNotifierLocal: Layer.Layer<LinkChangeNotifier> = Layer.effect(
  LinkChangeNotifier,
  Effect.map(makeLocalLinkChanges, ({ changed, listen }) => LinkChangeNotifier.of({ changed, listen }))
)
