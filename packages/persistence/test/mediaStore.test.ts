/**
 * The `MediaStore` contract of `@elabel/testkit` on every adapter: memory,
 * files (the embedded default), SQL on embedded PGlite, and PostgreSQL when
 * `DATABASE_URL` names a server.
 */
import { mkdtempSync, readdirSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { it } from "@effect/vitest"
import { layerEmbedded, layerMediaStoreFiles, layerMediaStoreMemory } from "@elabel/persistence"
import { mediaStoreContract } from "@elabel/testkit/media-store"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { freshPostgres } from "./sqlSupport.ts"

const staged = new Map<string, ReadonlyArray<Uint8Array>>()
mediaStoreContract("memory", { layer: layerMediaStoreMemory(staged), leftovers: Effect.sync(() => staged.size) })

const root = mkdtempSync(join(tmpdir(), "elabel-media-"))
mediaStoreContract("files", {
  layer: layerMediaStoreFiles(root),
  leftovers: Effect.sync(() => readdirSync(join(root, "staging")).length)
})

const stagedRows = SqlClient.SqlClient.use((sql) =>
  Effect.map(
    sql`SELECT count(*)::int AS n FROM media_chunks WHERE object LIKE 'staging:%'`,
    (rows) => (rows[0] as { n: number }).n
  )
)

mediaStoreContract("pglite", { layer: layerEmbedded(), leftovers: stagedRows })

const databaseUrl = process.env.DATABASE_URL || undefined
if (databaseUrl) {
  mediaStoreContract("postgres", { layer: freshPostgres(databaseUrl), leftovers: stagedRows })
} else {
  it.skip("postgres: set DATABASE_URL to run", () => {})
}
