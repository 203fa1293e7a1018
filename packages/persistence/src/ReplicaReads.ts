/**
 * The public path's reads on streaming replicas (`DATABASE_REPLICA_URL`):
 * the five lookups a scan makes when its page or link is not cached in
 * memory (the latest version by ref, a short link by ref, labels and
 * formats by GTIN, the label by id a GTIN's format leads to) go to a usable
 * replica, in turn; every other read and
 * every write stays on the primary, so whoever wrote reads their own write.
 *
 * A lookup goes to the primary instead when a replica might not have the
 * change yet: its ref changed (`LinkChangeNotifier`, heard from any process)
 * within the last `2 × maxLag` plus two polls, or any change did for a GTIN
 * lookup, or changes may have been missed (the notifier's `lost`); and when
 * no replica is usable (`ReplicaLag`). A lookup that fails on a replica is
 * asked of the primary, and one that fails on the primary of a replica the
 * same rule allows (`ReplicaRouting`): while the primary is down the lag
 * probe finds the answering replicas usable, so the e-label pages keep
 * answering through an outage of either.
 */
import {
  FormatRepository,
  LabelRepository,
  LabelVersionRepository,
  type LinkChangeNotifier,
  MarketingQrCodeRepository,
  type PersistenceUnavailable
} from "@elabel/domain"
import { Context, Duration, Effect, Layer, type Redacted } from "effect"
import * as Reactivity from "effect/reactivity/Reactivity"
import { SqlClient } from "effect/sql"
import type { PgOptions } from "./PgLive.ts"
import { DEFAULT_MAX_REPLICA_LAG, ReplicaHealth, readClient, watchReplicaLag } from "./ReplicaLag.ts"
import { makeReplicaRouter } from "./ReplicaRouting.ts"
import { FormatRepositorySql } from "./sql/FormatRepositorySql.ts"
import { LabelRepositorySql } from "./sql/LabelRepositorySql.ts"
import { LabelVersionRepositorySql } from "./sql/LabelVersionRepositorySql.ts"
import { MarketingQrCodeRepositorySql } from "./sql/MarketingQrCodeRepositorySql.ts"

/** The ports whose public lookups may be answered by a replica. */
export type PublicReadPorts = LabelRepository | FormatRepository | LabelVersionRepository | MarketingQrCodeRepository

/** Options of `layerReplicaReads`. */
export interface ReplicaReadOptions {
  /** Replicas further behind the primary than this are not read (default 2 seconds). */
  readonly maxLag?: Duration.Input
  /** Pool settings of each replica's client. */
  readonly pool?: PgOptions
}

const portsOf = (context: Context.Context<PublicReadPorts>) => ({
  labels: Context.get(context, LabelRepository),
  formats: Context.get(context, FormatRepository),
  versions: Context.get(context, LabelVersionRepository),
  codes: Context.get(context, MarketingQrCodeRepository)
})

const sqlPorts = Layer.mergeAll(
  LabelRepositorySql,
  FormatRepositorySql,
  LabelVersionRepositorySql,
  MarketingQrCodeRepositorySql
)

/**
 * The public read ports, routed between the primary's (from the context)
 * and the replicas at `urls`, and `ReplicaHealth`; the primary at
 * `primaryUrl` is asked for its WAL position over one connection of its
 * own. Provide the ports to the services of the public path only
 * (`PublicPages`, `Gs1Resolutions`, `Redirects`).
 */
export const layerReplicaReads = (
  primaryUrl: Redacted.Redacted<string>,
  urls: ReadonlyArray<Redacted.Redacted<string>>,
  options: ReplicaReadOptions = {}
): Layer.Layer<PublicReadPorts, PersistenceUnavailable, PublicReadPorts | LinkChangeNotifier> =>
  Layer.effectContext(
    Effect.gen(function* () {
      const maxLag = Duration.fromInputUnsafe(options.maxLag ?? DEFAULT_MAX_REPLICA_LAG)
      const every = Duration.min(Duration.millis(500), Duration.divideUnsafe(maxLag, 4))
      const grace = Duration.toMillis(maxLag) * 2 + Duration.toMillis(every) * 2
      const primary = portsOf(yield* Effect.context<PublicReadPorts>())
      const probe = yield* readClient(primaryUrl, "elabel-lag-probe", "lag-probe", { maxConnections: 1 })
      const clients = yield* Effect.forEach(urls, (url, i) =>
        readClient(url, "elabel-replica", `replica-${i + 1}`, options.pool)
      )
      const replicas = yield* Effect.forEach(clients, (client) =>
        // Fresh: the same repository layers are memoized on the primary's client in this build.
        Effect.map(
          Layer.build(Layer.fresh(Layer.provide(sqlPorts, Layer.succeed(SqlClient.SqlClient)(client)))),
          portsOf
        )
      )
      const usable = yield* watchReplicaLag(probe, clients, maxLag, every)
      const route = yield* makeReplicaRouter({ primary, replicas, usable, grace })

      return Context.make(LabelRepository, {
        ...primary.labels,
        findById: (id) => route(undefined, (ports) => ports.labels.findById(id)),
        findByGtin: (gtin) => route(undefined, (ports) => ports.labels.findByGtin(gtin))
      }).pipe(
        Context.add(FormatRepository, {
          ...primary.formats,
          findByGtin: (gtin) => route(undefined, (ports) => ports.formats.findByGtin(gtin))
        }),
        Context.add(LabelVersionRepository, {
          ...primary.versions,
          latestByRef: (ref) => route(ref, (ports) => ports.versions.latestByRef(ref))
        }),
        Context.add(MarketingQrCodeRepository, {
          ...primary.codes,
          findByRef: (ref) => route(ref, (ports) => ports.codes.findByRef(ref))
        }),
        Context.add(ReplicaHealth, { anyUsable: () => replicas.some((_, i) => usable(i)) })
      )
    })
  ).pipe(Layer.provide(Reactivity.layer))
