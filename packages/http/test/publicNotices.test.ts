/**
 * What the public page routes answer besides a page, over the whole app as
 * a browser asks: the 404 and 410 in the language the page would be in
 * (`?lang=`, then `Accept-Language`, in each of the 24 languages, from the
 * service's own string table), on `/l/{ref}` and on the resolver's
 * `/01/…`; the CORS preflight of a page, with the resolver's policy; and
 * the switcher's link back to the browser's language.
 */
import { assert, describe } from "@effect/vitest"
import { ELabelStrings, Labels, Locale } from "@elabel/domain"
import { users } from "@elabel/testkit"
import { Effect } from "effect"
import { GTIN14, gs1, JSON_ACCEPT, setup } from "./support/gs1Resolver.ts"
import type { Answer } from "./support/scanner.ts"

/** Asserts a notice page in `lang` with its words of the string table. */
const assertNotice = (answer: Answer, status: number, lang: string, kind: "notFound" | "gone") => {
  const { title, text } = ELabelStrings.serviceWordsFor(lang)[kind]
  const context = `${status} in ${lang}`
  assert.strictEqual(answer.status, status, context)
  assert.strictEqual(answer.headers.get("content-type"), "text/html; charset=utf-8", context)
  assert.strictEqual(answer.headers.get("content-language"), lang, context)
  assert.include(answer.headers.get("vary") ?? "", "Accept-Language", context)
  assert.strictEqual(answer.headers.get("access-control-allow-origin"), "*", context)
  assert.include(answer.text, `<html lang="${lang}">`, context)
  // Escaped as HTML: the Maltese apostrophes, for one.
  const html = (words: string) => words.replaceAll("'", "&#39;")
  assert.include(answer.text, `<h1>${html(title)}</h1>`, context)
  assert.include(answer.text, html(text), context)
}

describe("the notices instead of a page", () => {
  gs1(
    "a 404 and a 410 on /l/{ref} speak each of the 24 languages, by ?lang= or Accept-Language",
    Effect.gen(function* () {
      const { app, ref, label } = yield* setup
      for (const lang of Locale.OFFICIAL_EU_LANGUAGES) {
        assertNotice(yield* app.send("GET", `/l/NOSUCHREF?lang=${lang}`), 404, lang, "notFound")
        const byHeader = yield* app.send("GET", "/l/NOSUCHREF", { headers: { "accept-language": `${lang};q=0.9` } })
        assertNotice(byHeader, 404, lang, "notFound")
      }
      // The query wins over the header, a regional tag falls back to its language, nothing known is English.
      const both = { headers: { "accept-language": "de-AT" } }
      assertNotice(yield* app.send("GET", "/l/NOSUCHREF?lang=it", both), 404, "it", "notFound")
      assertNotice(yield* app.send("GET", "/l/NOSUCHREF", both), 404, "de", "notFound")
      assertNotice(yield* app.send("GET", "/l/NOSUCHREF?lang=tlh"), 404, "en", "notFound")
      yield* (yield* Labels).unpublish(users.editor, label.id)
      for (const lang of Locale.OFFICIAL_EU_LANGUAGES) {
        assertNotice(yield* app.send("GET", `/l/${ref}?lang=${lang}`), 410, lang, "gone")
      }
      assertNotice(yield* app.send("GET", `/l/${ref}`, { headers: { "accept-language": "it" } }), 410, "it", "gone")
    })
  )

  gs1(
    "the resolver's 404 and 410 pages follow the same negotiation; apps asking for JSON still get the problem",
    Effect.gen(function* () {
      const { app, label } = yield* setup
      const italian = { headers: { "accept-language": "it" } }
      assertNotice(yield* app.send("GET", "/01/4000000000013", italian), 404, "it", "notFound")
      assertNotice(yield* app.send("GET", "/01/4000000000013?lang=pl"), 404, "pl", "notFound")
      const problem = yield* app.send("GET", "/01/4000000000013", {
        headers: { ...JSON_ACCEPT, "accept-language": "it" }
      })
      assert.strictEqual(problem.headers.get("content-type"), "application/problem+json")
      yield* (yield* Labels).unpublish(users.editor, label.id)
      assertNotice(yield* app.send("GET", `/01/${GTIN14}`, italian), 410, "it", "gone")
    })
  )
})

describe("CORS of the e-label page", () => {
  gs1(
    "a preflight of /l/{ref} answers as the resolver's: any origin, GET, HEAD and OPTIONS, its request headers",
    Effect.gen(function* () {
      const { app, ref } = yield* setup
      const preflight = {
        headers: {
          origin: "https://app.example",
          "access-control-request-method": "GET",
          "access-control-request-headers": "accept-language"
        }
      }
      const page = yield* app.send("OPTIONS", `/l/${ref}`, preflight)
      const resolver = yield* app.send("OPTIONS", `/01/${GTIN14}`, preflight)
      assert.strictEqual(page.status, 204)
      for (const name of [
        "access-control-allow-origin",
        "access-control-allow-methods",
        "access-control-allow-headers",
        "access-control-max-age",
        "allow"
      ]) {
        assert.strictEqual(page.headers.get(name), resolver.headers.get(name), name)
      }
      assert.strictEqual(page.headers.get("access-control-allow-origin"), "*")
      assert.include(page.headers.get("access-control-allow-headers") ?? "", "Accept-Language")
      // A ref that names nothing gets the same preflight: it says nothing of what exists.
      assert.strictEqual((yield* app.send("OPTIONS", "/l/NOSUCHREF", preflight)).status, 204)
      // Other methods stay the router's 405 (its Allow names the methods of resources, as on /01/…).
      const post = yield* app.send("POST", `/l/${ref}`)
      assert.strictEqual(post.status, 405)
      assert.strictEqual(post.headers.get("allow"), "GET, HEAD")
      // The page itself may be read by any origin.
      const read = yield* app.send("GET", `/l/${ref}`, { headers: { origin: "https://app.example" } })
      assert.strictEqual(read.headers.get("access-control-allow-origin"), "*")
    })
  )
})

describe("the language switcher", () => {
  gs1(
    "lists the page's own language and links back to the browser's: the page without ?lang=",
    Effect.gen(function* () {
      const { app, ref } = yield* setup
      const german = (yield* app.send("GET", `/l/${ref}?lang=de`, { headers: { "accept-language": "bg" } })).text
      assert.include(german, `<a href="${ref}" class="auto">Sprache des Browsers</a>`)
      // A language the label has no texts in is listed as the current one: the visitor sees where they are.
      const bulgarian = (yield* app.send("GET", `/l/${ref}`, { headers: { "accept-language": "bg" } })).text
      assert.include(bulgarian, 'hreflang="bg" lang="bg" aria-current="true">Български</a>')
      assert.include(bulgarian, `<a href="${ref}" class="auto">Език на браузъра</a>`)
    })
  )
})
