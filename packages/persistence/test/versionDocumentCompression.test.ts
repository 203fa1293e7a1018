/**
 * Version documents are compressed with LZ4 where the server has it (migration 0026): on PostgreSQL a new
 * version's document is stored LZ4-compressed, on embedded PGlite (no lz4) with the default, and on both
 * it reads back as the very text whose SHA-256 is its `content_hash`.
 */
import { createHash } from "node:crypto"
import { assert, describe, it } from "@effect/vitest"
import { domainServicesLayer, IdGenerator, Labels, LabelVersionRepository, RefGenerator } from "@elabel/domain"
import { catalogFixture, createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { sqlStorages } from "./sqlSupport.ts"

for (const [name, storage] of sqlStorages(catalogFixture)) {
  describe(`version documents on ${name}`, () => {
    it.effect("are stored compressed as the server best can, and read back byte for byte", () =>
      Effect.gen(function* () {
        const { workspace, brandId } = yield* seedWorkspace()
        const label = yield* createCompleteLabel(users.editor, workspace.id, brandId)
        yield* Labels.use((labels) => labels.publish(users.editor, label.id))
        const sql = yield* SqlClient.SqlClient
        const [stored] = yield* sql<{ readonly method: string | null }>`
          SELECT pg_column_compression(document) AS method FROM label_versions WHERE label_id = ${label.id}`
        const [lz4] = yield* sql<{ readonly available: boolean }>`
          SELECT count(*) > 0 AS available FROM pg_settings
          WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)`
        assert.strictEqual(stored?.method, lz4?.available ? "lz4" : "pglz")
        const latest = Option.getOrThrow(yield* (yield* LabelVersionRepository).latest(label.id))
        assert.isAbove(latest.document.length, 2000, "long enough to be compressed")
        assert.strictEqual(createHash("sha256").update(latest.document, "utf8").digest("hex"), latest.content_hash)
      }).pipe(
        Effect.provide(
          domainServicesLayer.pipe(Layer.provideMerge(Layer.mergeAll(storage, IdGenerator.layer, RefGenerator.layer)))
        )
      )
    )
  })
}
