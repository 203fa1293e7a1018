import { ApiKey, ApiKeyRepository } from "@elabel/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { read, withSpans, write } from "./errors.ts"
import { firstRow, RequiredTimestamp, rowDecoder, Timestamp } from "./rowSchemas.ts"

/** A row of `api_keys`. */
const decodeKey = rowDecoder(
  Schema.Struct({
    ...ApiKey.ApiKey.fields,
    created_at: RequiredTimestamp,
    expires_at: Timestamp,
    last_used_at: Timestamp,
    secret_hash: Schema.String,
    revoked_at: Timestamp
  })
)

/** `ApiKeyRepository` on SQL. `findByHash` is one unique-index look-up. */
export const ApiKeyRepositorySql: Layer.Layer<ApiKeyRepository, never, SqlClient.SqlClient> = Layer.effect(
  ApiKeyRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return ApiKeyRepository.of(
      withSpans("ApiKeyRepositorySql", {
        insert: (key) =>
          sql`INSERT INTO api_keys ${sql.insert({ ...key })}`.pipe(Effect.asVoid, write("ApiKeyRepository.insert")),
        list: (workspace, page) =>
          sql`SELECT * FROM api_keys WHERE workspace_id = ${workspace} AND revoked_at IS NULL
          ORDER BY created_at, id LIMIT ${page.limit + 1} OFFSET ${page.offset}`.pipe(
            Effect.map((rows) => rows.map(decodeKey)),
            read("ApiKeyRepository.list")
          ),
        findById: (id) =>
          sql`SELECT * FROM api_keys WHERE id = ${id}`.pipe(
            Effect.map(firstRow(decodeKey)),
            read("ApiKeyRepository.findById")
          ),
        findByHash: (hash) =>
          sql`SELECT * FROM api_keys WHERE secret_hash = ${hash}`.pipe(
            Effect.map(firstRow(decodeKey)),
            read("ApiKeyRepository.findByHash")
          ),
        revoke: (id, at) =>
          sql`UPDATE api_keys SET revoked_at = ${at} WHERE id = ${id} AND revoked_at IS NULL RETURNING id`.pipe(
            Effect.map((rows) => rows.length > 0),
            write("ApiKeyRepository.revoke")
          ),
        markUsed: (ids, at, before) =>
          sql`UPDATE api_keys SET last_used_at = ${at}
          WHERE id = ANY(${[...ids]}::uuid[]) AND (last_used_at IS NULL OR last_used_at < ${before})`.pipe(
            Effect.asVoid,
            write("ApiKeyRepository.markUsed")
          )
      })
    )
  })
)
