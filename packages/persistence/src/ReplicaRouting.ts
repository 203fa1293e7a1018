/**
 * Which database answers a public lookup: the rule of `layerReplicaReads`,
 * apart from the clients it routes between (so it is tested on its own).
 *
 * A replica is asked only while it is usable (within the lag bound, see
 * `ReplicaLag`) and only about a ref that did not change in the last
 * `grace` milliseconds (for a GTIN lookup: while nothing changed; for any
 * lookup: while no changes were lost). Usable replicas are asked in turn.
 * A lookup that fails on a replica is asked of the primary. One that fails
 * on the primary is asked of a replica only if one is usable at that moment
 * and the ref did not change lately: a replica behind the primary, or one
 * that may lack a change this process heard of, would hand the caches a
 * page older than that change, and they would keep it until the ref changes
 * again. Lost changes do not stop that fallback: the notifier loses them
 * when its connection to the primary fails, which is what a primary outage
 * does, and through one the replicas that answer are what serves the pages
 * (the caches are emptied when the notifier listens again).
 */
import { type LinkChangeListener, LinkChangeNotifier, type PersistenceUnavailable } from "@elabel/domain"
import { Clock, Effect, type Scope } from "effect"

/** How to route: the primary's ports, each replica's, which replicas are usable now, the window of recent changes. */
export interface RoutingOptions<Ports> {
  readonly primary: Ports
  readonly replicas: ReadonlyArray<Ports>
  /** Whether replica `i` is within the lag bound now. */
  readonly usable: (i: number) => boolean
  /** Milliseconds a change keeps its ref (any change: the GTIN lookups) on the primary. */
  readonly grace: number
}

/** A read of one database's ports. */
export type Read<Ports, A> = (ports: Ports) => Effect.Effect<A, PersistenceUnavailable>

/**
 * The router for the life of the scope: it hears changes through
 * `LinkChangeNotifier`; `route(ref, read)` runs `read` on the database the
 * rule picks (`ref` undefined: a GTIN lookup).
 */
export const makeReplicaRouter = <Ports>(
  options: RoutingOptions<Ports>
): Effect.Effect<
  <A>(ref: string | undefined, read: Read<Ports, A>) => Effect.Effect<A, PersistenceUnavailable>,
  never,
  LinkChangeNotifier | Scope.Scope
> =>
  Effect.gen(function* () {
    const { primary, replicas, usable, grace } = options
    // When each ref last changed (pruned past `grace`), when any did, when changes were last lost.
    const changed = new Map<string, number>()
    let anyChange = Number.NEGATIVE_INFINITY
    let lost = Number.NEGATIVE_INFINITY
    const listener: LinkChangeListener = {
      changed: (ref) =>
        Effect.map(Clock.currentTimeMillis, (at) => {
          // Oldest first: drop the ones past `grace` from the front.
          for (const [old, when] of changed) {
            if (when > at - grace) break
            changed.delete(old)
          }
          changed.delete(ref)
          changed.set(ref, at)
          anyChange = at
        }),
      lost: Effect.map(Clock.currentTimeMillis, (at) => {
        lost = at
      })
    }
    yield* (yield* LinkChangeNotifier).listen(listener)

    let next = 0
    /** The replica to ask about `ref` at `at` (heeding lost changes unless the primary failed), or `undefined`. */
    const replicaFor = (ref: string | undefined, at: number, primaryFailed: boolean): Ports | undefined => {
      const lastChange = ref === undefined ? anyChange : (changed.get(ref) ?? Number.NEGATIVE_INFINITY)
      if (Math.max(lastChange, primaryFailed ? Number.NEGATIVE_INFINITY : lost) > at - grace) return undefined
      for (let tried = 0; tried < replicas.length; tried++) {
        const i = next++ % replicas.length
        if (usable(i)) return replicas[i]
      }
      return undefined
    }

    return <A>(ref: string | undefined, read: Read<Ports, A>) =>
      Effect.flatMap(Clock.currentTimeMillis, (at) => {
        const replica = replicaFor(ref, at, false)
        if (replica !== undefined) return Effect.catch(read(replica), () => read(primary))
        // Asked again when the primary failed: the read may have taken long, and the verdicts moved on.
        return Effect.catch(read(primary), (error) =>
          Effect.flatMap(Clock.currentTimeMillis, (later) => {
            const fallback = replicaFor(ref, later, true)
            return fallback === undefined ? Effect.fail(error) : read(fallback)
          })
        )
      })
  })
