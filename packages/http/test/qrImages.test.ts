/**
 * QR images over the wire: what a phone reads from each code (decoded with
 * jsQR at every error correction level), the drawing options and their
 * refusals, and tenancy like every other read.
 */
import { assert, describe, it } from "@effect/vitest"
import { type LabelId, MarketingQrCodeRepository, type QrCodeId, type UserId } from "@elabel/domain"
import { createLabel, createQrCode, seedWorkspace, testPublicBaseUrl, users } from "@elabel/testkit"
import { Effect, Option } from "effect"
import {
  decodePng,
  decodeSvg,
  getImage,
  type ImageResponse,
  ImageWireLive,
  isWellFormed,
  readPng,
  svgModules
} from "./support/qrDecode.ts"
import { outsiders } from "./support/routes.ts"
import { call, problemOf } from "./support/wire.ts"

const base = testPublicBaseUrl
const levels = ["L", "M", "Q", "H"] as const
/** A GTIN-13 with a valid check digit, and its GTIN-14. */
const GTIN_13 = "4006381333931"
const GTIN_14 = "04006381333931"

/** A workspace with a label (and its default format) and a draft marketing code. */
const seed = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace({ plan: "premium" })
  const label = yield* createLabel(users.owner, workspace.id, brandId, { quantity: 750 })
  const code = yield* createQrCode(users.owner, workspace.id)
  const format = label.formats[0]
  if (format === undefined) return yield* Effect.die(new Error("the label has no default format"))
  return { workspace, brandId, label, format, code }
})

/** The internal ref of a marketing code: not part of the resource, so read from storage. */
const refOf = (id: QrCodeId) =>
  MarketingQrCodeRepository.use((codes) => Effect.map(codes.findById(id), (found) => Option.getOrThrow(found).ref))

const expectImage = (response: ImageResponse, contentType: string) => {
  assert.strictEqual(response.status, 200, response.text)
  assert.strictEqual(response.headers.get("content-type"), contentType)
  assert.strictEqual(response.headers.get("cache-control"), "private, max-age=300")
}

/** Fetches PNG and SVG at every level and checks both read back as `expected`. */
const expectEncodes = (path: string, expected: string, as: UserId = users.owner) =>
  Effect.gen(function* () {
    for (const ecc of levels) {
      const png = yield* getImage(`${path}/qr.png?ecc=${ecc}`, as)
      expectImage(png, "image/png")
      assert.strictEqual(decodePng(png.bytes), expected, `PNG at ${ecc}`)
      const svg = yield* getImage(`${path}/qr.svg?ecc=${ecc}`, as)
      expectImage(svg, "image/svg+xml")
      assert.strictEqual(decodeSvg(svg.text), expected, `SVG at ${ecc}`)
    }
  })

/** The query parameters a 400 `invalid-query` names. */
const refusedParams = (path: string) =>
  Effect.gen(function* () {
    const response = yield* call("GET", path, { as: users.owner })
    assert.strictEqual(response.status, 400, `${path}: ${response.text}`)
    const problem = yield* problemOf(response)
    assert.strictEqual(problem.type, "/problems/invalid-query")
    return { params: [...new Set(problem.errors?.map((issue) => issue.path))].sort(), problem }
  })

