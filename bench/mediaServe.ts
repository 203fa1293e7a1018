/**
 * The second half of `npm run bench:media` (issue 28 item 7): a picture's
 * variant `GET /m/{sha256}/{variant}` and the page that shows it,
 * `GET /l/{ref}`, loaded with wrk on the elabel server (the embedded
 * default, as `npm start`), each against a bare `node:http` server of the
 * same run replaying the very bytes and headers the elabel server answered
 * (`rawServer.ts`). The picture is uploaded over the API, named by the label
 * (which records a published version showing it), and both paths are asked
 * once before the load, so the variant is made and kept, as after a page's
 * first visitor. Rounds alternate the servers; medians shown, with the
 * machine's load average. Flags: --connections 50, --duration 5,
 * --warmup 2, --rounds 3, --pin (the servers on CPU 0, wrk on the other cores).
 * It prints numbers; it asserts nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import { join } from "node:path"
import sharp from "sharp"
import { loadFromArgs, measure, PHONE, recordAnswer, SECRET, startServer, stopServers, type Target } from "./harness.ts"
import { fmt } from "./stats.ts"

const load = loadFromArgs("npm run bench:media", "5")

interface Seeded {
  readonly url: string
  readonly token: string
  readonly workspaceId: string
  readonly labelId: string
  readonly labelRef: string
}

/** A call of the API that must succeed. */
const api = async (seeded: Seeded, method: string, path: string, body: BodyInit, type = "application/json") => {
  const response = await fetch(`${seeded.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${seeded.token}`, "content-type": type },
    body
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return JSON.parse(text) as Record<string, unknown>
}

const main = async () => {
  const dataDir = mkdtempSync(join(os.tmpdir(), "elabel-bench-media-"))
  try {
    const { ELABEL_DATABASE: _memory, DATABASE_URL: _postgres, ...environment } = process.env
    const elabel = await startServer<Seeded>("elabel", "elabelServer.ts", {
      ...environment,
      PORT: "0",
      HOST: "127.0.0.1",
      ELABEL_JWT_SECRET: SECRET,
      ELABEL_DATA_DIR: dataDir,
      ELABEL_RATE_LIMIT: "off"
    })
    const seeded = elabel.info
    // A bottle of 1200 × 1800 (a phone photo's proportions), as a producer would upload it.
    const bottle = await sharp({ create: { width: 1200, height: 1800, channels: 3, background: "#7a1f2b" } })
      .jpeg({ quality: 90 })
      .toBuffer()
    const media = await api(seeded, "POST", `/v1/workspaces/${seeded.workspaceId}/media`, bottle, "image/jpeg")
    await api(seeded, "PATCH", `/v1/labels/${seeded.labelId}`, JSON.stringify({ image_id: media.id }))
    const page = `/l/${seeded.labelRef}`
    const variant = `/m/${media.sha256}/jpeg-640`
    const elabelTarget = (name: string, path: string): Target => ({
      name: `${name} elabel`,
      origin: seeded.url,
      paths: [path],
      headers: [PHONE],
      pid: elabel.pid
    })
    const targets = { variant: elabelTarget("variant", variant), page: elabelTarget("page", page) }
    const recorded = [await recordAnswer("/m/", targets.variant), await recordAnswer("/l/", targets.page)]
    const pageBody = Buffer.from(recorded[1]!.body, "base64").toString()
    if (!pageBody.includes(variant)) throw new Error(`the page does not show ${variant}`)
    const answersFile = join(dataDir, "answers.json")
    writeFileSync(answersFile, JSON.stringify(recorded))
    const raw = await startServer<{ url: string }>("raw server", "rawServer.ts", {
      ...process.env,
      BENCH_ANSWERS: answersFile
    })
    const rawTarget = (name: string, path: string): Target => ({
      name: `${name} raw`,
      origin: raw.info.url,
      paths: [path],
      headers: [PHONE],
      pid: raw.pid
    })
    const bytes = recorded.map((answer) => Buffer.from(answer.body, "base64").length)
    const loadBefore = os.loadavg()
    console.log(
      `embedded default; wrk 1 thread, ${load.connections} connections, ${load.warmup} s warm-up + ` +
        `${load.duration} s per run, ${load.rounds} rounds; ${os.availableParallelism()} cores; ` +
        `variant ${bytes[0]} bytes (${variant.slice(0, 12)}…/jpeg-640), page ${bytes[1]} bytes; ` +
        `load average ${loadBefore.map((l) => l.toFixed(2)).join(" ")}`
    )
    const summaries = await measure(load, [
      rawTarget("variant", variant),
      targets.variant,
      rawTarget("page", page),
      targets.page
    ])
    console.log(
      `load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`
    )
    console.log(
      "\n| path | raw node:http req/s | elabel req/s | elabel/raw | p99 ms raw / elabel | CPU µs/req raw / elabel |"
    )
    console.log("|---|---|---|---|---|---|")
    for (const [label, at] of [
      ["`GET /m/{sha256}/jpeg-640`", 0],
      ["`GET /l/{ref}` with the picture", 2]
    ] as const) {
      const rawSummary = summaries[at]!
      const elabelSummary = summaries[at + 1]!
      console.log(
        `| ${label} | ${fmt(rawSummary.rps)} | ${fmt(elabelSummary.rps)} | ` +
          `${fmt((100 * elabelSummary.rps) / rawSummary.rps, 1)} % | ${fmt(rawSummary.p99, 1)} / ${fmt(elabelSummary.p99, 1)} | ` +
          `${fmt(rawSummary.cpu, 1)} / ${fmt(elabelSummary.cpu, 1)} |`
      )
    }
  } finally {
    await stopServers()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
