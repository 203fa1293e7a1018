/**
 * GS1-Conformant Resolver 1.2 §2.3 (5.5): compressed Digital Link URIs,
 * fully (`/{compressed}`) and partially (`/01/{gtin}/{compressed}`)
 * compressed, answered as their uncompressed form with a `Link` rel
 * `owl:sameAs` to it (the table in docs/gs1-conformance.md points here).
 */
import { assert, describe } from "@effect/vitest"
import { Formats } from "@elabel/domain"
import { testPublicBaseUrl, users } from "@elabel/testkit"
import { Effect } from "effect"
import { assertCors, gs1, JSON_ACCEPT, linksetOf, pageRef, setup } from "./support/gs1Resolver.ts"
import { gs1Wine } from "./support/gs1Wine.ts"
import { openApp } from "./support/scanner.ts"

/** The GTIN of GS1's compression vectors (`gs1/digital-link.js` tests). */
const BOOK = "9780345418913"
const BOOK14 = `0${BOOK}`
/** The GTIN of the partially compressed vectors of Solidsoft Reply's port of GS1's prototype. */
const PORT = "5412345000013"
const PORT14 = `0${PORT}`

type App = Effect.Success<ReturnType<typeof openApp>>

/**
 * `compressed` answers, to GET and HEAD, the 307 of its `uncompressed` form (which leads to `page…`), with that
 * form's `Link` plus one rel `owl:sameAs` to it, and CORS.
 */
const assertAnsweredAs = (app: App, compressed: string, uncompressed: string, page: string) =>
  Effect.gen(function* () {
    for (const method of ["GET", "HEAD"] as const) {
      const answer = yield* app.send(method, compressed)
      const plain = yield* app.send(method, uncompressed)
      assert.strictEqual(answer.status, 307, compressed)
      assert.strictEqual(answer.headers.get("location"), plain.headers.get("location"))
      assert.isTrue(plain.headers.get("location")?.startsWith(page))
      assert.strictEqual(
        answer.headers.get("link"),
        `${plain.headers.get("link")}, <${testPublicBaseUrl}${uncompressed}>; rel="owl:sameAs"`
      )
      assertCors(answer)
    }
  })

