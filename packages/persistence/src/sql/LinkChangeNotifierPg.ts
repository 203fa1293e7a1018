import { randomUUID } from "node:crypto"
import { PgClient } from "@effect/sql-pg"
import { LinkChangeNotifier, makeBoundedCache, type PreparedAnnouncement } from "@elabel/domain"
import { Deferred, Effect, Layer, Queue, Schedule } from "effect"
import type { SqlClient } from "effect/sql"
import { announcements, makeLocalLinkChanges } from "../changes/LinkChangeNotifierLocal.ts"
import { type Frame, framesOf, LINK_CHANGES_CHANNEL, type Peers, parseFrame, peers } from "./linkChangeFrames.ts"

export { LINK_CHANGES_CHANNEL } from "./linkChangeFrames.ts"

/** How long the layer waits for the first `LISTEN` before it goes on without it (caches then rely on expiry). */
const FIRST_LISTEN_TIMEOUT = "10 seconds"

/** How long an announcement waits for the other processes' acknowledgements (a process that died silently). */
const ACK_TIMEOUT = "250 millis"

/** How long an acknowledgement that came before its change's `delivered` is kept for it. */
const EARLY_ACK_MILLIS = 60_000

/**
 * Changes whose early acknowledgements are kept. An import writes up to 5,000 labels in one transaction,
 * each with its notices: their acknowledgements all come at its commit, before the first row's `delivered`
 * runs, and one dropped would cost its row the whole `ACK_TIMEOUT`.
 */
const EARLY_ACKS_KEPT = 100_000

/** How often a process says it is alive. */
const ALIVE_EVERY = "5 seconds"

/**
 * A `WITH` clause, `noticed`, that sends `notices` on the channel of changes when the clause `after`
 * returned a row (a label's write: `LabelRepositorySql.writeRow`, ADR 0068). PostgreSQL delivers them
 * when the statement's transaction commits, and never if it rolls back. A SELECT clause runs only when
 * read: the statement reads its count.
 */
export const noticesAfter = (sql: SqlClient.SqlClient, notices: ReadonlyArray<string>, after: string) =>
  sql`noticed AS (SELECT pg_notify(${LINK_CHANGES_CHANNEL}, m) FROM unnest(${notices}::text[]) AS m
      WHERE EXISTS (SELECT 1 FROM ${sql(after)}))`

/**
 * `LinkChangeNotifier` across the processes sharing one PostgreSQL database
 * (ADR 0055). An announcement sends the change on `elabel_links`, tells
 * this process's listeners, and waits until every other live process has
 * dropped what it replaced (their acknowledgements, at most `ACK_TIMEOUT`):
 * it is called after the commit and before the answer, so once a write has
 * answered, no process serves what it replaced. A label
 * write sends its change in its own statement instead (`prepare`, ADR
 * 0068) and then runs what follows the sending (`delivered`). One
 * connection per process `LISTEN`s; processes say `hello` when they start
 * listening, `alive` every 5 s and `bye` when they stop, and are taken for
 * gone 15 s after they last spoke. When the connection fails it is opened
 * again, and once it listens anew the listeners are told changes may have
 * been lost, so no cache keeps an entry across the gap.
 */
