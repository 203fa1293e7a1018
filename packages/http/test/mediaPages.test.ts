/**
 * The files of published pages (issue 28 items 4, 5): the bottle, the logo
 * and the data sheet on `/l/{ref}`, their variants at `/m/{sha256}/{variant}`
 * (public only while a published version shows them), and the version
 * document of format 2 recording each file's SHA-256.
 */
import { existsSync, mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { LabelHistory, Media, MediaInspector, MediaStore, Medias } from "@elabel/domain"
import { collectingLogs, createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { ConfigProvider, Effect, Layer, Stream } from "effect"
import sharp from "sharp"
import { exportSite } from "../src/exit/SiteExport.ts"
import { sharpInspector } from "../src/media/SharpInspector.ts"
import { pdf, picture, upload } from "./support/mediaFiles.ts"
import { bodyAs, call, layerWire, WireLive } from "./support/wire.ts"

const asMedia = bodyAs(Media.Media)

const published = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace()
  const label = yield* createCompleteLabel(users.owner, workspace.id, brandId, { quantity: 750 })
  const bottle = yield* asMedia(
    yield* upload(workspace.id, yield* picture("jpeg", 800, 1200), "image/jpeg", users.editor)
  )
  const logo = yield* asMedia(yield* upload(workspace.id, yield* picture("png", 300, 100), "image/png", users.editor))
  const sheet = yield* asMedia(yield* upload(workspace.id, pdf, "application/pdf", users.editor, "?filename=sheet.pdf"))
  const draftOnly = yield* asMedia(
    yield* upload(workspace.id, yield* picture("webp", 640, 640), "image/webp", users.editor)
  )
  const patch = (path: string, body: object) =>
    Effect.tap(call("PATCH", path, { as: users.editor, body }), (response) =>
      Effect.sync(() => assert.strictEqual(response.status, 200, response.text))
    )
  yield* patch(`/v1/media/${bottle.id}`, { alt: { de: "Die Flasche von vorn" } })
  yield* patch(`/v1/labels/${label.id}`, { image_id: bottle.id, data_sheet_file_id: sheet.id })
  yield* patch(`/v1/brands/${brandId}`, { logo_id: logo.id })
  const publish = yield* call("POST", `/v1/labels/${label.id}/publish`, { as: users.editor })
  assert.strictEqual(publish.status, 200, publish.text)
  return { label, bottle, logo, sheet, draftOnly, ref: label.ref! }
})

