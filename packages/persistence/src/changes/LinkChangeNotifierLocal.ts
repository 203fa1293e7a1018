import {
  type ChangeMessage,
  dispatchChange,
  LABEL_PREFIX,
  type LinkChangeListener,
  LinkChangeNotifier,
  MEMBERSHIP_PREFIX
} from "@elabel/domain"
import { Effect, Layer } from "effect"

/**
 * The in-process fan-out of changes: `announce` runs every listener in the
 * caller's fiber before it returns, so once a write has answered, no cache
 * in this process still holds the old state. (A PubSub would hand the event
 * to a consumer fiber that runs later, leaving a window in which the next
 * request reads the stale entry.)
 */
export const makeLocalLinkChanges = Effect.sync(() => {
  const listeners = new Set<LinkChangeListener>()
  // Suspended: the listeners are the ones registered when it runs (`lost` is built once, before any listens).
  const each = (f: (listener: LinkChangeListener) => Effect.Effect<void> | undefined) =>
    Effect.suspend(() => Effect.forEach([...listeners], (listener) => f(listener) ?? Effect.void, { discard: true }))
  return {
    /** Tells every listener of this process about a change message (a ref, or a prefixed id). */
    announce: (message: ChangeMessage) => each((listener) => dispatchChange(listener, message)),
    /** Tells every listener of this process that changes may have been missed. */
    lost: each((listener) => listener.lost),
    listen: (listener: LinkChangeListener) =>
      Effect.acquireRelease(
        Effect.sync(() => listeners.add(listener)),
        () => Effect.sync(() => listeners.delete(listener))
      ).pipe(Effect.asVoid)
  }
})

/** The port's announcements over one function that takes a change message. */
export const announcements = (announce: (message: ChangeMessage) => Effect.Effect<void>) => ({
  changed: announce,
  membershipChanged: (workspace: string) => announce(`${MEMBERSHIP_PREFIX}${workspace}`),
  labelChanged: (label: string) => announce(`${LABEL_PREFIX}${label}`)
})

/**
 * `LinkChangeNotifier` within one process: for the memory store and the
 * embedded database, which no other process shares.
 */
export const LinkChangeNotifierLocal: Layer.Layer<LinkChangeNotifier> = Layer.effect(
  LinkChangeNotifier,
  Effect.map(makeLocalLinkChanges, ({ announce, listen }) =>
    LinkChangeNotifier.of({ ...announcements(announce), listen })
  )
)
