/**
 * Scan and page-view statistics over the wire: what counts (GETs of real
 * browsers; not HEAD, not bots), the buckets (day, platform, country;
 * language, format), that a scan shows within the flush interval and that a
 * graceful stop loses none, the plan and range rules, and tenancy.
 */
import { assert, describe, it } from "@effect/vitest"
import { Labels, MarketingQrCodes, Statistics } from "@elabel/domain"
import { createCompleteLabel, createQrCode, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { ANDROID, DESKTOP, GOOGLEBOT, IPHONE, openApp } from "./support/scanner.ts"

const json = <A>(answer: { readonly text: string }): A => JSON.parse(answer.text) as A
const DAY = "1970-01-01"

describe("statistics", () => {
  it.effect("scans per day, platform and country; bots and HEAD not counted; shown after one flush interval", () =>
    Effect.gen(function* () {
      const app = yield* openApp({ geoHeader: "CF-IPCountry", flushInterval: "1 second" })
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      const draft = yield* createQrCode(users.editor, workspace.id)
      const code = yield* (yield* MarketingQrCodes).publish(users.editor, draft.id)
      const path = new URL(code.short_url ?? "").pathname
      yield* app.send("GET", path, { userAgent: IPHONE, headers: { "cf-ipcountry": "DE" } })
      yield* app.send("GET", path, { userAgent: IPHONE, headers: { "cf-ipcountry": "de" } })
      yield* app.send("GET", path, { userAgent: ANDROID })
      yield* app.send("GET", path, { userAgent: DESKTOP, headers: { "cf-ipcountry": "FR" } })
      yield* app.send("GET", path, { userAgent: GOOGLEBOT, headers: { "cf-ipcountry": "US" } })
      yield* app.send("HEAD", path, { userAgent: IPHONE, headers: { "cf-ipcountry": "US" } })
      const stats = `/v1/marketing-qr-codes/${code.id}/stats?from=${DAY}&to=1970-01-03`
      const before = json<{ total: number }>(yield* app.send("GET", stats, { as: users.viewer }))
      assert.strictEqual(before.total, 0)
      yield* TestClock.adjust("1 second")
      const answer = yield* app.send("GET", stats, { as: users.viewer })
      assert.strictEqual(answer.status, 200, answer.text)
      assert.deepStrictEqual(json(answer), {
        id: code.id,
        from: DAY,
        to: "1970-01-03",
        total: 4,
        days: [
          { day: DAY, scans: 4 },
          { day: "1970-01-02", scans: 0 },
          { day: "1970-01-03", scans: 0 }
        ],
        platforms: { ios: 2, android: 1, other: 1 },
        countries: [
          { country: "DE", scans: 2 },
          { country: "FR", scans: 1 }
        ]
      })
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("page views per language served and format; a graceful stop writes the last batch", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace, brandId } = yield* seedWorkspace({ plan: "pro" })
      const label = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750, locale: "en" })
      const published = yield* (yield* Labels).publish(users.editor, label.id)
      const format = published.formats[0]
      yield* app.send("GET", `/l/${published.ref}`, { headers: { "accept-language": "en" } })
      yield* app.send("GET", `/l/${published.ref}?lang=de`)
      yield* app.send("GET", `/l/${format?.ref}`, { headers: { "accept-language": "en" } })
      yield* app.send("GET", `/l/${published.ref}`, { userAgent: GOOGLEBOT })
      yield* app.send("HEAD", `/l/${published.ref}`)
      // The flush interval is an hour: only the stop writes these.
      yield* app.close
      const stats = yield* (yield* Statistics).label(users.viewer, label.id, {})
      assert.strictEqual(stats.total, 3)
      assert.deepStrictEqual(stats.languages, [
        { language: "en", views: 2 },
        { language: "de", views: 1 }
      ])
      assert.deepStrictEqual(stats.formats, [
        { format_id: null, views: 2 },
        { format_id: format?.id ?? "", views: 1 }
      ])
      assert.strictEqual(stats.days.length, 30)
      assert.deepStrictEqual(stats.days.at(-1), { day: DAY, views: 3 })
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("plan, range and tenancy: 403 without analytics, 400 for a bad range, 404 for another tenant", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace, brandId } = yield* seedWorkspace({ plan: "pro" })
      const label = yield* createCompleteLabel(users.editor, workspace.id, brandId, { quantity: 750 })
      const code = yield* createQrCode(users.editor, workspace.id)
      const { workspace: standard, brandId: standardBrand } = yield* seedWorkspace({ plan: "standard" })
      const plain = yield* createCompleteLabel(users.editor, standard.id, standardBrand, { quantity: 750 })
      const noPlan = yield* app.send("GET", `/v1/labels/${plain.id}/stats`, { as: users.owner })
      assert.strictEqual(noPlan.status, 403)
      assert.include(noPlan.text, "/problems/plan-limit")
      const impossible = ["from=2026-13-01", "from=2026-02-30", "from=0000-01-01&to=0000-01-02"]
      for (const query of ["from=2026-02-02&to=2026-02-01", "from=2024-01-01&to=2026-01-01", ...impossible]) {
        const bad = yield* app.send("GET", `/v1/labels/${label.id}/stats?${query}`, { as: users.owner })
        assert.strictEqual(bad.status, 400, query)
        assert.include(bad.text, "/problems/invalid-query", query)
      }
      for (const path of [`/v1/labels/${label.id}/stats`, `/v1/marketing-qr-codes/${code.id}/stats`]) {
        const stranger = yield* app.send("GET", path, { as: users.stranger })
        const unknown = yield* app.send("GET", path.replace(/[0-9a-f-]{36}/, crypto.randomUUID()), {
          as: users.stranger
        })
        assert.strictEqual(stranger.status, 404, path)
        assert.strictEqual(unknown.status, 404, path)
        assert.include(stranger.text, "/problems/not-found")
        assert.strictEqual((yield* app.send("GET", path, { as: users.viewer })).status, 200, path)
      }
    }).pipe(Effect.provide(TestLayer))
  )
})
