/**
 * The embedded database: PGlite (PostgreSQL compiled to WASM) in this
 * process, with a data directory or in memory, driven through the same
 * `@effect/sql-pg` client as a PostgreSQL server (over an in-process stream,
 * see `PgliteStream.ts`). Migrated when built.
 */

import { mkdirSync } from "node:fs"
import { resolve } from "node:path"
import { PgClient } from "@effect/sql-pg"
import { PersistenceUnavailable } from "@elabel/domain"
import { PGlite, type PGliteOptions } from "@electric-sql/pglite"
import { Duration, Effect, type Layer } from "effect"
import { SqlClient } from "effect/sql"
import { copyInitdbTemplate } from "./InitdbTemplate.ts"
import { layerMeasured, measurePgClient } from "./MeasuredPgClient.ts"
import { pgliteStream } from "./PgliteStream.ts"
import { unavailable } from "./sql/errors.ts"
import { migrate } from "./sql/migrations/index.ts"

/** Data directories open in this process: PGlite must never open one twice (two writers corrupt it). */
const openDirectories = new Set<string>()

const isInMemory = (dataDir: string | undefined): dataDir is undefined =>
  dataDir === undefined || dataDir.startsWith("memory://")

const failure = (what: string) => (cause: unknown) =>
  new PersistenceUnavailable({
    reason: `${what}: ${cause instanceof Error ? cause.message : String(cause)}`
  })

/** Reserves a data directory for this process, creating it if missing; freed when the scope closes. */
const reserveDirectory = (dataDir: string) =>
  Effect.acquireRelease(
    Effect.gen(function* () {
      const path = resolve(dataDir)
      if (openDirectories.has(path)) {
        return yield* new PersistenceUnavailable({
          reason: `the embedded database at ${path} is already open in this process`
        })
      }
      yield* Effect.try({
        try: () => mkdirSync(path, { recursive: true }),
        catch: failure(`could not create the data directory ${path}`)
      })
      openDirectories.add(path)
      return path
    }),
    (path) => Effect.sync(() => openDirectories.delete(path))
  )

/**
 * PostgreSQL settings of the embedded database, beside PGlite's own: 16 MB of
 * shared buffers instead of initdb's 128 MB, which PGlite's heap touched in
 * full at every start (ADR 0041). One winery's labels and the reference
 * catalogue are a few MB of tables.
 */
export const EMBEDDED_SETTINGS: ReadonlyArray<string> = ["shared_buffers=16MB"]

/** PGlite's options for `path` (in memory when undefined). */
const pgliteOptions = (path: string | undefined): PGliteOptions => ({
  startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((setting) => ["-c", setting])],
  ...(path === undefined ? {} : { dataDir: path })
})

/**
 * Opens PGlite on `dataDir` (in memory when omitted or `memory://…`), closed
 * with the scope. A new directory starts as a copy of the install's initdb
 * template when there is one (`InitdbTemplate.ts`); without it, creating a
 * database takes seconds (initdb). Reopening an existing directory takes a
 * fraction of one, so keep one per process.
 */
export const openPglite = (dataDir?: string) =>
  Effect.gen(function* () {
    const path = isInMemory(dataDir) ? undefined : yield* reserveDirectory(dataDir)
    if (path !== undefined) {
      yield* Effect.tryPromise({
        try: () => copyInitdbTemplate(path),
        catch: failure(`could not create the embedded database in ${path}`)
      })
    }
    const [elapsed, db] = yield* Effect.acquireRelease(
      Effect.tryPromise({
        try: () => PGlite.create(pgliteOptions(path)),
        catch: failure("could not open the embedded database")
      }),
      // A failing close has nobody left to tell but the log.
      (db) => Effect.tryPromise(() => db.close()).pipe(Effect.tapError(Effect.logWarning), Effect.ignore)
    ).pipe(Effect.timed)
    yield* Effect.logDebug("embedded database open").pipe(
      Effect.annotateLogs({ dataDir: path ?? "memory", millis: Math.round(Duration.toMillis(elapsed)) })
    )
    return db
  })

/**
 * A `PgClient` (and `SqlClient`) on an embedded PGlite, migrated. One
 * connection: PGlite has one backend, so statements and transactions queue
 * (measured as a pool of one, `MeasuredPgClient.ts`).
 */
export const layerPglite = (
  dataDir?: string
): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient, PersistenceUnavailable> =>
  layerMeasured(
    Effect.gen(function* () {
      const db = yield* openPglite(dataDir)
      const inner = yield* PgClient.makeClient({
        stream: pgliteStream(db),
        username: "postgres",
        database: "postgres",
        applicationName: "elabel-embedded"
      }).pipe(Effect.mapError((error) => unavailable("connecting to the embedded database", error)))
      const measured = yield* measurePgClient(inner, 1)
      yield* migrate.pipe(Effect.provideService(SqlClient.SqlClient, measured.client))
      return measured
    })
  )
