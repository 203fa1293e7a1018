import type {
  BrandRepository,
  CatalogRepository,
  FormatRepository,
  LabelRepository,
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
  | FormatRepository
  | MarketingQrCodeRepository
  | PublicRefRepository
  | CatalogRepository
  | Transactor
  | ScanRepository
  | LinkChangeNotifier
