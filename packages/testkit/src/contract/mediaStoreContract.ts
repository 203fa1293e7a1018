/**
 * ONE `MediaStore` contract every adapter passes (memory, files, SQL, S3):
 * bytes round trip by digest, a streamed body is never over the limit nor
 * left behind when it fails, the same bytes committed twice are one file.
 * `leftovers` counts what the adapter holds besides committed files
 * (staged pieces), so "no orphan" is checked on the adapter's own terms.
 */
import { createHash, randomBytes } from "node:crypto"
import { assert, describe, layer } from "@effect/vitest"
import { MediaStore, PersistenceUnavailable } from "@elabel/domain"
import { Effect, type Layer, Option, Stream } from "effect"

/** The adapter under test and how to count its staged leftovers. */
export interface MediaStoreUnderTest<R> {
  readonly layer: Layer.Layer<MediaStore | R, unknown>
  readonly leftovers: Effect.Effect<number, unknown, MediaStore | R>
}

/** `bytes` as a body of chunks of `size` bytes. */
export const chunked = (bytes: Uint8Array, size = 7001): Stream.Stream<Uint8Array> => {
  const chunks: Array<Uint8Array> = []
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
  return Stream.fromIterable(chunks)
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex")

const readAll = (stream: Stream.Stream<Uint8Array, PersistenceUnavailable>) =>
  Effect.map(Stream.runCollect(stream), (chunks) => Buffer.concat([...chunks]))

const stored = (sha: string) =>
  MediaStore.use((store) =>
    Effect.flatMap(store.read(sha), (found) =>
      Option.isNone(found) ? Effect.succeed(Option.none<Buffer>()) : Effect.map(readAll(found.value), Option.some)
    )
  )

/** Registers the contract on one adapter. */
export const mediaStoreContract = <R = never>(name: string, under: MediaStoreUnderTest<R>): void => {
  // On live services: the stores do real I/O, and on PostgreSQL under load a test clock nobody moves made
  // Effect warn that a test was using time (the storage's own timers waited on it).
  layer(under.layer, { timeout: "120 seconds", excludeTestServices: true })(`MediaStore: ${name}`, (it) => {
    describe("round trips", () => {
      it.effect("a body of many chunks is hashed, staged, readable before and after commit, removed", () =>
        Effect.gen(function* () {
          const store = yield* MediaStore
          const bytes = randomBytes(700_000)
          const staged = yield* store.stage(chunked(bytes), 1_000_000)
          assert.strictEqual(staged.sha256, sha256(bytes))
          assert.strictEqual(staged.bytes, bytes.length)
          assert.deepStrictEqual(Buffer.from(staged.head), bytes.subarray(0, staged.head.length))
          assert.deepStrictEqual(yield* readAll(store.readStaged(staged)), bytes)
          yield* store.commit(staged)
          yield* store.discard(staged)
          assert.deepStrictEqual(yield* stored(staged.sha256), Option.some(bytes))
          assert.deepStrictEqual(yield* store.rehash(staged.sha256), Option.some(staged.sha256))
          yield* store.remove(staged.sha256)
          assert.isTrue(Option.isNone(yield* store.rehash(staged.sha256)))
          assert.isTrue(Option.isNone(yield* stored(staged.sha256)))
          assert.strictEqual(yield* under.leftovers, 0)
        })
      )

      it.effect(
        "a body of several megabytes (an S3 multipart upload's parts) round trips whole",
        () =>
          Effect.gen(function* () {
            const store = yield* MediaStore
            const bytes = randomBytes(12 * 1024 * 1024 + 12_345)
            const staged = yield* store.stage(chunked(bytes, 64 * 1024), 20_000_000)
            assert.strictEqual(staged.sha256, sha256(bytes))
            yield* store.commit(staged)
            assert.deepStrictEqual(yield* store.rehash(staged.sha256), Option.some(staged.sha256))
            assert.deepStrictEqual(yield* stored(staged.sha256), Option.some(bytes))
            assert.strictEqual(yield* under.leftovers, 0)
            yield* store.remove(staged.sha256)
          }),
        60_000
      )

      it.effect("the same bytes committed twice are one file, and nothing staged stays", () =>
        Effect.gen(function* () {
          const store = yield* MediaStore
          const bytes = randomBytes(300_000)
          const first = yield* store.stage(chunked(bytes), 1_000_000)
          const second = yield* store.stage(chunked(bytes, 65_536), 1_000_000)
          yield* store.commit(first)
          yield* store.commit(second)
          assert.deepStrictEqual(yield* stored(first.sha256), Option.some(bytes))
          assert.strictEqual(yield* under.leftovers, 0)
          yield* store.remove(first.sha256)
        })
      )
    })

    describe("refusals leave nothing behind", () => {
      it.effect("a body over the limit fails MediaTooLarge", () =>
        Effect.gen(function* () {
          const store = yield* MediaStore
          const bytes = randomBytes(600_000)
          const error = yield* Effect.flip(store.stage(chunked(bytes), 500_000))
          assert.strictEqual(error._tag, "MediaTooLarge")
          assert.isTrue(Option.isNone(yield* stored(sha256(bytes))))
          assert.strictEqual(yield* under.leftovers, 0)
        })
      )

      it.effect("a body that fails midway fails with its error", () =>
        Effect.gen(function* () {
          const store = yield* MediaStore
          const body = Stream.concat(
            chunked(randomBytes(400_000)),
            Stream.fail(new PersistenceUnavailable({ reason: "client went away" }))
          )
          const error = yield* Effect.flip(store.stage(body, 1_000_000))
          assert.strictEqual(error._tag, "PersistenceUnavailable")
          assert.strictEqual(yield* under.leftovers, 0)
        })
      )

      it.effect("a discarded stage is gone; an unknown digest reads as none", () =>
        Effect.gen(function* () {
          const store = yield* MediaStore
          const staged = yield* store.stage(chunked(randomBytes(1000)), 1_000_000)
          yield* store.discard(staged)
          assert.strictEqual(yield* under.leftovers, 0)
          assert.isTrue(Option.isNone(yield* stored(staged.sha256)))
          yield* store.remove(staged.sha256)
        })
      )
    })
  })
}
