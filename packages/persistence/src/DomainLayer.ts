/**
 * The whole domain as Layers: every use-case service wired to the storage
 * ports, and the one-call in-memory domain an embedder provides.
 */
import {
  Access,
  Brands,
  Catalogs,
  Formats,
  Idempotency,
  IdGenerator,
  LabelHistory,
  Labels,
  MarketingQrCodes,
  PublicPages,
  QrTargets,
  Redirects,
  RefGenerator,
  WorkspaceAdmin,
  Workspaces
} from "@elabel/domain"
import { Layer } from "effect"
import type { CatalogSeed } from "./memory/CatalogSeed.ts"
import { layerMemory } from "./memory/index.ts"
import type { StoragePorts } from "./StoragePorts.ts"

/** Every use-case service of the domain. */
export type DomainServices =
  | Access
  | Catalogs
  | Workspaces
  | WorkspaceAdmin
  | Brands
  | Labels
  | LabelHistory
  | Formats
  | MarketingQrCodes
  | PublicPages
  | QrTargets
  | Redirects
  | Idempotency

/**
 * Every domain service, needing only the storage ports and the id and ref
 * generators. `Access` and `Catalogs` are built once and shared by the
 * services that use them (and exposed too).
 */
export const domainServicesLayer: Layer.Layer<DomainServices, never, StoragePorts | IdGenerator | RefGenerator> =
  Layer.mergeAll(
    Workspaces.layer,
    WorkspaceAdmin.layer,
    Brands.layer,
    Labels.layer,
    LabelHistory.layer,
    Formats.layer,
    MarketingQrCodes.layer,
    PublicPages.layer,
    QrTargets.layer,
    Redirects.layer,
    Idempotency.layer
  ).pipe(Layer.provideMerge(Layer.mergeAll(Access.layer, Catalogs.layer)))

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
