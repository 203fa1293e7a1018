/**
 * `<dataDir>/.lock`: the embedded database belongs to one process. PGlite
 * itself does not notice a second process opening its files (both would
 * write and corrupt them), so whoever opens it (the server or the CLI) holds
 * this file, naming its pid, until it closes the database. A lock left by a
 * process that no longer runs (killed, crashed) is taken over.
 */
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { PersistenceUnavailable } from "@elabel/domain"
import { Effect, Layer } from "effect"

/** Name of the lock file inside `ELABEL_DATA_DIR`. */
export const LOCK_FILE = ".lock"

/** Lock files this process holds: a lock naming our own pid but not in here is a previous run's. */
const held = new Set<string>()

const isErrno = (error: unknown, code: string): boolean =>
  typeof error === "object" && error !== null && (error as { readonly code?: unknown }).code === code

/** The pid a lock file names; `"gone"` if it vanished meanwhile, `undefined` if it names none. */
const holderOf = (path: string): number | "gone" | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(path, "utf8").trim(), 10)
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined
  } catch (error) {
    if (isErrno(error, "ENOENT")) return "gone"
    throw error
  }
}

/** Whether a process with this pid runs (one of another user counts: `EPERM`). */
const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return isErrno(error, "EPERM")
  }
}

/** Creates the lock with our pid in one step (link of a complete file), or answers false if it exists. */
const tryCreate = (path: string): boolean => {
  const draft = `${path}.${process.pid}`
  writeFileSync(draft, `${process.pid}\n`, { mode: 0o600 })
  try {
    linkSync(draft, path)
    return true
  } catch (error) {
    if (isErrno(error, "EEXIST")) return false
    throw error
  } finally {
    unlinkSync(draft)
  }
}

/**
 * Moves a stale lock aside; if another process took it over meanwhile (the
 * file moved names someone else), puts that one back.
 */
const takeOver = (path: string, stale: number | undefined) => {
  const aside = `${path}.stale.${process.pid}`
  try {
    renameSync(path, aside)
  } catch (error) {
    if (isErrno(error, "ENOENT")) return
    throw error
  }
  const moved = holderOf(aside)
  if (moved !== stale && moved !== "gone") {
    try {
      linkSync(aside, path)
    } catch (error) {
      if (!isErrno(error, "EEXIST")) throw error
    }
  }
  unlinkSync(aside)
}

const inUse = (dir: string, pid: number) =>
  new PersistenceUnavailable({
    reason:
      pid === process.pid
        ? `the embedded database in ${dir} is already open in this process`
        : `the embedded database in ${dir} is in use by process ${pid} (a running elabel server or CLI): ` +
          "the embedded database belongs to one process, so stop that one first (or share a PostgreSQL database " +
          `through DATABASE_URL); if no such process runs, delete ${join(dir, LOCK_FILE)}`
  })

const acquire = (dir: string): Effect.Effect<string, PersistenceUnavailable> =>
  Effect.suspend(() => {
    const path = join(dir, LOCK_FILE)
    try {
      mkdirSync(dir, { recursive: true, mode: 0o700 })
      for (let attempt = 0; attempt < 5; attempt++) {
        if (tryCreate(path)) {
          held.add(path)
          return Effect.succeed(path)
        }
        const holder = holderOf(path)
        if (holder === "gone") continue
        const ours = holder === process.pid && held.has(path)
        if (holder !== undefined && (ours || (holder !== process.pid && isRunning(holder)))) {
          return Effect.fail(inUse(dir, holder))
        }
        takeOver(path, holder)
      }
      return Effect.fail(new PersistenceUnavailable({ reason: `could not lock ${path}: it keeps changing` }))
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error)
      return Effect.fail(new PersistenceUnavailable({ reason: `could not lock ${path}: ${detail}` }))
    }
  })

/** Removes the lock if it is still ours; a failure to remove it leaves a stale lock, taken over next time. */
const release = (path: string) =>
  Effect.sync(() => {
    held.delete(path)
    try {
      if (holderOf(path) === process.pid) unlinkSync(path)
    } catch {
      // Nothing to do: the next opener finds our pid dead and takes the lock over.
    }
  })

/** Holds `<dataDir>/.lock` for as long as the layer lives; fails at once if another live process holds it. */
export const dataDirLock = (dataDir: string): Layer.Layer<never, PersistenceUnavailable> =>
  Layer.effectDiscard(Effect.acquireRelease(acquire(resolve(dataDir)), release))