describe("QR image content", () => {
  // Decoding every image takes seconds on a busy machine, and nothing here reads the time: the live clock, so no
  // pending timer of the test clock is reported as a test waiting on time.
  it.live("a label's code reads back as its short link at every level", () =>
    Effect.gen(function* () {
      const { label } = yield* seed
      yield* expectEncodes(`/v1/labels/${label.id}`, `${base}/l/${label.ref}`)
    }).pipe(Effect.provide(ImageWireLive))
  )

  it.live("a format's code reads back as the format's own link", () =>
    Effect.gen(function* () {
      const { format } = yield* seed
      yield* expectEncodes(`/v1/label-formats/${format.id}`, `${base}/l/${format.ref}`)
    }).pipe(Effect.provide(ImageWireLive))
  )

  it.live("a marketing code reads back as its redirect, as a draft and once published", () =>
    Effect.gen(function* () {
      const { code } = yield* seed
      const link = `${base}/q/${yield* refOf(code.id)}`
      yield* expectEncodes(`/v1/marketing-qr-codes/${code.id}`, link)
      const published = yield* call("POST", `/v1/marketing-qr-codes/${code.id}/publish`, { as: users.owner })
      assert.strictEqual((published.json as { short_url: string }).short_url, link)
      assert.strictEqual(
        decodePng((yield* getImage(`/v1/marketing-qr-codes/${code.id}/qr.png`, users.owner)).bytes),
        link
      )
    }).pipe(Effect.provide(ImageWireLive))
  )

  it.live(
    "with use_gs1_digital_link, label and format codes carry the GS1 Digital Link of the GTIN-14",
    () =>
      Effect.gen(function* () {
        const { workspace, brandId } = yield* seed
        const label = yield* createLabel(users.owner, workspace.id, brandId, { quantity: 750, gtin: GTIN_13 })
        const as = { as: users.owner }
        const patched = yield* call("PATCH", `/v1/labels/${label.id}`, { ...as, body: { use_gs1_digital_link: true } })
        assert.strictEqual(patched.status, 200, patched.text)
        yield* expectEncodes(`/v1/labels/${label.id}`, `${base}/01/${GTIN_14}`)
        // A format with a variant and a lot adds them. One without a GTIN of its own, or whose lot is no valid AI (10)
        // value (a space) so that its link would open the magnum's page, carries its own short link.
        const add = (body: Record<string, unknown>) => call("POST", `/v1/labels/${label.id}/formats`, { ...as, body })
        const withLot = yield* add({
          quantity: 1500,
          gtin: "04012345678901",
          consumer_product_variant: "MAG",
          lot: "L42/7"
        })
        const bare = yield* add({ quantity: 375 })
        const spaced = yield* add({ quantity: 1500, gtin: "04012345678901", lot: "L 42/7" })
        const idOf = (response: { readonly json: unknown }) => (response.json as { id: string }).id
        const refOf = (response: { readonly json: unknown }) => (response.json as { ref: string }).ref
        yield* expectEncodes(`/v1/label-formats/${idOf(withLot)}`, `${base}/01/04012345678901/22/MAG/10/L42%2F7`)
        yield* expectEncodes(`/v1/label-formats/${idOf(bare)}`, `${base}/l/${refOf(bare)}`)
        yield* expectEncodes(`/v1/label-formats/${idOf(spaced)}`, `${base}/l/${refOf(spaced)}`)
      }).pipe(Effect.provide(ImageWireLive)),
    { timeout: 30_000 }
  )

  it.live("without a valid GTIN, or without use_gs1_digital_link, the short link stays", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seed
      const plain = yield* createLabel(users.owner, workspace.id, brandId, { gtin: GTIN_13 })
      const invalid = yield* createLabel(users.owner, workspace.id, brandId, { gtin: "4006381333932" })
      yield* call("PATCH", `/v1/labels/${invalid.id}`, { as: users.owner, body: { use_gs1_digital_link: true } })
      for (const label of [plain, invalid]) {
        const png = yield* getImage(`/v1/labels/${label.id}/qr.png`, users.owner)
        assert.strictEqual(decodePng(png.bytes), `${base}/l/${label.ref}`)
      }
    }).pipe(Effect.provide(ImageWireLive))
  )
})

