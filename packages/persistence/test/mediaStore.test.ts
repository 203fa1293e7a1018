/**
 * The `MediaStore` contract of `@elabel/testkit` on every adapter: memory,
 * files (the embedded default), SQL on embedded PGlite, PostgreSQL when
 * `DATABASE_URL` names a server, and S3 on an S3-compatible server the test
 * starts on loopback (s3rver: the real protocol, not a mock).
 */
import { mkdtempSync, readdirSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { ListObjectsV2Command } from "@aws-sdk/client-s3"
import { it } from "@effect/vitest"
import {
  layerEmbedded,
  layerMediaStoreFiles,
  layerMediaStoreMemory,
  layerMediaStoreS3,
  makeS3Client
} from "@elabel/persistence"
import { mediaStoreContract } from "@elabel/testkit/media-store"
import { layerS3Server, S3Server } from "@elabel/testkit/s3-server"
import { Effect, Layer } from "effect"
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

/** Staged objects in the bucket, and multipart uploads neither completed nor aborted. */
const stagedInBucket = S3Server.use((server) =>
  Effect.promise(async () => {
    const client = makeS3Client(server.settings)
    const listed = await client.send(new ListObjectsV2Command({ Bucket: server.settings.bucket, Prefix: "staging/" }))
    client.destroy()
    return (listed.KeyCount ?? 0) + server.openUploads()
  })
)

mediaStoreContract("s3", {
  layer: Layer.unwrap(S3Server.use((server) => Effect.succeed(layerMediaStoreS3(server.settings)))).pipe(
    Layer.provideMerge(layerS3Server())
  ),
  leftovers: stagedInBucket
})

const databaseUrl = process.env.DATABASE_URL || undefined
if (databaseUrl) {
  mediaStoreContract("postgres", { layer: freshPostgres(databaseUrl), leftovers: stagedRows })
} else {
  it.skip("postgres: set DATABASE_URL to run", () => {})
}
