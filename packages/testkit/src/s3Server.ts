/**
 * An S3-compatible server on loopback for the tests of the S3 media store
 * (`@elabel/testkit/s3-server`): s3rver (the maintained `@20minutes` fork),
 * which speaks the real protocol (multipart uploads, copies, listings) and
 * keeps its objects under a temporary directory. No mock: the adapter talks
 * HTTP to it as it would to AWS S3. Signatures are computed by the SDK but
 * not enforced: s3rver signs a bucket's path with a trailing slash that
 * today's SDK does not, so it refuses every listing otherwise. It has no
 * AbortMultipartUpload (an S3 server would drop the parts; `openUploads`
 * counts what s3rver keeps).
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import S3rver from "@20minutes/s3rver"
import type { MediaS3Settings } from "@elabel/persistence"
import { Context, Effect, Layer, Option, Redacted } from "effect"

/** The running server: the settings that reach its bucket, and its multipart uploads not completed. */
export interface S3TestServer {
  readonly endpoint: string
  readonly settings: MediaS3Settings
  /** Multipart uploads started and neither completed nor aborted (parts s3rver keeps on disk). */
  readonly openUploads: () => number
}

/** The server of a test, for the lifetime of its layer. */
export class S3Server extends Context.Service<S3Server, S3TestServer>()("@elabel/testkit/S3Server") {}

/** s3rver's one account. */
const KEYS = { accessKeyId: "S3RVER", secretAccessKey: Redacted.make("S3RVER") }

/** A fresh server on 127.0.0.1 (a free port) with the empty bucket `bucket`; stopped and deleted with the layer. */
export const layerS3Server = (bucket = "elabel-media"): Layer.Layer<S3Server> =>
  Layer.effect(
    S3Server,
    Effect.gen(function* () {
      const directory = yield* Effect.acquireRelease(
        Effect.sync(() => mkdtempSync(join(tmpdir(), "elabel-s3-"))),
        (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true }))
      )
      const server = new S3rver({
        address: "127.0.0.1",
        port: 0,
        silent: true,
        allowMismatchedSignatures: true,
        directory,
        configureBuckets: [{ name: bucket }]
      })
      const address = yield* Effect.acquireRelease(
        Effect.promise(() => server.run()),
        () => Effect.promise(() => server.close())
      )
      const endpoint = `http://127.0.0.1:${address.port}`
      const uploads = join(directory, bucket, "._S3rver_uploads")
      return S3Server.of({
        endpoint,
        settings: {
          bucket,
          region: "us-east-1",
          endpoint: Option.some(endpoint),
          credentials: Option.some(KEYS),
          forcePathStyle: true
        },
        openUploads: () => {
          try {
            return readdirSync(uploads).length
          } catch {
            return 0
          }
        }
      })
    })
  )
