/**
 * A page with its bottle and logo on a 390 px phone in headless Chromium,
 * over the whole server on a socket: the pictures load (AVIF chosen), take
 * their room before they load (no shift), the logo waits below the fold,
 * and axe-core finds nothing. The screenshot lands in `test-artifacts/`.
 */
import { assert, layer } from "@effect/vitest"
import { type BrandId, Brands, Labels, MediaInspector, Medias } from "@elabel/domain"
import { referenceCatalog } from "@elabel/persistence"
import { createLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect, Layer, Stream } from "effect"
import sharp from "sharp"
import { sharpInspector } from "../src/media/SharpInspector.ts"
import { axeViolations, Chromium, ChromiumLive, describeInChromium, screenshot } from "./support/chromium.ts"
import { named } from "./support/referenceWire.ts"
import { origin, referenceSocketApp } from "./support/socket.ts"

const PHONE = { width: 390, height: 844 }

/** A bottle-shaped picture: a dark glass body on a light ground. */
const bottlePicture = Effect.promise(() =>
  sharp({ create: { width: 600, height: 1400, channels: 3, background: { r: 245, g: 240, b: 230 } } })
    .composite([
      {
        input: {
          create: { width: 200, height: 1100, channels: 3, background: { r: 40, g: 60, b: 30 } }
        },
        left: 200,
        top: 250
      }
    ])
    .jpeg()
    .toBuffer()
)

const logoPicture = Effect.promise(() =>
  sharp({ create: { width: 400, height: 120, channels: 3, background: { r: 120, g: 20, b: 40 } } })
    .png()
    .toBuffer()
)

/** A published wine whose label shows a bottle and whose brand shows a logo, alt texts in German. */
const wineWithPictures = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace({ name: "Weingut Bild" })
  const labels = yield* Labels
  const medias = yield* Medias
  const send = (bytes: Buffer, declared: string) =>
    medias
      .upload(users.editor, workspace.id, { declared, body: Stream.make(new Uint8Array(bytes)) })
      .pipe(Effect.provideService(MediaInspector, sharpInspector))
  const bottle = yield* send(yield* bottlePicture, "image/jpeg")
  const logo = yield* send(yield* logoPicture, "image/png")
  yield* medias.patch(users.editor, bottle.id, { alt: { de: "Die Flasche Riesling, von vorn" } })
  yield* medias.patch(users.editor, logo.id, { alt: { de: "Logo des Weinguts Bild" } })
  yield* (yield* Brands).patch(users.editor, brandId as BrandId, { logo_id: logo.id })
  const draft = yield* createLabel(users.editor, workspace.id, brandId as BrandId, {
    name: "Riesling trocken",
    vintage: "2024",
    quantity: 750,
    locale: "de"
  })
  yield* labels.patch(users.editor, draft.id, {
    alcohol: 12,
    residual_sugar: 4,
    acidity: 7,
    glycerin: 8,
    fat_negligible: true,
    protein_negligible: true,
    salt_negligible: true,
    image_id: bottle.id,
    country_of_origin_id: named(referenceCatalog.countries, "Germany").id
  })
  yield* labels.putIngredients(users.editor, draft.id, [
    { ingredient_id: named(referenceCatalog.ingredients, "Grapes").id, order: 1 },
    { ingredient_id: named(referenceCatalog.ingredients, "Sulphites").id, order: 2 }
  ])
  return yield* labels.publish(users.editor, draft.id)
})

const SUITE = "a page with pictures on a 390 px phone"

describeInChromium(SUITE, () =>
  layer(Layer.merge(referenceSocketApp(), ChromiumLive), { excludeTestServices: true, timeout: "120 seconds" })(
    SUITE,
    (it) => {
      it.effect(
        "the bottle loads at once in AVIF, the logo lazily, nothing shifts, and axe-core finds nothing",
        () =>
          Effect.gen(function* () {
            const label = yield* wineWithPictures
            const browser = yield* Chromium
            const context = yield* Effect.acquireRelease(
              Effect.promise(() =>
                browser.newContext({
                  viewport: PHONE,
                  deviceScaleFactor: 2,
                  isMobile: true,
                  hasTouch: true,
                  locale: "de-DE"
                })
              ),
              (opened) => Effect.promise(() => opened.close())
            )
            const page = yield* Effect.promise(() => context.newPage())
            const url = `${yield* origin}/l/${label.ref}`
            const response = yield* Effect.promise(() => page.goto(url))
            assert.strictEqual(response?.status(), 200)
            const bottle = page.locator("picture.bottle img")
            const before = yield* Effect.promise(() => bottle.boundingBox())
            yield* Effect.promise(() => page.waitForLoadState("networkidle"))
            const loaded = yield* Effect.promise(() =>
              bottle.evaluate((img: HTMLImageElement) => ({
                complete: img.complete,
                natural: img.naturalWidth,
                source: img.currentSrc,
                alt: img.alt
              }))
            )
            const fetched = yield* Effect.promise(() =>
              fetch(new URL(loaded.source, url)).then((r) => `${r.status} ${r.headers.get("content-type")}`)
            )
            assert.isTrue(loaded.complete, fetched)
            assert.strictEqual(fetched, "200 image/avif", loaded.source)
            assert.isAbove(loaded.natural, 0)
            assert.match(loaded.source, /\/avif-(640|960)$/)
            assert.strictEqual(loaded.alt, "Die Flasche Riesling, von vorn")
            const after = yield* Effect.promise(() => bottle.boundingBox())
            assert.deepStrictEqual(after, before, "the bottle took its room before it loaded")
            assert.strictEqual(
              yield* Effect.promise(() => page.locator("picture.logo img").getAttribute("loading")),
              "lazy"
            )
            yield* screenshot(page, "elabel-page-pictures-de-390.png")
            assert.deepStrictEqual(yield* axeViolations(page), [])
          }),
        120_000
      )
    }
  )
)
