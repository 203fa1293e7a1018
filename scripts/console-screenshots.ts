/**
 * `npm run docs:console`: the README's console screenshots, from a real run.
 * Starts the server as `npm start` does on an empty embedded database (a
 * temporary data dir), signs in with the sign-in link its first start logs,
 * creates and edits a label through the console in headless Chromium, and
 * saves the screens in `docs/console/` (or the folder given as argument);
 * `packages/http/test/console/consoleScreenshots.test.ts` runs it.
 */
import { spawn } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium, type Page } from "playwright-core"

const root = join(import.meta.dirname, "..")
const out = process.argv[2] ?? join(root, "docs", "console")
mkdirSync(out, { recursive: true })
const dataDir = mkdtempSync(join(tmpdir(), "elabel-console-shots-"))
const server = spawn(process.execPath, [join(root, "packages/http/src/main.ts")], {
  env: { ...process.env, PORT: "0", ELABEL_DATA_DIR: dataDir, DATABASE_URL: "", ELABEL_DATABASE: "" },
  stdio: ["ignore", "pipe", "pipe"]
})
let log = ""
server.stdout.on("data", (chunk) => {
  log += String(chunk)
})
server.stderr.on("data", (chunk) => {
  log += String(chunk)
})

const waitFor = async (pattern: RegExp, timeoutMs: number): Promise<string> => {
  const started = Date.now()
  for (;;) {
    const found = pattern.exec(log)?.[1]
    if (found !== undefined) return found
    if (Date.now() - started > timeoutMs) throw new Error(`server log never showed ${pattern}:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const shoot = (page: Page, name: string) => page.screenshot({ path: join(out, name), fullPage: name.includes("phone") })

try {
  const origin = await waitFor(/elabel listening on (http:\/\/\S+)/, 120_000)
  const link = (await waitFor(/(http:\/\/\S+\/console\/sign-in\?token=\S+)/, 1_000)).replace(/^http:\/\/[^/]+/, origin)
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox"]
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 }, locale: "en-GB" })
    page.setDefaultTimeout(60_000)
    await page.goto(link)
    await shoot(page, "sign-in.png")
    await page.getByRole("button", { name: "Sign in" }).click()
    await page.getByRole("link", { name: "Demo Winery" }).click()
    await page.getByLabel("Name", { exact: true }).fill("Riesling Kabinett")
    await page.getByLabel("Vintage").fill("2024")
    await page.getByRole("button", { name: "Create label" }).click()
    await page.getByRole("heading", { name: /Riesling Kabinett/ }).waitFor()
    await page.getByLabel("Category", { exact: true }).selectOption("wine")
    await page.getByLabel("Colour").selectOption("white")
    await page.getByLabel("Alcohol (% vol)").fill("11.5")
    await page.getByLabel("Residual sugar (g/l)").fill("28")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByRole("status").getByText("Saved").waitFor()
    await page.getByLabel("GTIN").fill("4006381333932")
    await page.getByLabel("Find a grape variety (name or synonym)").fill("Riesling")
    await page.getByRole("button", { name: "Add Riesling", exact: true }).click()
    await page.getByLabel("Riesling: share (%)").fill("100")
    await page.getByRole("button", { name: "Save grape varieties" }).click()
    await page.getByRole("button", { name: "Add packaging part" }).click()
    const part = page.locator("#group-packagings fieldset").last()
    await part.getByLabel("Part", { exact: true }).selectOption("bottle")
    await part.getByLabel("Material (recycling code)").selectOption({ index: 1 })
    await part.getByLabel("Disposal").selectOption("separate_collection")
    await page.getByRole("button", { name: "Save packaging" }).click()
    await page.getByRole("button", { name: "Save packaging" }).and(page.locator(":disabled")).waitFor()
    await page.locator("#group-nutrition").screenshot({ path: join(out, "nutrition.png") })
    await page.locator("#group-packagings").screenshot({ path: join(out, "packaging.png") })
    await page
      .frameLocator("iframe")
      .getByRole("heading", { name: /Riesling Kabinett/ })
      .waitFor()
    await page.evaluate(() => window.scrollTo(0, 0))
    await shoot(page, "editor.png")
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${origin}/console/#/`)
    await page.getByRole("link", { name: "Demo Winery" }).click()
    await page.getByRole("link", { name: "Riesling Kabinett" }).waitFor()
    await shoot(page, "labels-phone.png")
  } finally {
    await browser.close()
  }
  console.log(`console screenshots in ${out}`)
} finally {
  server.kill("SIGTERM")
  await new Promise((resolve) => server.once("close", resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
