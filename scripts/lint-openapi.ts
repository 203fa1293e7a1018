/**
 * Lints the OpenAPI document the server serves with Redocly CLI's
 * recommended rules (`redocly.yaml`), offline: the document is written to
 * `test-artifacts/openapi.json` (the path `.redocly.lint-ignore.yaml` names)
 * and linted there, with Redocly's telemetry and update check off. Fails on
 * any error or warning; `npm run lint:openapi` runs it, and a test does too.
 */
import { spawnSync } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { OpenApi } from "effect/http-api"
import { ElabelApi } from "../packages/http/src/api/ElabelApi.ts"

const root = join(import.meta.dirname, "..")

/** One finding of the linter. */
export interface LintProblem {
  readonly ruleId: string
  readonly severity: string
  readonly message: string
  readonly pointer: string
}

/** The findings Redocly reports on the served document (those the ignore file names are not among them). */
export const lintOpenApi = (): ReadonlyArray<LintProblem> => {
  mkdirSync(join(root, "test-artifacts"), { recursive: true })
  writeFileSync(join(root, "test-artifacts/openapi.json"), JSON.stringify(OpenApi.fromApi(ElabelApi), null, 2))
  const run = spawnSync(
    process.execPath,
    [
      join(root, "node_modules/@redocly/cli/bin/cli.js"),
      "lint",
      "test-artifacts/openapi.json",
      "--config",
      "redocly.yaml",
      "--format",
      "json"
    ],
    {
      cwd: root,
      encoding: "utf8",
      timeout: 120_000,
      env: { PATH: process.env.PATH ?? "", REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" }
    }
  )
  const start = run.stdout.indexOf("{")
  if (start < 0) throw new Error(`redocly lint printed no report:\n${run.stdout}${run.stderr}`)
  const report = JSON.parse(run.stdout.slice(start)) as {
    problems: Array<{
      ruleId: string
      severity: string
      message: string
      ignored?: boolean
      location: Array<{ pointer: string }>
    }>
  }
  return report.problems
    .filter((problem) => problem.ignored !== true)
    .map((problem) => ({
      ruleId: problem.ruleId,
      severity: problem.severity,
      message: problem.message,
      pointer: problem.location[0]?.pointer ?? ""
    }))
}

if (import.meta.main) {
  const problems = lintOpenApi()
  for (const problem of problems)
    console.log(`${problem.severity} ${problem.ruleId} ${problem.pointer}: ${problem.message}`)
  console.log(`redocly lint: ${problems.length} errors and warnings`)
  process.exit(problems.length === 0 ? 0 : 1)
}
