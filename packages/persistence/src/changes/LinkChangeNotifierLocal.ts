import {
  type ChangeMessage,
  dispatchChange,
  LABEL_PREFIX,
  type LinkChangeListener,
  LinkChangeNotifier,
  MEMBERSHIP_PREFIX,
  type PreparedAnnouncement
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

/**
 * The port's announcements over one function that takes a change message (and, for several at once,
 * one that takes them all: by default each in turn). Without a channel, a prepared announcement has no
 * notices: it is all told once the write has committed.
 */
export const announcements = (
  announce: (message: ChangeMessage) => Effect.Effect<void>,
  announceAll: (messages: ReadonlyArray<ChangeMessage>) => Effect.Effect<void> = (messages) =>
    Effect.forEach(messages, announce, { discard: true })
) => ({
  changed: announce,
  membershipChanged: (workspace: string) => announce(`${MEMBERSHIP_PREFIX}${workspace}`),
  labelChanged: (label: string) => announce(`${LABEL_PREFIX}${label}`),
  announce: announceAll,
  prepare: (messages: ReadonlyArray<ChangeMessage>): Effect.Effect<PreparedAnnouncement> =>
    Effect.succeed({ notices: [], delivered: announceAll(messages) })
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
