import { Context, type Effect } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { UserId } from "../shared/ids.ts"

/** A console session as stored: whose it is, the hash of its CSRF token, and until when it lasts. */
export interface StoredSession {
  readonly user: UserId
  readonly csrfHash: string
  readonly expiresAt: Date
}

/**
 * What the console's sign-in needs stored, shared by every process on the
 * storage: the links already used (a link is signed, not stored, so the CLI
 * makes one beside a running server; spending it is one atomic INSERT on its
 * id, so it works once whichever process sees it) and the sessions. Only
 * hashes of secrets are kept: a leaked table opens no session. A session
 * ends at its expiry or when removed (sign-out).
 */
export class SignInStore extends Context.Service<
  SignInStore,
  {
    /**
     * Marks a sign-in link (by the hash of its id) as used until `expiresAt`;
     * true for the first use only, whichever process asks.
     */
    readonly spendLink: (hash: string, expiresAt: Date) => Effect.Effect<boolean, PersistenceUnavailable>
    readonly addSession: (hash: string, session: StoredSession) => Effect.Effect<void, PersistenceUnavailable>
    /** The session under `hash` when it is unexpired at `now`. */
    readonly findSession: (hash: string, now: Date) => Effect.Effect<StoredSession | undefined, PersistenceUnavailable>
    readonly removeSession: (hash: string) => Effect.Effect<void, PersistenceUnavailable>
    /** Deletes links and sessions that expired before `now`; how many. */
    readonly purgeExpired: (now: Date) => Effect.Effect<number, PersistenceUnavailable>
  }
>()("@elabel/domain/ports/SignInStore") {}