export const LinkChangeNotifierPg: Layer.Layer<LinkChangeNotifier, never, PgClient.PgClient> = Layer.effect(
  LinkChangeNotifier,
  Effect.gen(function* () {
    const pg = yield* PgClient.PgClient
    const local = yield* makeLocalLinkChanges
    const listening = yield* Deferred.make<void>()
    const self = randomUUID()
    const others: Peers = peers()
    /** Announcements waiting for acknowledgements: their id, who has not answered, and the waiter. */
    const waiting = new Map<string, { readonly pending: Set<string>; readonly done: Deferred.Deferred<void> }>()
    let sent = 0
    /** Acknowledgements that came before their change's `delivered` waited for them, by change id. */
    const early = makeBoundedCache<string, Set<string>>({ maxEntries: EARLY_ACKS_KEPT, ttlMillis: EARLY_ACK_MILLIS })

    const notify = (payloads: ReadonlyArray<string>) =>
      pg`SELECT pg_notify(${LINK_CHANGES_CHANNEL}, m) FROM unnest(${payloads}::text[]) AS m`.pipe(
        Effect.catch((error) => Effect.logWarning("could not announce a change", error))
      )

    const acknowledged = (id: string, by: string) => {
      const entry = waiting.get(id)
      if (entry === undefined) {
        // An acknowledgement of a change this process sent in a write's statement may come before the
        // write's answer does: kept a moment for `delivered`.
        if (id.startsWith(`${self}.`)) early.set(id, (early.get(id) ?? new Set()).add(by), Date.now())
        return Effect.void
      }
      entry.pending.delete(by)
      return entry.pending.size === 0 ? Deferred.succeed(entry.done, undefined) : Effect.void
    }

    const received = (frame: Frame): Effect.Effect<void> => {
      if (frame.from === self) return Effect.void
      switch (frame._tag) {
        case "changes":
          return Effect.andThen(
            Effect.forEach(frame.messages, local.announce, { discard: true }),
            notify([`ack:${frame.id}:${self}`])
          )
        case "ack":
          return acknowledged(frame.id, frame.from)
        case "hello":
          others.seen(frame.from)
          // A newcomer learns of this process at once, not at its next `alive`.
          return notify([`alive:${self}`])
        case "alive":
          return Effect.sync(() => others.seen(frame.from))
        case "bye":
          others.gone(frame.from)
          return Effect.forEach([...waiting.keys()], (id) => acknowledged(id, frame.from), { discard: true })
        case "legacy":
          return local.announce(frame.message)
      }
    }

    const session = Effect.scoped(
      Effect.gen(function* () {
        const queue = yield* pg.listen(LINK_CHANGES_CHANNEL)
        // Not the first session: whatever changed while nobody listened is unknown.
        if (!(yield* Deferred.succeed(listening, undefined))) yield* local.lost
        yield* notify([`hello:${self}`])
        return yield* Effect.forever(
          Effect.flatMap(Queue.take(queue), (message) => received(parseFrame(message.payload)))
        )
      })
    )
    yield* session.pipe(
      Effect.tapError((error) => Effect.logWarning("listening for link changes failed; retrying", error)),
      // Backs off from 200 ms to at most 10 s between attempts.
      Effect.retry(Schedule.min([Schedule.exponential("200 millis"), Schedule.spaced("10 seconds")])),
      Effect.forkScoped
    )
    yield* notify([`alive:${self}`]).pipe(Effect.repeat(Schedule.spaced(ALIVE_EVERY)), Effect.forkScoped)
    yield* Effect.addFinalizer(() => notify([`bye:${self}`]))
    yield* Deferred.await(listening).pipe(Effect.timeout(FIRST_LISTEN_TIMEOUT), Effect.ignore)

    /**
     * Tells this process's listeners, then waits (at most `ACK_TIMEOUT`) until every live process has
     * acknowledged `frames`, sent already or in the statement that just committed: acknowledgements that
     * came first are counted (`early`).
     */
    const delivered = (messages: ReadonlyArray<string>, frames: ReadonlyArray<{ readonly id: string }>) =>
      Effect.gen(function* () {
        yield* Effect.forEach(messages, local.announce, { discard: true })
        const live = others.live()
        if (live.length === 0) return
        // In one synchronous step: an acknowledgement handled meanwhile would land in `early` after it was read.
        const done = yield* Effect.sync(() => {
          const deferreds: Array<Deferred.Deferred<void>> = []
          for (const { id } of frames) {
            const answered = early.get(id)
            early.delete(id)
            const pending = new Set(live.filter((peer) => answered?.has(peer) !== true))
            if (pending.size === 0) continue
            const deferred = Deferred.makeUnsafe<void>()
            waiting.set(id, { pending, done: deferred })
            deferreds.push(deferred)
          }
          return deferreds
        })
        const answered = yield* Effect.forEach(done, Deferred.await, { discard: true }).pipe(
          Effect.timeoutOption(ACK_TIMEOUT)
        )
        if (answered._tag === "None") {
          const silent = new Set(frames.flatMap(({ id }) => [...(waiting.get(id)?.pending ?? [])]))
          yield* Effect.logWarning("processes did not acknowledge a change in time").pipe(
            Effect.annotateLogs({ processes: [...silent].join(",") })
          )
        }
      }).pipe(
        Effect.ensuring(
          Effect.sync(() => {
            for (const { id } of frames) waiting.delete(id)
          })
        )
      )

    /** The frames of `messages`: their payloads to send, and what runs once they are sent. */
    const prepare = (messages: ReadonlyArray<string>): Effect.Effect<PreparedAnnouncement> =>
      Effect.sync(() => {
        const frames = framesOf(messages, () => `${self}.${sent++}`)
        return { notices: frames.map((frame) => frame.payload), delivered: delivered(messages, frames) }
      })

    /** Sends the changes in a statement of their own and waits for every live process's acknowledgement. */
    const announceAll = (messages: ReadonlyArray<string>) =>
      messages.length === 0
        ? Effect.void
        : Effect.flatMap(prepare(messages), ({ notices, delivered }) => Effect.andThen(notify(notices), delivered))
    return LinkChangeNotifier.of({
      ...announcements((message) => announceAll([message]), announceAll),
      prepare,
      listen: local.listen
    })
  })
)
