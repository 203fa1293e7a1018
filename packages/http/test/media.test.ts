/**
 * Media over the wire (issue 28 items 1-3): upload with the type decided
 * from the bytes, the limits, read, list, patch, delete, tenancy, and the
 * media references of labels, formats and brands.
 */
import { createHash } from "node:crypto"
import { assert, describe, it } from "@effect/vitest"
import { Media } from "@elabel/domain"
import { createCompleteLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import sharp from "sharp"
import { pdf, picture, upload } from "./support/mediaFiles.ts"
import { bodyAs, call, problemOf, WireLive, type WireResponse } from "./support/wire.ts"

const asMedia = bodyAs(Media.Media)

const expectProblem = (response: WireResponse, status: number, slug: string) =>
  Effect.gen(function* () {
    assert.strictEqual(response.status, status, response.text)
    assert.strictEqual(response.headers.get("content-type"), "application/problem+json")
    const problem = yield* problemOf(response)
    assert.strictEqual(problem.type, `/problems/${slug}`)
    return problem
  })

const seeded = Effect.gen(function* () {
  const { workspace, brandId } = yield* seedWorkspace()
  const foreign = yield* seedWorkspace({ name: "Foreign", owner: users.stranger, members: [] })
  return { workspace: workspace.id, brandId, foreign: foreign.workspace.id }
})

describe("media uploads", () => {
  it.live("a JPEG, PNG, WebP, AVIF and a PDF are taken, typed from the bytes, with sizes and sha256", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seeded
      for (const format of ["jpeg", "png", "webp", "avif"] as const) {
        const bytes = yield* picture(format)
        const response = yield* upload(workspace, bytes, `image/${format}`, users.editor, "?filename=bottle.x")
        assert.strictEqual(response.status, 201, response.text)
        const media = yield* asMedia(response)
        assert.strictEqual(media.content_type, `image/${format}`)
        assert.strictEqual(media.kind, "image")
        assert.strictEqual(media.bytes, bytes.length)
        assert.deepStrictEqual([media.width, media.height], [120, 200])
        assert.strictEqual(media.filename, "bottle.x")
        assert.strictEqual(media.created_by, users.editor)
        assert.strictEqual(media.sha256, createHash("sha256").update(bytes).digest("hex"))
      }
      const sheet = yield* asMedia(yield* upload(workspace, pdf, "application/pdf", users.editor))
      assert.deepStrictEqual([sheet.kind, sheet.width, sheet.height], ["document", null, null])
    }).pipe(Effect.provide(WireLive))
  )

  it.live("bytes of another type than declared, SVG, HTML or text are 415 naming what they are", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seeded
      const png = yield* picture("png")
      const cases: ReadonlyArray<readonly [Uint8Array, string, string]> = [
        [png, "image/jpeg", "image/png"],
        [Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), "image/png", "XML"],
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), "image/png", "SVG"],
        [Buffer.from("<!DOCTYPE html><html><body>hi</body></html>"), "application/pdf", "HTML"],
        [Buffer.from("just some words"), "image/webp", "plain text"]
      ]
      for (const [bytes, declared, named] of cases) {
        const problem = yield* expectProblem(
          yield* upload(workspace, bytes, declared, users.editor),
          415,
          "unsupported-media-type"
        )
        assert.include(problem.detail ?? "", named)
      }
      yield* expectProblem(yield* upload(workspace, png, "image/svg+xml", users.editor), 415, "unsupported-media-type")
      const listed = yield* call("GET", `/v1/workspaces/${workspace}/media`, { as: users.editor })
      assert.deepStrictEqual((listed.json as { items: ReadonlyArray<unknown> }).items, [])
    }).pipe(Effect.provide(WireLive))
  )

  it.live(
    "empty, truncated, too many pixels and too many bytes are refused, storing nothing",
    () =>
      Effect.gen(function* () {
        const { workspace } = yield* seeded
        yield* expectProblem(
          yield* upload(workspace, new Uint8Array(0), "image/png", users.editor),
          400,
          "invalid-body"
        )
        const jpeg = yield* picture("jpeg", 800, 800)
        const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2))
        const broken = yield* expectProblem(
          yield* upload(workspace, truncated, "image/jpeg", users.editor),
          415,
          "unsupported-media-type"
        )
        assert.include(broken.detail ?? "", "does not decode")
        const bomb = yield* Effect.promise(() =>
          sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: { r: 0, g: 0, b: 0 } } })
            .png()
            .toBuffer()
        )
        const refused = yield* expectProblem(
          yield* upload(workspace, bomb, "image/png", users.editor),
          413,
          "payload-too-large"
        )
        assert.include(refused.detail ?? "", "10000 × 10000")
        const huge = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)])
        yield* expectProblem(yield* upload(workspace, huge, "image/jpeg", users.editor), 413, "payload-too-large")
        const listed = yield* call("GET", `/v1/workspaces/${workspace}/media`, { as: users.editor })
        assert.deepStrictEqual((listed.json as { items: ReadonlyArray<unknown> }).items, [])
      }).pipe(Effect.provide(WireLive)),
    60_000
  )
})

