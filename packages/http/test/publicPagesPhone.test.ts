/**
 * The public pages on a 390 px phone in headless Chromium, over the whole
 * server on a socket: no word broken inside where it fits (a Bulgarian page
 * with "Weißburgunder" among its grapes), the language switcher's way back
 * to the visitor's own language, the 404 and 410 in the visitor's language,
 * and axe-core finding nothing on any of them. Screenshots land in
 * `test-artifacts/` for a person to look at.
 */
import { assert, layer } from "@effect/vitest"
import { type BrandId, Labels } from "@elabel/domain"
import { referenceCatalog } from "@elabel/persistence"
import { createLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect, Layer } from "effect"
import type { Page } from "playwright-core"
import { axeViolations, Chromium, ChromiumLive, describeInChromium, screenshot } from "./support/chromium.ts"
import { named } from "./support/referenceWire.ts"
import { origin, referenceSocketApp } from "./support/socket.ts"

const PHONE = { width: 390, height: 844 }

const ingredient = (name: string) => named(referenceCatalog.ingredients, name).id

/** A published white wine of Pinot blanc (named by its German synonym) and Riesling, with a German translation. */
const whiteWine = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace({ name: "Weingut Beispiel" })
  const labels = yield* Labels
  const draft = yield* createLabel(users.editor, workspace.id, brandId as BrandId, {
    name: "Weißburgunder Spätlese",
    vintage: "2023",
    quantity: 750,
    locale: "en"
  })
  yield* labels.patch(users.editor, draft.id, {
    alcohol: 12.5,
    residual_sugar: 6,
    acidity: 7,
    glycerin: 8,
    fat_negligible: true,
    protein_negligible: true,
    salt_negligible: true,
    country_of_origin_id: named(referenceCatalog.countries, "Germany").id
  })
  yield* labels.putIngredients(users.editor, draft.id, [
    { ingredient_id: ingredient("Grapes"), order: 1 },
    { ingredient_id: ingredient("Sulphites"), order: 2 }
  ])
  const pinot = named(referenceCatalog.grapeVarieties, "Pinot Blanc")
  const synonym = pinot.synonyms.find((entry) => entry.name === "Weißburgunder")
  yield* labels.putGrapeVarieties(users.editor, draft.id, [
    { grape_variety_id: pinot.id, grape_variety_synonym_id: synonym?.id ?? null, percentage: 60 },
    { grape_variety_id: named(referenceCatalog.grapeVarieties, "Riesling").id, percentage: 40 }
  ])
  yield* labels.putTranslation(users.editor, draft.id, "de", { allergen_text: "Enthält Sulfite" })
  return yield* labels.publish(users.editor, draft.id)
})

/** A fresh phone page whose browser asks for `locale`; closed with the test's scope. */
const phone = (locale: string) =>
  Effect.gen(function* () {
    const browser = yield* Chromium
    const context = yield* Effect.acquireRelease(
      Effect.promise(() =>
        browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale })
      ),
      (opened) => Effect.promise(() => opened.close())
    )
    return yield* Effect.promise(() => context.newPage())
  })

/**
 * Every word of the page's text broken across lines though it would fit the
 * width its line has: a word whose pieces sit on more than one line, and
 * whose whole width is no more than its element's content box.
 */
const wordsBrokenWhereTheyFit = (page: Page) =>
  Effect.promise(() =>
    page.evaluate(() => {
      const broken: Array<string> = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const parent = node.parentElement
        if (parent === null) continue
        const style = getComputedStyle(parent)
        const room = parent.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
        for (const word of (node.textContent ?? "").matchAll(/[^\s\-–/]+/g)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
          const width = [...range.getClientRects()].reduce((sum, rect) => sum + rect.width, 0)
          if (lines.size > 1 && width <= room) broken.push(word[0])
        }
      }
      return broken
    })
  )

/** What the open page's document says of itself, and its first heading. */
const heading = (page: Page) =>
  Effect.promise(async () => ({
    lang: await page.locator("html").getAttribute("lang"),
    h1: await page.locator("h1").innerText()
  }))

const SUITE = "the public pages on a 390 px phone"

