/**
 * The export measured in the server itself: main.ts, started as `npm start`
 * starts it on the benchmark's database, answers `GET
 * /v1/workspaces/{id}/export` `runs` times over HTTP while its resident
 * memory is read from `/proc` every 10 ms. Linux only (elsewhere: none).
 */
import type { ChildProcess } from "node:child_process"
import { readFileSync } from "node:fs"
import { Effect } from "effect"
import { issueToken } from "../packages/http/src/auth/TokenIssuer.ts"
import { OWNER } from "./benchDomain.ts"
import { SECRET, stopProcesses } from "./harness.ts"
import { startMain } from "./mainProcess.ts"

/** What one server did: its RSS once started and idle, and per export its peak RSS and duration. */
export interface ServerExportMemory {
  readonly idleMiB: number
  readonly exports: ReadonlyArray<{ readonly peakMiB: number; readonly ms: number }>
}

/** The resident set of process `pid` in MiB, or `undefined` without `/proc`. */
const rssMiB = (pid: number): number | undefined => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]
    return kb === undefined ? undefined : Number(kb) / 1024
  } catch {
    return undefined
  }
}

/** One export read to its end, with the server's peak RSS meanwhile. */
const oneExport = async (url: string, token: string, pid: number) => {
  let peak = rssMiB(pid) ?? 0
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid) ?? 0)
  }, 10)
  const started = performance.now()
  try {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
    if (!response.ok || response.body === null) throw new Error(`export answered ${response.status}`)
    for await (const _ of response.body);
  } finally {
    clearInterval(timer)
  }
  return { peakMiB: Math.max(peak, rssMiB(pid) ?? 0), ms: performance.now() - started }
}

export const serverExportMemory = async (
  databaseUrl: string,
  workspace: string,
  runs: number
): Promise<ServerExportMemory | undefined> => {
  const started: Array<ChildProcess> = []
  try {
    const server = await startMain(started, databaseUrl, 1, { ELABEL_RATE_LIMIT: "off" })
    if (rssMiB(server.pid) === undefined) return undefined
    const token = await Effect.runPromise(issueToken({ userId: OWNER, expiresIn: "1h", secret: SECRET }))
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const idleMiB = rssMiB(server.pid) ?? 0
    const exports: Array<{ peakMiB: number; ms: number }> = []
    for (let run = 0; run < runs; run++) {
      exports.push(await oneExport(`${server.url}/v1/workspaces/${workspace}/export`, token, server.pid))
    }
    return { idleMiB, exports }
  } finally {
    await stopProcesses(started)
  }
}
