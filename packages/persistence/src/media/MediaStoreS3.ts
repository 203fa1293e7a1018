/**
 * `MediaStore` on S3-compatible object storage (AWS S3, MinIO, Cloudflare R2,
 * …; ADR 0058): `objects/<sha256>` for stored files, `staging/<token>` while
 * an upload runs. The body goes up as it arrives, in a multipart upload of
 * `partBytes` parts (`@aws-sdk/lib-storage`; one PUT when it is smaller), so
 * no more than a part or two of a large file is ever held; a failed upload is
 * aborted and its staged object deleted. A commit copies the staged object to
 * its digest's key inside the bucket (an object appears whole or not at all)
 * and deletes the staged one; reads stream the object's body.
 */
import { PassThrough, type Readable } from "node:stream"
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client
} from "@aws-sdk/client-s3"
import { Upload } from "@aws-sdk/lib-storage"
import { MediaStore, PersistenceUnavailable } from "@elabel/domain"
import { Effect, Layer, Option, Redacted, Stream } from "effect"
import { rehashWith, type StagingSink, stageThrough } from "./mediaStaging.ts"

/** Where and how to reach the bucket (`ELABEL_MEDIA_S3_*`). */
export interface MediaS3Settings {
  readonly bucket: string
  readonly region: string
  /** The service's URL for MinIO, R2 and others; none for AWS S3 (the SDK derives it from the region). */
  readonly endpoint: Option.Option<string>
  /** Static keys; none leaves the SDK's default chain (`AWS_*` variables, profiles, instance roles). */
  readonly credentials: Option.Option<{
    readonly accessKeyId: string
    readonly secretAccessKey: Redacted.Redacted<string>
  }>
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO and most local servers). */
  readonly forcePathStyle: boolean
  /** The size of a multipart upload's parts, 5 MiB (S3's least) unless a test asks for more. */
  readonly partBytes?: number
}

/** S3's smallest part but the last. */
const MIN_PART_BYTES = 5 * 1024 * 1024

const stagingKey = (token: string) => `staging/${token}`
const objectKey = (sha256: string) => `objects/${sha256}`

const failed = (operation: string) => (cause: unknown) => {
  const name = (cause as { name?: string }).name ?? "unknown"
  return new PersistenceUnavailable({ reason: `media ${operation} failed: object storage error (${name})` })
}

const isMissing = (cause: unknown) =>
  (cause as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404

/** The SDK client for the settings: checksums only where S3 requires them, which every compatible server takes. */
export const makeS3Client = (settings: MediaS3Settings): S3Client =>
  new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...Option.match(settings.endpoint, { onNone: () => ({}), onSome: (endpoint) => ({ endpoint }) }),
    ...Option.match(settings.credentials, {
      onNone: () => ({}),
      onSome: (keys) => ({
        credentials: { accessKeyId: keys.accessKeyId, secretAccessKey: Redacted.value(keys.secretAccessKey) }
      })
    })
  })

/** Resolves once `piece` is taken by `body` (at once, or after its buffer drained). */
const written = (body: PassThrough, piece: Uint8Array) =>
  new Promise<void>((resolve) => {
    if (body.write(piece)) resolve()
    else body.once("drain", resolve)
  })