describe("GS1-Conformant Resolver 1.2: compressed links", () => {
  gs1(
    "§2.3 (5.5) SHALL decompress compressed URIs: each answers as its uncompressed form, with a Link rel owl:sameAs to it",
    Effect.gen(function* () {
      const app = yield* openApp()
      // GS1's vectors (gs1/digital-link.js tests): the compressed URI and the uncompressed one it stands for.
      const label = yield* gs1Wine({ gtin: BOOK })
      const lot = yield* (yield* Formats).add(users.editor, label.id, { quantity: 375, gtin: BOOK, lot: "231" })
      for (const [compressed, uncompressed, ref] of [
        ["/ARHKVAdpQg", `/01/${BOOK14}`, pageRef(label)],
        ["/HxHKVAdpQgZzjr-hCDKigI", `/01/${BOOK14}/10/231/21/345345?15=120820`, lot.ref],
        ["/DBHKVAdpQgqrCvBv0UMG21W", `/01/${BOOK14}/21/43786?foo=bar`, pageRef(label)]
      ] as const) {
        yield* assertAnsweredAs(app, compressed, uncompressed, `${testPublicBaseUrl}/l/${ref}`)
      }
      // The request's own query string follows the decompressed one: passed on, and read (linkType, lang).
      const passed = yield* app.send("GET", "/HxHKVAdpQgZzjr-hCDKigI?utm_source=qr")
      assert.strictEqual(passed.headers.get("location"), `${testPublicBaseUrl}/l/${lot.ref}?15=120820&utm_source=qr`)
      // What the query may hold raw but a URI in a Link header may not is percent-encoded there.
      const raw = yield* app.send("GET", '/ARHKVAdpQg?q=a>b"c')
      assert.include(raw.headers.get("link") ?? "", `<${testPublicBaseUrl}/01/${BOOK14}?q=a%3Eb%22c>; rel="owl:sameAs"`)
      const linkset = yield* app.send("GET", "/ARHKVAdpQg?linkType=linkset")
      assert.strictEqual(linkset.status, 200)
      assert.strictEqual(linksetOf(linkset).linkset[0]?.anchor, `${testPublicBaseUrl}/01/${BOOK14}`)
      assert.include(linkset.headers.get("link") ?? "", "http://www.w3.org/ns/json-ld#context")
      assert.include(
        linkset.headers.get("link") ?? "",
        `<${testPublicBaseUrl}/01/${BOOK14}?linkType=linkset>; rel="owl:sameAs"`
      )
      assert.strictEqual((yield* app.send("GET", "/ARHKVAdpQg?linkType=gs1:ingredientsInfo")).status, 300)
      const noSuchType = yield* app.send("GET", "/ARHKVAdpQg?linkType=gs1:recallStatus", { headers: JSON_ACCEPT })
      assert.strictEqual(JSON.parse(noSuchType.text).type, "/problems/link-type-not-found")
      assert.include(noSuchType.headers.get("link") ?? "", 'rel="owl:sameAs"')
    })
  )

  gs1(
    "§2.3 (5.5) SHALL decompress partially compressed URIs (/01/{gtin}/{compressed}) too, answered as their uncompressed form with a Link rel owl:sameAs",
    Effect.gen(function* () {
      const app = yield* openApp()
      // The port's vectors (Gs1DigitalLinkLib, AdditionalUriContent.feature): the GTIN stays, (10) and (17) are compressed.
      const label = yield* gs1Wine({ gtin: PORT })
      const lot = yield* (yield* Formats).add(users.editor, label.id, { quantity: 375, gtin: PORT, lot: "ABC123" })
      for (const [partial, uncompressed] of [
        [`/01/${PORT14}/EEarwSMXRuGw`, `/01/${PORT14}/10/ABC123?17=290331`],
        [`/01/${PORT}/EEarwSMXRuGw/?utm_source=qr`, `/01/${PORT14}/10/ABC123?17=290331&utm_source=qr`]
      ] as const) {
        yield* assertAnsweredAs(app, partial, uncompressed, `${testPublicBaseUrl}/l/${lot.ref}?17=290331`)
      }
      const linkset = yield* app.send("GET", `/01/${PORT14}/EEarwSM?linkType=linkset`)
      assert.strictEqual(linkset.status, 200)
      assert.strictEqual(linksetOf(linkset).linkset[0]?.anchor, `${testPublicBaseUrl}/01/${PORT14}/10/ABC123`)
      assert.include(
        linkset.headers.get("link") ?? "",
        `<${testPublicBaseUrl}/01/${PORT14}/10/ABC123?linkType=linkset>; rel="owl:sameAs"`
      )
      // A segment that does not decompress is the parser's 400, as before, and names no uncompressed form.
      const malformed = yield* app.send("GET", `/01/${PORT14}/foo`, { headers: JSON_ACCEPT })
      assert.strictEqual(malformed.status, 400)
      assert.strictEqual(JSON.parse(malformed.text).type, "/problems/invalid-digital-link")
      assert.notInclude(malformed.headers.get("link") ?? "", "owl:sameAs")
      assertCors(malformed)
    })
  )

  gs1(
    "§2.3 (5.5) a compressed URI of an unknown product is 404, one that does not decompress 400, any other segment an unknown path",
    Effect.gen(function* () {
      const { app } = yield* setup
      const unknown = yield* app.send("GET", "/AQnYUc1gmg", { headers: JSON_ACCEPT }) // /01/05412345000013
      assert.strictEqual(unknown.status, 404)
      assert.strictEqual(JSON.parse(unknown.text).type, "/problems/not-found")
      assert.strictEqual(unknown.headers.get("link"), `<${testPublicBaseUrl}/01/05412345000013>; rel="owl:sameAs"`)
      for (const path of [
        "/AQnYUc1gmiCNV4J", // cut short
        "/AQnYUc1gmh", // bits after the last value
        "/HxHKVAdpQgZzjr-hCDKigI?15=120820" // AI (15) twice: compressed and in the query
      ]) {
        const malformed = yield* app.send("GET", path, { headers: JSON_ACCEPT })
        assert.strictEqual(malformed.status, 400, path)
        assert.strictEqual(JSON.parse(malformed.text).type, "/problems/invalid-digital-link")
        assertCors(malformed)
      }
      assert.include((yield* app.send("GET", "/AQnYUc1gmiCNV4J")).headers.get("content-type") ?? "", "text/html")
      // A word of the alphabet, a compressed SSCC: unknown paths.
      for (const path of ["/humans.txt", "/HelloWorld12", "/apple-touch-icon", "/AN2yxDhfaiaw", "/health", "/v1"]) {
        assert.strictEqual((yield* app.send("GET", path)).status, 404, path)
      }
      // The other routes are never taken for compressed links.
      for (const path of ["/robots.txt", "/docs", "/openapi.json", "/health/live", "/.well-known/gs1resolver"]) {
        assert.strictEqual((yield* app.send("GET", path)).status, 200, path)
      }
      assert.strictEqual((yield* app.send("OPTIONS", "/robots.txt")).status, 405)
      assert.strictEqual((yield* app.send("OPTIONS", "/HelloWorld12")).status, 404)
    })
  )
})
