/**
 * `npm run bench`: `bench/api.ts`, then `bench/workers.ts`, then
 * `bench/refusals.ts`, with the flags given to `npm run bench -- …`. All take
 * the load flags (`--connections`, `--duration`, `--warmup`, `--rounds`);
 * `--bulk` and `--spread` go to `api.ts` only.
 */
import { spawnSync } from "node:child_process"
import { parseArgs } from "node:util"

const load = ["connections", "duration", "warmup", "rounds"] as const
const { values: flags } = parseArgs({
  options: Object.fromEntries([...load, "bulk", "spread"].map((name) => [name, { type: "string" as const }]))
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
run("refusals.ts", asArgs(load))
