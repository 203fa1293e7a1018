import type {
  BrandRepository,
  CatalogRepository,
  FormatRepository,
  IdempotencyStore,
  LabelRepository,
  LabelVersionRepository,
  LinkChangeNotifier,
  MarketingQrCodeRepository,
  PublicRefRepository,
  ScanRepository,
  Transactor,
  WorkspaceRepository
} from "@elabel/domain"

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
