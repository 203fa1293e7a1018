/**
 * @elabel/persistence: the storage adapters of the domain's ports and the
 * Layers that wire the whole domain onto them.
 */

export * from "./CatalogSeed.ts"
export * from "./catalog/index.ts"
export * from "./DomainLayer.ts"
export * from "./EmbeddedLive.ts"
export * from "./LinkChangeNotifierLocal.ts"
export * from "./memory/index.ts"
export * from "./PgLive.ts"
export * from "./ReplicaLag.ts"
export * from "./ReplicaReads.ts"
export * from "./ReplicaRouting.ts"
export * from "./sql/index.ts"
