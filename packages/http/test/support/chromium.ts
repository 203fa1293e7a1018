/**
 * Headless Chromium for the browser tests: Debian's package, driven by
 * `playwright-core` (which never downloads a browser), one per test file,
 * and screenshots in `test-artifacts/` at the repo root for a person to look
 * at. Without Chromium on the machine the tests skip, saying why.
 */
import { existsSync, mkdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Context, Effect, Layer } from "effect"
import { type Browser, chromium, type Page } from "playwright-core"

export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium"

/** Why the browser tests skip, or undefined when Chromium is there. */
export const chromiumMissing: string | undefined = existsSync(chromiumPath)
  ? undefined
  : `headless Chromium not found at ${chromiumPath}: install Debian's chromium (apt-get install chromium) to run the browser test`

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

/** A full-page screenshot of `page` in `test-artifacts/<name>`. */
export const screenshot = (page: Page, name: string) =>
  Effect.promise(() => {
    mkdirSync(artifacts, { recursive: true })
    return page.screenshot({ path: `${artifacts}${name}`, fullPage: true })
  })
