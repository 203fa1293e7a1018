/**
 * What every `MediaStore` adapter does with an upload: hash it, count it,
 * keep its head for sniffing, cut it into pieces of at most `PIECE_BYTES`
 * and hand each piece to the adapter's sink as it arrives, stopping (and
 * aborting the sink) at the first byte over the limit.
 */
import { createHash, randomUUID } from "node:crypto"
import { HEAD_BYTES, MediaTooLarge, type PersistenceUnavailable, type StagedMedia } from "@elabel/domain"
import { Effect, Option, Stream } from "effect"

/** The largest piece a sink receives (a PostgreSQL row, a file write). */
export const PIECE_BYTES = 256 * 1024

/** Where staged pieces go: `write` each in order, `abort` when the upload fails. */
export interface StagingSink {
  readonly write: (piece: Uint8Array, index: number) => Effect.Effect<void, PersistenceUnavailable>
  readonly finish: Effect.Effect<void, PersistenceUnavailable>
  readonly abort: Effect.Effect<void>
}

/** The refusal of a file over `maxBytes`. */
export const tooLarge = (maxBytes: number): MediaTooLarge =>
  new MediaTooLarge({ reason: `The file is over ${maxBytes} bytes, the limit of its kind.` })

/** Stages `body` through the sink `open` makes for a fresh token. */
export const stageThrough = <E>(
  body: Stream.Stream<Uint8Array, E>,
  maxBytes: number,
  open: (token: string) => Effect.Effect<StagingSink, PersistenceUnavailable>
): Effect.Effect<StagedMedia, E | MediaTooLarge | PersistenceUnavailable> =>
  Effect.gen(function* () {
    const token = randomUUID()
    const sink = yield* open(token)
    const hash = createHash("sha256")
    const head = new Uint8Array(HEAD_BYTES)
    let headLength = 0
    let bytes = 0
    let index = 0
    let pending: Array<Uint8Array> = []
    let pendingBytes = 0
    /** The pending bytes as one piece, taken out of pending. */
    const cut = (): Uint8Array => {
      const piece = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes)
      pending = []
      pendingBytes = 0
      return piece
    }
    const writeAll = (pieces: ReadonlyArray<Uint8Array>) =>
      Effect.forEach(pieces, (piece) => sink.write(piece, index++), { discard: true })
    const take = (chunk: Uint8Array): Effect.Effect<void, MediaTooLarge | PersistenceUnavailable> =>
      Effect.suspend((): Effect.Effect<void, MediaTooLarge | PersistenceUnavailable> => {
        bytes += chunk.length
        if (bytes > maxBytes) return Effect.fail(tooLarge(maxBytes))
        hash.update(chunk)
        if (headLength < HEAD_BYTES) {
          const part = chunk.subarray(0, HEAD_BYTES - headLength)
          head.set(part, headLength)
          headLength += part.length
        }
        // Copies: the server may reuse the buffer of a chunk once it is handed on.
        let rest = chunk
        const full: Array<Uint8Array> = []
        while (pendingBytes + rest.length >= PIECE_BYTES) {
          const room = PIECE_BYTES - pendingBytes
          pending.push(Uint8Array.from(rest.subarray(0, room)))
          pendingBytes += room
          rest = rest.subarray(room)
          full.push(cut())
        }
        if (rest.length > 0) {
          pending.push(Uint8Array.from(rest))
          pendingBytes += rest.length
        }
        return writeAll(full)
      })
    const flush = Effect.suspend(() => (pendingBytes === 0 ? Effect.void : writeAll([cut()])))
    yield* Stream.runForEach(body, take).pipe(
      Effect.andThen(flush),
      Effect.andThen(sink.finish),
      Effect.onError(() => sink.abort)
    )
    return { token, sha256: hash.digest("hex"), bytes, head: head.slice(0, headLength) }
  })

/** `MediaStore.rehash` over the store's own `read`: the digest of the bytes as they are now, streamed. */
export const rehashWith =
  (
    read: (
      sha256: string
    ) => Effect.Effect<Option.Option<Stream.Stream<Uint8Array, PersistenceUnavailable>>, PersistenceUnavailable>
  ) =>
  (sha256: string): Effect.Effect<Option.Option<string>, PersistenceUnavailable> =>
    Effect.flatMap(read(sha256), (found) => {
      if (Option.isNone(found)) return Effect.succeed(Option.none())
      const hash = createHash("sha256")
      return Stream.runForEach(found.value, (chunk) => Effect.sync(() => void hash.update(chunk))).pipe(
        Effect.map(() => Option.some(hash.digest("hex")))
      )
    })
