/**
 * What the QR codes of a Digital Link label carry, over the whole app: every
 * code resolves to its own page (variants and lots included), and a lot or
 * variant that is not a GS1 value is left out of the code, which still
 * resolves.
 */
import { assert, describe } from "@effect/vitest"
import { Formats, QrTargets } from "@elabel/domain"
import { testPublicBaseUrl, users } from "@elabel/testkit"
import { Effect } from "effect"
import { GTIN, GTIN14, gs1, gs1Live, pageRef } from "./support/gs1Resolver.ts"
import { gs1Wine } from "./support/gs1Wine.ts"
import { openApp } from "./support/scanner.ts"
import { describeWithZbar, zbarScan } from "./support/zbar.ts"

type Target = { href: string }

/** The default link of each context of a linkset answer. */
const defaultLinks = (text: string) =>
  (JSON.parse(text) as { linkset: Array<Record<string, unknown>> }).linkset.map(
    (context) => (context["https://ref.gs1.org/voc/defaultLink"] as Array<Target> | undefined)?.[0]?.href
  )
const anchors = (text: string) =>
  (JSON.parse(text) as { linkset: Array<{ anchor: string }> }).linkset.map((context) => context.anchor)

describe("the QR codes of a Digital Link label", () => {
  gs1(
    "what the QR codes of a Digital Link label encode resolves to each code's own page, variants included",
    Effect.gen(function* () {
      const app = yield* openApp()
      const label = yield* gs1Wine({ gtin: GTIN })
      const formats = yield* Formats
      const gtin = "04012345678901"
      const added = [
        yield* formats.add(users.editor, label.id, { quantity: 1500, gtin, lot: "L42-7" }),
        yield* formats.add(users.editor, label.id, { quantity: 1500, gtin, consumer_product_variant: "MAGNUM" }),
        yield* formats.add(users.editor, label.id, { quantity: 3000, gtin, consumer_product_variant: "JEROBOAM" }),
        yield* formats.add(users.editor, label.id, {
          quantity: 3000,
          gtin,
          consumer_product_variant: "JEROBOAM",
          lot: "L1"
        })
      ]
      const targets = yield* QrTargets
      const encoded = [
        [yield* targets.label(users.viewer, label.id), pageRef(label)],
        ...(yield* Effect.forEach(added, (format) =>
          Effect.map(targets.format(users.viewer, format.id), (uri) => [uri, format.ref ?? ""] as const)
        ))
      ] as const
      assert.strictEqual(new Set(encoded.map(([uri]) => uri)).size, encoded.length)
      for (const [uri, ref] of encoded) {
        assert.isTrue(uri.startsWith(`${testPublicBaseUrl}/01/`), uri)
        const answer = yield* app.send("GET", uri.slice(testPublicBaseUrl.length))
        assert.strictEqual(answer.status, 307, uri)
        assert.strictEqual(answer.headers.get("location"), `${testPublicBaseUrl}/l/${ref}`, uri)
      }
      assert.strictEqual(encoded[2]?.[0], `${testPublicBaseUrl}/01/${gtin}/22/MAGNUM`)
      // The linkset of a variant's lot has every level: /22/V/10/L, /22/V, then the GTIN.
      const linkset = (yield* app.send("GET", `/01/${gtin}/22/JEROBOAM/10/L1?linkType=linkset`)).text
      const anchor = `${testPublicBaseUrl}/01/${gtin}`
      assert.deepStrictEqual(anchors(linkset), [`${anchor}/22/JEROBOAM/10/L1`, `${anchor}/22/JEROBOAM`, anchor])
      assert.deepStrictEqual(
        defaultLinks(linkset),
        [added[3]?.ref, added[2]?.ref, added[1]?.ref].map((ref) => `${testPublicBaseUrl}/l/${ref}`)
      )
    })
  )

  gs1(
    "every lot a format may hold gives a QR code that opens its page; one a Digital Link cannot carry gives its short link",
    Effect.gen(function* () {
      const app = yield* openApp()
      const label = yield* gs1Wine({ gtin: GTIN })
      const formats = yield* Formats
      const targets = yield* QrTargets
      const lots = ["L\t1", "L\n2", "L".repeat(21), "Cuvée 7", "L 42/8", "..", "%", "a/b?c#d", "L42-7"]
      for (const lot of lots) {
        const format = yield* formats.add(users.editor, label.id, { quantity: 750, gtin: GTIN, lot })
        const uri = yield* targets.format(users.viewer, format.id)
        const own = `${testPublicBaseUrl}/l/${format.ref}`
        // Without its lot, the link would open the GTIN's own format: the code is the format's short link.
        const carried = lot === "L42-7" || lot === "%"
        assert.strictEqual(uri.includes("/10/"), carried, uri)
        if (!carried) {
          assert.strictEqual(uri, own)
          continue
        }
        const answer = yield* app.send("GET", uri.slice(testPublicBaseUrl.length))
        assert.strictEqual(answer.status, 307, `${JSON.stringify(lot)}: ${uri}`)
        assert.strictEqual(answer.headers.get("location"), own, uri)
      }
      // Codes printed before lots were checked still find their lot's own page.
      const printed = yield* app.send("GET", `/01/${GTIN14}/10/${encodeURIComponent("L 42/8")}`)
      assert.notStrictEqual(printed.headers.get("location"), `${testPublicBaseUrl}/l/${pageRef(label)}`)
    })
  )
})

