/**
 * `GET /q/{ref}` over the wire on the memory store: where scans go, the
 * pages people see instead, which scans count (and from which countries),
 * that a changed code is served fresh, and that counts survive a shutdown.
 */
import { assert, describe, it } from "@effect/vitest"
import { MarketingQrCodeRepository, MarketingQrCodes, type QrCodeId, ScanRepository } from "@elabel/domain"
import { createQrCode, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect, Option, Schedule } from "effect"
import { TestClock } from "effect/testing"
import { ANDROID, type Answer, GOOGLEBOT, IPHONE, openApp } from "./support/scanner.ts"

type Fields = Parameters<typeof createQrCode>[2]

/** A published code with `fields`, and the path of its short link. */
const publishedCode = (fields: Fields = {}) =>
  Effect.gen(function* () {
    const { workspace } = yield* seedWorkspace({ plan: "pro" })
    const draft = yield* createQrCode(users.editor, workspace.id, fields)
    const code = yield* (yield* MarketingQrCodes).publish(users.editor, draft.id)
    return { id: code.id, path: new URL(code.short_url ?? "").pathname }
  })

/** The internal ref of a code (a draft has no short_url to read it from). */
const refOf = (id: QrCodeId) =>
  Effect.map(
    MarketingQrCodeRepository.use((codes) => codes.findById(id)),
    (code) => Option.getOrThrow(code).ref
  )

const totals = (id: QrCodeId) => ScanRepository.use((scans) => scans.totals(id))
const geoCount = (id: QrCodeId) =>
  Effect.map(
    MarketingQrCodes.use((codes) => codes.get(users.viewer, id)),
    (code) => code.geo_count
  )

const assertRedirect = (answer: Answer, location: string) => {
  assert.strictEqual(answer.status, 302)
  assert.strictEqual(answer.headers.get("location"), location)
  assert.strictEqual(answer.headers.get("cache-control"), "no-store")
  assert.strictEqual(answer.headers.get("referrer-policy"), "no-referrer")
  assert.isNull(answer.headers.get("etag"))
}

/** An HTML page for people (no problem JSON), self-contained: no script, nothing loaded from elsewhere. */
const assertPage = (answer: Answer, status: number) => {
  assert.strictEqual(answer.status, status)
  assert.match(answer.headers.get("content-type") ?? "", /^text\/html/)
  assert.strictEqual(answer.headers.get("cache-control"), "no-store")
  assert.notMatch(answer.text, /<script|src=|href=/i)
  assert.isNull(answer.headers.get("etag"))
}

describe("where a scan goes", () => {
  it.effect("302 to url, iOS to ios_url, Android to android_url", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { path } = yield* publishedCode({
        url: "https://shop.example/wine",
        ios_url: "https://apps.apple.com/app/id1",
        android_url: "https://play.google.com/store/apps/details?id=x"
      })
      assertRedirect(yield* app.send("GET", path), "https://shop.example/wine")
      assertRedirect(yield* app.send("GET", path, { userAgent: IPHONE }), "https://apps.apple.com/app/id1")
      assertRedirect(
        yield* app.send("GET", path, { userAgent: ANDROID }),
        "https://play.google.com/store/apps/details?id=x"
      )
      assert.strictEqual(
        (yield* app.send("HEAD", path, { userAgent: IPHONE })).headers.get("location"),
        "https://apps.apple.com/app/id1"
      )
    }).pipe(Effect.scoped, Effect.provide(TestLayer))
  )

  it.effect("a platform without its own URL goes to url", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { path } = yield* publishedCode({ url: "https://shop.example/wine", ios_url: "https://apps.apple.com/x" })
      assertRedirect(yield* app.send("GET", path, { userAgent: ANDROID }), "https://shop.example/wine")
    }).pipe(Effect.scoped, Effect.provide(TestLayer))
  )

  it.effect("UTM fields are appended and the destination's own query is kept; the code's utm value wins", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { path } = yield* publishedCode({
        url: "https://shop.example/wine?ref=abc&utm_source=website#buy",
        utm_source: "flyer",
        utm_campaign: "spring"
      })
      assertRedirect(
        yield* app.send("GET", path),
        "https://shop.example/wine?ref=abc&utm_source=flyer&utm_campaign=spring#buy"
      )
    }).pipe(Effect.scoped, Effect.provide(TestLayer))
  )

  it.effect("after expires_at: to expired_url, or a 410 page without one", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const expires_at = "1970-01-01T01:00:00.000Z"
      const withFallback = yield* publishedCode({ expires_at, expired_url: "https://shop.example/ended" })
      const without = yield* publishedCode({ expires_at })
      assertRedirect(yield* app.send("GET", withFallback.path), "https://example.com/wine")
      yield* TestClock.adjust("1 hour")
      assertRedirect(yield* app.send("GET", withFallback.path), "https://shop.example/ended")
      assertPage(yield* app.send("GET", without.path), 410)
    }).pipe(Effect.scoped, Effect.provide(TestLayer))
  )

  it.effect("a draft is a 404 page saying it is not active yet, an unknown ref one saying so; withdrawn: 410", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      const draft = yield* createQrCode(users.editor, workspace.id)
      const withdrawn = yield* publishedCode()
      yield* (yield* MarketingQrCodes).unpublish(users.editor, withdrawn.id)
      const scanOfDraft = yield* app.send("GET", `/q/${yield* refOf(draft.id)}`)
      assertPage(scanOfDraft, 404)
      // A print proof of a draft must not look broken: the page says the code was read and is not active yet.
      assert.include(scanOfDraft.text, "not activated it yet")
      assert.notInclude(scanOfDraft.text, "scanned completely")
      const unknown = yield* app.send("GET", "/q/NoSuchRef1")
      assertPage(unknown, 404)
      assert.include(unknown.text, "scanned completely")
      assertPage(yield* app.send("GET", "/q/not%20a%20ref"), 404)
      assertPage(yield* app.send("GET", withdrawn.path), 410)
    }).pipe(Effect.scoped, Effect.provide(TestLayer))
  )

  it.effect("other methods are a 405 problem naming GET and HEAD", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const answer = yield* app.send("POST", "/q/AbCdEfGh12")
      assert.strictEqual(answer.status, 405)
      assert.strictEqual(answer.headers.get("allow"), "GET, HEAD")
    }).pipe(Effect.scoped, Effect.provide(TestLayer))
  )
})

