/**
 * The report of `bench/api.ts`: per benchmarked path, the elabel server's
 * throughput against the raw `node:http` server answering the same bytes in
 * the same run, the ratio, the elabel p99, and the target of issue 10.
 */
import type { Summary } from "./harness.ts"
import { fmt, table } from "./stats.ts"

/** A path's result: the elabel server and its raw twin, and what issue 10 asks of it. */
export interface PathResult {
  readonly path: string
  readonly elabel: Summary
  readonly raw: Summary
  /**
   * The least ratio asked, 0..1, and the greatest p99 in ms when one is asked; none for a figure shown only
   * to explain others.
   */
  readonly target: { readonly ratio: number; readonly p99?: number } | undefined
}

const percent = (value: number) => `${fmt(100 * value, 1)} %`

/**
 * The raw server's CPU time per request over elabel's: the throughput ratio the
 * two would reach if each had the cores to itself. On a busy machine both
 * servers wait for a core and the throughput ratio drifts towards 100 %;
 * this one moves much less.
 */
const cpuRatio = (r: PathResult) => r.raw.cpu / r.elabel.cpu

/** Whether a path met its target, as a table cell. */
const verdict = (result: PathResult): string => {
  if (result.target === undefined) return "none"
  const ratio = result.elabel.rps / result.raw.rps
  const ratioMet = ratio >= result.target.ratio
  const p99Met = result.target.p99 === undefined || result.elabel.p99 <= result.target.p99
  const wanted = `≥ ${percent(result.target.ratio)}${result.target.p99 === undefined ? "" : `, p99 ≤ ${result.target.p99} ms`}`
  // A bound the baseline itself misses in the same run cannot be met by a server the baseline is the floor of.
  const unreachable =
    result.target.p99 !== undefined && result.raw.p99 > result.target.p99 ? "; the raw server's own p99 is over it" : ""
  return `${ratioMet && p99Met ? "met" : "NOT met"} (${wanted}${unreachable})`
}

/** The table of all paths, medians over the rounds. */
export const reportTable = (results: ReadonlyArray<PathResult>): string =>
  table(
    [
      "path",
      "elabel req/s",
      "raw req/s",
      "ratio",
      "elabel p99 ms",
      "raw p99 ms",
      "CPU µs/req elabel / raw",
      "CPU ratio",
      "socket errors",
      "target (on the req/s ratio)"
    ],
    results.map((r) => [
      r.path,
      fmt(r.elabel.rps),
      fmt(r.raw.rps),
      percent(r.elabel.rps / r.raw.rps),
      fmt(r.elabel.p99, 2),
      fmt(r.raw.p99, 2),
      `${fmt(r.elabel.cpu, 1)} / ${fmt(r.raw.cpu, 1)}`,
      percent(cpuRatio(r)),
      String(r.elabel.errors + r.raw.errors),
      verdict(r)
    ])
  )

/** The same table in Markdown, for a README or an issue note. */
export const reportMarkdown = (results: ReadonlyArray<PathResult>): string =>
  [
    "| path | elabel req/s | raw req/s | ratio | p99 | CPU ratio |",
    "|---|---|---|---|---|---|",
    ...results.map(
      (r) =>
        `| \`${r.path}\` | ${fmt(r.elabel.rps)} | ${fmt(r.raw.rps)} | ${percent(r.elabel.rps / r.raw.rps)} | ` +
        `${fmt(r.elabel.p99, 2)} ms | ${percent(cpuRatio(r))} |`
    )
  ].join("\n")
