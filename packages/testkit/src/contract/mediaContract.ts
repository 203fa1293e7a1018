/** The `MediaRepository` contract: rows, tenancy of lookups, list order and filter, sizes, what refers to media. */
import { assert, describe } from "@effect/vitest"
import {
  BrandRepository,
  LabelRepository,
  type Media,
  MediaId,
  MediaRepository,
  UserId,
  type WorkspaceId
} from "@elabel/domain"
import { Effect, Option } from "effect"
import { at, brandRecord, freshWorkspace, labelAggregate, uuid } from "./records.ts"
import { type ContractIt, everything, page } from "./support.ts"

/** A media row of `workspace`. */
export const mediaRecord = (workspace: WorkspaceId, overrides: Partial<Media.Media> = {}): Media.Media => ({
  id: MediaId.make(uuid()),
  workspace_id: workspace,
  kind: "image",
  sha256: uuid().replaceAll("-", "").padEnd(64, "0"),
  content_type: "image/jpeg",
  bytes: 1234,
  width: 800,
  height: 1200,
  filename: "bottle.jpg",
  alt: { de: "Die Flasche", en: "The bottle" },
  created_at: at(0),
  created_by: UserId.make("owner"),
  ...overrides
})

/** Registers the media row tests on `it`. */
export const mediaContract = (it: ContractIt): void => {
  describe("MediaRepository", () => {
    it.effect("a row reads back field for field; another workspace's id is left out of findMany", () =>
      Effect.gen(function* () {
        const media = yield* MediaRepository
        const workspace = freshWorkspace()
        const picture = mediaRecord(workspace)
        const sheet = mediaRecord(workspace, {
          kind: "document",
          content_type: "application/pdf",
          width: null,
          height: null,
          filename: null,
          alt: {},
          created_at: at(1)
        })
        const foreign = mediaRecord(freshWorkspace())
        for (const row of [picture, sheet, foreign]) yield* media.insert(row)
        assert.deepStrictEqual(yield* media.findById(picture.id), Option.some(picture))
        assert.deepStrictEqual(yield* media.findById(sheet.id), Option.some(sheet))
        const found = yield* media.findMany(workspace, [picture.id, foreign.id, uuid()])
        assert.deepStrictEqual(found, [picture])
      })
    )

    it.effect("lists by creation, filtered by kind, paged; sizes add up per workspace", () =>
      Effect.gen(function* () {
        const media = yield* MediaRepository
        const workspace = freshWorkspace()
        const rows = [
          mediaRecord(workspace, { created_at: at(3), bytes: 10 }),
          mediaRecord(workspace, { created_at: at(1), bytes: 20, kind: "document", content_type: "application/pdf" }),
          mediaRecord(workspace, { created_at: at(2), bytes: 30 })
        ]
        for (const row of rows) yield* media.insert(row)
        const listed = yield* media.list(workspace, undefined, everything)
        assert.deepStrictEqual(
          listed.map((row) => row.id),
          [rows[1]!.id, rows[2]!.id, rows[0]!.id]
        )
        const images = yield* media.list(workspace, "image", everything)
        assert.deepStrictEqual(
          images.map((row) => row.id),
          [rows[2]!.id, rows[0]!.id]
        )
        assert.strictEqual((yield* media.list(workspace, undefined, page(1, 1))).length, 2)
        assert.strictEqual(yield* media.workspaceBytes(workspace), 60)
        assert.strictEqual(yield* media.workspaceBytes(freshWorkspace()), 0)
      })
    )

    it.effect("an update sets alt and filename; removing says whether the bytes are still named", () =>
      Effect.gen(function* () {
        const media = yield* MediaRepository
        const workspace = freshWorkspace()
        const first = mediaRecord(workspace)
        const twin = mediaRecord(freshWorkspace(), { sha256: first.sha256 })
        yield* media.insert(first)
        yield* media.insert(twin)
        const updated = yield* media.update(first.id, { alt: { fr: "La bouteille" }, filename: null })
        assert.deepStrictEqual(updated, Option.some({ ...first, alt: { fr: "La bouteille" }, filename: null }))
        assert.isTrue(Option.isNone(yield* media.update(MediaId.make(uuid()), { alt: {}, filename: null })))
        assert.isTrue(yield* media.isStored(first.sha256))
        assert.deepStrictEqual(yield* media.remove(first), { bytesStillNamed: true })
        assert.deepStrictEqual(yield* media.remove(twin), { bytesStillNamed: false })
        assert.isFalse(yield* media.isStored(first.sha256))
        assert.isTrue(Option.isNone(yield* media.findById(first.id)))
      })
    )

    it.effect("is referred by a label field, a format's image or a brand's logo of its workspace only", () =>
      Effect.gen(function* () {
        const media = yield* MediaRepository
        const workspace = freshWorkspace()
        const [sheet, bottle, logo, unused] = [
          mediaRecord(workspace),
          mediaRecord(workspace),
          mediaRecord(workspace),
          mediaRecord(workspace)
        ]
        for (const row of [sheet!, bottle!, logo!, unused!]) yield* media.insert(row)
        const aggregate = labelAggregate(workspace, { data_sheet_file_id: sheet!.id })
        const [format, ...others] = aggregate.formats
        yield* (yield* LabelRepository).insert({
          ...aggregate,
          formats: [{ ...format!, image_id: bottle!.id }, ...others]
        })
        yield* (yield* BrandRepository).insert(brandRecord(workspace, { logo_id: logo!.id }), at(0))
        assert.isTrue(yield* media.isReferred(sheet!))
        assert.isTrue(yield* media.isReferred(bottle!))
        assert.isTrue(yield* media.isReferred(logo!))
        assert.isFalse(yield* media.isReferred(unused!))
      })
    )
  })
}
