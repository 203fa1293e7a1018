/**
 * Every URL field of every resource holds exactly where a link goes: forms a
 * WHATWG parser would silently repair into another destination (a tab or
 * newline it drops, a missing `//` or host, a backslash it reads as `/`,
 * user info before the host, even empty, a host the parser maps to another
 * such as `shop.example。evil.example`) are a 400 naming the field, and change
 * nothing; a marketing code's redirect goes where its stored `url` says.
 */
import { assert, describe, it } from "@effect/vitest"
import { MarketingQrCodes } from "@elabel/domain"
import { createQrCode, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { accepts, refuses } from "./support/bodyChecks.ts"
import { brandPatch, formatCreate, formatPatch, labelPatch, qrCreate, qrPatch } from "./support/bodyTargets.ts"
import { openApp } from "./support/scanner.ts"
import { WireLive } from "./support/wire.ts"

/** Each URL field with an endpoint that writes it. */
const urlFields = [
  [qrCreate, "url"],
  [qrPatch, "url"],
  [qrPatch, "expired_url"],
  [qrPatch, "ios_url"],
  [qrPatch, "android_url"],
  [labelPatch, "marketing_link_href"],
  [labelPatch, "outside_eu_forward_href"],
  [labelPatch, "scan_with_service_href"],
  [labelPatch, "scan_with_service_forward_href"],
  ...[
    "website",
    "webshop",
    "imprint_href",
    "privacy_href",
    "facebook",
    "instagram",
    "youtube",
    "tiktok",
    "linkedin"
  ].map((key) => [brandPatch, key] as const),
  [formatCreate, "shop_url"],
  [formatPatch, "shop_url"]
] as const

/** Values a browser would take somewhere other than they show. */
const deceptive = [
  "http:evil.example",
  "https:/evil.example",
  "https:///evil.example",
  "https:\\\\evil.example",
  "https://shop.example\\@evil.example",
  "https://shop.example@evil.example/",
  "https://shop.ex\tample/",
  "https://shop.example/\r\nLocation: https://evil.example",
  "https://shop.example/ wine",
  " https://shop.example/",
  "https://"
]

describe("URL fields refuse what is not what it seems", () => {
  for (const [target, key] of urlFields) {
    for (const value of deceptive) refuses(`${key} ${JSON.stringify(value)}`, target, { [key]: value }, key)
  }
  // Ports, IPv6 literals, international names and percent-escapes are what they seem.
  for (const value of [
    "https://shop.example:8443/wine?x=1#top",
    "http://[2001:db8::1]/",
    "https://bücher.example/%20"
  ]) {
    accepts(`shop_url ${JSON.stringify(value)}`, formatPatch, { shop_url: value }, (s) =>
      assert.strictEqual(s.shop_url, value)
    )
  }
})

/** Hosts a parser reads as other hosts, and user info however empty: where they go is not what they show. */
const elsewhere = [
  "https://shop.example\u3002evil.example/",
  "https://shop.example\uff0eevil.example/",
  "https://\uff45vil.example/",
  "https://shop%2Eexample/",
  "http://0x7f.1/",
  "https://@evil.example/",
  "https://:@shop.example/",
  "https://shop.example:0443/"
]

describe("URL fields refuse a host or port the parser reads as another, and any user info", () => {
  for (const [target, key] of [
    [qrCreate, "url"],
    [qrPatch, "ios_url"],
    [labelPatch, "marketing_link_href"],
    [brandPatch, "website"],
    [formatPatch, "shop_url"]
  ] as const) {
    for (const value of elsewhere) refuses(`${key} ${JSON.stringify(value)}`, target, { [key]: value }, key)
  }
  // Case, an international name and the scheme's own port change nothing: stored as sent.
  for (const value of [
    "HTTPS://Shop.Example/Wine",
    "https://BÜCHER.example/",
    "https://weingut-müller.de/",
    "https://中文.example/",
    "https://shop.example:443/"
  ]) {
    accepts(`url ${JSON.stringify(value)}`, qrPatch, { url: value }, (s) => assert.strictEqual(s.url, value))
  }
})

describe("a short link goes where its stored url says", () => {
  it.effect("the Location of a scan is the stored url, for every device", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      const url = "https://shop.example:8443/wine?year=2024#buy"
      const draft = yield* createQrCode(users.editor, workspace.id, { url })
      const code = yield* (yield* MarketingQrCodes).publish(users.editor, draft.id)
      const answer = yield* app.send("GET", new URL(code.short_url ?? "").pathname)
      assert.strictEqual(answer.status, 302)
      assert.strictEqual(answer.headers.get("location"), url)
      assert.strictEqual(code.url, url)
    }).pipe(Effect.provide(WireLive))
  )

  it.effect("a host in capitals or an international name goes to that host, spelled as HTTP spells it", () =>
    Effect.gen(function* () {
      const app = yield* openApp()
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      const draft = yield* createQrCode(users.editor, workspace.id, { url: "https://BÜCHER.example/wein" })
      const code = yield* (yield* MarketingQrCodes).publish(users.editor, draft.id)
      const answer = yield* app.send("GET", new URL(code.short_url ?? "").pathname)
      assert.strictEqual(answer.headers.get("location"), "https://xn--bcher-kva.example/wein")
    }).pipe(Effect.provide(WireLive))
  )
})
