/**
 * A server started with `ELABEL_WORKERS=2` on PostgreSQL for the tests of
 * several processes, and the means to tell its workers apart.
 */
import { readdirSync, readFileSync } from "node:fs"
import { Effect, Redacted, Schedule } from "effect"
import { readyPid } from "./newConnection.ts"
import { listeningUrl, type Started, startServer } from "./processes.ts"
import { TEST_SECRET } from "./tokens.ts"

/** Asks `/health/ready` on new connections until `count` different pids (none of them `excluded`) answered. */
export const workerPids = (base: string, count: number, excluded: ReadonlyArray<number> = []) =>
  Effect.gen(function* () {
    const seen = new Set<number>()
    yield* readyPid(base).pipe(
      Effect.tap((pid) => Effect.sync(() => excluded.includes(pid) || seen.add(pid))),
      Effect.repeat({ until: () => seen.size >= count, schedule: Schedule.spaced("20 millis") }),
      Effect.timeout("20 seconds")
    )
    return [...seen]
  })

/** Polls the output until it contains `text` (or a match of it). */
export const logged = (started: Started, text: string | RegExp) =>
  Effect.suspend(() => {
    const output = started.output()
    return (typeof text === "string" ? output.includes(text) : text.test(output)) ? Effect.void : Effect.fail("not yet")
  }).pipe(Effect.retry({ schedule: Schedule.spaced("50 millis") }), Effect.timeout("20 seconds"))

/** Two workers of `ELABEL_WORKERS=2` on a fresh database: the started primary, its URL, the workers' pids. */
export const twoWorkers = (databaseUrl: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const started = yield* startServer({
      DATABASE_URL: Redacted.value(databaseUrl),
      ELABEL_JWT_SECRET: TEST_SECRET,
      ELABEL_WORKERS: "2"
    })
    const base = yield* listeningUrl(started, "60 seconds")
    const pids = yield* workerPids(base, 2)
    return { started, base, pids }
  })

/** The pids of the running children of process `parent` (Linux `/proc`): the workers a primary forked. */
export const childPids = (parent: number): ReadonlyArray<number> =>
  readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // `pid (comm) state ppid …`: the command may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === parent
      } catch {
        return false
      }
    })
    .map(Number)
