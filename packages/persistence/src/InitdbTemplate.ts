/**
 * The data directory `initdb` makes for the installed PGlite, made once at
 * install (`npm install` runs `scripts/prepare-embedded.ts`) and copied into
 * every new embedded database instead of running `initdb` again (ADR 0041).
 *
 * PGlite creates a database by starting a second PostgreSQL instance and an
 * `initdb` module beside the first, copying the second one's whole WASM heap
 * before every step and handing the files over as a tarball: a first start
 * peaked at 1.1 GiB and spent 5 to 8 s there. Copying the same files costs
 * a few MB and a fraction of a second (PGlite's own `loadDataDir` would
 * unpack a tarball in memory, leaving about 40 MB of the process's heap
 * fragmented). The template depends only on the PGlite release (its
 * PostgreSQL catalogue version), so it is kept under
 * `node_modules/.cache/elabel/`, named after that release, and made again
 * when PGlite changes; without it (an install with `--ignore-scripts`)
 * PGlite runs `initdb` itself, as before.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs"
import { copyFile, cp } from "node:fs/promises"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { PGlite } from "@electric-sql/pglite"

/** Bump when what goes into the template changes, so installs make it again. */
const TEMPLATE_FORMAT = 1

/** The file whose presence makes a directory a PostgreSQL data directory, for PGlite too. */
const PG_VERSION = "PG_VERSION"

/** The installed PGlite package's folder (`…/node_modules/@electric-sql/pglite`). */
const pgliteFolder = (): string => dirname(dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite"))))

/** The installed PGlite release, as its package.json names it. */
const pgliteVersion = (): string =>
  (JSON.parse(readFileSync(join(pgliteFolder(), "package.json"), "utf8")) as { readonly version: string }).version

/** The template's folder for the installed PGlite, in `node_modules/.cache/elabel`. */
export const initdbTemplatePath = (): string =>
  join(pgliteFolder(), "..", "..", ".cache", "elabel", `pglite-${pgliteVersion()}-initdb-${TEMPLATE_FORMAT}`)

/** Whether the template for the installed PGlite is in place. */
export const hasInitdbTemplate = (): boolean => existsSync(join(initdbTemplatePath(), PG_VERSION))

/**
 * Makes the template for the installed PGlite (`initdb` into a draft
 * folder, opened once more to check it) and puts it in place in one rename,
 * so a reader sees a whole template or none; templates of other releases go.
 * Returns its path.
 */
export const createInitdbTemplate = async (): Promise<string> => {
  const path = initdbTemplatePath()
  const draft = `${path}.${process.pid}.tmp`
  mkdirSync(dirname(path), { recursive: true })
  rmSync(draft, { recursive: true, force: true })
  await (await PGlite.create({ dataDir: draft })).close()
  const check = await PGlite.create({ dataDir: draft })
  await check.query("SELECT 1")
  await check.close()
  try {
    renameSync(draft, path)
  } catch (error) {
    // Another install made it meanwhile: theirs is as good.
    rmSync(draft, { recursive: true, force: true })
    if (!hasInitdbTemplate()) throw error
  }
  for (const name of readdirSync(dirname(path))) {
    const other = join(dirname(path), name)
    if (name.startsWith("pglite-") && !name.endsWith(".tmp") && other !== path) {
      rmSync(other, { recursive: true, force: true })
    }
  }
  return path
}

/**
 * Copies the template into `dataDir` when it holds no database yet and the
 * template is there; says whether it did. `PG_VERSION` goes last: a copy
 * cut short leaves a folder PGlite does not take for a database, and the
 * next start copies again.
 */
export const copyInitdbTemplate = async (dataDir: string): Promise<boolean> => {
  if (existsSync(join(dataDir, PG_VERSION)) || !hasInitdbTemplate()) return false
  const template = initdbTemplatePath()
  await cp(template, dataDir, {
    recursive: true,
    force: true,
    filter: (source) => source !== join(template, PG_VERSION)
  })
  await copyFile(join(template, PG_VERSION), join(dataDir, PG_VERSION))
  return true
}
