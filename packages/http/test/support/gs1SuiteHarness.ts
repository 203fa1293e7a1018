/**
 * GS1's own resolver test suite, run as it runs on GS1's site: its script
 * (`GS1DigitalLinkResolverTestSuite.js`) and GS1's Digital Link toolkit in a
 * page of headless Chromium, with ajv's browser bundle as `window.ajv7` (its
 * schema validator). The suite's script is unchanged (`fixtures/gs1/`, see
 * the README there for sources and commits); every request it makes is
 * answered here, since the machine has no network:
 * - its `tester.php` (`https://philarcher.org/gs1/tester.php`, the address
 *   the script calls; the page is served from the same origin, as on GS1's
 *   site) by the Node port in `gs1TesterPort.ts`;
 * - the schemas and the list of link types it fetches, by the vendored
 *   copies;
 * - the resolver's own host, by the server under test over loopback.
 * Any other request is refused and reported.
 */

import { readFileSync } from "node:fs"
import { request } from "node:http"
import { createRequire } from "node:module"
import type { Browser, Route } from "playwright-core"
import { type ResolverTarget, testerAnswer } from "./gs1TesterPort.ts"

/** The commit of `gs1/GS1DL-resolver-testsuite` whose script and toolkit are vendored. */
export const SUITE_COMMIT = "e3485a5b78bee1efa4e8bc4e0dfd140472d718df"

const fixture = (name: string) => readFileSync(new URL(`../fixtures/gs1/${name}`, import.meta.url))
const ajvBundle = readFileSync(createRequire(import.meta.url).resolve("ajv-dist/dist/ajv7.bundle.js"))

const HARNESS = "https://philarcher.org/gs1/"

/** The page the suite runs in: the elements its script writes to, then its scripts. */
const harnessPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>GS1 resolver test suite</title>
<script src="ajv7.bundle.js"></script>
<script src="GS1DigitalLinkToolkit.js"></script>
<script src="GS1DigitalLinkResolverTestSuite.js"></script>
</head><body><img id="rotatingcircle" alt=""><div id="gs1ResolverTests"></div></body></html>`

const javascript = "text/javascript; charset=utf-8"
const json = "application/json"

/** What the suite's page and its script fetch, by URL, besides `tester.php` and the resolver. */
const STATIC: Readonly<Record<string, readonly [contentType: string, body: Buffer | string]>> = {
  [`${HARNESS}index.html`]: ["text/html; charset=utf-8", harnessPage],
  [`${HARNESS}ajv7.bundle.js`]: [javascript, ajvBundle],
  [`${HARNESS}GS1DigitalLinkToolkit.js`]: [javascript, fixture("GS1DigitalLinkToolkit.js")],
  [`${HARNESS}GS1DigitalLinkResolverTestSuite.js`]: [javascript, fixture("GS1DigitalLinkResolverTestSuite.js")],
  "https://gs1.github.io/linkset/gs1-linkset-schema.json": [json, fixture("gs1-linkset-schema.json")],
  "https://ref.gs1.org/standards/resolver/description-file-schema": [json, fixture("description-file-schema.json")],
  "https://ref.gs1.org/voc/data/linktypes": [json, fixture("linktypes.json")]
}

/** One check of the suite as its script recorded it (`recordResult`). */
export interface SuiteResult {
  readonly id: string
  readonly test: string
  readonly status: "pass" | "warn" | "fail"
  readonly msg: string
}

/** What a run of the suite left: every check, the overall report (its critical issues), and refused requests. */
export interface SuiteRun {
  readonly results: ReadonlyArray<SuiteResult>
  readonly report: string
  readonly refused: ReadonlyArray<string>
}

/** The request the browser makes of the resolver, made of the server under test. */
const forward = (target: ResolverTarget, route: Route) =>
  new Promise<void>((resolve, reject) => {
    const url = new URL(route.request().url())
    const outgoing = request({
      host: "127.0.0.1",
      port: target.port,
      method: route.request().method(),
      path: `${url.pathname}${url.search}`,
      headers: { ...route.request().headers(), host: url.host }
    })
    outgoing.on("response", (response) => {
      const chunks: Array<Buffer> = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () => {
        const headers: Record<string, string> = {}
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          headers[response.rawHeaders[i] ?? ""] = response.rawHeaders[i + 1] ?? ""
        }
        route.fulfill({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) }).then(resolve, reject)
      })
    })
    outgoing.on("error", reject)
    outgoing.end()
  })

/**
 * Runs the suite on the Digital Link `dl` (on `https://{target.host}`) in a
 * fresh page of `browser`, as its page does: `testDL(dl)`, then the results.
 */
export const runGs1Suite = async (browser: Browser, target: ResolverTarget, dl: string): Promise<SuiteRun> => {
  const context = await browser.newContext()
  const refused: Array<string> = []
  let inFlight = 0
  await context.route("**/*", async (route) => {
    inFlight++
    try {
      const url = route.request().url()
      const known = STATIC[url]
      if (url.startsWith(`${HARNESS}tester.php?`)) {
        const answer = await testerAnswer(target, url.slice(url.indexOf("?") + 1))
        await route.fulfill({ status: 200, contentType: json, body: JSON.stringify(answer) })
      } else if (known !== undefined) {
        const [contentType, body] = known
        await route.fulfill({ status: 200, contentType, body, headers: { "access-control-allow-origin": "*" } })
      } else if (new URL(url).hostname === target.host) {
        await forward(target, route)
      } else {
        refused.push(url)
        await route.abort("internetdisconnected")
      }
    } finally {
      inFlight--
    }
  })
  try {
    const page = await context.newPage()
    await page.goto(`${HARNESS}index.html`)
    // The script's functions and results are top-level `const`/`let`: in the page's scope, not on `window`.
    await page.evaluate(`testDL(${JSON.stringify(dl)})`)
    // The description file and TLS checks run beside the others, unawaited by the script: let them finish.
    while (inFlight > 0) await page.waitForTimeout(50)
    const results = (await page.evaluate(
      "resultsArray.map(({ id, test, status, msg }) => ({ id, test, status, msg }))"
    )) as ReadonlyArray<SuiteResult>
    const report = (await page.locator("#overallReport").allInnerTexts()).join(" ")
    return { results, report, refused }
  } finally {
    await context.close()
  }
}
