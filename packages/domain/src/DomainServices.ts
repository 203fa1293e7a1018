/**
 * The composition root of the domain: every use-case service wired to the
 * storage ports it needs. An adapter package provides `StoragePorts`; the
 * server (or an embedder) provides the generators and builds this once.
 */
import { Layer } from "effect"
import type { BrandRepository } from "./ports/BrandRepository.ts"
import type { CatalogRepository } from "./ports/CatalogRepository.ts"
import type { EventOutbox } from "./ports/EventOutbox.ts"
import type { FormatRepository } from "./ports/FormatRepository.ts"
import type { IdempotencyStore } from "./ports/IdempotencyStore.ts"
import type { IdGenerator } from "./ports/IdGenerator.ts"
import type { LabelRepository } from "./ports/LabelRepository.ts"
import type { LabelVersionRepository } from "./ports/LabelVersionRepository.ts"
import type { LinkChangeNotifier } from "./ports/LinkChangeNotifier.ts"
import type { MarketingQrCodeRepository } from "./ports/MarketingQrCodeRepository.ts"
import type { PageViewRepository } from "./ports/PageViewRepository.ts"
import type { PublicRefRepository } from "./ports/PublicRefRepository.ts"
import type { RefGenerator } from "./ports/RefGenerator.ts"
import type { ScanRepository } from "./ports/ScanRepository.ts"
import type { Transactor } from "./ports/Transactor.ts"
import type { WebhookRepository } from "./ports/WebhookRepository.ts"
import type { WorkspaceRepository } from "./ports/WorkspaceRepository.ts"
import { Access } from "./services/Access.ts"
import { Brands } from "./services/Brands.ts"
import { Catalogs } from "./services/Catalogs.ts"
import { Formats } from "./services/Formats.ts"
import { Idempotency } from "./services/Idempotency.ts"
import { LabelHistory } from "./services/LabelHistory.ts"
import { Labels } from "./services/Labels.ts"
import { LabelTransfer } from "./services/LabelTransfer.ts"
import { MarketingQrCodes } from "./services/MarketingQrCodes.ts"
import { PrintKits } from "./services/PrintKits.ts"
import { PublicPages } from "./services/PublicPages.ts"
import { QrTargets } from "./services/QrTargets.ts"
import { Redirects } from "./services/Redirects.ts"
import { Statistics } from "./services/Statistics.ts"
import { WebhookDeliveries } from "./services/WebhookDeliveries.ts"
import { Webhooks } from "./services/Webhooks.ts"
import { WorkspaceAdmin } from "./services/WorkspaceAdmin.ts"
import { Workspaces } from "./services/Workspaces.ts"

/** Every storage port the domain services run on: what a persistence adapter provides. */
export type StoragePorts =
  | WorkspaceRepository
  | BrandRepository
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

/** Every use-case service of the domain. */
export type DomainServices =
  | Access
  | Catalogs
  | Workspaces
  | WorkspaceAdmin
  | Brands
  | Labels
  | LabelTransfer
  | LabelHistory
  | Formats
  | MarketingQrCodes
  | PublicPages
  | PrintKits
  | QrTargets
  | Redirects
  | Idempotency
  | Webhooks
  | WebhookDeliveries
  | Statistics

/** Every domain service over the given access rules. */
const servicesOver = (
  access: Layer.Layer<Access, never, WorkspaceRepository | LinkChangeNotifier>
): Layer.Layer<DomainServices, never, StoragePorts | IdGenerator | RefGenerator> =>
  Layer.mergeAll(
    Workspaces.layer,
    WorkspaceAdmin.layer,
    Brands.layer,
    Labels.layer,
    LabelTransfer.layer.pipe(Layer.provide([Labels.layer, Formats.layer])),
    LabelHistory.layer,
    Formats.layer,
    MarketingQrCodes.layer,
    PublicPages.layer,
    PrintKits.layer,
    QrTargets.layer,
    Redirects.layer,
    Idempotency.layer,
    Webhooks.layer,
    WebhookDeliveries.layer,
    Statistics.layer
  ).pipe(Layer.provideMerge(Layer.mergeAll(access, Catalogs.layer)))

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
