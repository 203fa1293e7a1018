/**
 * The SQL storage a test runs its domain on: a throwaway PostgreSQL database
 * (dropped when the test's scope closes) when `DATABASE_URL` is set, else
 * PGlite in memory; seeded with the catalogue fixture either way.
 */
import {
  domainServicesLayer,
  IdGenerator,
  type PersistenceUnavailable,
  RefGenerator,
  type StoragePorts
} from "@elabel/domain"
import { layerEmbedded, layerPostgres } from "@elabel/persistence"
import { catalogFixture } from "@elabel/testkit"
import { freshDatabase } from "@elabel/testkit/postgres"
import { Effect, Layer, type Scope } from "effect"
import type { SqlClient, SqlError } from "effect/sql"

/** The server the throwaway databases are made on, if any. */
export const adminUrl = process.env.DATABASE_URL || undefined

/** The storage's name, for a test's title. */
export const storageName = adminUrl ? "PostgreSQL" : "PGlite"

/** The storage of the run, made when the effect runs (a PostgreSQL database is new each time). */
export const runStorage: Effect.Effect<
  Layer.Layer<StoragePorts | SqlClient.SqlClient, PersistenceUnavailable>,
  SqlError.SqlError,
  Scope.Scope
> = adminUrl
  ? Effect.map(freshDatabase(adminUrl, "elabel_test"), ({ url }) => layerPostgres(url, { catalog: catalogFixture }))
  : Effect.succeed(layerEmbedded(undefined, { catalog: catalogFixture }))

/** The domain's services on `storage`, built in the caller's scope. */
export const buildDomain = <A, E>(storage: Layer.Layer<StoragePorts | A, E>) =>
  Layer.build(
    domainServicesLayer.pipe(Layer.provideMerge(Layer.mergeAll(storage, IdGenerator.layer, RefGenerator.layer)))
  )
