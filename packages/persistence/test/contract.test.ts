/**
 * The repository contract of `@elabel/testkit` on every adapter: the memory
 * store, embedded PGlite (in memory), and PostgreSQL on a fresh database
 * when `DATABASE_URL` names a server (reported as skipped otherwise).
 */
import { it } from "@effect/vitest"
import { layerEmbedded, layerMemory } from "@elabel/persistence"
import { catalogFixture } from "@elabel/testkit"
import { repositoryContract } from "@elabel/testkit/contract"
import { freshPostgres } from "./sqlSupport.ts"

repositoryContract("memory", () => layerMemory({ catalog: catalogFixture }))

repositoryContract("pglite", () => layerEmbedded(undefined, { catalog: catalogFixture }))

const databaseUrl = process.env.DATABASE_URL
if (databaseUrl) {
  repositoryContract("postgres", () => freshPostgres(databaseUrl, catalogFixture))
} else {
  it.skip("postgres: set DATABASE_URL to run", () => {})
}
