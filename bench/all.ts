/**
 * `npm run bench`: `bench/api.ts`, then `bench/workers.ts`, then the write
 * phase `bench/writes.ts`, then `bench/refusals.ts`, then
 * `bench/observability.ts` (metrics and tracing on against off, `--pin`), then `bench/mediaServe.ts`
 * (a picture variant and the page showing it, `--pin`), with the flags given to
 * `npm run bench -- …`. All take `--duration`, `--warmup` and `--rounds`;
 * `--connections` goes to the read phases and the refusals (the writes run at
 * 20 unless `--write-connections` says otherwise); `--bulk` and `--spread` go
 * to `api.ts` only, `--labels` to `writes.ts` only.
 */
import { spawnSync } from "node:child_process"
import { parseArgs } from "node:util"

const load = ["connections", "duration", "warmup", "rounds"] as const
const { values: flags } = parseArgs({
  options: Object.fromEntries(
    [...load, "bulk", "spread", "labels", "write-connections"].map((name) => [name, { type: "string" as const }])
  )
})
const asArgs = (names: ReadonlyArray<string>) =>
  names.flatMap((name) => (flags[name] === undefined ? [] : [`--${name}`, String(flags[name])]))

const run = (script: string, args: ReadonlyArray<string>) => {
  const { status } = spawnSync(process.execPath, [new URL(script, import.meta.url).pathname, ...args], {
    stdio: "inherit"
  })
  if (status !== 0) process.exit(status ?? 1)
}

run("api.ts", asArgs([...load, "bulk", "spread"]))
run("workers.ts", asArgs(load))
const writeConnections =
  flags["write-connections"] === undefined ? [] : ["--connections", String(flags["write-connections"])]
run("writes.ts", [...asArgs(["duration", "warmup", "rounds", "labels"]), ...writeConnections])
run("refusals.ts", asArgs(load))
// Pinned: the two servers compared get the same core, and wrk never takes it (docs/operations.md).
run("observability.ts", [...asArgs(load), "--pin"])
run("mediaServe.ts", [...asArgs(load), "--pin"])
