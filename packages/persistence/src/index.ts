/**
 * @elabel/persistence: the storage adapters of the domain's ports and the
 * Layers that wire the whole domain onto them.
 */

export * from "./catalog/CatalogSeed.ts"
export * from "./catalog/index.ts"
export * from "./changes/LinkChangeNotifierLocal.ts"
export * from "./DomainLayer.ts"
export * from "./EmbeddedLive.ts"
export * from "./MeasuredPgClient.ts"
export * from "./media/MediaStoreFiles.ts"
export * from "./media/MediaStoreMemory.ts"
export * from "./media/MediaStoreS3.ts"
export * from "./memory/index.ts"
export * from "./PgLive.ts"
export * from "./ReplicaLag.ts"
export * from "./ReplicaReads.ts"
export * from "./ReplicaRouting.ts"
export * from "./SqlStorage.ts"
export * from "./sql/index.ts"
