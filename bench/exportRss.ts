/**
 * One export of the bulk benchmark in a process of its own: drains the
 * export stream of the workspace given as argument (the endpoint's own
 * stream, on `BENCH_DATABASE_URL`) and prints its RSS before and at peak.
 */
import { LabelTransfer, WorkspaceId } from "@elabel/domain"
import { Duration, Effect, Redacted, Stream } from "effect"
import { exportStream } from "../packages/http/src/imports/ExportStream.ts"
import { benchDomainLayer, OWNER } from "./benchDomain.ts"

const mib = (bytes: number) => bytes / 1024 / 1024

const program = Effect.gen(function* () {
  const transfer = yield* LabelTransfer
  ;(globalThis as { gc?: () => void }).gc?.()
  const before = process.memoryUsage().rss
  let peak = before
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 10)
  const stream = yield* exportStream(transfer, OWNER, WorkspaceId.make(process.argv[2] ?? ""))
  const [elapsed, bytes] = yield* Effect.timed(
    Stream.runFold(
      stream,
      () => 0,
      (total, chunk) => total + chunk.byteLength
    )
  )
  clearInterval(timer)
  peak = Math.max(peak, process.memoryUsage().rss)
  console.log(JSON.stringify({ beforeMiB: mib(before), peakMiB: mib(peak), bytes, ms: Duration.toMillis(elapsed) }))
}).pipe(
  Effect.provide(benchDomainLayer({ _tag: "postgres", url: Redacted.make(process.env.BENCH_DATABASE_URL ?? "") }))
)

Effect.runPromise(program).catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
