/**
 * How far behind the primary each streaming replica is, measured the way
 * PostgreSQL reports it: every poll reads the primary's WAL position
 * (`pg_current_wal_lsn()`) and each replica's replayed position
 * (`pg_last_wal_replay_lsn()`). A replica is usable while it has replayed
 * everything the primary had written `maxLag` ago; so a usable replica's
 * data is never older than `maxLag` plus one poll. Until the primary has
 * been sampled for `maxLag`, no replica is usable. When the primary cannot
 * be asked (it is down), a replica that answers stays usable: nothing can
 * be written meanwhile, and the public pages keep answering.
 */
import { Clock, Context, Duration, Effect, Option, type Redacted, Schedule, type Scope } from "effect"
import type { SqlClient } from "effect/sql"
import { measurePgClient } from "./MeasuredPgClient.ts"
import { DEFAULT_POOL_SIZE, type PgOptions, STATEMENT_TIMEOUT } from "./PgLive.ts"
import { openPool } from "./PgPoolDriver.ts"
import { unavailable } from "./sql/errors.ts"
import { recordReplica } from "./sql/SqlMetrics.ts"

/**
 * Whether a streaming replica answers the public lookups now (within the
 * lag bound, or answering while the primary does not): what readiness
 * reports when the primary is down. Never without `DATABASE_REPLICA_URL`.
 */
export const ReplicaHealth = Context.Reference<{ readonly anyUsable: () => boolean }>(
  "@elabel/persistence/ReplicaHealth",
  { defaultValue: () => ({ anyUsable: () => false }) }
)

/** The default of `maxLag`: replicas further behind than this are not read. */
export const DEFAULT_MAX_REPLICA_LAG = Duration.seconds(2)

/** A WAL position (`16/B374D848`) as a number that orders like it. */
export const lsnValue = (lsn: string): bigint => {
  const [high = "0", low = "0"] = lsn.split("/")
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`)
}

/**
 * A client of one database without migrations (a replica is read-only),
 * statements cut as `layerPg` cuts them, its pool measured as `pool`
 * (`MeasuredPgClient.ts`: `replica-1` …, `lag-probe`).
 */
export const readClient = (url: Redacted.Redacted<string>, name: string, pool: string, options?: PgOptions) =>
  Effect.gen(function* () {
    const inner = yield* openPool({
      applicationName: name,
      ...options,
      startupParameters: { statement_timeout: STATEMENT_TIMEOUT, ...options?.startupParameters },
      url
    }).pipe(Effect.mapError((error) => unavailable("connecting to PostgreSQL", error)))
    const measured = yield* measurePgClient(inner, options?.maxConnections ?? DEFAULT_POOL_SIZE, pool, false)
    return measured.client
  })

const positionOf = (sql: SqlClient.SqlClient, query: string) =>
  sql.unsafe<{ readonly lsn: string }>(query).pipe(
    Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]?.lsn), lsnValue)),
    Effect.orElseSucceed(() => Option.none<bigint>())
  )

/** What the last poll found of a replica. */
type ReplicaState = "usable" | "behind" | "unreachable"

/** The primary's written position; on a replica this query fails, hence the replica query below. */
const PRIMARY_POSITION = "SELECT pg_current_wal_lsn()::text AS lsn"
/** A standby's replayed position, or the written one of a server that is not a standby. */
const REPLICA_POSITION = "SELECT COALESCE(pg_last_wal_replay_lsn(), pg_current_wal_lsn())::text AS lsn"

/**
 * Starts polling (for the life of the scope) the primary through `primary`
 * and each of `replicas`; answers whether replica `i` is usable now.
 */
export const watchReplicaLag = (
  primary: SqlClient.SqlClient,
  replicas: ReadonlyArray<SqlClient.SqlClient>,
  maxLag: Duration.Duration,
  every: Duration.Duration
): Effect.Effect<(i: number) => boolean, never, Scope.Scope> =>
  Effect.gen(function* () {
    const lagMillis = Duration.toMillis(maxLag)
    // Unknown until the first verdict; every change of verdict is logged.
    const states: Array<ReplicaState | undefined> = replicas.map(() => undefined)
    const judged = (i: number, state: ReplicaState) => {
      if (states[i] === state) return Effect.void
      states[i] = state
      const which = `replica ${i + 1} of ${replicas.length}`
      if (state === "usable") return Effect.log(`${which} is in use for public lookups`)
      const why = state === "behind" ? `is more than ${lagMillis} ms behind the primary` : "does not answer"
      return Effect.logWarning(`${which} ${why}: its public lookups go to the primary`)
    }
    const recorded = (i: number, lag: number | undefined) => recordReplica(i, lag, states[i] === "usable")
    // The primary's positions, oldest first: only the newest one at least `maxLag` old matters.
    const samples: Array<{ readonly at: number; readonly lsn: bigint }> = []

    const poll = Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const written = yield* positionOf(primary, PRIMARY_POSITION)
      if (Option.isSome(written)) samples.push({ at: now, lsn: written.value })
      while (samples.length > 1 && (samples[1]?.at ?? now) <= now - lagMillis) samples.shift()
      const due = samples[0] !== undefined && samples[0].at <= now - lagMillis ? samples[0].lsn : undefined
      yield* Effect.forEach(
        replicas,
        (replica, i) =>
          Effect.flatMap(positionOf(replica, REPLICA_POSITION), (replayed) => {
            if (Option.isNone(replayed)) return Effect.andThen(judged(i, "unreachable"), recorded(i, undefined))
            if (Option.isNone(written)) return Effect.andThen(judged(i, "usable"), recorded(i, 0))
            // Not sampled for `maxLag` yet: no verdict, and not read.
            if (due === undefined) return Effect.void
            const lag = replayed.value >= due ? 0 : Number(due - replayed.value)
            return Effect.andThen(judged(i, replayed.value >= due ? "usable" : "behind"), recorded(i, lag))
          }),
        { concurrency: "unbounded", discard: true }
      )
    })
    yield* poll.pipe(Effect.repeat(Schedule.spaced(every)), Effect.forkScoped)
    return (i: number) => states[i] === "usable"
  })
