/**
 * The hot routes (`server/HotPaths.ts`): a scan whose answer is in memory is
 * written by the Node server before the Effect app sees it. Two servers on
 * one domain: one served as production serves (`serveApp`, hot routes on),
 * one with the Effect routes alone. Every answer of the hot server, once it
 * holds the page or link, is the answer of the Effect server (status,
 * headers, body), and every scan and view counts once, whichever way it went.
 */
import { assert, describe, it } from "@effect/vitest"
import { Labels, MarketingQrCodes, MediaInspector, Medias, ScanRepository, Statistics } from "@elabel/domain"
import { createCompleteLabel, createQrCode, seedWorkspace, TestLayer, users } from "@elabel/testkit"
import { Effect, Exit, Scope, Stream } from "effect"
import sharp from "sharp"
import { sharpInspector } from "../src/media/SharpInspector.ts"
import { answeredHot, effectServer, fetchAnswer, hotServer, start } from "./support/hotServers.ts"
import { IPHONE } from "./support/scanner.ts"
import { tokenFor } from "./support/tokens.ts"

const GTIN = "04012345678901"

describe("hot paths", () => {
  it.live("answer from memory what the Effect routes answer, and count every scan and view once", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace({ plan: "pro" })
      const labels = yield* Labels
      const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId, { gtin: GTIN, locale: "en" })
      yield* labels.patch(users.editor, draft.id, { use_gs1_digital_link: true })
      yield* labels.putTranslation(users.editor, draft.id, "de", { description: "Ein Riesling" })
      const label = yield* labels.publish(users.editor, draft.id)
      const codes = yield* MarketingQrCodes
      const code = yield* codes.publish(users.editor, (yield* createQrCode(users.editor, workspace.id)).id)
      const qrRef = code.short_url?.split("/q/")[1] ?? ""

      const hot = yield* start(hotServer)
      const plain = yield* start(effectServer)
      const requests: ReadonlyArray<readonly [string, string, Record<string, string>]> = [
        ["GET", `/l/${label.ref}`, {}],
        ["GET", `/l/${label.ref}?lang=de&utm_source=bottle`, {}],
        ["GET", `/l/${label.ref}`, { "accept-language": "de-AT,de;q=0.9", "user-agent": IPHONE }],
        ["GET", `/l/${label.ref}`, { "accept-encoding": "gzip" }],
        ["GET", `/l/${label.ref}`, { "accept-encoding": "br, gzip" }],
        ["HEAD", `/l/${label.ref}`, {}],
        ["GET", `/01/${GTIN}`, {}],
        ["GET", `/01/${GTIN}?utm_source=shelf`, { "accept-language": "de" }],
        ["GET", `/01/${GTIN}?linkType=gs1:pip&lang=de&17=261231`, { "accept-language": "en" }],
        ["GET", `/q/${qrRef}`, { "user-agent": IPHONE }]
      ]
      for (const [method, path, headers] of requests) {
        const expected = yield* fetchAnswer(plain.origin, method, path, headers)
        // The first request may fill the hot server's memory; the second is answered from it.
        yield* fetchAnswer(hot.origin, method, path, headers)
        const before = answeredHot()
        assert.deepStrictEqual(yield* fetchAnswer(hot.origin, method, path, headers), expected, `${method} ${path}`)
        assert.strictEqual(answeredHot(), before + 1, `${method} ${path} answered from memory`)
      }
      const page = yield* fetchAnswer(hot.origin, "GET", `/l/${label.ref}`, {})
      const { "content-type": _type, "content-length": _length, ...unchanged } = page.headers
      assert.deepStrictEqual(
        yield* fetchAnswer(hot.origin, "GET", `/l/${label.ref}`, { "if-none-match": page.headers.etag ?? "" }),
        { status: 304, headers: unchanged, body: [] },
        "a matching If-None-Match"
      )

      // The label as JSON: the hot server's quota counted each of its requests once, the plain server's its own.
      const token = yield* tokenFor(users.viewer)
      const labelPath = `/v1/labels/${label.id}`
      const etag = (yield* fetchAnswer(plain.origin, "GET", labelPath, { authorization: `Bearer ${token}` })).headers
        .etag
      let hotRequests = 0
      for (const headers of [
        {},
        { "accept-encoding": "gzip" },
        { "accept-encoding": "br" },
        { "if-none-match": `${etag}` }
      ]) {
        const asked = { authorization: `Bearer ${token}`, ...headers }
        const plainAnswer = yield* fetchAnswer(plain.origin, "GET", labelPath, asked)
        const { ratelimit: plainLimit, ...expected } = plainAnswer.headers
        yield* fetchAnswer(hot.origin, "GET", labelPath, asked)
        const before = answeredHot()
        const answer = yield* fetchAnswer(hot.origin, "GET", labelPath, asked)
        hotRequests += 2
        assert.strictEqual(
          answeredHot(),
          before + 1,
          `GET ${labelPath} ${JSON.stringify(headers)} answered from memory`
        )
        const { ratelimit, ...rest } = answer.headers
        assert.deepStrictEqual({ ...answer, headers: rest }, { ...plainAnswer, headers: expected })
        assert.match(plainLimit ?? "", /^"default";r=\d+;t=\d+$/)
        assert.match(ratelimit ?? "", new RegExp(`^"default";r=${100 - hotRequests};t=\\d+$`))
      }

      // Another workspace's caller is refused by the endpoint every time, never from memory.
      const stranger = { authorization: `Bearer ${yield* tokenFor(users.stranger)}` }
      const before = answeredHot()
      for (let i = 0; i < 2; i++) {
        assert.strictEqual((yield* fetchAnswer(hot.origin, "GET", labelPath, stranger)).status, 404)
      }
      assert.strictEqual(answeredHot(), before)

      // A write is on the hot server's page at once.
      yield* labels.patch(users.editor, label.id, { alcohol: 13 })
      const after = yield* fetchAnswer(hot.origin, "GET", `/l/${label.ref}`, {})
      assert.notStrictEqual(after.headers.etag, page.headers.etag)
      assert.deepStrictEqual(after, yield* fetchAnswer(plain.origin, "GET", `/l/${label.ref}`, {}))

      // Closing flushes the counts: one scan of the plain server, two of the hot one; every GET of a page.
      yield* Scope.close(hot.scope, Exit.void)
      yield* Scope.close(plain.scope, Exit.void)
      const scans = yield* (yield* ScanRepository).totals(code.id)
      assert.strictEqual(scans.scans, 3)
      const views = yield* (yield* Statistics).label(users.viewer, label.id, {})
      assert.strictEqual(views.total, 5 * 3 + 4)
    }).pipe(Effect.provide(TestLayer))
  )
})

