/**
 * A throwaway PostgreSQL primary, with any number of streaming replicas of
 * it, made with the machine's own server binaries (`initdb`, `pg_basebackup`,
 * `pg_ctl`) on free ports in a temporary directory; every server is stopped
 * and the directory removed when the scope closes. The tests stop and start
 * them, as outages do. `replicaSkipReason` says why it cannot run here
 * (binaries missing; running as root without a `postgres` user to run them
 * as, since `initdb` refuses root).
 */
import { execFile, execFileSync } from "node:child_process"
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Redacted } from "effect"
import { freePort } from "./processes.ts"

const TOOLS = ["initdb", "pg_basebackup", "pg_ctl"]

/** The newest `/usr/lib/postgresql/<version>/bin` holding every tool, if any. */
const binDir = (() => {
  const base = "/usr/lib/postgresql"
  if (!existsSync(base)) return undefined
  return readdirSync(base)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(base, version, "bin"))
    .find((dir) => TOOLS.every((tool) => existsSync(join(dir, tool))))
})()

/** The uid and gid of the `postgres` user when this process runs as root (initdb refuses root). */
const runAs = (() => {
  if (process.getuid?.() !== 0) return undefined
  try {
    const [uid, gid] = ["-u", "-g"].map((flag) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" })))
    return uid === undefined || gid === undefined ? undefined : { uid, gid }
  } catch {
    return undefined
  }
})()

/** Why no replica can be started on this machine, or `undefined` when one can. */
export const replicaSkipReason: string | undefined =
  binDir === undefined
    ? `no PostgreSQL server binaries (${TOOLS.join(", ")}) under /usr/lib/postgresql/<version>/bin`
    : process.getuid?.() === 0 && runAs === undefined
      ? "running as root without a postgres user: initdb refuses to run as root"
      : undefined

/** Runs a server binary (as `postgres` when this process is root). */
const tool = (name: string, ...args: ReadonlyArray<string>) =>
  Effect.callback<string, Error>((resume) => {
    const command = join(binDir ?? "", name)
    const [file, argv] = runAs === undefined ? [command, args] : ["runuser", ["-u", "postgres", "--", command, ...args]]
    execFile(file, argv, { encoding: "utf8" }, (error, stdout, stderr) =>
      resume(error === null ? Effect.succeed(stdout) : Effect.fail(new Error(`${name} failed: ${stderr || error}`)))
    )
  })

/** `pg_ctl stop -m immediate` of the data directory `data` in `dir`: no shutdown checkpoint, as a crash. */
const stop = (dir: string, data: string) =>
  Effect.asVoid(tool("pg_ctl", "-D", join(dir, data), "-m", "immediate", "stop"))

/** `pg_ctl start` of the data directory `data` on `port`, sockets and log in `dir`. */
const start = (dir: string, data: string, port: number) =>
  tool(
    "pg_ctl",
    "-D",
    join(dir, data),
    "-l",
    join(dir, `${data}.log`),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "start"
  )

/** The servers: superuser URLs of their `postgres` database, and outages on demand. */
export interface ThrowawayPostgres {
  readonly primaryUrl: Redacted.Redacted<string>
  readonly replicaUrls: ReadonlyArray<Redacted.Redacted<string>>
  /** Stops the primary at once (as a crash or an outage would). */
  readonly stopPrimary: Effect.Effect<void, Error>
  /** Starts the stopped primary again, on its port. */
  readonly startPrimary: Effect.Effect<void, Error>
  /** Stops replica `i` (from 0) at once. */
  readonly stopReplica: (i: number) => Effect.Effect<void, Error>
}

/** Starts a primary and `replicas` streaming replicas of it for the life of the scope. */
export const throwawayPostgres = (replicas: number) =>
  Effect.gen(function* () {
    const names = Array.from({ length: replicas }, (_, i) => `replica${i + 1}`)
    const dir = yield* Effect.acquireRelease(
      Effect.sync(() => {
        const made = mkdtempSync(join(tmpdir(), "elabel-pg-"))
        if (runAs !== undefined) chownSync(made, runAs.uid, runAs.gid)
        return made
      }),
      (made) =>
        Effect.forEach([...names, "primary"], (data) => stop(made, data).pipe(Effect.ignore)).pipe(
          Effect.andThen(Effect.sync(() => rmSync(made, { recursive: true, force: true })))
        )
    )
    const [primaryPort = 0, ...replicaPorts] = yield* Effect.all(Array.from({ length: replicas + 1 }, () => freePort))
    yield* tool("initdb", "-D", join(dir, "primary"), "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8")
    yield* start(dir, "primary", primaryPort)
    yield* Effect.forEach(names, (name, i) =>
      Effect.gen(function* () {
        const basebackup = ["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres", "-D", join(dir, name)]
        yield* tool("pg_basebackup", ...basebackup, "-R", "-X", "stream", "-c", "fast")
        yield* start(dir, name, replicaPorts[i] ?? 0)
      })
    )
    const url = (port: number) => Redacted.make(`postgres://postgres@127.0.0.1:${port}/postgres`)
    return {
      primaryUrl: url(primaryPort),
      replicaUrls: replicaPorts.map(url),
      stopPrimary: stop(dir, "primary"),
      startPrimary: Effect.asVoid(start(dir, "primary", primaryPort)),
      stopReplica: (i) => stop(dir, names[i] ?? "")
    } satisfies ThrowawayPostgres
  })
