/**
 * The SQL storages the adapter-specific tests run on: in-memory PGlite
 * always, and a fresh PostgreSQL database when `DATABASE_URL` is set.
 */
import type { PersistenceUnavailable, StoragePorts } from "@elabel/domain"
import { type CatalogSeed, layerEmbedded, layerPostgres } from "@elabel/persistence"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Effect, Layer } from "effect"
import type { SqlClient } from "effect/sql"

type Storage = Layer.Layer<StoragePorts | SqlClient.SqlClient, PersistenceUnavailable>

/**
 * Storage on a new database `elabel_test_<random>` of the server at
 * `adminUrl`, seeded with `catalog` if given, dropped when the layer is released.
 */
export const freshPostgres = (adminUrl: string, catalog?: CatalogSeed): Storage =>
  Layer.effectContext(
    Effect.gen(function* () {
      const { url } = yield* freshDatabase(adminUrl, "elabel_test")
      return yield* Layer.build(layerPostgres(url, catalog === undefined ? {} : { catalog }))
    }).pipe(Effect.orDie)
  )

/** The SQL storages, seeded with `catalog` if given, by name. */
export const sqlStorages = (catalog?: CatalogSeed): ReadonlyArray<readonly [name: string, layer: Storage]> => [
  ["embedded PGlite (in memory)", layerEmbedded(undefined, catalog === undefined ? {} : { catalog })],
  ...(process.env.DATABASE_URL ? [["PostgreSQL", freshPostgres(process.env.DATABASE_URL, catalog)] as const] : [])
]
