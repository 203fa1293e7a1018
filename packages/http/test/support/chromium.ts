/**
 * Headless Chromium for the browser tests: Debian's package, driven by
 * `playwright-core`, which never downloads a browser. One browser per test
 * file (`ChromiumLive`), screenshots in `test-artifacts/` at the repo root
 * for a person to look at, and axe-core run inside a page. Without Chromium
 * on the machine a browser test skips (`describeInChromium`), saying why.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { describe, it } from "@effect/vitest"
import { Context, Effect, Layer } from "effect"
import { type Browser, chromium, type Locator, type Page } from "playwright-core"

export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
const artifacts = fileURLToPath(new URL("../../../../test-artifacts/", import.meta.url))

/** Flags for a root user on a machine whose only network is loopback (see the machine notes). */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-gpu",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run"
]

/** The browser, one for the file, closed with the layer. */
export class Chromium extends Context.Service<Chromium, Browser>()("test/Chromium") {}

export const ChromiumLive = Layer.effect(
  Chromium,
  Effect.acquireRelease(
    Effect.promise(() => chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS, timeout: 30_000 })),
    (browser) => Effect.promise(() => browser.close())
  )
)

/** A screenshot of one part of a page (`locator`) in `test-artifacts/{name}`. */
export const screenshotOf = (locator: Locator, name: string) =>
  Effect.promise(() => {
    mkdirSync(artifacts, { recursive: true })
    return locator.screenshot({ path: `${artifacts}${name}` })
  })

/** A full-page screenshot of `page` in `test-artifacts/{name}`. */
export const screenshot = (page: Page, name: string) =>
  Effect.promise(() => {
    mkdirSync(artifacts, { recursive: true })
    return page.screenshot({ path: `${artifacts}${name}`, fullPage: true })
  })

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

/** One axe-core violation: the rule, and the markup of each node it found. */
export interface AxeViolation {
  readonly id: string
  readonly help: string
  readonly nodes: ReadonlyArray<string>
}

/**
 * The WCAG 2.x A and AA (and best-practice) violations axe-core finds on the
 * open page. The script is evaluated through the browser's debugging
 * protocol, which the pages' Content-Security-Policy (no script) does not
 * govern; a `<script>` element would be refused.
 */
export const axeViolations = (page: Page) =>
  Effect.promise(async () => {
    await page.evaluate(axeSource)
    return page.evaluate(async () => {
      type Found = { violations: Array<{ id: string; help: string; nodes: Array<{ html: string }> }> }
      const axe = (globalThis as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Found> } })
        .axe
      const result = await axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] }
      })
      return result.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        nodes: violation.nodes.map((node) => node.html)
      }))
    }) as Promise<ReadonlyArray<AxeViolation>>
  })

/** Why the browser tests skip, or undefined when Chromium is there. */
export const chromiumMissing: string | undefined = existsSync(chromiumPath)
  ? undefined
  : `headless Chromium not found at ${chromiumPath}: install Debian's chromium (apt-get install chromium) to run the browser test`

/** Runs `tests` when Chromium is installed; else one skipped test that says why. */
export const describeInChromium = (suite: string, tests: () => void) => {
  if (chromiumMissing === undefined) return tests()
  const reason = chromiumMissing
  // Also written to stderr at collection, so the skip shows in a run that lists files rather than tests.
  console.warn(`SKIPPED: ${reason}`)
  describe(suite, () => {
    it.skip(reason, () => {})
  })
}
