/**
 * The ready storage layers: every storage port on a PostgreSQL server or on
 * an embedded PGlite database, migrated and seeded, with the change notifier
 * that fits (shared across processes on PostgreSQL).
 */
import type { PgClient } from "@effect/sql-pg"
import type { LinkChangeNotifier, PersistenceUnavailable, StoragePorts } from "@elabel/domain"
import { Layer, type Redacted } from "effect"
import type { SqlClient } from "effect/sql"
import type { CatalogSeed } from "./catalog/CatalogSeed.ts"
import { LinkChangeNotifierLocal } from "./changes/LinkChangeNotifierLocal.ts"
import { layerPglite } from "./EmbeddedLive.ts"
import { layerPg, type PgOptions } from "./PgLive.ts"
import { LinkChangeNotifierPg, layerSql, seedCatalog } from "./sql/index.ts"

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
