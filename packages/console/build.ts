/**
 * Builds the console (ADR 0050): esbuild bundles `src/main.tsx` and the CSS
 * it imports into `dist/`, minified, under names carrying a content hash,
 * and writes `dist/manifest.json` naming them. Runs at `npm install`
 * (`scripts/prepare-console.ts`) and, when `dist/` is missing or older than
 * the sources, at server start (`ensureConsoleBuilt`): a few hundred
 * milliseconds. Nothing it writes is committed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs"
import { basename, join } from "node:path"
import { build } from "esbuild"

export const consoleRoot = import.meta.dirname
export const distDir = join(consoleRoot, "dist")
const srcDir = join(consoleRoot, "src")
const manifestPath = join(distDir, "manifest.json")

/**
 * The files of a build, by their hashed names: the first screen's script,
 * style sheet and the chunks the script imports at once (`preload`), and
 * every script chunk (`chunks`: those and the ones loaded later, the editor's).
 */
export interface ConsoleManifest {
  readonly js: string
  readonly css: string
  readonly preload: ReadonlyArray<string>
  readonly chunks: ReadonlyArray<string>
}

const newestSource = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name)
    return Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs)
  }, 0)

/** Whether `dist/` is missing or older than a source file. */
export const isConsoleStale = (): boolean =>
  !existsSync(manifestPath) || statSync(manifestPath).mtimeMs < newestSource(srcDir)

/** Bundles the console into `dist/`; answers its manifest. */
export const buildConsole = async (): Promise<ConsoleManifest> => {
  // Not emptied first: the names carry content hashes, so two processes building at once (workers of one
  // start) write the same bytes under the same names, and a server reading the folder never finds it empty.
  mkdirSync(distDir, { recursive: true })
  const result = await build({
    entryPoints: { app: join(srcDir, "main.tsx") },
    bundle: true,
    minify: true,
    format: "esm",
    target: ["es2022"],
    jsx: "automatic",
    jsxImportSource: "preact",
    entryNames: "[name]-[hash]",
    // The editor is loaded when first opened: the first screen carries only what the label list needs.
    splitting: true,
    chunkNames: "chunk-[hash]",
    outdir: distDir,
    metafile: true,
    legalComments: "none",
    logLevel: "warning"
  })
  const outputs = Object.entries(result.metafile.outputs).map(([path, output]) => ({
    name: basename(path),
    output
  }))
  const entry = outputs.find(({ name, output }) => output.entryPoint !== undefined && name.endsWith(".js"))
  const css = outputs.find(({ name }) => name.endsWith(".css"))?.name
  if (entry === undefined || css === undefined)
    throw new Error(`console build made ${outputs.map(({ name }) => name).join(", ")}`)
  const preload = entry.output.imports
    .filter((imported) => imported.kind === "import-statement")
    .map((imported) => basename(imported.path))
  const chunks = outputs.filter(({ name }) => name.endsWith(".js") && name !== entry.name).map(({ name }) => name)
  const manifest: ConsoleManifest = { js: entry.name, css, preload, chunks }
  // Written aside, then renamed: a reader sees the old manifest or the new one, never half of one.
  const written = `${manifestPath}.${process.pid}`
  writeFileSync(written, JSON.stringify(manifest))
  renameSync(written, manifestPath)
  return manifest
}

/** The manifest of the current build, building first when it is missing or stale. */
export const ensureConsoleBuilt = async (): Promise<ConsoleManifest> =>
  isConsoleStale() ? buildConsole() : (JSON.parse(readFileSync(manifestPath, "utf8")) as ConsoleManifest)
