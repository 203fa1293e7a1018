/**
 * The repository contract of `@elabel/testkit` on every adapter: the memory
 * store, embedded PGlite (in memory), and PostgreSQL on a fresh database
 * when `DATABASE_URL` names a server (reported as skipped otherwise).
 */
import { it } from "@effect/vitest"
import { layerEmbedded, layerMemory } from "@elabel/persistence"
import { repositoryContract } from "@elabel/testkit/contract"
import { freshPostgres } from "./sqlSupport.ts"

repositoryContract("memory", (catalog) => layerMemory({ catalog }))

repositoryContract("pglite", (catalog) => layerEmbedded(undefined, { catalog }))

const databaseUrl = process.env.DATABASE_URL || undefined
if (databaseUrl) {
  repositoryContract("postgres", (catalog) => freshPostgres(databaseUrl, catalog))
} else {
  it.skip("postgres: set DATABASE_URL to run", () => {})
}
