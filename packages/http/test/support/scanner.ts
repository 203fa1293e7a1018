/**
 * The whole app (`AppLive`) as a web handler for the short-link tests, over
 * the domain in the calling test's context, with `ELABEL_GEO_HEADER` and the
 * scan flush interval chosen by the test. `close` releases the app's layers
 * like a graceful stop does (the scan buffer writes its last batch); the
 * domain and its storage stay, so the test can read what was stored. Every
 * exchange is recorded for the OpenAPI contract check of the file
 * (`contractSetup.ts`).
 */
import type { DomainServices } from "@elabel/domain"
import { ConfigProvider, type Duration, Effect, Layer } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { KeyUseFlushInterval } from "../../src/auth/ApiKeyCredentials.ts"
import { ScanFlushInterval } from "../../src/public/ScanRecorder.ts"
import { AppLive } from "../../src/server/App.ts"
import { recordExchange } from "./exchangeRecorder.ts"
import { testVerifierLayer, tokenFor } from "./tokens.ts"

/** A response read completely. */
export interface Answer {
  readonly status: number
  readonly headers: Headers
  readonly text: string
  /** The body's bytes as sent (still compressed when `content-encoding` says so). */
  readonly bytes: Uint8Array
}

/** What a scan test sends: a user agent, extra headers, or a caller's token. */
export interface ScanOptions {
  readonly userAgent?: string
  readonly headers?: Readonly<Record<string, string>>
  readonly as?: string
  /** A JSON body, sent with `content-type: application/json`. */
  readonly body?: unknown
}

export const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"
export const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36"
export const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"

/** Opens the app; it is closed with the test's scope at the latest. */
export const openApp = (
  options: {
    readonly geoHeader?: string
    readonly flushInterval?: Duration.Input
    /** More configuration, as environment variables (`ELABEL_GS1_CACHE_SIZE`, …). */
    readonly env?: Readonly<Record<string, string>>
  } = {}
) =>
  Effect.gen(function* () {
    const domain = yield* Effect.context<DomainServices>()
    const env: Record<string, string> = {
      ...options.env,
      ...(options.geoHeader === undefined ? {} : { ELABEL_GEO_HEADER: options.geoHeader })
    }
    const app = AppLive.pipe(
      Layer.provide([
        Layer.succeedContext(domain),
        testVerifierLayer,
        HttpServer.layerServices,
        ConfigProvider.layer(ConfigProvider.fromEnv({ env })),
        // Tests that do not wait for a flush see their counts only once the app closes.
        Layer.succeed(ScanFlushInterval)(options.flushInterval ?? "1 hour"),
        // Every tick of a periodic flush is run by TestClock.adjust: a test moving days ahead would run thousands.
        Layer.succeed(KeyUseFlushInterval)("1 hour")
      ])
    )
    const { dispose, handler } = HttpRouter.toWebHandler(app, { disableLogger: true })
    let open = true
    const close = Effect.suspend(() => {
      if (!open) return Effect.void
      open = false
      return Effect.promise(dispose)
    })
    yield* Effect.addFinalizer(() => close)

    const send = (method: string, path: string, scan: ScanOptions = {}) =>
      Effect.gen(function* () {
        const headers = new Headers(scan.headers)
        headers.set("user-agent", scan.userAgent ?? DESKTOP)
        if (scan.as !== undefined) headers.set("authorization", `Bearer ${yield* tokenFor(scan.as)}`)
        if (scan.body !== undefined) headers.set("content-type", "application/json")
        const body = scan.body === undefined ? null : JSON.stringify(scan.body)
        // Requests run with the test's services: its clock decides expiry and token validity.
        const context = yield* Effect.context<never>()
        const request = new Request(`http://elabel.test${path}`, { method, headers, body, redirect: "manual" })
        const response = yield* Effect.promise(() => handler(request.clone(), context))
        const bytes = new Uint8Array(yield* Effect.promise(() => response.arrayBuffer()))
        const text = new TextDecoder().decode(bytes)
        const answer = { status: response.status, headers: response.headers, text, bytes } satisfies Answer
        yield* recordExchange(request, body ?? undefined, answer)
        return answer
      })

    return { send, close } as const
  })
