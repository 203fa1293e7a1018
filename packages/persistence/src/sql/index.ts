/**
 * The SQL adapters: every storage port written once against `SqlClient`,
 * and `layerSql`, all of them on a client it is given. The ready layers on a
 * PostgreSQL server and on embedded PGlite are `SqlStorage.ts`'s.
 */
import type { StoragePorts } from "@elabel/domain"
import { Layer } from "effect"
import type { SqlClient } from "effect/sql"
import { LinkChangeNotifierLocal } from "../changes/LinkChangeNotifierLocal.ts"
import { ApiKeyRepositorySql } from "./ApiKeyRepositorySql.ts"
import { AuditLogSql } from "./AuditLogSql.ts"
import { BrandRepositorySql } from "./BrandRepositorySql.ts"
import { BusinessOperatorRepositorySql } from "./BusinessOperatorRepositorySql.ts"
import { CatalogRepositorySql } from "./CatalogRepositorySql.ts"
import { EventOutboxSql } from "./EventOutboxSql.ts"
import { FormatRepositorySql } from "./FormatRepositorySql.ts"
import { IdempotencyStoreSql } from "./IdempotencyStoreSql.ts"
import { LabelRepositorySql } from "./LabelRepositorySql.ts"
import { LabelVersionRepositorySql } from "./LabelVersionRepositorySql.ts"
import { MarketingQrCodeRepositorySql } from "./MarketingQrCodeRepositorySql.ts"
import { MediaRepositorySql } from "./MediaRepositorySql.ts"
import { MediaStoreSql } from "./MediaStoreSql.ts"
import { PageViewRepositorySql } from "./PageViewRepositorySql.ts"
import { PublicRefRepositorySql } from "./PublicRefRepositorySql.ts"
import { PublishRequestRepositorySql } from "./PublishRequestRepositorySql.ts"
import { ScanRepositorySql } from "./ScanRepositorySql.ts"
import { SignInStoreSql } from "./SignInStoreSql.ts"
import { TransactorSql } from "./TransactorSql.ts"
import { WebhookRepositorySql } from "./WebhookRepositorySql.ts"
import { WorkspaceRepositorySql } from "./WorkspaceRepositorySql.ts"

export * from "./ApiKeyRepositorySql.ts"
export * from "./AuditLogSql.ts"
export * from "./BrandRepositorySql.ts"
export * from "./BusinessOperatorRepositorySql.ts"
export * from "./CatalogRepositorySql.ts"
export * from "./EventOutboxSql.ts"
export * from "./FormatRepositorySql.ts"
export * from "./IdempotencyStoreSql.ts"
export * from "./LabelRepositorySql.ts"
export * from "./LabelVersionRepositorySql.ts"
export * from "./LinkChangeNotifierPg.ts"
export * from "./MarketingQrCodeRepositorySql.ts"
export * from "./MediaRepositorySql.ts"
export * from "./MediaStoreSql.ts"
export { layerMigrations, migrate, migrations } from "./migrations/index.ts"
export * from "./PageViewRepositorySql.ts"
export { type PoolActivity, PoolActivityRef, statementKind } from "./PoolMetrics.ts"
export * from "./PublicRefRepositorySql.ts"
export * from "./PublishRequestRepositorySql.ts"
export * from "./ScanRepositorySql.ts"
export * from "./SignInStoreSql.ts"
export * from "./seedCatalog.ts"
export * from "./TransactorSql.ts"
export * from "./WebhookRepositorySql.ts"
export * from "./WorkspaceRepositorySql.ts"

/**
 * Every storage port on the `SqlClient` it is given (already migrated). Link
 * changes reach this process only: `layerPostgres` shares them across processes.
 */
export const layerSql: Layer.Layer<StoragePorts, never, SqlClient.SqlClient> = Layer.mergeAll(
  WorkspaceRepositorySql,
  BrandRepositorySql,
  BusinessOperatorRepositorySql,
  LabelRepositorySql,
  LabelVersionRepositorySql,
  FormatRepositorySql,
  MarketingQrCodeRepositorySql,
  PublicRefRepositorySql,
  CatalogRepositorySql,
  TransactorSql,
  ScanRepositorySql,
  LinkChangeNotifierLocal,
  IdempotencyStoreSql,
  WebhookRepositorySql,
  EventOutboxSql,
  PageViewRepositorySql,
  MediaRepositorySql,
  MediaStoreSql,
  ApiKeyRepositorySql,
  AuditLogSql,
  SignInStoreSql,
  PublishRequestRepositorySql
)
