/**
 * The ready storage layers: every storage port on a PostgreSQL server or on
 * an embedded PGlite database, migrated and seeded, with the change notifier
 * that fits (shared across processes on PostgreSQL).
 */

import { join } from "node:path"
import type { PgClient } from "@effect/sql-pg"
import type { LinkChangeNotifier, MediaStore, PersistenceUnavailable, StoragePorts } from "@elabel/domain"
import { Layer, type Redacted } from "effect"
import type { SqlClient } from "effect/sql"
import type { CatalogSeed } from "./catalog/CatalogSeed.ts"
import { LinkChangeNotifierLocal } from "./changes/LinkChangeNotifierLocal.ts"
import { layerPglite } from "./EmbeddedLive.ts"
import { layerMediaStoreFiles } from "./media/MediaStoreFiles.ts"
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

/** Media files under `<dataDir>/media` (ADR 0048); in the database when the data lives in memory. */
const embeddedMedia = (dataDir: string | undefined): Layer.Layer<MediaStore, PersistenceUnavailable> | undefined =>
  dataDir === undefined || dataDir.startsWith("memory://") ? undefined : layerMediaStoreFiles(join(dataDir, "media"))

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
): Layer.Layer<StoragePorts | SqlClient.SqlClient, PersistenceUnavailable> => {
  const inDatabase = storage(layerPglite(dataDir), options)
  const files = embeddedMedia(dataDir)
  // Later in the merge wins: the files replace the SQL adapter's media store.
  return files === undefined ? inDatabase : Layer.merge(inDatabase, files)
}
