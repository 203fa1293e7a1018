/**
 * PostgreSQL server storage: the `@effect/sql-pg` client from a connection
 * URL (`DATABASE_URL`), migrated when built (unless told the database is).
 */

import type { PgClient } from "@effect/sql-pg"
import type { PersistenceUnavailable } from "@elabel/domain"
import { Effect, type Layer, type Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { layerMeasured, measurePgClient } from "./MeasuredPgClient.ts"
import { openPool } from "./PgPoolDriver.ts"
import { unavailable } from "./sql/errors.ts"
import { migrate } from "./sql/migrations/index.ts"

/** Longest a single statement may run before PostgreSQL cancels it. */
export const STATEMENT_TIMEOUT = "15s"

/** The driver's pool size when `maxConnections` is not given. */
export const DEFAULT_POOL_SIZE = 10

/** Pool settings besides the URL (connections, timeouts); the driver's defaults otherwise. */
export type PgOptions = Omit<PgClient.PgPoolConfig, "url">

/**
 * A pooled `PgClient` (and `SqlClient`) for `url`, with the migrations
 * applied before the layer is ready; `migrate: false` when another process
 * has applied them (the primary of `ELABEL_WORKERS`). The URL stays
 * redacted: failures name the kind of error, never the URL or its password.
 * Its leases and statements are measured (`MeasuredPgClient.ts`).
 */
export const layerPg = (
  url: Redacted.Redacted<string>,
  options?: PgOptions,
  migrations: { readonly migrate: boolean } = { migrate: true }
): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient, PersistenceUnavailable> =>
  layerMeasured(
    Effect.gen(function* () {
      const inner = yield* openPool({
        applicationName: "elabel",
        ...options,
        // A statement the server accepts but never finishes must not hold a
        // request forever: PostgreSQL cancels it, and the caller gets a 503.
        startupParameters: { statement_timeout: STATEMENT_TIMEOUT, ...options?.startupParameters },
        url
      }).pipe(Effect.mapError((error) => unavailable("connecting to PostgreSQL", error)))
      const measured = yield* measurePgClient(inner, options?.maxConnections ?? DEFAULT_POOL_SIZE)
      if (migrations.migrate) yield* migrate.pipe(Effect.provideService(SqlClient.SqlClient, measured.client))
      return measured
    })
  )