describeWithZbar("the QR code images of a Digital Link label, scanned", () =>
  describe("the QR code images of a Digital Link label, scanned", () => {
    gs1Live(
      "zbarimg reads each format's PNG, and the link it reads opens that format's page: 375 ml opens 375 ml",
      Effect.gen(function* () {
        const app = yield* openApp()
        const label = yield* gs1Wine({ gtin: GTIN })
        const formats = yield* Formats
        const added = [
          yield* formats.add(users.editor, label.id, { quantity: 375 }),
          yield* formats.add(users.editor, label.id, {
            quantity: 1500,
            gtin: GTIN,
            consumer_product_variant: "MAGNUM"
          }),
          yield* formats.add(users.editor, label.id, { quantity: 3000, gtin: GTIN, lot: "L7" }),
          // Same GTIN, nothing to tell it from the 750 ml: the resolver would open the 750 ml page.
          yield* formats.add(users.editor, label.id, { quantity: 500, gtin: GTIN })
        ]
        const codes: ReadonlyArray<readonly [path: string, ref: string, quantity: string]> = [
          [`/v1/labels/${label.id}/qr.png`, pageRef(label), "750"],
          ...[...label.formats, ...added].map(
            (format) => [`/v1/label-formats/${format.id}/qr.png`, format.ref ?? "", String(format.quantity)] as const
          )
        ]
        const scanned: Array<string> = []
        for (const [path, ref, quantity] of codes) {
          const png = yield* app.send("GET", path, { as: users.viewer })
          assert.strictEqual(png.headers.get("content-type"), "image/png", path)
          const link = yield* zbarScan(png.bytes)
          scanned.push(link)
          assert.isTrue(link.startsWith(testPublicBaseUrl), link)
          // Followed as a phone does: the Digital Link's redirect, then the page.
          let answer = yield* app.send("GET", link.slice(testPublicBaseUrl.length))
          let at = link
          if (answer.status === 307) {
            at = answer.headers.get("location") ?? ""
            answer = yield* app.send("GET", at.slice(testPublicBaseUrl.length))
          }
          assert.strictEqual(answer.status, 200, `${path} -> ${link}`)
          assert.strictEqual(new URL(at).pathname, `/l/${ref}`, `${path}: ${link} opens ${at}`)
          assert.match(
            answer.text,
            new RegExp(
              `<dd>${quantity === "1500" ? "1.5 l|1500 ml" : quantity === "3000" ? "3 l|3000 ml" : `${quantity} ml`}</dd>`
            ),
            `${path}: the page shows ${quantity} ml`
          )
        }
        const [, , half, magnum, lot, twin] = scanned
        assert.strictEqual(half, `${testPublicBaseUrl}/l/${added[0]?.ref}`, "375 ml has no GTIN: its short link")
        assert.strictEqual(magnum, `${testPublicBaseUrl}/01/${GTIN14}/22/MAGNUM`)
        assert.strictEqual(lot, `${testPublicBaseUrl}/01/${GTIN14}/10/L7`)
        assert.strictEqual(twin, `${testPublicBaseUrl}/l/${added[3]?.ref}`, "a twin of the 750 ml: its short link")
      })
    )
  })
)
