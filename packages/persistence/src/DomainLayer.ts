/** The one-call in-memory domain an embedder provides. */
import { type DomainServices, domainServicesLayer, IdGenerator, RefGenerator, type StoragePorts } from "@elabel/domain"
import { Layer } from "effect"
import type { CatalogSeed } from "./catalog/CatalogSeed.ts"
import { layerMemory } from "./memory/index.ts"

/**
 * The whole domain on a fresh in-memory store, with random ids and refs: the
 * one Layer an embedder provides to call the services. The storage ports are
 * exposed as well. Each build starts empty but for the given catalogues.
 */
export const layerDomainMemory = (options?: {
  readonly catalog?: CatalogSeed
}): Layer.Layer<DomainServices | StoragePorts | IdGenerator | RefGenerator> =>
  domainServicesLayer.pipe(
    Layer.provideMerge(Layer.mergeAll(layerMemory(options), IdGenerator.layer, RefGenerator.layer))
  )
