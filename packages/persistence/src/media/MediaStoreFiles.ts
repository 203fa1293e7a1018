/**
 * `MediaStore` on files: the embedded default keeps media under
 * `<ELABEL_DATA_DIR>/media`, `objects/<first two hex digits>/<sha256>` for
 * stored files and `staging/<token>` while an upload runs. A commit is a
 * rename, atomic on one file system, so a reader never sees half a file.
 */
import { createReadStream } from "node:fs"
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises"
import { join } from "node:path"
import { MediaStore, PersistenceUnavailable } from "@elabel/domain"
import { Effect, Layer, Option, Stream } from "effect"
import { rehashWith, stageThrough } from "./mediaStaging.ts"

const failed = (operation: string) => (cause: unknown) => {
  const code = (cause as { code?: string }).code ?? "unknown"
  return new PersistenceUnavailable({ reason: `media ${operation} failed: file system error (${code})` })
}

/** A file's bytes, streamed. */
const fileStream = (path: string) =>
  Stream.fromAsyncIterable(createReadStream(path, { highWaterMark: 256 * 1024 }), failed("read")).pipe(
    Stream.map((chunk) => chunk as Uint8Array)
  )

/** The store of media files under `root` (created when missing). */
export const layerMediaStoreFiles = (root: string): Layer.Layer<MediaStore, PersistenceUnavailable> =>
  Layer.effect(
    MediaStore,
    Effect.gen(function* () {
      const stagingDir = join(root, "staging")
      const objectsDir = join(root, "objects")
      yield* Effect.tryPromise({
        try: () => Promise.all([mkdir(stagingDir, { recursive: true }), mkdir(objectsDir, { recursive: true })]),
        catch: failed("setup")
      })
      const stagedPath = (token: string) => join(stagingDir, token)
      // What an upload cut short by a crash left staged: gone at the next start (an hour leaves running ones be).
      yield* Effect.promise(async () => {
        const hourAgo = Date.now() - 3_600_000
        for (const name of await readdir(stagingDir)) {
          const info = await stat(join(stagingDir, name)).catch(() => undefined)
          if (info !== undefined && info.mtimeMs < hourAgo) await rm(join(stagingDir, name), { force: true })
        }
      })
      const objectPath = (sha256: string) => join(objectsDir, sha256.slice(0, 2), sha256)
      const exists = (path: string) =>
        Effect.promise(() =>
          stat(path).then(
            () => true,
            () => false
          )
        )
      const read = (sha256: string) =>
        Effect.map(exists(objectPath(sha256)), (found) =>
          found ? Option.some(fileStream(objectPath(sha256))) : Option.none()
        )
      return MediaStore.of({
        stage: (body, maxBytes) =>
          stageThrough(body, maxBytes, (token) =>
            Effect.map(
              Effect.tryPromise({ try: () => open(stagedPath(token), "wx"), catch: failed("stage") }),
              (file) => ({
                write: (piece) =>
                  Effect.tryPromise({ try: () => file.write(piece), catch: failed("stage") }).pipe(Effect.asVoid),
                finish: Effect.tryPromise({ try: () => file.close(), catch: failed("stage") }),
                abort: Effect.promise(() =>
                  file.close().then(
                    () => rm(stagedPath(token), { force: true }),
                    () => rm(stagedPath(token), { force: true })
                  )
                )
              })
            )
          ),
        readStaged: (media) => fileStream(stagedPath(media.token)),
        commit: (media) =>
          Effect.tryPromise({
            try: async () => {
              const target = objectPath(media.sha256)
              await mkdir(join(objectsDir, media.sha256.slice(0, 2)), { recursive: true })
              await rename(stagedPath(media.token), target)
            },
            catch: failed("commit")
          }),
        discard: (media) => Effect.promise(() => rm(stagedPath(media.token), { force: true })),
        read,
        rehash: rehashWith(read),
        remove: (sha256) =>
          Effect.tryPromise({ try: () => rm(objectPath(sha256), { force: true }), catch: failed("remove") })
      })
    })
  )