describe("the hot route of the media variants", () => {
  it.live("answers a kept variant of a published picture as the Effect route does", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace()
      const labels = yield* Labels
      const draft = yield* createCompleteLabel(users.editor, workspace.id, brandId)
      const bytes = yield* Effect.promise(() =>
        sharp({ create: { width: 300, height: 450, channels: 3, background: "#7a1f2b" } })
          .jpeg()
          .toBuffer()
      )
      const media = yield* Medias.use((medias) =>
        medias.upload(users.editor, workspace.id, { declared: "image/jpeg", body: Stream.make(bytes) })
      ).pipe(Effect.provideService(MediaInspector, sharpInspector))
      yield* labels.patch(users.editor, draft.id, { image_id: media.id })
      yield* labels.publish(users.editor, draft.id)

      const hot = yield* start(hotServer)
      const plain = yield* start(effectServer)
      const path = `/m/${media.sha256}/jpeg-320`
      for (const [method, headers] of [
        ["GET", {}],
        ["HEAD", {}],
        ["GET", { "accept-encoding": "gzip" }]
      ] as const) {
        const expected = yield* fetchAnswer(plain.origin, method, path, headers)
        assert.strictEqual(expected.status, 200)
        yield* fetchAnswer(hot.origin, method, path, headers)
        const before = answeredHot()
        const { "x-request-id": _id, ...answered } = (yield* fetchAnswer(hot.origin, method, path, headers)).headers
        const { "x-request-id": _plainId, ...plainHeaders } = expected.headers
        assert.deepStrictEqual(answered, plainHeaders, `${method} ${path}`)
        assert.strictEqual(answeredHot(), before + 1, `${method} ${path} answered from memory`)
      }
      const etag = (yield* fetchAnswer(plain.origin, "GET", path, {})).headers.etag ?? ""
      const notModified = yield* fetchAnswer(hot.origin, "GET", path, { "if-none-match": etag })
      assert.deepStrictEqual(notModified, yield* fetchAnswer(plain.origin, "GET", path, { "if-none-match": etag }))
      // Withdrawn: the hot route forgets the picture at once, and the Effect route answers 404.
      yield* labels.unpublish(users.editor, draft.id)
      assert.strictEqual((yield* fetchAnswer(hot.origin, "GET", path, {})).status, 404)
    }).pipe(Effect.provide(TestLayer))
  )
})
