/**
 * The composition root of the domain: every use-case service wired to the
 * storage ports it needs. An adapter package provides `StoragePorts`; the
 * server (or an embedder) provides the generators and builds this once.
 */
import { Layer } from "effect"
import type { PublishRequestRepository } from "./approval/PublishRequestRepository.ts"
import { PublishRequests } from "./approval/PublishRequests.ts"
import type { CatalogRepository } from "./catalog/CatalogRepository.ts"
import { Catalogs } from "./catalog/Catalogs.ts"
import { Gs1Resolutions } from "./gs1/Gs1Resolutions.ts"
import { Idempotency } from "./idempotency/Idempotency.ts"
import type { IdempotencyStore } from "./idempotency/IdempotencyStore.ts"
import type { BrandRepository } from "./label/BrandRepository.ts"
import { Brands } from "./label/Brands.ts"
import type { BusinessOperatorRepository } from "./label/BusinessOperatorRepository.ts"
import { BusinessOperators } from "./label/BusinessOperators.ts"
import type { FormatRepository } from "./label/FormatRepository.ts"
import { Formats } from "./label/Formats.ts"
import { LabelHistory } from "./label/LabelHistory.ts"
import type { LabelRepository } from "./label/LabelRepository.ts"
import { Labels } from "./label/Labels.ts"
import { LabelWrites } from "./label/LabelWrites.ts"
import { labelGs1Index } from "./label/labelGs1Index.ts"
import type { MarketingQrCodeRepository } from "./marketing/MarketingQrCodeRepository.ts"
import { MarketingQrCodes } from "./marketing/MarketingQrCodes.ts"
import { Redirects } from "./marketing/Redirects.ts"
import type { MediaRepository } from "./media/MediaRepository.ts"
import type { MediaStore } from "./media/MediaStore.ts"
import { Medias } from "./media/Medias.ts"
import { WorkspaceAdmin } from "./operator/WorkspaceAdmin.ts"
import { PrintKits } from "./print/PrintKits.ts"
import type { LabelVersionRepository } from "./published/LabelVersionRepository.ts"
import { PublicPages } from "./published/PublicPages.ts"
import { QrTargets } from "./qr/QrTargets.ts"
import { SignInStore } from "./session/SignInStore.ts"
import type { IdGenerator } from "./shared/IdGenerator.ts"
import type { LinkChangeNotifier } from "./shared/LinkChangeNotifier.ts"
import type { PublicRefRepository } from "./shared/PublicRefRepository.ts"
import type { RefGenerator } from "./shared/RefGenerator.ts"
import type { Transactor } from "./shared/Transactor.ts"
import type { PageViewRepository } from "./statistics/PageViewRepository.ts"
import type { ScanRepository } from "./statistics/ScanRepository.ts"
import { Statistics } from "./statistics/Statistics.ts"
import { LabelTransfer } from "./transfer/LabelTransfer.ts"
import type { EventOutbox } from "./webhooks/EventOutbox.ts"
import { WebhookDeliveries } from "./webhooks/WebhookDeliveries.ts"
import type { WebhookRepository } from "./webhooks/WebhookRepository.ts"
import { Webhooks } from "./webhooks/Webhooks.ts"
import { Access } from "./workspace/Access.ts"
import type { ApiKeyRepository } from "./workspace/ApiKeyRepository.ts"
import { ApiKeys } from "./workspace/ApiKeys.ts"
import type { AuditLog } from "./workspace/AuditLog.ts"
import { Audits } from "./workspace/Audits.ts"
import type { WorkspaceRepository } from "./workspace/WorkspaceRepository.ts"
import { Workspaces } from "./workspace/Workspaces.ts"

/** Every storage port the domain services run on: what a persistence adapter provides. */
export type StoragePorts =
  | WorkspaceRepository
  | BrandRepository
  | BusinessOperatorRepository
  | LabelRepository
  | LabelVersionRepository
  | FormatRepository
  | MarketingQrCodeRepository
  | PublicRefRepository
  | CatalogRepository
  | Transactor
  | ScanRepository
  | LinkChangeNotifier
  | IdempotencyStore
  | WebhookRepository
  | EventOutbox
  | PageViewRepository
  | MediaRepository
  | MediaStore
  | ApiKeyRepository
  | AuditLog
  | SignInStore
  | PublishRequestRepository

/** Every use-case service of the domain. */
export type DomainServices =
  | Access
  | Catalogs
  | Workspaces
  | WorkspaceAdmin
  | Brands
  | BusinessOperators
  | Labels
  | LabelTransfer
  | LabelHistory
  | Formats
  | MarketingQrCodes
  | PublicPages
  | Gs1Resolutions
  | PrintKits
  | QrTargets
  | Redirects
  | Idempotency
  | Webhooks
  | WebhookDeliveries
  | Statistics
  | Medias
  | ApiKeys
  | Audits
  | SignInStore
  | PublishRequests

/**
 * GS1 Digital Link resolution over the live label tables' GTIN index; it needs
 * `PublicPages` (the server's replicas build both again on their ports).
 */
export const gs1ResolutionsLayer = Gs1Resolutions.layer.pipe(Layer.provide(labelGs1Index))

/** Every domain service over the given access rules. */
const servicesOver = (
  access: Layer.Layer<Access, never, WorkspaceRepository | LinkChangeNotifier>
): Layer.Layer<DomainServices, never, StoragePorts | IdGenerator | RefGenerator> =>
  Layer.mergeAll(
    Workspaces.layer,
    WorkspaceAdmin.layer,
    Brands.layer,
    BusinessOperators.layer,
    Labels.layer,
    LabelTransfer.layer.pipe(Layer.provide([Labels.layer, Formats.layer])),
    LabelHistory.layer,
    PublishRequests.layer.pipe(Layer.provide(Labels.layer)),
    Formats.layer,
    MarketingQrCodes.layer,
    gs1ResolutionsLayer.pipe(Layer.provideMerge(PublicPages.layer)),
    PrintKits.layer,
    QrTargets.layer,
    Redirects.layer,
    Idempotency.layer,
    Webhooks.layer,
    WebhookDeliveries.layer,
    Statistics.layer,
    Medias.layer,
    ApiKeys.layer,
    Audits.layer,
    // The console's sign-in store is no use case: its adapter passes through to the edge that signs in.
    Layer.effect(
      SignInStore,
      SignInStore.useSync((store) => store)
    )
  ).pipe(
    // The label's write unit, shared by the services that write labels (Labels, Formats, Brands, LabelTransfer,
    // LabelHistory's upgrade); it needs `Access`.
    Layer.provideMerge(LabelWrites.layer),
    Layer.provideMerge(Layer.mergeAll(access, Catalogs.layer))
  )

/**
 * Every domain service, needing only the storage ports and the id and ref
 * generators. `Access` and `Catalogs` are built once and shared by the
 * services that use them (and exposed too).
 */
export const domainServicesLayer = servicesOver(Access.layer)

/**
 * The same services for the operator CLI: every actor acts as an owner of
 * every existing workspace (`Access.layerOperator`), every other rule as ever.
 */
export const operatorServicesLayer = servicesOver(Access.layerOperator)
