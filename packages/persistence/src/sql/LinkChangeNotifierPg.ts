import { PgClient } from "@effect/sql-pg"
import { LinkChangeNotifier } from "@elabel/domain"
import { Deferred, Effect, Layer, Queue, Schedule } from "effect"
import { announcements, makeLocalLinkChanges } from "../changes/LinkChangeNotifierLocal.ts"

/** The PostgreSQL channel of changes; the payload is a changed ref, `member:<workspace>` or `label:<label>`. */
export const LINK_CHANGES_CHANNEL = "elabel_links"

/** How long the layer waits for the first `LISTEN` before it goes on without it (caches then rely on expiry). */
const FIRST_LISTEN_TIMEOUT = "10 seconds"

/**
 * `LinkChangeNotifier` across the processes sharing one PostgreSQL database.
 * An announcement tells this process's listeners at once, then sends
 * `NOTIFY elabel_links, '<message>'` (it is called after the commit, so the
 * others read the new state); one connection per process `LISTEN`s and hands
 * what arrives, from the others and its own echo alike, to the listeners.
 * When that connection fails it is opened again, and once it listens anew
 * the listeners are told changes may have been lost, so no cache keeps an
 * entry across the gap. Not at the failure itself: when the database is
 * down (the usual cause) nothing can change, and what memory holds keeps
 * answering the public pages meanwhile.
 */
export const LinkChangeNotifierPg: Layer.Layer<LinkChangeNotifier, never, PgClient.PgClient> = Layer.effect(
  LinkChangeNotifier,
  Effect.gen(function* () {
    const pg = yield* PgClient.PgClient
    const local = yield* makeLocalLinkChanges
    const listening = yield* Deferred.make<void>()

    const session = Effect.scoped(
      Effect.gen(function* () {
        const queue = yield* pg.listen(LINK_CHANGES_CHANNEL)
        // Not the first session: whatever changed while nobody listened is unknown.
        if (!(yield* Deferred.succeed(listening, undefined))) yield* local.lost
        return yield* Effect.forever(Effect.flatMap(Queue.take(queue), (message) => local.announce(message.payload)))
      })
    )
    yield* session.pipe(
      Effect.tapError((error) => Effect.logWarning("listening for link changes failed; retrying", error)),
      // Backs off from 200 ms to at most 10 s between attempts.
      Effect.retry(Schedule.min([Schedule.exponential("200 millis"), Schedule.spaced("10 seconds")])),
      Effect.forkScoped
    )
    yield* Deferred.await(listening).pipe(Effect.timeout(FIRST_LISTEN_TIMEOUT), Effect.ignore)

    return LinkChangeNotifier.of({
      ...announcements((message) =>
        Effect.andThen(
          local.announce(message),
          pg
            .notify(LINK_CHANGES_CHANNEL, message)
            .pipe(Effect.catch((error) => Effect.logWarning("could not announce a change", error)))
        )
      ),
      listen: local.listen
    })
  })
)
