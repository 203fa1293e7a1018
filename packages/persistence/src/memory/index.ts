/**
 * The in-memory adapters: every storage port over one immutable state in a
 * `Ref`, for tests, embedding and `ELABEL_DATABASE=memory`.
 */

import type { StoragePorts } from "@elabel/domain"
import { Layer } from "effect"
import type { CatalogSeed } from "../catalog/CatalogSeed.ts"
import { LinkChangeNotifierLocal } from "../changes/LinkChangeNotifierLocal.ts"
import { MediaStoreMemory } from "../media/MediaStoreMemory.ts"
import { ApiKeyRepositoryMemory } from "./ApiKeyRepositoryMemory.ts"
import { AuditLogMemory } from "./AuditLogMemory.ts"
import { BrandRepositoryMemory } from "./BrandRepositoryMemory.ts"
import { BusinessOperatorRepositoryMemory } from "./BusinessOperatorRepositoryMemory.ts"
import { CatalogRepositoryMemory } from "./CatalogRepositoryMemory.ts"
import { EventOutboxMemory } from "./EventOutboxMemory.ts"
import { FormatRepositoryMemory } from "./FormatRepositoryMemory.ts"
import { IdempotencyStoreMemory } from "./IdempotencyStoreMemory.ts"
import { LabelRepositoryMemory } from "./LabelRepositoryMemory.ts"
import { LabelVersionRepositoryMemory } from "./LabelVersionRepositoryMemory.ts"
import { MarketingQrCodeRepositoryMemory } from "./MarketingQrCodeRepositoryMemory.ts"
import { MediaRepositoryMemory } from "./MediaRepositoryMemory.ts"
import { MemoryStore, TransactorMemory } from "./MemoryStore.ts"
import { PageViewRepositoryMemory } from "./PageViewRepositoryMemory.ts"
import { PublicRefRepositoryMemory } from "./PublicRefRepositoryMemory.ts"
import { PublishRequestRepositoryMemory } from "./PublishRequestRepositoryMemory.ts"
import { ScanRepositoryMemory } from "./ScanRepositoryMemory.ts"
import { SignInStoreMemory } from "./SignInStoreMemory.ts"
import { WebhookRepositoryMemory } from "./WebhookRepositoryMemory.ts"
import { WorkspaceRepositoryMemory } from "./WorkspaceRepositoryMemory.ts"

export * from "./ApiKeyRepositoryMemory.ts"
export * from "./AuditLogMemory.ts"
export * from "./BrandRepositoryMemory.ts"
export * from "./BusinessOperatorRepositoryMemory.ts"
export * from "./CatalogRepositoryMemory.ts"
export * from "./EventOutboxMemory.ts"
export * from "./FormatRepositoryMemory.ts"
export * from "./IdempotencyStoreMemory.ts"
export * from "./LabelRepositoryMemory.ts"
export * from "./LabelVersionRepositoryMemory.ts"
export * from "./MarketingQrCodeRepositoryMemory.ts"
export * from "./MediaRepositoryMemory.ts"
export * from "./MemoryStore.ts"
export * from "./PageViewRepositoryMemory.ts"
export * from "./PublicRefRepositoryMemory.ts"
export * from "./PublishRequestRepositoryMemory.ts"
export * from "./ScanRepositoryMemory.ts"
export * from "./SignInStoreMemory.ts"
export * from "./WebhookRepositoryMemory.ts"
export * from "./WorkspaceRepositoryMemory.ts"

/**
 * Every storage port on one fresh in-memory store: each build of the Layer
 * starts empty but for the given catalogues (none by default).
 */
export const layerMemory = (options?: { readonly catalog?: CatalogSeed }): Layer.Layer<StoragePorts> =>
  Layer.mergeAll(
    WorkspaceRepositoryMemory,
    BrandRepositoryMemory,
    BusinessOperatorRepositoryMemory,
    LabelRepositoryMemory,
    LabelVersionRepositoryMemory,
    FormatRepositoryMemory,
    MarketingQrCodeRepositoryMemory,
    PublicRefRepositoryMemory,
    CatalogRepositoryMemory,
    TransactorMemory,
    ScanRepositoryMemory,
    LinkChangeNotifierLocal,
    IdempotencyStoreMemory,
    WebhookRepositoryMemory,
    EventOutboxMemory,
    PageViewRepositoryMemory,
    MediaRepositoryMemory,
    MediaStoreMemory,
    ApiKeyRepositoryMemory,
    AuditLogMemory,
    SignInStoreMemory,
    PublishRequestRepositoryMemory
  ).pipe(Layer.provide(MemoryStore.layer(options?.catalog)))
