/**
 * The server started as an operator starts it: `packages/http/src/main.ts`
 * with the Node options of `npm start`, on a database of the benchmark's.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { join } from "node:path"
import { SECRET } from "./harness.ts"
import { startFlags } from "./startFlags.ts"

const main = join(import.meta.dirname, "..", "packages/http/src/main.ts")

/**
 * Starts main.ts with `ELABEL_WORKERS=workers` on `databaseUrl` (and any
 * further `env`), adding the process to `started`; resolves with its URL
 * once every worker listens.
 */
export const startMain = (
  started: Array<ChildProcess>,
  databaseUrl: string,
  workers: number,
  env: NodeJS.ProcessEnv = {}
) =>
  new Promise<{ readonly url: string; readonly pid: number }>((resolve, reject) => {
    const child = spawn(process.execPath, [...startFlags, main], {
      cwd: join(import.meta.dirname, ".."),
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        ELABEL_JWT_SECRET: SECRET,
        PORT: "0",
        ELABEL_WORKERS: String(workers),
        ...env
      },
      stdio: ["ignore", "pipe", "inherit"]
    })
    started.push(child)
    const timer = setTimeout(() => reject(new Error(`ELABEL_WORKERS=${workers} did not listen within 120 s`)), 120_000)
    let output = ""
    child.stdout.on("data", (chunk) => {
      output += String(chunk)
      const urls = [...output.matchAll(/elabel listening on (http:\/\/\S+)/g)].map((match) => match[1] ?? "")
      if (urls.length !== workers) return
      clearTimeout(timer)
      resolve({ url: urls[0] ?? "", pid: child.pid ?? 0 })
    })
    child.once("error", (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`ELABEL_WORKERS=${workers} exited with ${code}`))
    })
  })
