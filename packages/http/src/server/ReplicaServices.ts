/**
 * Where the server's domain services read: the primary, and with
 * `DATABASE_REPLICA_URL` the streaming replicas for the public path's
 * lookups (ADR 0020).
 */
import {
  type DomainServices,
  domainServicesLayer,
  gs1ResolutionsLayer,
  type IdGenerator,
  type PersistenceUnavailable,
  PublicPages,
  Redirects,
  type RefGenerator,
  type StoragePorts
} from "@elabel/domain"
import { layerReplicaReads, ReplicaHealth } from "@elabel/persistence"
import { Duration, Effect, Layer } from "effect"
import { type ServerSettings, storageOf } from "./ServerConfig.ts"

/**
 * The domain services; with `DATABASE_REPLICA_URL` on PostgreSQL, the three of
 * the public path (`PublicPages`, `Gs1Resolutions`, `Redirects`) built again on ports whose
 * lookups a replica may answer (`layerReplicaReads`) and merged last, so
 * they replace the primary-only ones, and the replicas' `ReplicaHealth`
 * (the same build of them) for readiness. Nothing else reads a replica.
 */
export const servicesWithReplicas = (
  settings: ServerSettings
): Layer.Layer<DomainServices, PersistenceUnavailable, StoragePorts | IdGenerator | RefGenerator> => {
  const storage = storageOf(settings)
  const count = settings.replicaUrls.length
  if (count === 0) return domainServicesLayer
  if (storage._tag !== "postgres") {
    const ignored = Effect.logWarning("DATABASE_REPLICA_URL ignored: replicas need DATABASE_URL")
    return Layer.merge(domainServicesLayer, Layer.effectDiscard(ignored))
  }
  const replicaReads = layerReplicaReads(storage.url, settings.replicaUrls, {
    maxLag: Duration.millis(settings.replicaMaxLagMillis)
  }).pipe(Layer.provide(Layer.effectDiscard(Effect.log(`public lookups read ${count} replica(s) besides the primary`))))
  // Fresh: the same layers inside `domainServicesLayer` are memoized, on the primary-only ports.
  const publicReads = Layer.mergeAll(
    Layer.fresh(gs1ResolutionsLayer).pipe(Layer.provideMerge(Layer.fresh(PublicPages.layer))),
    Layer.fresh(Redirects.layer)
  ).pipe(Layer.provide(replicaReads))
  const health = Layer.effect(
    ReplicaHealth,
    Effect.gen(function* () {
      return yield* ReplicaHealth
    })
  ).pipe(Layer.provide(replicaReads))
  return Layer.mergeAll(domainServicesLayer, publicReads, health)
}
