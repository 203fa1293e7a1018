/**
 * PostgreSQL server storage: the `@effect/sql-pg` client from a connection
 * URL (`DATABASE_URL`), migrated when built.
 */

import { PgClient } from "@effect/sql-pg"
import type { PersistenceUnavailable } from "@elabel/domain"
import { Effect, type Layer, type Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { unavailable } from "./sql/errors.ts"
import { migrate } from "./sql/migrations/index.ts"

/** Pool settings besides the URL (connections, timeouts); the driver's defaults otherwise. */
export type PgOptions = Omit<PgClient.PgPoolConfig, "url">

/**
 * A pooled `PgClient` (and `SqlClient`) for `url`, with the migrations
 * applied before the layer is ready. The URL stays redacted: failures name
 * the kind of error, never the URL or its password.
 */
export const layerPg = (
  url: Redacted.Redacted<string>,
  options?: PgOptions
): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient, PersistenceUnavailable> =>
  PgClient.layerFrom(
    Effect.gen(function* () {
      const client = yield* PgClient.make({ applicationName: "elabel", ...options, url }).pipe(
        Effect.mapError((error) => unavailable("connecting to PostgreSQL", error))
      )
      yield* migrate.pipe(Effect.provideService(SqlClient.SqlClient, client))
      return client
    })
  )
