/**
 * The Node options `npm start` runs the server with (the `--…` words of the
 * root package.json's `start` script), so every process the benchmarks start
 * as a server, or measure as one, runs as an operator's does.
 */
import { readFileSync } from "node:fs"

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  readonly scripts: { readonly start: string }
}

const words = manifest.scripts.start.trim().split(/\s+/)
const script = words.findIndex((word, i) => i > 0 && !word.startsWith("-"))

/** The words between `node` and the script, for example `["--max-semi-space-size=16"]`. */
export const startFlags: ReadonlyArray<string> = words[0] === "node" ? words.slice(1, script) : []