describe("QR image options", () => {
  it.effect("PNG is 512 px by default and `size` px when asked", () =>
    Effect.gen(function* () {
      const { label } = yield* seed
      const byDefault = readPng((yield* getImage(`/v1/labels/${label.id}/qr.png`, users.owner)).bytes)
      assert.deepStrictEqual([byDefault.width, byDefault.height], [512, 512])
      const small = yield* getImage(`/v1/labels/${label.id}/qr.png?size=200`, users.owner)
      assert.deepStrictEqual([readPng(small.bytes).width, readPng(small.bytes).height], [200, 200])
      assert.strictEqual(decodePng(small.bytes), `${base}/l/${label.ref}`)
    }).pipe(Effect.provide(ImageWireLive))
  )

  it.effect("SVG is well-formed, counts modules in its viewBox and keeps the quiet zone clear", () =>
    Effect.gen(function* () {
      const { label } = yield* seed
      const path = `/v1/labels/${label.id}/qr.svg`
      const svgOf = (query: string) => Effect.map(getImage(`${path}${query}`, users.owner), (r) => r.text)
      const quietZone = (svg: string) => {
        const { side, dark } = svgModules(svg)
        const first = dark.findIndex((row) => row.includes(true))
        const left = Math.min(...dark.map((row) => row.indexOf(true)).filter((i) => i >= 0))
        return { side, first, left, last: side - 1 - dark.findLastIndex((row) => row.includes(true)) }
      }
      const byDefault = yield* svgOf("")
      assert.isTrue(isWellFormed(byDefault), byDefault)
      assert.notInclude(byDefault, "width=", "without `size` it scales to its container")
      const zone = quietZone(byDefault)
      assert.deepStrictEqual([zone.first, zone.left, zone.last], [4, 4, 4], "4 modules of quiet zone by default")
      const wide = yield* svgOf("?margin=10&size=300")
      assert.include(wide, 'width="300" height="300"')
      assert.strictEqual(quietZone(wide).side, zone.side + 12)
      assert.strictEqual(quietZone(wide).first, 10)
      assert.strictEqual(quietZone(yield* svgOf("?margin=0")).first, 0)
    }).pipe(Effect.provide(ImageWireLive))
  )

  it.effect("colours are drawn as given, with or without '#', and still scan", () =>
    Effect.gen(function* () {
      const { label } = yield* seed
      for (const query of ["fg=%231A237E&bg=%23FFF8E1", "fg=1a237e&bg=fff8e1"]) {
        const svg = (yield* getImage(`/v1/labels/${label.id}/qr.svg?${query}`, users.owner)).text
        assert.deepStrictEqual([svgModules(svg).fg, svgModules(svg).bg], ["#1a237e", "#fff8e1"])
        assert.strictEqual(decodeSvg(svg), `${base}/l/${label.ref}`)
        const png = yield* getImage(`/v1/labels/${label.id}/qr.png?${query}`, users.owner)
        assert.deepStrictEqual([...readPng(png.bytes).data.subarray(0, 3)], [0xff, 0xf8, 0xe1], "quiet zone in bg")
        assert.strictEqual(decodePng(png.bytes), `${base}/l/${label.ref}`)
      }
    }).pipe(Effect.provide(ImageWireLive))
  )

  it.effect("malformed or out-of-range options answer 400 invalid-query naming the parameter", () =>
    Effect.gen(function* () {
      const { label, format, code } = yield* seed
      for (const path of [`/v1/labels/${label.id}`, `/v1/label-formats/${format.id}`]) {
        for (const [query, param] of [
          ["size=63", "size"],
          ["size=4097", "size"],
          ["size=big", "size"],
          ["margin=17", "margin"],
          ["margin=-1", "margin"],
          ["ecc=X", "ecc"],
          ["ecc=m", "ecc"],
          ["fg=red", "fg"],
          ["bg=%23ffff", "bg"]
        ] as const) {
          for (const ext of ["svg", "png"]) {
            assert.deepStrictEqual((yield* refusedParams(`${path}/qr.${ext}?${query}`)).params, [param], query)
          }
        }
      }
      const both = yield* refusedParams(`/v1/marketing-qr-codes/${code.id}/qr.png?size=1&ecc=Z`)
      assert.deepStrictEqual(both.params, ["ecc", "size"])
    }).pipe(Effect.provide(ImageWireLive))
  )

  it.effect("a contrast below 4.5:1 or light modules on a dark background are refused, naming fg and bg", () =>
    Effect.gen(function* () {
      const { label } = yield* seed
      const path = `/v1/labels/${label.id}/qr.png`
      const low = yield* refusedParams(`${path}?fg=777777&bg=999999`)
      assert.deepStrictEqual(low.params, ["bg", "fg"])
      assert.match(low.problem.errors?.[0]?.message ?? "", /contrast .* at least 4\.5:1/)
      const same = yield* refusedParams(`${path}?fg=ffffff`)
      assert.deepStrictEqual(same.params, ["bg", "fg"])
      const inverted = yield* refusedParams(`${path}?fg=ffffff&bg=000000`)
      assert.deepStrictEqual(inverted.params, ["bg", "fg"])
      assert.match(inverted.problem.errors?.[0]?.message ?? "", /darker than bg/)
      // Just above the bound passes: #767676 on white is 4.54:1.
      assert.strictEqual((yield* getImage(`${path}?fg=767676`, users.owner)).status, 200)
    }).pipe(Effect.provide(ImageWireLive))
  )

  it.effect("a size too small to give every module a pixel is refused on size", () =>
    Effect.gen(function* () {
      const { label } = yield* seed
      const refused = yield* refusedParams(`/v1/labels/${label.id}/qr.png?size=64&margin=16&ecc=H`)
      assert.deepStrictEqual(refused.params, ["size"])
      assert.match(refused.problem.errors?.[0]?.message ?? "", /at least \d+ pixels/)
    }).pipe(Effect.provide(ImageWireLive))
  )
})

