/**
 * Console sign-in with an external identity provider (ADR 0059): a real
 * OpenID provider (`oidc-provider`, a certified implementation) on
 * loopback, the server started as `npm start` starts with its JWKS
 * (`ELABEL_JWKS_URL`), its issuer and a client id, and Chromium at 390 px
 * going through authorization code + PKCE: the signed-out console offers
 * the provider, the provider's login and consent, back to the console
 * signed in as the provider's `sub`, whose session the API accepts. A
 * callback that was not started here signs nobody in.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import Provider from "oidc-provider"
import { chromium } from "playwright-core"
import { axeViolations, chromiumMissing } from "../support/chromium.ts"

const root = join(import.meta.dirname, "../../../..")
const CLIENT_ID = "elabel-console"

/** The server of `npm start` on an empty embedded database, with `env`; its origin once it listens. */
const startServer = async (env: Record<string, string>) => {
  const dataDir = mkdtempSync(join(tmpdir(), "elabel-oidc-"))
  const server: ChildProcess = spawn(process.execPath, [join(root, "packages/http/src/main.ts")], {
    env: { ...process.env, PORT: "0", ELABEL_DATA_DIR: dataDir, DATABASE_URL: "", ELABEL_DATABASE: "", ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let log = ""
  server.stdout?.on("data", (chunk) => {
    log += String(chunk)
  })
  server.stderr?.on("data", (chunk) => {
    log += String(chunk)
  })
  const stop = async () => {
    server.kill("SIGTERM")
    await new Promise((resolve) => server.once("close", resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
  const started = Date.now()
  for (;;) {
    const origin = /elabel listening on (http:\/\/\S+)/.exec(log)?.[1]
    if (origin !== undefined) return { origin, stop, log: () => log }
    if (server.exitCode !== null || Date.now() - started > 120_000) {
      await stop()
      throw new Error(`the server did not start:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const suite = chromiumMissing === undefined ? describe : describe.skip

suite("console sign-in with an OpenID provider", () => {
  it("signs in with authorization code and PKCE against a real provider on loopback", async () => {
    // The provider listens first (its issuer names its port); its handler is set once the console's origin is known.
    let handle: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => response.end()
    const idp = createServer((request, response) => handle(request, response))
    await new Promise<void>((resolve) => idp.listen(0, "127.0.0.1", resolve))
    const issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`
    const server = await startServer({
      ELABEL_JWKS_URL: `${issuer}/jwks`,
      ELABEL_JWT_ISSUER: issuer,
      ELABEL_OIDC_CLIENT_ID: CLIENT_ID
    })
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: ["--no-sandbox"]
    })
    // The provider's in-memory adapter, generated keys and built-in login pages are what a test wants; its
    // three warnings about them ("development-only") are kept out of the run's output, anything else passes.
    const warn = console.warn
    console.warn = (...args: Array<unknown>) => {
      const [first] = args
      if (typeof first === "string" && first.startsWith("oidc-provider WARNING:") && first.includes("development-only"))
        return
      warn(...args)
    }
    try {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: CLIENT_ID,
            token_endpoint_auth_method: "none",
            redirect_uris: [`${server.origin}/console/oidc/callback`],
            grant_types: ["authorization_code"],
            response_types: ["code"]
          }
        ],
        // PKCE is required for every client, public ones included.
        pkce: { required: () => true },
        findAccount: (_context, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
        features: { devInteractions: { enabled: true } }
      })
      handle = provider.callback()

      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: "en-GB" })
      page.setDefaultTimeout(30_000)
      const toProvider: Array<string> = []
      page.on("request", (request) => {
        if (request.url().startsWith(issuer)) toProvider.push(request.url())
      })
      await page.goto(`${server.origin}/console/`)
      const signIn = page.getByRole("link", { name: "Sign in with your organisation’s account" })
      await signIn.waitFor()
      assert.deepStrictEqual(await Effect.runPromise(axeViolations(page)), [], "signed out, with the provider")
      await page.screenshot({ path: join(root, "test-artifacts", "console-oidc-signed-out.png") })
      await signIn.click()

      // The provider's own pages: its login (any login is a user) and its consent.
      await page.waitForURL((url) => url.href.startsWith(issuer))
      const authorize = new URL(toProvider[0] ?? "")
      assert.deepInclude(Object.fromEntries(authorize.searchParams), {
        response_type: "code",
        client_id: CLIENT_ID,
        scope: "openid",
        code_challenge_method: "S256"
      })
      await page.locator("input[name=login]").fill("demo")
      await page.locator("input[name=password]").fill("any")
      await page.getByRole("button", { name: "Sign-in" }).click()
      await page.getByRole("button", { name: "Continue" }).click()

      // Back in the console, signed in as the provider's `sub`: the demo workspace's owner.
      await page.waitForURL(`${server.origin}/console/`)
      await page.getByRole("link", { name: "Demo Winery" }).waitFor()
      assert.strictEqual(await page.locator(".top .user").textContent(), "demo")
      assert.deepStrictEqual(await Effect.runPromise(axeViolations(page)), [], "signed in")
      await page.screenshot({ path: join(root, "test-artifacts", "console-oidc-signed-in.png") })
      const cookies = await page.context().cookies(server.origin)
      const session = cookies.find((cookie) => cookie.name === "elabel_session")
      assert.deepInclude(session, { httpOnly: true, sameSite: "Strict" })
      const flow = await page.context().cookies(`${server.origin}/console/oidc/callback`)
      // Cookies are not kept apart by port: the provider's own (on the same host) are left out.
      assert.deepStrictEqual(
        flow.map((cookie) => cookie.name).filter((name) => name.startsWith("elabel_")),
        ["elabel_session"],
        "the flow cookie is forgotten"
      )
      const workspaces = await page.evaluate(async () => (await fetch("/v1/workspaces")).status)
      assert.strictEqual(workspaces, 200)

      // A callback this browser did not start (no flow cookie, a made-up state) signs nobody in.
      const stranger = await browser.newPage()
      const refused = await stranger.goto(`${server.origin}/console/oidc/callback?code=abc&state=made-up`)
      assert.strictEqual(refused?.status(), 400)
      await stranger.getByText("This sign-in was not started here").waitFor()
      assert.isUndefined(
        (await stranger.context().cookies(server.origin)).find((cookie) => cookie.name === "elabel_session")
      )
    } finally {
      console.warn = warn
      await browser.close()
      await server.stop()
      await new Promise((resolve) => idp.close(resolve))
    }
  }, 240_000)

  it("is not offered, and its routes answer 404, without an identity provider", async () => {
    const server = await startServer({})
    try {
      const start = await fetch(`${server.origin}/console/oidc/start`, { redirect: "manual" })
      assert.strictEqual(start.status, 404)
      assert.strictEqual(start.headers.get("content-type"), "application/problem+json")
      const session = (await (await fetch(`${server.origin}/console/session`)).json()) as Record<string, unknown>
      assert.notProperty(session, "sign_in_url")
    } finally {
      await server.stop()
    }
  }, 180_000)
})