describe("media reads and writes", () => {
  it.live("get, list by kind, patch alt and filename (never sha256), delete", () =>
    Effect.gen(function* () {
      const { workspace } = yield* seeded
      const image = yield* asMedia(yield* upload(workspace, yield* picture("jpeg"), "image/jpeg", users.editor))
      const sheet = yield* asMedia(yield* upload(workspace, pdf, "application/pdf", users.editor))
      const got = yield* call("GET", `/v1/media/${image.id}`, { as: users.viewer })
      assert.deepStrictEqual(yield* asMedia(got), image)
      const docs = yield* call("GET", `/v1/workspaces/${workspace}/media?kind=document`, { as: users.viewer })
      assert.deepStrictEqual(
        (docs.json as { items: ReadonlyArray<{ id: string }> }).items.map((item) => item.id),
        [sheet.id]
      )
      const patched = yield* call("PATCH", `/v1/media/${image.id}`, {
        as: users.editor,
        body: { alt: { de: "Die Flasche", en: "The bottle" }, filename: "flasche.jpg" }
      })
      assert.strictEqual(patched.status, 200, patched.text)
      const again = yield* call("PATCH", `/v1/media/${image.id}`, { as: users.editor, body: { alt: { en: null } } })
      const media = yield* asMedia(again)
      assert.deepStrictEqual(media.alt, { de: "Die Flasche" })
      assert.strictEqual(media.filename, "flasche.jpg")
      yield* expectProblem(
        yield* call("PATCH", `/v1/media/${image.id}`, { as: users.editor, body: { sha256: "0".repeat(64) } }),
        400,
        "invalid-body"
      )
      assert.strictEqual((yield* call("DELETE", `/v1/media/${sheet.id}`, { as: users.editor })).status, 204)
      yield* expectProblem(yield* call("GET", `/v1/media/${sheet.id}`, { as: users.editor }), 404, "not-found")
    }).pipe(Effect.provide(WireLive))
  )

  it.live("a viewer may not upload; another workspace's media and workspace answer like unknown ids", () =>
    Effect.gen(function* () {
      const { workspace, foreign } = yield* seeded
      const png = yield* picture("png")
      yield* expectProblem(yield* upload(workspace, png, "image/png", users.viewer), 403, "not-writable")
      const image = yield* asMedia(yield* upload(workspace, png, "image/png", users.editor))
      const unknown = crypto.randomUUID()
      for (const [method, path] of [
        ["GET", "/v1/media/:id"],
        ["PATCH", "/v1/media/:id"],
        ["DELETE", "/v1/media/:id"]
      ] as const) {
        const body = method === "PATCH" ? { body: { filename: "x.png" } } : {}
        const theirs = yield* call(method, path.replace(":id", image.id), { as: users.stranger, ...body })
        const none = yield* call(method, path.replace(":id", unknown), { as: users.stranger, ...body })
        assert.strictEqual(theirs.status, 404)
        assert.strictEqual(theirs.text.replace(image.id, ":id"), none.text.replace(unknown, ":id"))
      }
      yield* expectProblem(yield* upload(workspace, png, "image/png", users.stranger), 404, "not-found")
      yield* expectProblem(
        yield* call("GET", `/v1/workspaces/${workspace}/media`, { as: users.stranger }),
        404,
        "not-found"
      )
      yield* expectProblem(yield* upload(foreign, png, "image/png", users.editor), 404, "not-found")
    }).pipe(Effect.provide(WireLive))
  )
})

describe("media references", () => {
  it.live("labels, formats and brands name their workspace's media of the right kind, else 400 naming the field", () =>
    Effect.gen(function* () {
      const { workspace, brandId, foreign } = yield* seeded
      const label = yield* createCompleteLabel(users.owner, workspace, brandId, { quantity: 750 })
      const image = yield* asMedia(yield* upload(workspace, yield* picture("jpeg"), "image/jpeg", users.editor))
      const sheet = yield* asMedia(yield* upload(workspace, pdf, "application/pdf", users.editor))
      const theirs = yield* asMedia(yield* upload(foreign, yield* picture("png"), "image/png", users.stranger))
      const refused = (path: string, body: object, field: string) =>
        Effect.gen(function* () {
          const problem = yield* expectProblem(
            yield* call("PATCH", path, { as: users.editor, body }),
            400,
            "invalid-body"
          )
          assert.deepStrictEqual(
            problem.errors?.map((issue) => issue.path),
            [field]
          )
        })
      const labelPath = `/v1/labels/${label.id}`
      yield* refused(labelPath, { image_id: theirs.id }, "image_id")
      yield* refused(labelPath, { image_id: crypto.randomUUID() }, "image_id")
      yield* refused(labelPath, { image_id: sheet.id }, "image_id")
      const ok = yield* call("PATCH", labelPath, {
        as: users.editor,
        body: { image_id: image.id, data_sheet_file_id: sheet.id, inspection_report_id: image.id }
      })
      assert.strictEqual(ok.status, 200, ok.text)
      const formatPath = `/v1/label-formats/${label.formats[0]!.id}`
      yield* refused(formatPath, { image_id: theirs.id }, "image_id")
      assert.strictEqual(
        (yield* call("PATCH", formatPath, { as: users.editor, body: { image_id: image.id } })).status,
        200
      )
      const brandPath = `/v1/brands/${brandId}`
      yield* refused(brandPath, { logo_id: sheet.id }, "logo_id")
      assert.strictEqual(
        (yield* call("PATCH", brandPath, { as: users.editor, body: { logo_id: image.id } })).status,
        200
      )
      yield* expectProblem(yield* call("DELETE", `/v1/media/${image.id}`, { as: users.editor }), 409, "conflict")
      yield* expectProblem(yield* call("DELETE", `/v1/media/${sheet.id}`, { as: users.editor }), 409, "conflict")
      const copy = yield* call("POST", `${labelPath}/duplicate`, {
        as: users.editor,
        body: { formats: [{ quantity: 750, image_id: theirs.id }] }
      })
      const problem = yield* expectProblem(copy, 400, "invalid-body")
      assert.deepStrictEqual(
        problem.errors?.map((issue) => issue.path),
        ["formats[0].image_id"]
      )
    }).pipe(Effect.provide(WireLive))
  )
})