/** The store in `settings.bucket`, which must exist and be reachable (checked once, at start). */
export const layerMediaStoreS3 = (settings: MediaS3Settings): Layer.Layer<MediaStore, PersistenceUnavailable> =>
  Layer.effect(
    MediaStore,
    Effect.gen(function* () {
      const client = yield* Effect.acquireRelease(
        Effect.sync(() => makeS3Client(settings)),
        (made) => Effect.sync(() => made.destroy())
      )
      const Bucket = settings.bucket
      const partSize = Math.max(settings.partBytes ?? MIN_PART_BYTES, MIN_PART_BYTES)
      const send = <A>(operation: string, run: (signal: AbortSignal) => Promise<A>) =>
        Effect.tryPromise({ try: run, catch: failed(operation) })

      yield* Effect.tryPromise({
        // A listing needs what HeadBucket needs (s3:ListBucket), and every compatible server answers it.
        try: (abortSignal) =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix: "staging/", MaxKeys: 1 }), { abortSignal }),
        catch: (cause) =>
          new PersistenceUnavailable({
            reason: `media storage: bucket "${Bucket}" cannot be reached (${(cause as { name?: string }).name ?? "unknown"}): check ELABEL_MEDIA_S3_* and the bucket`
          })
      })

      // What an upload cut short by a crash left staged: gone at the next start (an hour leaves running ones be),
      // in the background, so a start never waits on it. Incomplete multipart uploads: the bucket's lifecycle rule.
      yield* Effect.promise(async () => {
        const hourAgo = Date.now() - 3_600_000
        let ContinuationToken: string | undefined
        do {
          const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: "staging/", ContinuationToken }))
          for (const object of page.Contents ?? []) {
            if (object.Key !== undefined && (object.LastModified?.getTime() ?? 0) < hourAgo)
              await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }))
          }
          ContinuationToken = page.IsTruncated === true ? page.NextContinuationToken : undefined
        } while (ContinuationToken !== undefined)
      }).pipe(Effect.ignore, Effect.forkDetach)

      const deleteKey = (Key: string) =>
        send("remove", (abortSignal) => client.send(new DeleteObjectCommand({ Bucket, Key }), { abortSignal }))
      const exists = (Key: string) =>
        Effect.tryPromise({
          try: (abortSignal) => client.send(new HeadObjectCommand({ Bucket, Key }), { abortSignal }),
          catch: (cause) => cause
        }).pipe(
          Effect.as(true),
          Effect.catch((cause) => (isMissing(cause) ? Effect.succeed(false) : Effect.fail(failed("read")(cause))))
        )
      // The body is asked for only when the stream is run, so a stream never run holds no connection.
      const objectStream = (Key: string): Stream.Stream<Uint8Array, PersistenceUnavailable> =>
        Stream.unwrap(
          Effect.map(
            send("read", (abortSignal) => client.send(new GetObjectCommand({ Bucket, Key }), { abortSignal })),
            (answer) =>
              Stream.fromAsyncIterable(answer.Body as Readable, failed("read")).pipe(
                Stream.map((chunk) => chunk as Uint8Array)
              )
          )
        )
      const read = (sha256: string) =>
        Effect.map(exists(objectKey(sha256)), (found) =>
          found ? Option.some(objectStream(objectKey(sha256))) : Option.none()
        )

      /** A multipart upload fed piece by piece; a failure of S3 ends a waiting write at once. */
      const openUpload = (token: string): Effect.Effect<StagingSink> =>
        Effect.sync(() => {
          const body = new PassThrough({ highWaterMark: 256 * 1024 })
          const upload = new Upload({
            client,
            params: { Bucket, Key: stagingKey(token), Body: body, ContentType: "application/octet-stream" },
            partSize,
            queueSize: 2,
            leavePartsOnError: false
          })
          const done = upload.done()
          // Observed here too, so a failure before `finish` is never an unhandled rejection.
          const ended = done.then(
            () => Promise.reject(new Error("the upload ended before its body")),
            (cause) => Promise.reject(cause)
          )
          ended.catch(() => {})
          return {
            write: (piece) => send("stage", () => Promise.race([written(body, piece), ended])),
            finish: send("stage", () => {
              body.end()
              return done
            }).pipe(Effect.asVoid),
            abort: Effect.promise(async () => {
              body.destroy()
              await upload.abort().catch(() => {})
              await done.catch(() => {})
              await client.send(new DeleteObjectCommand({ Bucket, Key: stagingKey(token) })).catch(() => {})
            })
          }
        })

      return MediaStore.of({
        stage: (body, maxBytes) => stageThrough(body, maxBytes, openUpload),
        readStaged: (media) => objectStream(stagingKey(media.token)),
        commit: (media) =>
          Effect.gen(function* () {
            // The same bytes already stored: the staged copy only goes.
            if (!(yield* exists(objectKey(media.sha256)))) {
              yield* send("commit", (abortSignal) =>
                client.send(
                  new CopyObjectCommand({
                    Bucket,
                    Key: objectKey(media.sha256),
                    CopySource: `${Bucket}/${stagingKey(media.token)}`
                  }),
                  { abortSignal }
                )
              )
            }
            yield* deleteKey(stagingKey(media.token))
          }),
        discard: (media) => Effect.ignore(deleteKey(stagingKey(media.token))),
        read,
        rehash: rehashWith(read),
        remove: (sha256) => deleteKey(objectKey(sha256)).pipe(Effect.asVoid)
      })
    })
  )
