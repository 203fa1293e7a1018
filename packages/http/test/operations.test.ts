/**
 * The operator's kit (issue 31, item 5): the alert rules pass `promtool
 * check rules` and their unit tests, `promtool test rules` (skipped, naming what is missing, without Debian's
 * `prometheus` package), every alert has its runbook in
 * `docs/operations.md`, every metric the code defines is documented there,
 * and the rules and the Grafana dashboard use only metrics the code defines.
 */
import { execFileSync } from "node:child_process"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { root } from "./support/processes.ts"

const PROMTOOL = "/usr/bin/promtool"
const rules = join(root, "ops/prometheus/elabel-alerts.yml")
const dashboard = join(root, "ops/grafana/elabel-dashboard.json")
const operations = readFileSync(join(root, "docs/operations.md"), "utf8")

/** Every `.ts` file under `dir`. */
const sources = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : path.endsWith(".ts") ? [path] : []
  })

/** The metric names the code defines (string literals `"elabel_…"` given to a metric or gauge). */
const defined = new Set(
  ["packages/http/src", "packages/persistence/src"]
    .flatMap((dir) => sources(join(root, dir)))
    .flatMap((file) => [
      ...readFileSync(file, "utf8").matchAll(/(?:counter|histogram|gauge|pulledGauge)\(\s*"(elabel_[a-z0-9_]+)"/g)
    ])
    .map((match) => match[1] as string)
)

/** The metric names an expression text uses (histogram series named by their family). */
const used = (text: string): Set<string> =>
  new Set([...text.matchAll(/\b(elabel_[a-z0-9_]+?)(?:_bucket|_count|_sum)?\b/g)].map((match) => match[1] as string))

describe("operations", () => {
  it.skipIf(!existsSync(PROMTOOL))(
    `the alert rules pass promtool check rules (needs ${PROMTOOL}: apt-get install prometheus)`,
    () => {
      const output = execFileSync(PROMTOOL, ["check", "rules", rules], { encoding: "utf8", stdio: "pipe" })
      assert.include(output, "SUCCESS")
    }
  )

  it.skipIf(!existsSync(PROMTOOL))(
    `the alert rules pass their unit tests, promtool test rules (needs ${PROMTOOL})`,
    () => {
      const output = execFileSync(PROMTOOL, ["test", "rules", join(root, "ops/prometheus/elabel-alerts.test.yml")], {
        encoding: "utf8",
        stdio: "pipe"
      })
      assert.include(output, "SUCCESS")
    }
  )

  it("every alert has its runbook section, and its runbook annotation points to it", () => {
    const text = readFileSync(rules, "utf8")
    const alerts = [...text.matchAll(/- alert: (\w+)/g)].map((match) => match[1] as string)
    assert.isAtLeast(alerts.length, 7)
    for (const alert of alerts) {
      assert.include(operations, `\n### ${alert}\n`, `docs/operations.md has no runbook for ${alert}`)
      assert.include(text, `docs/operations.md#${alert.toLowerCase()}`, `${alert}'s runbook annotation`)
    }
    for (const named of [
      "5xx",
      "/l/{ref}",
      "0.05",
      "> 600",
      "elabel_replica_in_use",
      "elabel_statistics_batches",
      "elabel_db_pool_connections_in_use",
      "elabel_db_pool_acquire_duration_seconds"
    ]) {
      assert.include(text, named, "one of the alerts the issue names")
    }
  })

  it("every metric the code defines is documented; the rules and the dashboard use only those", () => {
    assert.isAtLeast(defined.size, 15)
    for (const name of defined) assert.include(operations, `| \`${name}\` |`, `${name} is not in docs/operations.md`)
    const board = JSON.parse(readFileSync(dashboard, "utf8")) as {
      readonly panels: ReadonlyArray<{ readonly targets: ReadonlyArray<{ readonly expr: string }> }>
    }
    const expressions = board.panels.flatMap((panel) => panel.targets.map((target) => target.expr)).join("\n")
    for (const [what, text] of [
      ["the dashboard", expressions],
      ["the alert rules", readFileSync(rules, "utf8")]
    ] as const) {
      for (const name of used(text)) assert.isTrue(defined.has(name), `${what} uses ${name}, which no code defines`)
    }
  })
})
