/**
 * The Node options `npm start` runs the server with (the `--…` words of the
 * root package.json's `start` script), so every process the benchmarks start
 * as a server, or measure as one, runs as an operator's does.
 */
import { readFileSync } from "node:fs"

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  readonly scripts: { readonly start: string }
}

/** For example `["--max-semi-space-size=16"]`. */
export const startFlags: ReadonlyArray<string> = manifest.scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith("--"))
