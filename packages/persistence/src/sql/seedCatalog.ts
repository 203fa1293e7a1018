/**
 * Loading reference catalogues into SQL: the same `CatalogSeed` the memory
 * adapter starts with, so both serve one catalogue. Every start may call it:
 * the fingerprint of the seed last loaded is kept in `catalog_seed`, so a
 * start with the same catalogue only reads one row. A changed catalogue is
 * upserted (a corrected name reaches existing installs under its stable id)
 * in one transaction; entries a newer catalogue dropped are kept, since
 * labels may still name them.
 */
import { createHash } from "node:crypto"
import type { PersistenceUnavailable } from "@elabel/domain"
import { Duration, Effect, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type { CatalogSeed } from "../catalog/CatalogSeed.ts"
import { catalogSeedRows } from "./catalogSeedRows.ts"
import { write } from "./errors.ts"
import { firstRow, rowDecoder } from "./rowSchemas.ts"

const decodeFingerprint = rowDecoder(Schema.Struct({ fingerprint: Schema.String }))

/** Rows per INSERT: far below PostgreSQL's 65535 parameters per statement. */
const CHUNK = 500

/** Version of the seed-to-rows mapping: bump it when that mapping changes, so installs reload. */
const SEED_FORMAT = 3

/** Advisory lock key: processes starting together on one database seed one after the other. */
export const SEED_LOCK = 7_316_027_451

/** Fingerprint of a seed as loaded: same seed and mapping, same fingerprint. */
export const catalogFingerprint = (seed: CatalogSeed): string =>
  createHash("sha256")
    .update(`${SEED_FORMAT}\n${JSON.stringify(seed)}`)
    .digest("hex")

/** Whether a seed was loaded or already in place, and how long that took. */
export interface SeedOutcome {
  readonly loaded: boolean
  readonly rows: number
  readonly millis: number
}

/** Every closure type's material must be a listed material (the column refers to it). */
const unlistedMaterials = (seed: CatalogSeed): ReadonlyArray<string> => {
  const listed = new Set(seed.materials.map((entry) => entry.id))
  return [...new Set(seed.closureTypes.map((entry) => entry.material.id))].filter((id) => !listed.has(id))
}

/** Loads a seed unless the database holds it already (see the module comment). */
export const seedCatalog = (
  seed: CatalogSeed
): Effect.Effect<SeedOutcome, PersistenceUnavailable, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const unlisted = unlistedMaterials(seed)
    if (unlisted.length > 0) return yield* Effect.die(new Error(`closure types name unlisted materials: ${unlisted}`))
    const sql = yield* SqlClient.SqlClient
    const fingerprint = catalogFingerprint(seed)

    const upsert = (table: string, rows: ReadonlyArray<Record<string, unknown>>) =>
      Effect.forEach(
        Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK)),
        ([first, ...rest]) => {
          if (first === undefined) return Effect.void
          // Column names come from `catalogSeedRows`, never from input.
          const updates = Object.keys(first)
            .filter((column) => column !== "id")
            .map((column) => `"${column}" = EXCLUDED."${column}"`)
            .join(", ")
          return Effect.asVoid(
            sql`INSERT INTO ${sql(table)} ${sql.insert([first, ...rest])}
                ON CONFLICT (id) DO UPDATE SET ${sql.literal(updates)}`
          )
        },
        { discard: true }
      )

    const load = Effect.gen(function* () {
      yield* sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`
      const stored = firstRow(decodeFingerprint)(yield* sql`SELECT fingerprint FROM catalog_seed WHERE id = 1`)
      if (Option.isSome(stored) && stored.value.fingerprint === fingerprint) return { loaded: false, rows: 0 }
      const tables = catalogSeedRows(seed)
      for (const { table, rows } of tables) yield* upsert(table, rows)
      yield* sql`INSERT INTO catalog_seed (id, fingerprint, seeded_at) VALUES (1, ${fingerprint}, now())
          ON CONFLICT (id) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, seeded_at = EXCLUDED.seeded_at`
      return { loaded: true, rows: tables.reduce((sum, { rows }) => sum + rows.length, 0) }
    })

    const [elapsed, outcome] = yield* sql.withTransaction(load).pipe(Effect.timed)
    const millis = Math.round(Duration.toMillis(elapsed))
    yield* Effect.logDebug(outcome.loaded ? "reference catalogue loaded" : "reference catalogue up to date").pipe(
      Effect.annotateLogs({ rows: outcome.rows, millis })
    )
    return { ...outcome, millis }
  }).pipe(write("seedCatalog"))
