import { MediaStore } from "@elabel/domain"
import { Effect, Layer, Option, Stream } from "effect"
import { rehashWith, stageThrough } from "./mediaStaging.ts"

/**
 * `MediaStore` in this process's memory, staging into `staged` (a test
 * passes its own map to count what is left there).
 */
export const layerMediaStoreMemory = (
  staged: Map<string, ReadonlyArray<Uint8Array>> = new Map()
): Layer.Layer<MediaStore> =>
  Layer.sync(MediaStore, () => {
    const objects = new Map<string, ReadonlyArray<Uint8Array>>()
    const pieces = (parts: ReadonlyArray<Uint8Array>) => Stream.fromIterable(parts)
    const read = (sha256: string) => Effect.sync(() => Option.map(Option.fromUndefinedOr(objects.get(sha256)), pieces))
    return MediaStore.of({
      stage: (body, maxBytes) =>
        stageThrough(body, maxBytes, (token) =>
          Effect.sync(() => {
            const parts: Array<Uint8Array> = []
            return {
              write: (piece) => Effect.sync(() => void parts.push(piece)),
              finish: Effect.sync(() => void staged.set(token, parts)),
              abort: Effect.void
            }
          })
        ),
      readStaged: (media) => pieces(staged.get(media.token) ?? []),
      commit: (media) =>
        Effect.sync(() => {
          const parts = staged.get(media.token)
          staged.delete(media.token)
          if (parts !== undefined && !objects.has(media.sha256)) objects.set(media.sha256, parts)
        }),
      discard: (media) => Effect.sync(() => void staged.delete(media.token)),
      read,
      rehash: rehashWith(read),
      remove: (sha256) => Effect.sync(() => void objects.delete(sha256))
    })
  })

/** `MediaStore` in memory: for tests and `ELABEL_DATABASE=memory`. */
export const MediaStoreMemory: Layer.Layer<MediaStore> = layerMediaStoreMemory()