describeInChromium(SUITE, () =>
  layer(Layer.merge(referenceSocketApp(), ChromiumLive), { excludeTestServices: true, timeout: "90 seconds" })(
    SUITE,
    (it) => {
      it.effect(
        "the Bulgarian page breaks no word where it fits, and axe-core finds nothing",
        () =>
          Effect.gen(function* () {
            const label = yield* whiteWine
            const page = yield* phone("bg-BG")
            const url = `${yield* origin}/l/${label.ref}`
            const response = yield* Effect.promise(() => page.goto(url))
            assert.strictEqual(response?.status(), 200)
            assert.strictEqual((yield* heading(page)).lang, "bg")
            const grapes = page.locator("dd", { hasText: "Weißburgunder" })
            const lines = yield* Effect.promise(() =>
              grapes.evaluate((dd) => {
                const text = dd.firstChild as Text
                const range = document.createRange()
                const at = (text.textContent ?? "").indexOf("Weißburgunder")
                range.setStart(text, at)
                range.setEnd(text, at + "Weißburgunder".length)
                return range.getClientRects().length
              })
            )
            assert.strictEqual(lines, 1, "Weißburgunder stays on one line")
            assert.deepStrictEqual(yield* wordsBrokenWhereTheyFit(page), [])
            yield* screenshot(page, "elabel-page-bg-390.png")
            assert.deepStrictEqual(yield* axeViolations(page), [])
          }).pipe(Effect.scoped),
        90_000
      )

      it.effect(
        "the switcher leads back to the browser's language after choosing another",
        () =>
          Effect.gen(function* () {
            const label = yield* whiteWine
            const page = yield* phone("bg-BG")
            const url = `${yield* origin}/l/${label.ref}`
            yield* Effect.promise(() => page.goto(url))
            const languages = page.getByRole("navigation", { name: "Език" })
            // The page's own language is listed (the label has no Bulgarian texts), as the current one.
            const current = languages.getByRole("link", { name: "Български", exact: true })
            assert.strictEqual(yield* Effect.promise(() => current.getAttribute("aria-current")), "true")
            yield* Effect.promise(() => languages.getByRole("link", { name: "Deutsch", exact: true }).click())
            yield* Effect.promise(() => page.waitForURL(`${url}?lang=de`))
            assert.strictEqual((yield* heading(page)).lang, "de")
            yield* screenshot(page, "elabel-page-de-from-bg-390.png")
            const back = page.getByRole("navigation", { name: "Sprache" }).getByRole("link", {
              name: "Sprache des Browsers",
              exact: true
            })
            yield* Effect.promise(() => back.click())
            yield* Effect.promise(() => page.waitForURL(url))
            assert.strictEqual((yield* heading(page)).lang, "bg")
            assert.deepStrictEqual(yield* axeViolations(page), [])
          }).pipe(Effect.scoped),
        90_000
      )

      it.effect(
        "the 404 and the 410 speak the visitor's language, by ?lang= or by the browser's",
        () =>
          Effect.gen(function* () {
            const base = yield* origin
            const byQuery = yield* phone("en-GB")
            const missing = yield* Effect.promise(() => byQuery.goto(`${base}/l/NOSUCHREF?lang=it`))
            assert.strictEqual(missing?.status(), 404)
            assert.deepStrictEqual(yield* heading(byQuery), { lang: "it", h1: "Etichetta non trovata" })
            assert.deepStrictEqual(yield* axeViolations(byQuery), [])
            yield* screenshot(byQuery, "notice-404-it-390.png")

            const label = yield* whiteWine
            yield* (yield* Labels).unpublish(users.editor, label.id)
            const byBrowser = yield* phone("it-IT")
            const gone = yield* Effect.promise(() => byBrowser.goto(`${base}/l/${label.ref}`))
            assert.strictEqual(gone?.status(), 410)
            assert.deepStrictEqual(yield* heading(byBrowser), { lang: "it", h1: "Etichetta non più disponibile" })
            assert.deepStrictEqual(yield* axeViolations(byBrowser), [])
            yield* screenshot(byBrowser, "notice-410-it-390.png")
          }).pipe(Effect.scoped),
        90_000
      )
    }
  )
)
