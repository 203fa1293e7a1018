/**
 * `/docs`, the interactive API reference, in headless Chromium
 * (`support/chromium.ts`) against the whole app on a real socket, on a
 * desktop screen and a 390 px phone: axe-core finds no accessibility
 * violation (WCAG 2.1 A and AA rules and best practices), on the first view
 * and on an operation; the "try it" client names this server with its real
 * port and has the bearer scheme selected; every request stays on this
 * server; the page is small and its script comes compressed and cached for a
 * year. Screenshots in `test-artifacts/`.
 */
import { createRequire } from "node:module"
import { assert, describe, it, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { HttpServer } from "effect/http"
import type { Page } from "playwright-core"
import { Chromium, ChromiumLive, chromiumMissing, screenshot } from "./support/chromium.ts"
import { SocketAppLive } from "./support/socket.ts"

const axeScript = createRequire(import.meta.url).resolve("axe-core/axe.min.js")

/** What one loaded page did: every request and answer, and every console error. */
interface Opened {
  readonly page: Page
  readonly requests: Array<string>
  readonly answers: Array<{ url: string; status: number; headers: Record<string, string>; bytes: number }>
  readonly errors: Array<string>
}

/** Opens `url` on a screen `width` wide once the reference has drawn itself (its server box is there). */
const open = (url: string, width: number) =>
  Effect.gen(function* () {
    const browser = yield* Chromium
    const context = yield* Effect.acquireRelease(
      Effect.promise(() => browser.newContext({ viewport: { width, height: 900 }, locale: "en-GB" })),
      (context) => Effect.promise(() => context.close())
    )
    const page = yield* Effect.promise(() => context.newPage())
    const opened: Opened = { page, requests: [], answers: [], errors: [] }
    context.on("request", (request) => opened.requests.push(request.url()))
    page.on("response", (response) => {
      const headers = response.headers()
      opened.answers.push({
        url: response.url(),
        status: response.status(),
        headers,
        bytes: Number(headers["content-length"] ?? -1)
      })
    })
    page.on("console", (message) => {
      if (message.type() === "error") opened.errors.push(message.text())
    })
    page.on("pageerror", (error) => opened.errors.push(error.message))
    const response = yield* Effect.promise(() => page.goto(url))
    assert.strictEqual(response?.status(), 200)
    yield* Effect.promise(() =>
      page.getByText("Selected Auth Type", { exact: false }).first().waitFor({ timeout: 30_000 })
    )
    yield* Effect.promise(() => page.waitForLoadState("networkidle"))
    return opened
  })

/** The violations axe-core finds on the page as it is now, one line each. */
const axeViolations = (page: Page) =>
  Effect.promise(async () => {
    await page.addScriptTag({ path: axeScript })
    const result = (await page.evaluate(() =>
      (window as unknown as { axe: { run: (context: Document) => Promise<unknown> } }).axe.run(document)
    )) as { violations: Array<{ id: string; help: string; nodes: Array<{ target: Array<string> }> }> }
    return result.violations.map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`
    )
  })

const bodyText = (page: Page) => Effect.promise(() => page.evaluate(() => document.body.innerText))

const SUITE = "/docs in headless Chromium"

if (chromiumMissing === undefined) {
  layer(Layer.merge(SocketAppLive, ChromiumLive), { excludeTestServices: true, timeout: "90 seconds" })(SUITE, (it) => {
    it.effect(
      "on a desktop: no axe violation, this server's address, bearer selected, nothing from elsewhere, script cached",
      () =>
        Effect.gen(function* () {
          const origin = HttpServer.formatAddress((yield* HttpServer.HttpServer).address)
          const { page, requests, answers, errors } = yield* open(`${origin}/docs`, 1280)
          assert.deepStrictEqual(yield* axeViolations(page), [], "axe on the first view")
          const text = yield* bodyText(page)
          // The "try it" client calls this server, on the port it really listens on.
          assert.include(text, origin)
          assert.notInclude(text, ":3000")
          assert.match(text, /Selected Auth Type:\s*bearer/i)
          yield* screenshot(page, "docs-desktop.png")

          // An operation: its curl line sends the bearer token, and it passes axe too.
          yield* Effect.promise(() => page.goto(`${origin}/docs#tag/workspaces/GET/v1/workspaces`))
          const curl = page.getByText("--header 'Authorization: Bearer", { exact: false }).first()
          yield* Effect.promise(() => curl.waitFor({ timeout: 30_000 }))
          assert.notMatch(yield* bodyText(page), /Authorization: Basic/)
          assert.deepStrictEqual(yield* axeViolations(page), [], "axe on an operation")
          yield* screenshot(page, "docs-operation.png")

          assert.deepStrictEqual(
            requests.filter((request) => new URL(request).origin !== origin),
            [],
            "no request left for another host"
          )
          assert.deepStrictEqual(errors, [], "no console error")
          const html = answers.find((answer) => answer.url === `${origin}/docs`)
          assert.isBelow(html?.bytes ?? Number.POSITIVE_INFINITY, 4096, "the page itself is small")
          const scripts = answers.filter((answer) => answer.url.startsWith(`${origin}/docs/scalar/`))
          assert.isAbove(scripts.length, 0)
          for (const script of scripts) {
            assert.strictEqual(script.headers["cache-control"], "public, max-age=31536000, immutable", script.url)
            if (script.bytes >= 1024) assert.strictEqual(script.headers["content-encoding"], "br", script.url)
          }
        }).pipe(Effect.scoped),
      90_000
    )

    it.effect(
      "on a 390 px phone: no axe violation",
      () =>
        Effect.gen(function* () {
          const origin = HttpServer.formatAddress((yield* HttpServer.HttpServer).address)
          const { page } = yield* open(`${origin}/docs`, 390)
          assert.deepStrictEqual(yield* axeViolations(page), [])
          assert.include(yield* bodyText(page), origin)
          yield* screenshot(page, "docs-phone.png")
        }).pipe(Effect.scoped),
      90_000
    )
  })
} else {
  describe(SUITE, () => {
    it.skip(chromiumMissing ?? "", () => {})
  })
}
