import { Context, type Effect, type Scope } from "effect"

/** What a listener of link changes is told. */
export interface LinkChangeListener {
  /** The marketing code with this ref changed (published, unpublished, edited or deleted). */
  readonly changed: (ref: string) => Effect.Effect<void>
  /** Changes may have been missed (e.g. the database connection was lost): forget every ref. */
  readonly lost: Effect.Effect<void>
}

/**
 * Tells caches of short links that a marketing code changed: at once in this
 * process, and in the other processes sharing the database where the
 * adapter can (PostgreSQL `LISTEN`/`NOTIFY`). Call `changed` once the change
 * is committed, so a cache refilled at once reads the new state.
 */
export class LinkChangeNotifier extends Context.Service<
  LinkChangeNotifier,
  {
    /** Never fails: a lost notification only delays a cache until its entry expires. */
    readonly changed: (ref: string) => Effect.Effect<void>
    /** Registers `listener` until the scope closes. */
    readonly listen: (listener: LinkChangeListener) => Effect.Effect<void, never, Scope.Scope>
  }
>()("@elabel/domain/ports/LinkChangeNotifier") {}
