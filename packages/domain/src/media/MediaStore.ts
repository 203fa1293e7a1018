import { Context, type Effect, type Option, type Stream } from "effect"
import type { MediaTooLarge, PersistenceUnavailable } from "../shared/errors.ts"

/**
 * Bytes written to storage but not yet a stored file: `commit` makes them the
 * file named by their SHA-256, `discard` drops them. `head` holds the first
 * bytes (up to 64 KiB), for sniffing the type without reading the file again.
 */
export interface StagedMedia {
  readonly token: string
  readonly sha256: string
  readonly bytes: number
  readonly head: Uint8Array
}

/** How many leading bytes `StagedMedia.head` keeps. */
export const HEAD_BYTES = 64 * 1024

/**
 * The bytes of media, content-addressed by SHA-256 and written once: the
 * memory, embedded (files), PostgreSQL and S3 adapters pass one contract
 * suite. A body is streamed to storage as it arrives (never held whole).
 */
export class MediaStore extends Context.Service<
  MediaStore,
  {
    /** Streams `body` to storage, hashing it; over `maxBytes` fails `MediaTooLarge` and leaves nothing behind. */
    readonly stage: <E>(
      body: Stream.Stream<Uint8Array, E>,
      maxBytes: number
    ) => Effect.Effect<StagedMedia, E | MediaTooLarge | PersistenceUnavailable>
    /** Makes staged bytes the file of their digest (already stored: the staged copy is dropped). */
    readonly commit: (staged: StagedMedia) => Effect.Effect<void, PersistenceUnavailable>
    /** The staged bytes, streamed (for inspecting them before they are committed). */
    readonly readStaged: (staged: StagedMedia) => Stream.Stream<Uint8Array, PersistenceUnavailable>
    /** Drops staged bytes (nothing once committed); never fails. */
    readonly discard: (staged: StagedMedia) => Effect.Effect<void>
    /** The stored file's bytes, streamed; none when no file has that digest. */
    readonly read: (
      sha256: string
    ) => Effect.Effect<Option.Option<Stream.Stream<Uint8Array, PersistenceUnavailable>>, PersistenceUnavailable>
    /** The SHA-256 of the bytes stored under a digest, computed again from storage; none when there are none. */
    readonly rehash: (sha256: string) => Effect.Effect<Option.Option<string>, PersistenceUnavailable>
    /** Deletes the stored file (nothing when there is none). */
    readonly remove: (sha256: string) => Effect.Effect<void, PersistenceUnavailable>
  }
>()("@elabel/domain/ports/MediaStore") {}