describe("QR image tenancy", () => {
  /** Each image route with the fixture's id. */
  const routes = (f: {
    readonly label: { readonly id: LabelId }
    readonly format: { readonly id: string }
    readonly code: { readonly id: QrCodeId }
  }): ReadonlyArray<readonly [string, string]> =>
    ["svg", "png"].flatMap((ext) => [
      [`/v1/labels/:id/qr.${ext}`, f.label.id] as const,
      [`/v1/label-formats/:id/qr.${ext}`, f.format.id] as const,
      [`/v1/marketing-qr-codes/:id/qr.${ext}`, f.code.id] as const
    ])

  it.effect("a viewer reads the same image as the owner; outsiders get the 404 of an unknown id", () =>
    Effect.gen(function* () {
      const f = yield* seed
      for (const [route, id] of routes(f)) {
        const path = (target: string) => route.replace(":id", target)
        const owner = yield* getImage(path(id), users.owner)
        const viewer = yield* getImage(path(id), users.viewer)
        expectImage(viewer, route.endsWith("png") ? "image/png" : "image/svg+xml")
        assert.deepStrictEqual(viewer.bytes, owner.bytes, route)
        const unknownId = crypto.randomUUID()
        const unknown = yield* getImage(path(unknownId), outsiders.nobody)
        for (const as of [users.stranger, outsiders.nobody]) {
          const refused = yield* getImage(path(id), as)
          assert.strictEqual(refused.status, 404, route)
          assert.strictEqual(refused.headers.get("content-type"), "application/problem+json")
          assert.strictEqual(refused.text.split(id).join(":id"), unknown.text.split(unknownId).join(":id"))
        }
      }
    }).pipe(Effect.provide(ImageWireLive))
  )

  it.effect("no token is 401, and a malformed id is the 404 of that kind of resource", () =>
    Effect.gen(function* () {
      const { format } = yield* seed
      const anonymous = yield* call("GET", `/v1/label-formats/${format.id}/qr.svg`)
      assert.strictEqual(anonymous.status, 401)
      const malformed = yield* call("GET", "/v1/label-formats/not-a-uuid/qr.png", { as: users.owner })
      assert.strictEqual(malformed.status, 404)
      assert.strictEqual((yield* problemOf(malformed)).detail, "No label format with id not-a-uuid.")
    }).pipe(Effect.provide(ImageWireLive))
  )
})
