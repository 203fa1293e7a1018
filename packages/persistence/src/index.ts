/**
 * @elabel/persistence: the storage adapters of the domain's ports and the
 * Layers that wire the whole domain onto them.
 */
export * from "./DomainLayer.ts"
export * from "./memory/index.ts"
export type * from "./StoragePorts.ts"