describe("a changed code is served fresh", () => {
  it.effect("a draft scanned before it is published redirects once published", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      const draft = yield* createQrCode(users.editor, workspace.id, { url: "https://shop.example/soon" })
      const path = `/q/${yield* refOf(draft.id)}`
      assertPage(yield* app.send("GET", path), 404)
      yield* (yield* MarketingQrCodes).publish(users.editor, draft.id)
      assertRedirect(yield* app.send("GET", path), "https://shop.example/soon")
    }).pipe(Effect.scoped, Effect.provide(TestLayer))
  )

  it.effect("a url patched through the domain service is the next scan's location", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { id, path } = yield* publishedCode({ url: "https://shop.example/old" })
      assertRedirect(yield* app.send("GET", path), "https://shop.example/old")
      yield* (yield* MarketingQrCodes).patch(users.editor, id, { url: "https://shop.example/new" })
      assertRedirect(yield* app.send("GET", path), "https://shop.example/new")
    }).pipe(Effect.scoped, Effect.provide(TestLayer))
  )

  it.effect("unpublishing over the API makes the next scan a 410, republishing a redirect again", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { id, path } = yield* publishedCode()
      assertRedirect(yield* app.send("GET", path), "https://example.com/wine")
      const unpublished = yield* app.send("POST", `/v1/marketing-qr-codes/${id}/unpublish`, { as: users.editor })
      assert.strictEqual(unpublished.status, 200)
      assertPage(yield* app.send("GET", path), 410)
      yield* (yield* MarketingQrCodes).publish(users.editor, id)
      assertRedirect(yield* app.send("GET", path), "https://example.com/wine")
    }).pipe(Effect.scoped, Effect.provide(TestLayer))
  )
})

describe("which scans count", () => {
  it.effect("GETs count; HEAD, bots and requests without a user agent do not; counts are stored at shutdown", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { id, path } = yield* publishedCode()
      yield* app.send("GET", path)
      yield* app.send("GET", path, { userAgent: IPHONE })
      yield* app.send("HEAD", path)
      yield* app.send("GET", path, { userAgent: GOOGLEBOT })
      yield* app.send("GET", path, { userAgent: "" })
      // Buffered, not yet written: the flush interval has not passed.
      assert.strictEqual((yield* totals(id)).scans, 0)
      yield* app.close
      assert.deepStrictEqual(yield* totals(id), { scans: 2, countries: [] })
    }).pipe(Effect.scoped, Effect.provide(TestLayer))
  )

  it.effect("scans of drafts, unpublished and expired codes: only the expired (published) one counts", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const expired = yield* publishedCode({ expires_at: "1970-01-01T00:00:00.000Z" })
      const withdrawn = yield* publishedCode()
      yield* (yield* MarketingQrCodes).unpublish(users.editor, withdrawn.id)
      yield* app.send("GET", expired.path)
      yield* app.send("GET", withdrawn.path)
      yield* app.close
      assert.deepStrictEqual([(yield* totals(expired.id)).scans, (yield* totals(withdrawn.id)).scans], [1, 0])
    }).pipe(Effect.scoped, Effect.provide(TestLayer))
  )

  it.live("a GET is stored by the periodic flush, without a shutdown", () =>
    Effect.gen(function* () {
      const app = yield* openApp({ flushInterval: "20 millis" })
      const { id, path } = yield* publishedCode()
      yield* app.send("GET", path)
      const stored = yield* totals(id).pipe(
        Effect.repeat({ until: (t) => t.scans === 1, schedule: Schedule.spaced("10 millis") }),
        Effect.timeout("5 seconds")
      )
      assert.strictEqual(stored.scans, 1)
    }).pipe(Effect.scoped, Effect.provide(TestLayer))
  )

  it.effect("with ELABEL_GEO_HEADER, geo_count is the number of distinct two-letter countries", () =>
    Effect.gen(function* () {
      const app = yield* openApp({ geoHeader: "X-Country-Code" })
      const { id, path } = yield* publishedCode()
      for (const country of ["DE", "de", "AT", "XX", "T1", "DEU", "", "DE,AT"]) {
        yield* app.send("GET", path, { headers: { "x-country-code": country } })
      }
      yield* app.send("GET", path)
      yield* app.close
      assert.deepStrictEqual(yield* totals(id), { scans: 9, countries: ["AT", "DE"] })
      assert.strictEqual(yield* geoCount(id), 2)
    }).pipe(Effect.scoped, Effect.provide(TestLayer))
  )

  it.effect("without ELABEL_GEO_HEADER, country headers are ignored and geo_count stays null", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { id, path } = yield* publishedCode()
      yield* app.send("GET", path, { headers: { "x-country-code": "DE", "cf-ipcountry": "AT" } })
      yield* app.close
      assert.deepStrictEqual(yield* totals(id), { scans: 1, countries: [] })
      assert.isNull(yield* geoCount(id))
    }).pipe(Effect.scoped, Effect.provide(TestLayer))
  )
})