describe("pictures on the consumer page", () => {
  it.live(
    "the page shows the bottle, the logo and the data sheet; the variants are served immutable",
    () =>
      Effect.gen(function* () {
        const { bottle, logo, sheet, draftOnly, ref, label } = yield* published
        const page = yield* call("GET", `/l/${ref}?lang=de`)
        assert.strictEqual(page.status, 200)
        assert.include(
          page.text,
          `<picture class="bottle"><source type="image/avif" srcset="/m/${bottle.sha256}/avif-320 320w`
        )
        assert.include(page.text, `width="800" height="1200" alt="Die Flasche von vorn"`)
        assert.include(page.text, `fetchpriority="high"`)
        assert.include(page.text, `<picture class="logo">`)
        assert.include(page.text, `loading="lazy"`)
        assert.include(page.text, `href="/m/${sheet.sha256}/document.pdf" type="application/pdf">Datenblatt (PDF)</a>`)
        const english = yield* call("GET", `/l/${ref}?lang=en`)
        assert.include(english.text, `alt="${label.name}`)
        assert.include(english.text, ">Data sheet (PDF)</a>")

        const variant = yield* call("GET", `/m/${bottle.sha256}/jpeg-320`)
        assert.strictEqual(variant.status, 200)
        assert.strictEqual(variant.headers.get("content-type"), "image/jpeg")
        assert.strictEqual(variant.headers.get("cache-control"), "public, max-age=31536000, immutable")
        const etag = variant.headers.get("etag") ?? ""
        assert.match(etag, /^"[^"]+"$/)
        const meta = yield* Effect.promise(() => sharp(Buffer.from(variant.bytes)).metadata())
        assert.deepStrictEqual([meta.width, meta.height, meta.exif, meta.space], [320, 480, undefined, "srgb"])
        const again = yield* call("GET", `/m/${bottle.sha256}/jpeg-320`, { headers: { "if-none-match": etag } })
        assert.strictEqual(again.status, 304)
        for (const name of ["avif-640", "webp-960"]) {
          assert.strictEqual((yield* call("GET", `/m/${bottle.sha256}/${name}`)).status, 200)
        }
        assert.strictEqual((yield* call("GET", `/m/${logo.sha256}/webp-320`)).status, 200)
        const document = yield* call("GET", `/m/${sheet.sha256}/document.pdf`)
        assert.strictEqual(document.headers.get("content-type"), "application/pdf")
        assert.deepStrictEqual(Buffer.from(document.bytes), pdf)
        for (const path of [
          `/m/${draftOnly.sha256}/jpeg-320`,
          `/m/${bottle.sha256}/document.pdf`,
          `/m/${bottle.sha256}/gif-320`,
          `/m/${"0".repeat(64)}/jpeg-320`
        ]) {
          assert.strictEqual((yield* call("GET", path)).status, 404, path)
        }

        assert.strictEqual((yield* call("POST", `/v1/labels/${label.id}/unpublish`, { as: users.editor })).status, 200)
        assert.strictEqual((yield* call("GET", `/m/${bottle.sha256}/jpeg-320`)).status, 404)
      }).pipe(Effect.provide(WireLive)),
    120_000
  )

  it.live(
    "a version records the SHA-256 of each file its page shows, and keeps the file for ever",
    () =>
      Effect.gen(function* () {
        const { bottle, logo, sheet, label } = yield* published
        const version = yield* call("GET", `/v1/labels/${label.id}/versions/1`, { as: users.viewer })
        const document = (
          version.json as { document: { format: string; snapshot: { media: Array<{ sha256: string }> } } }
        ).document
        assert.strictEqual(document.format, "elabel-version/3")
        assert.sameMembers(
          document.snapshot.media.map((file) => file.sha256),
          [bottle.sha256, logo.sha256, sheet.sha256]
        )
        assert.strictEqual(
          (yield* call("PATCH", `/v1/labels/${label.id}`, { as: users.editor, body: { data_sheet_file_id: null } }))
            .status,
          200
        )
        const refused = yield* call("DELETE", `/v1/media/${sheet.id}`, { as: users.editor })
        assert.strictEqual(refused.status, 409)
      }).pipe(Effect.provide(WireLive)),
    120_000
  )

  it.live(
    "verify-history recomputes each file's hash and names a file that went missing",
    () =>
      Effect.gen(function* () {
        const { label, sheet } = yield* published
        const history = yield* LabelHistory
        const intact = yield* history.verify()
        assert.isUndefined(intact.broken)
        yield* (yield* MediaStore).remove(sheet.sha256)
        const check = yield* history.verify()
        assert.strictEqual(check.broken?.label_id, label.id)
        assert.include(check.broken?.reason ?? "", `file ${sheet.sha256} (media ${sheet.id}) is missing from storage`)
      }).pipe(Effect.provide(WireLive)),
    120_000
  )

  it.live(
    "the exit bundle carries the files its pages show, at the paths the pages link to",
    () =>
      Effect.gen(function* () {
        const { label, bottle, sheet, draftOnly } = yield* published
        const dir = mkdtempSync(join(tmpdir(), "elabel-exit-media-"))
        yield* exportSite(label.workspace_id, dir, "https://elabel.example")
        const html = readFileSync(join(dir, "l", label.ref!, "index.html"), "utf8")
        assert.include(html, `/m/${bottle.sha256}/jpeg-640`)
        const jpeg = readFileSync(join(dir, "m", bottle.sha256, "jpeg-640"))
        const meta = yield* Effect.promise(() => sharp(jpeg).metadata())
        assert.deepStrictEqual([meta.format, meta.width, meta.exif], ["jpeg", 640, undefined])
        assert.isTrue(existsSync(join(dir, "m", bottle.sha256, "avif-320")))
        assert.deepStrictEqual(readFileSync(join(dir, "m", sheet.sha256, "document.pdf")), pdf)
        assert.isFalse(existsSync(join(dir, "m", draftOnly.sha256)))
      }).pipe(Effect.provide(WireLive)),
    120_000
  )
})

describe("ELABEL_MEDIA_PIXELS on the variants", () => {
  /** The app with a limit of 100 000 pixels (a picture stored before it was lowered is over it). */
  const lowPixels = layerWire().pipe(
    Layer.provide(
      Layer.succeed(ConfigProvider.ConfigProvider)(ConfigProvider.fromEnv({ env: { ELABEL_MEDIA_PIXELS: "100000" } }))
    )
  )

  /** Stored through the domain under the default limits, named by the label and published. */
  const publishedWith = (bytes: Uint8Array) =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createCompleteLabel(users.owner, workspace.id, brandId, { quantity: 750 })
      const media = yield* Medias.use((medias) =>
        medias.upload(users.editor, workspace.id, { declared: "image/jpeg", body: Stream.make(bytes) })
      ).pipe(Effect.provideService(MediaInspector, sharpInspector))
      const patched = yield* call("PATCH", `/v1/labels/${label.id}`, { as: users.editor, body: { image_id: media.id } })
      assert.strictEqual(patched.status, 200, patched.text)
      assert.strictEqual((yield* call("POST", `/v1/labels/${label.id}/publish`, { as: users.editor })).status, 200)
      return media
    })

  it.live(
    "a picture over the limit gets no variant (404, logged); one under it does",
    () =>
      Effect.gen(function* () {
        // The refusal's warning is collected and asserted here, not printed: a green run stays quiet.
        const [, logs] = yield* collectingLogs(
          Effect.gen(function* () {
            const large = yield* publishedWith(yield* picture("jpeg", 800, 1200))
            const small = yield* publishedWith(yield* picture("jpeg", 200, 300))
            const refused = yield* call("GET", `/m/${large.sha256}/jpeg-320`)
            assert.strictEqual(refused.status, 404, refused.text)
            assert.strictEqual(refused.headers.get("content-type"), "application/problem+json")
            assert.strictEqual((yield* call("GET", `/m/${small.sha256}/jpeg-320`)).status, 200)
          }).pipe(Effect.provide(lowPixels))
        )
        assert.isTrue(
          logs.some((line) => line.message.includes("no variant jpeg-320") && line.message.includes("pixel limit")),
          JSON.stringify(logs.map((line) => line.message))
        )
      }),
    120_000
  )
})
