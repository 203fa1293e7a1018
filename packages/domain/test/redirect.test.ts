/** The short-link rule: targets per device, UTM merging, expiry, drafts and withdrawn codes. */
import { assert, describe, it } from "@effect/vitest"
import { MarketingQrCode, type QrCodeId, Redirect, type WorkspaceId } from "@elabel/domain"

const base = "https://elabel.test"
const draft = (fields: Partial<MarketingQrCode.QrCodeCreate> = {}): MarketingQrCode.MarketingQrCodeRecord =>
  MarketingQrCode.newQrCode({
    id: "0f0f0f0f-0000-4000-8000-000000000001" as QrCodeId,
    ref: "AbCdEfGh12",
    now: "2026-01-01T00:00:00.000Z",
    input: {
      workspace_id: "0f0f0f0f-0000-4000-8000-000000000002" as WorkspaceId,
      url: "https://shop.example/wine",
      ...fields
    }
  })
const live = (fields: Partial<MarketingQrCode.QrCodeCreate> = {}) =>
  MarketingQrCode.publish(draft(fields), "2026-01-02T00:00:00.000Z", base)

const now = Date.parse("2026-06-01T00:00:00.000Z")
const locationOf = (outcome: Redirect.RedirectOutcome) =>
  outcome._tag === "Redirect" ? outcome.location : outcome._tag

describe("resolveRedirect", () => {
  it("sends iOS and Android to their own URL when set, everyone else to url", () => {
    const code = live({ ios_url: "https://apps.apple.com/app/x", android_url: "https://play.google.com/store/x" })
    assert.deepStrictEqual(
      (["other", "ios", "android"] as const).map((kind) => locationOf(Redirect.resolveRedirect(code, now, kind))),
      ["https://shop.example/wine", "https://apps.apple.com/app/x", "https://play.google.com/store/x"]
    )
  })

  it("a platform without its own URL goes to url", () => {
    const code = live({ ios_url: "https://apps.apple.com/app/x" })
    assert.strictEqual(locationOf(Redirect.resolveRedirect(code, now, "android")), "https://shop.example/wine")
  })

  it("appends the UTM fields in order and keeps the destination's query and fragment as they were", () => {
    const code = live({
      url: "https://shop.example/wine?q=a%20b&flag&x=1#top",
      utm_source: "flyer",
      utm_medium: "print",
      utm_campaign: "spring 2026",
      utm_term: null,
      utm_content: ""
    })
    assert.strictEqual(
      locationOf(Redirect.resolveRedirect(code, now, "other")),
      "https://shop.example/wine?q=a%20b&flag&x=1&utm_source=flyer&utm_medium=print&utm_campaign=spring%202026#top"
    )
  })

  it("the code's UTM value replaces a same-named parameter of the destination instead of doubling it", () => {
    const code = live({ url: "https://shop.example/?utm_source=web&utm_medium=site&id=7", utm_source: "flyer" })
    assert.strictEqual(
      locationOf(Redirect.resolveRedirect(code, now, "other")),
      "https://shop.example/?utm_medium=site&id=7&utm_source=flyer"
    )
  })

  it("without UTM fields the destination is answered unchanged", () => {
    assert.strictEqual(
      locationOf(Redirect.resolveRedirect(live({ url: "https://shop.example/a?b=c" }), now, "ios")),
      "https://shop.example/a?b=c"
    )
  })

  it("from expires_at on goes to expired_url (with the UTM fields), else is gone", () => {
    const expiresAt = "2026-03-01T00:00:00.000Z"
    const withFallback = live({ expires_at: expiresAt, expired_url: "https://shop.example/over", utm_source: "qr" })
    const at = Date.parse(expiresAt)
    assert.strictEqual(
      locationOf(Redirect.resolveRedirect(withFallback, at - 1, "ios")),
      "https://shop.example/wine?utm_source=qr"
    )
    assert.strictEqual(
      locationOf(Redirect.resolveRedirect(withFallback, at, "ios")),
      "https://shop.example/over?utm_source=qr"
    )
    assert.strictEqual(
      Redirect.resolveRedirect(live({ expires_at: expiresAt }), new Date(at + 1), "other")._tag,
      "Gone"
    )
  })

  it("a destination with spaces or non-ASCII becomes a Location a client can send (punycode, percent-escapes)", () => {
    const code = live({ url: "https://weingut-müller.de/wein ä?q=ö", utm_campaign: "frühling" })
    assert.strictEqual(
      locationOf(Redirect.resolveRedirect(code, now, "other")),
      "https://xn--weingut-mller-4ob.de/wein%20%C3%A4?q=%C3%B6&utm_campaign=fr%C3%BChling"
    )
  })

  it("a draft is not active yet and an unpublished code is gone, expiry or not", () => {
    assert.strictEqual(Redirect.resolveRedirect(draft(), now, "other")._tag, "NotYetActive")
    const withdrawn = MarketingQrCode.unpublish(live(), "2026-02-01T00:00:00.000Z")
    assert.strictEqual(Redirect.resolveRedirect(withdrawn, now, "other")._tag, "Gone")
  })

  it("a prepared plan answers the same object for every scan of a target (nothing allocated per scan)", () => {
    const plan = Redirect.planRedirect(live())
    assert.strictEqual(Redirect.followPlan(plan, now, "other"), Redirect.followPlan(plan, now + 1, "other"))
  })
})

describe("which requests count as scans", () => {
  it("a GET of a published code from a named human counts, expired or not; HEAD, bots and drafts do not", () => {
    const published = Redirect.planRedirect(live())
    const expired = Redirect.planRedirect(live({ expires_at: "2026-03-01T00:00:00.000Z" }))
    assert.isTrue(Redirect.countsAsScan(published, "GET", true))
    assert.isTrue(Redirect.countsAsScan(expired, "GET", true))
    assert.isFalse(Redirect.countsAsScan(published, "HEAD", true))
    assert.isFalse(Redirect.countsAsScan(published, "GET", false))
    assert.isFalse(Redirect.countsAsScan(Redirect.planRedirect(draft()), "GET", true))
    const withdrawn = MarketingQrCode.unpublish(live(), "2026-02-01T00:00:00.000Z")
    assert.isFalse(Redirect.countsAsScan(Redirect.planRedirect(withdrawn), "GET", true))
  })

  it("counts a country only from two letters, upper-cased, and not from the 'unknown' placeholders", () => {
    assert.strictEqual(Redirect.countryOf("at"), "AT")
    for (const value of [undefined, "", "XX", "zz", "T1", "AT,DE", "AUT"]) assert.isUndefined(Redirect.countryOf(value))
  })

  it("tells iPhones, iPads and Android devices from everything else", () => {
    assert.strictEqual(Redirect.userAgentKind("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)"), "ios")
    assert.strictEqual(Redirect.userAgentKind("Mozilla/5.0 (Linux; Android 14; Pixel 8)"), "android")
    assert.strictEqual(Redirect.userAgentKind("Mozilla/5.0 (Windows NT 10.0; Win64; x64)"), "other")
  })
})
