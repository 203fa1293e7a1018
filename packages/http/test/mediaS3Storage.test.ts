/**
 * Media in an S3-compatible bucket (ADR 0058): `ELABEL_MEDIA_S3_*` read and
 * checked, and the server's storage built from them puts the bytes in the
 * bucket of an S3 server started on loopback for the test, whatever the
 * database; without them nothing changes; a bucket that cannot be reached
 * stops the start.
 */
import { ListObjectsV2Command } from "@aws-sdk/client-s3"
import { assert, describe, it, layer } from "@effect/vitest"
import { MediaStore } from "@elabel/domain"
import { makeS3Client } from "@elabel/persistence"
import { chunked } from "@elabel/testkit/media-store"
import { layerS3Server, S3Server } from "@elabel/testkit/s3-server"
import { ConfigProvider, Effect, Layer, Option, Redacted } from "effect"
import { mediaS3Config } from "../src/media/MediaStorageConfig.ts"
import { storageLayer } from "../src/server/App.ts"
import { serverConfig } from "../src/server/ServerConfig.ts"
import { messageOf } from "../src/server/ServerProgram.ts"

const withEnv = (env: Record<string, string>) =>
  Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env }))

const read = (env: Record<string, string>) => mediaS3Config.pipe(withEnv(env))

describe("ELABEL_MEDIA_S3_*", () => {
  it.effect("none set: none; all set: the settings, the secret redacted", () =>
    Effect.gen(function* () {
      assert.isTrue(Option.isNone(yield* read({})))
      const settings = yield* read({
        ELABEL_MEDIA_S3_BUCKET: "wine-media",
        ELABEL_MEDIA_S3_REGION: "auto",
        ELABEL_MEDIA_S3_ENDPOINT: "https://0123abcd.r2.cloudflarestorage.com",
        ELABEL_MEDIA_S3_ACCESS_KEY_ID: "key-id",
        ELABEL_MEDIA_S3_SECRET_ACCESS_KEY: "secret",
        ELABEL_MEDIA_S3_FORCE_PATH_STYLE: "true"
      }).pipe(Effect.map(Option.getOrThrow))
      assert.strictEqual(settings.bucket, "wine-media")
      assert.strictEqual(settings.region, "auto")
      assert.deepStrictEqual(settings.endpoint, Option.some("https://0123abcd.r2.cloudflarestorage.com"))
      assert.isTrue(settings.forcePathStyle)
      const keys = Option.getOrThrow(settings.credentials)
      assert.strictEqual(keys.accessKeyId, "key-id")
      assert.strictEqual(Redacted.value(keys.secretAccessKey), "secret")
      assert.notInclude(String(keys.secretAccessKey), "secret")
    })
  )

  it.effect("a bucket alone is AWS S3 in us-east-1 with the SDK's own credentials, virtual-host style", () =>
    Effect.gen(function* () {
      const settings = Option.getOrThrow(yield* read({ ELABEL_MEDIA_S3_BUCKET: "wine-media" }))
      assert.strictEqual(settings.region, "us-east-1")
      assert.isTrue(Option.isNone(settings.endpoint))
      assert.isTrue(Option.isNone(settings.credentials))
      assert.isFalse(settings.forcePathStyle)
    })
  )

  it.effect("refusals name the variable in one line", () =>
    Effect.gen(function* () {
      const cases: ReadonlyArray<readonly [Record<string, string>, string]> = [
        [{ ELABEL_MEDIA_S3_ENDPOINT: "http://127.0.0.1:9000" }, "ELABEL_MEDIA_S3_BUCKET must be set"],
        [{ ELABEL_MEDIA_S3_BUCKET: "media", ELABEL_MEDIA_S3_ENDPOINT: "minio:9000" }, "ELABEL_MEDIA_S3_ENDPOINT"],
        [{ ELABEL_MEDIA_S3_BUCKET: "media", ELABEL_MEDIA_S3_ENDPOINT: "ftp://files" }, "ELABEL_MEDIA_S3_ENDPOINT"],
        [
          { ELABEL_MEDIA_S3_BUCKET: "media", ELABEL_MEDIA_S3_ACCESS_KEY_ID: "key-id" },
          "ELABEL_MEDIA_S3_SECRET_ACCESS_KEY must be set"
        ],
        [
          { ELABEL_MEDIA_S3_BUCKET: "media", ELABEL_MEDIA_S3_SECRET_ACCESS_KEY: "secret" },
          "ELABEL_MEDIA_S3_ACCESS_KEY_ID must be set"
        ],
        [{ ELABEL_MEDIA_S3_BUCKET: "m" }, "ELABEL_MEDIA_S3_BUCKET must be a bucket name"]
      ]
      for (const [env, expected] of cases) {
        const message = messageOf(yield* Effect.flip(read(env)))
        assert.include(message, expected, JSON.stringify(env))
        assert.notInclude(message, "\n")
      }
    })
  )
})

/** The server's storage (in-memory database) with the environment `env` adds. */
const serverStorage = (env: Record<string, string>) =>
  Layer.unwrap(Effect.map(serverConfig, (settings) => storageLayer(settings))).pipe(
    Layer.provide(
      Layer.succeed(ConfigProvider.ConfigProvider)(
        ConfigProvider.fromEnv({ env: { ELABEL_DATABASE: "memory", ...env } })
      )
    )
  )

const envOf = (server: S3Server["Service"], bucket = server.settings.bucket): Record<string, string> => ({
  ELABEL_MEDIA_S3_BUCKET: bucket,
  ELABEL_MEDIA_S3_ENDPOINT: server.endpoint,
  ELABEL_MEDIA_S3_ACCESS_KEY_ID: "S3RVER",
  ELABEL_MEDIA_S3_SECRET_ACCESS_KEY: "S3RVER",
  ELABEL_MEDIA_S3_FORCE_PATH_STYLE: "true"
})

const objectKeys = (server: S3Server["Service"]) =>
  Effect.promise(async () => {
    const client = makeS3Client(server.settings)
    const listed = await client.send(new ListObjectsV2Command({ Bucket: server.settings.bucket }))
    client.destroy()
    return (listed.Contents ?? []).map((object) => object.Key)
  })

layer(layerS3Server(), { timeout: "60 seconds" })("the server's storage with ELABEL_MEDIA_S3_*", (it) => {
  it.effect("puts media bytes in the bucket; without the variables, not", () =>
    Effect.gen(function* () {
      const server = yield* S3Server
      const bytes = new TextEncoder().encode("a data sheet, stored in the bucket")
      const storeOnce = MediaStore.use((store) =>
        Effect.flatMap(store.stage(chunked(bytes), 1_000_000), (staged) => Effect.as(store.commit(staged), staged))
      )
      const inBucket = yield* storeOnce.pipe(Effect.provide(serverStorage(envOf(server))))
      assert.deepStrictEqual(yield* objectKeys(server), [`objects/${inBucket.sha256}`])
      yield* storeOnce.pipe(Effect.provide(serverStorage({})))
      assert.deepStrictEqual(yield* objectKeys(server), [`objects/${inBucket.sha256}`])
    })
  )

  it.effect("a bucket that cannot be reached stops the start, naming it", () =>
    Effect.gen(function* () {
      const server = yield* S3Server
      const error = yield* Effect.flip(Effect.scoped(Layer.build(serverStorage(envOf(server, "no-such-bucket")))))
      assert.strictEqual(error._tag, "PersistenceUnavailable")
      assert.include(messageOf(error), `bucket "no-such-bucket" cannot be reached`)
    })
  )
})
