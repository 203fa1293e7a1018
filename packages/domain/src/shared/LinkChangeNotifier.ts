import { Context, type Effect, type Scope } from "effect"

/**
 * What a listener of changes is told. Beside the refs of short links and
 * pages, a listener may follow memberships (a workspace's members or roles
 * changed) and labels (a label, one of its parts, or its existence changed):
 * the caches of authorisation and of encoded label answers.
 */
export interface LinkChangeListener {
  /** The marketing code or label page with this ref changed (published, unpublished, edited or deleted). */
  readonly changed: (ref: string) => Effect.Effect<void>
  /** Changes may have been missed (e.g. the database connection was lost): forget everything. */
  readonly lost: Effect.Effect<void>
  /** A member of this workspace was added, removed or given another role. */
  readonly membershipChanged?: (workspace: string) => Effect.Effect<void>
  /** The label with this id (its row, formats, translations or child lists) changed or was deleted. */
  readonly labelChanged?: (label: string) => Effect.Effect<void>
}

/** A change as one string (a `NOTIFY` payload): a bare ref, or `member:<workspace id>`, `label:<label id>`. */
export type ChangeMessage = string

/** The prefix of a membership change; refs never hold a colon. */
export const MEMBERSHIP_PREFIX = "member:"
/** The prefix of a label change. */
export const LABEL_PREFIX = "label:"

/** Hands a change message to the matching method of `listener`. */
export const dispatchChange = (
  listener: LinkChangeListener,
  message: ChangeMessage
): Effect.Effect<void> | undefined => {
  if (message.startsWith(MEMBERSHIP_PREFIX))
    return listener.membershipChanged?.(message.slice(MEMBERSHIP_PREFIX.length))
  if (message.startsWith(LABEL_PREFIX)) return listener.labelChanged?.(message.slice(LABEL_PREFIX.length))
  return listener.changed(message)
}

/**
 * An announcement a write sends in its own statement (ADR 0068), made before the write: what the
 * statement sends on the database's channel of changes (`notices`, the payloads of PostgreSQL's
 * `pg_notify`; none where the adapter has no channel), and what to run once the write has committed
 * (`delivered`: this process's listeners told, the other processes waited for, as `announce` does).
 * A write that does not land runs neither and leaves nothing behind.
 */
export interface PreparedAnnouncement {
  readonly notices: ReadonlyArray<string>
  readonly delivered: Effect.Effect<void>
}

/**
 * Tells caches that something they keep changed: at once in this process,
 * and in the other processes sharing the database where the adapter can
 * (PostgreSQL `LISTEN`/`NOTIFY`). Call the announcements once the change is
 * committed, so a cache refilled at once reads the new state.
 */
export class LinkChangeNotifier extends Context.Service<
  LinkChangeNotifier,
  {
    /** Never fails: a lost notification only delays a cache until its entry expires. */
    readonly changed: (ref: string) => Effect.Effect<void>
    /** The workspace's memberships changed (a member added, removed or given another role). */
    readonly membershipChanged: (workspace: string) => Effect.Effect<void>
    /** The label (or one of its parts) changed or was deleted. */
    readonly labelChanged: (label: string) => Effect.Effect<void>
    /** Several changes at once (a label write's: the label and its pages' refs), one message each; one `NOTIFY` statement. */
    readonly announce: (messages: ReadonlyArray<ChangeMessage>) => Effect.Effect<void>
    /**
     * `announce`, in two halves: the notices a write sends in its own statement (one round trip fewer
     * than `announce` after it), and what runs once it has committed.
     */
    readonly prepare: (messages: ReadonlyArray<ChangeMessage>) => Effect.Effect<PreparedAnnouncement>
    /** Registers `listener` until the scope closes. */
    readonly listen: (listener: LinkChangeListener) => Effect.Effect<void, never, Scope.Scope>
  }
>()("@elabel/domain/ports/LinkChangeNotifier") {}
