/**
 * `npm run bench:media`: the upload of a 5 MB JPEG (issue 28 item 7) through
 * the `Medias` use case on the embedded default (files under a fresh data
 * dir), inspected with file-type and sharp, then its first variants made as
 * the page's first visitor would: wall time of each step, the resident
 * memory before it and its peak during it (sampled every 2 ms).
 */
import { mkdtemp } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { MediaInspector, Medias } from "@elabel/domain"
import { Effect, Stream } from "effect"
import sharp from "sharp"
import { sharpInspector } from "../packages/http/src/media/SharpInspector.ts"
import { makeVariant } from "../packages/http/src/public/MediaVariants.ts"
import { benchDomainLayer, OWNER, seedLabel } from "./benchDomain.ts"

const MiB = (bytes: number) => Math.round(bytes / 1024 / 1024)

/** Runs `step`, sampling the resident memory: its time, the memory before it and its peak during it. */
const sampled = <A, E, R>(step: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const before = process.memoryUsage.rss()
    let peak = before
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss())
    }, 2)
    const started = performance.now()
    const value = yield* Effect.ensuring(
      step,
      Effect.sync(() => clearInterval(timer))
    )
    peak = Math.max(peak, process.memoryUsage.rss())
    return { value, millis: Math.round(performance.now() - started), before: MiB(before), peak: MiB(peak) }
  })

/** A 5 MB JPEG of noise (noise does not compress, so the file stays near 5 MB at 2600 × 2600). */
const fiveMegabytes = async (): Promise<Buffer> => {
  const side = 2600
  const noise = Buffer.alloc(side * side * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer()
}

const program = Effect.gen(function* () {
  const jpeg = yield* Effect.promise(fiveMegabytes)
  const { workspaceId } = yield* seedLabel
  const medias = yield* Medias
  const chunks: Array<Uint8Array> = []
  for (let at = 0; at < jpeg.length; at += 64 * 1024) chunks.push(jpeg.subarray(at, at + 64 * 1024))
  const upload = yield* sampled(
    medias
      .upload(OWNER, workspaceId, { declared: "image/jpeg", body: Stream.fromIterable(chunks) })
      .pipe(Effect.provideService(MediaInspector, sharpInspector))
  )
  const variants = yield* sampled(
    Effect.forEach(["avif", "webp", "jpeg"] as const, (encoding) =>
      Effect.promise(() => makeVariant(jpeg, encoding, 640, 40_000_000))
    )
  )
  console.log(
    `5 MB JPEG upload (${upload.value.bytes} bytes, ${upload.value.width} × ${upload.value.height}): ` +
      `${upload.millis} ms, RSS ${upload.before} MiB before, peak ${upload.peak} MiB during it`
  )
  console.log(
    `its three 640 px variants (AVIF, WebP, JPEG): ${variants.millis} ms, RSS ${variants.before} MiB before, ` +
      `peak ${variants.peak} MiB during them`
  )
})

const dataDir = await mkdtemp(join(tmpdir(), "elabel-bench-media-"))
await Effect.runPromise(program.pipe(Effect.provide(benchDomainLayer({ _tag: "embedded", dataDir }))))
