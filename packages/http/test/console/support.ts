/**
 * The console in headless Chromium (`../support/chromium.ts`) at 390 px,
 * against the whole app on a real socket: a page signed in through a real
 * sign-in link, axe-core on every screen, screenshots in `test-artifacts/`.
 */
import { assert } from "@effect/vitest"
import type { UserId } from "@elabel/domain"
import { Effect, Layer } from "effect"
import { HttpServer } from "effect/http"
import type { Page } from "playwright-core"
import { SignInKey, signInToken } from "../../src/auth/ConsoleSessions.ts"
import { axeViolations, Chromium, ChromiumLive } from "../support/chromium.ts"
import { SocketAppLive } from "../support/socket.ts"
import { TEST_SECRET } from "../support/tokens.ts"

export { axeViolations, screenshot, screenshotOf } from "../support/chromium.ts"

/** Asserts axe-core finds nothing on `page` (each violation named, with `screen` as the message). */
export const noViolations = (page: Page, screen: string) =>
  Effect.map(axeViolations(page), (violations) =>
    assert.strictEqual(
      violations.map((violation) => `${violation.id}: ${violation.help} ${violation.nodes.join(" ")}`).join("\n"),
      "",
      screen
    )
  )

/** The app on a socket with the sign-in key, and the browser. */
export const ConsoleBrowserLive = Layer.merge(
  Layer.provideMerge(SocketAppLive, Layer.succeed(SignInKey)(TEST_SECRET)),
  ChromiumLive
)

export const originOf = Effect.map(HttpServer.HttpServer, (server) => HttpServer.formatAddress(server.address))

/** A new browser page of `width` px, signed in to the console as `user` through a sign-in link. */
export const signedInPage = (user: UserId, options: { readonly width?: number; readonly locale?: string } = {}) =>
  Effect.gen(function* () {
    const browser = yield* Chromium
    const origin = yield* originOf
    const context = yield* Effect.acquireRelease(
      Effect.promise(() =>
        browser.newContext({
          viewport: { width: options.width ?? 390, height: 844 },
          locale: options.locale ?? "en-GB"
        })
      ),
      (context) => Effect.promise(() => context.close())
    )
    const page = yield* Effect.promise(() => context.newPage())
    const requests: Array<string> = []
    const errors: Array<string> = []
    context.on("request", (request) => requests.push(request.url()))
    page.on("pageerror", (error) => errors.push(error.message))
    yield* signIn(page, origin, user)
    return { page, origin, requests, errors, context }
  })

/** Opens a fresh sign-in link in `page` and presses its button. */
export const signIn = (page: Page, origin: string, user: UserId) =>
  Effect.promise(async () => {
    const token = signInToken(TEST_SECRET, user, new Date())
    await page.goto(`${origin}/console/sign-in?token=${encodeURIComponent(token)}`)
    await page.getByRole("button", { name: "Sign in" }).click()
    await page.waitForURL(`${origin}/console/`)
    // The app has read its session and drawn its first screen: later navigations find it running.
    await page.locator("main h1").first().waitFor()
  })

/** Runs a step of the browser (a promise) as an Effect. */
export const step = <A>(run: () => Promise<A>) => Effect.promise(run)
