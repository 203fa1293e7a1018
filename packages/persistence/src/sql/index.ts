/**
 * The SQL adapters: every storage port written once against `SqlClient`,
 * and the ready storage Layers on PostgreSQL and on embedded PGlite.
 */
import type { PgClient } from "@effect/sql-pg"
import type { LinkChangeNotifier, PersistenceUnavailable, StoragePorts } from "@elabel/domain"
import { Layer, type Redacted } from "effect"
import type { SqlClient } from "effect/sql"
import type { CatalogSeed } from "../CatalogSeed.ts"
import { layerPglite } from "../EmbeddedLive.ts"
import { LinkChangeNotifierLocal } from "../LinkChangeNotifierLocal.ts"
import { layerPg, type PgOptions } from "../PgLive.ts"
import { BrandRepositorySql } from "./BrandRepositorySql.ts"
import { CatalogRepositorySql } from "./CatalogRepositorySql.ts"
import { EventOutboxSql } from "./EventOutboxSql.ts"
import { FormatRepositorySql } from "./FormatRepositorySql.ts"
import { IdempotencyStoreSql } from "./IdempotencyStoreSql.ts"
import { LabelRepositorySql } from "./LabelRepositorySql.ts"
import { LabelVersionRepositorySql } from "./LabelVersionRepositorySql.ts"
import { LinkChangeNotifierPg } from "./LinkChangeNotifierPg.ts"
import { MarketingQrCodeRepositorySql } from "./MarketingQrCodeRepositorySql.ts"
import { PageViewRepositorySql } from "./PageViewRepositorySql.ts"
import { PublicRefRepositorySql } from "./PublicRefRepositorySql.ts"
import { ScanRepositorySql } from "./ScanRepositorySql.ts"
import { seedCatalog } from "./seedCatalog.ts"
import { TransactorSql } from "./TransactorSql.ts"
import { WebhookRepositorySql } from "./WebhookRepositorySql.ts"
import { WorkspaceRepositorySql } from "./WorkspaceRepositorySql.ts"

export * from "./BrandRepositorySql.ts"
export * from "./CatalogRepositorySql.ts"
export * from "./EventOutboxSql.ts"
export * from "./FormatRepositorySql.ts"
export * from "./IdempotencyStoreSql.ts"
export * from "./LabelRepositorySql.ts"
export * from "./LabelVersionRepositorySql.ts"
export * from "./LinkChangeNotifierPg.ts"
export * from "./MarketingQrCodeRepositorySql.ts"
export { layerMigrations, migrate, migrations } from "./migrations/index.ts"
export * from "./PageViewRepositorySql.ts"
export * from "./PublicRefRepositorySql.ts"
export * from "./ScanRepositorySql.ts"
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
  PageViewRepositorySql
)

/** Options of the ready storage layers. */
export interface SqlStorageOptions {
  /** Catalogue entries to load at start (kept if already stored). */
  readonly catalog?: CatalogSeed
}

/** `links` comes after `layerSql`, so its notifier replaces the in-process one. */
const storage = (
  client: Layer.Layer<SqlClient.SqlClient | PgClient.PgClient, PersistenceUnavailable>,
  options: SqlStorageOptions | undefined,
  links: Layer.Layer<LinkChangeNotifier, never, PgClient.PgClient> = LinkChangeNotifierLocal
): Layer.Layer<StoragePorts | SqlClient.SqlClient, PersistenceUnavailable> => {
  const catalog = options?.catalog
  const seed = catalog === undefined ? Layer.empty : Layer.effectDiscard(seedCatalog(catalog))
  return Layer.mergeAll(layerSql, seed, links).pipe(Layer.provideMerge(client))
}

/**
 * Every storage port on a PostgreSQL server, migrated (and seeded when
 * `catalog` is given; `migrate: false` when another process migrated it);
 * link changes reach every process on the database (`LISTEN`/`NOTIFY`, one
 * connection of the pool). The `SqlClient` is exposed too.
 */
export const layerPostgres = (
  url: Redacted.Redacted<string>,
  options?: SqlStorageOptions & { readonly pool?: PgOptions; readonly migrate?: boolean }
): Layer.Layer<StoragePorts | SqlClient.SqlClient, PersistenceUnavailable> =>
  storage(layerPg(url, options?.pool, { migrate: options?.migrate ?? true }), options, LinkChangeNotifierPg)

/**
 * Every storage port on an embedded PGlite database in `dataDir` (created
 * if missing; in memory when omitted), migrated and optionally seeded. One
 * per data directory per process. The `SqlClient` is exposed too.
 */
export const layerEmbedded = (
  dataDir?: string,
  options?: SqlStorageOptions
): Layer.Layer<StoragePorts | SqlClient.SqlClient, PersistenceUnavailable> => storage(layerPglite(dataDir), options)
