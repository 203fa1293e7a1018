/** The `MarketingQrCodeRepository` contract: records, list order, refs, and publishing within the quota. */
import { assert, describe } from "@effect/vitest"
import {
  LabelRepository,
  MarketingQrCode,
  MarketingQrCodeRepository,
  PublicRefRepository,
  QrCodeId,
  Transactor,
  WorkspaceRepository
} from "@elabel/domain"
import { Effect, Option } from "effect"
import {
  at,
  BASE_URL,
  freshWorkspace,
  ISO_MILLIS,
  labelAggregate,
  published,
  qrCodeRecord,
  uuid,
  workspaceRecord
} from "./records.ts"
import { assertConflict, byCreation, type ContractIt, everything, page, publishWithin } from "./support.ts"

type Code = MarketingQrCode.MarketingQrCodeRecord

/** A stored workspace (the quota is per workspace) with `count` stored drafts. */
const workspaceWithDrafts = (count: number) =>
  Effect.gen(function* () {
    const workspace = workspaceRecord()
    yield* (yield* WorkspaceRepository).insert(workspace, at(0))
    const drafts = Array.from({ length: count }, () => qrCodeRecord(workspace.id))
    yield* Effect.forEach(drafts, (yield* MarketingQrCodeRepository).insert, { discard: true })
    return { workspace: workspace.id, drafts }
  })

/** Registers the marketing QR code tests on `it`. */
export const qrCodeContract = (it: ContractIt): void => {
  describe("MarketingQrCodeRepository", () => {
    it.effect("a code reads back field for field, draft and published, and lists by creation then id", () =>
      Effect.gen(function* () {
        const codes = yield* MarketingQrCodeRepository
        const workspace = freshWorkspace()
        const sparse = { name: null, notes: null, expires_at: null, ios_url: null, is_published: null, geo_count: null }
        const rows = [
          qrCodeRecord(workspace, { created_at: at(7) }),
          published(qrCodeRecord(workspace, { created_at: at(3), geo_count: 42 })),
          qrCodeRecord(workspace, { created_at: at(3), ...sparse }),
          qrCodeRecord(workspace, { created_at: at(3) })
        ]
        yield* Effect.forEach(rows, codes.insert, { discard: true })
        yield* codes.insert(qrCodeRecord(freshWorkspace()))
        for (const code of rows) assert.deepStrictEqual(yield* codes.findById(code.id), Option.some(code))
        assert.match(rows[1]!.published_at ?? "", ISO_MILLIS)

        const expected = byCreation(rows, (code) => [code.created_at ?? "", code.id])
        assert.deepStrictEqual(yield* codes.list([workspace], everything), expected)
        assert.deepStrictEqual(yield* codes.list([workspace], page(2)), expected.slice(0, 3))
        assert.deepStrictEqual(yield* codes.list([workspace], page(2, 3)), expected.slice(3))
        assert.deepStrictEqual(yield* codes.list([], everything), [])
      })
    )

    it.effect("an unknown code is none; an update writes only the given keys and answers the new state", () =>
      Effect.gen(function* () {
        const codes = yield* MarketingQrCodeRepository
        const unknown = QrCodeId.make(uuid())
        assert.isTrue(Option.isNone(yield* codes.findById(unknown)))
        assert.isTrue(Option.isNone(yield* codes.update(unknown, { name: "Ghost" })))
        assert.isFalse(yield* publishWithin(qrCodeRecord(freshWorkspace()), null))

        const code = qrCodeRecord(freshWorkspace())
        yield* codes.insert(code)
        const changes: Partial<Code> = { url: "https://wine.example/autumn", notes: null, updated_at: at(50) }
        const expected = { ...code, ...changes, version: 2 }
        assert.deepStrictEqual(yield* codes.update(code.id, changes), Option.some(expected))
        assert.deepStrictEqual(yield* codes.findById(code.id), Option.some(expected))
      })
    )

    it.effect("a taken ref refuses a code; deleting a code frees its ref", () =>
      Effect.gen(function* () {
        const codes = yield* MarketingQrCodeRepository
        const refs = yield* PublicRefRepository
        const label = labelAggregate(freshWorkspace())
        const workspace = label.label.workspace_id
        const code = qrCodeRecord(workspace)
        yield* (yield* LabelRepository).insert(label)
        yield* codes.insert(code)
        for (const taken of [label.label.ref!, label.formats[0]!.ref!, code.ref]) {
          const refused = qrCodeRecord(freshWorkspace(), { ref: taken })
          yield* assertConflict(codes.insert(refused))
          assert.isTrue(Option.isNone(yield* codes.findById(refused.id)))
        }
        yield* codes.delete(code.id)
        assert.isTrue(Option.isNone(yield* codes.findById(code.id)))
        assert.isFalse(yield* refs.isTaken(code.ref))
        yield* codes.insert(qrCodeRecord(workspace, { ref: code.ref }))
      })
    )

    it.effect(
      "publishWithinQuota: null is unlimited, 0 refuses, only the workspace's other published codes count",
      () =>
        Effect.gen(function* () {
          const codes = yield* MarketingQrCodeRepository
          const { drafts } = yield* workspaceWithDrafts(4)
          const [a, b, c, d] = drafts as [Code, Code, Code, Code]
          const neighbours = yield* workspaceWithDrafts(2)
          for (const code of neighbours.drafts) assert.isTrue(yield* publishWithin(code, null))

          assert.isFalse(yield* publishWithin(a, 0))
          assert.deepStrictEqual(yield* codes.findById(a.id), Option.some(a))
          // The neighbours' two published codes and this workspace's drafts take no slot.
          assert.isTrue(yield* publishWithin(a, 1))
          const stored = Option.getOrThrow(yield* codes.findById(a.id))
          assert.deepStrictEqual(stored, { ...published(a), version: 2 })
          // Publishing the published code again does not count it twice.
          assert.isTrue(yield* publishWithin(stored, 1, at(11)))
          assert.isFalse(yield* publishWithin(b, 1))
          assert.deepStrictEqual(yield* codes.findById(b.id), Option.some(b))
          assert.isTrue(yield* publishWithin(b, 2))
          assert.isTrue(yield* publishWithin(c, null))
          assert.isFalse(yield* publishWithin(d, 3))
          assert.isTrue(yield* publishWithin(d, 4))
        })
    )

    it.effect(
      "publishWithinQuota writes only the publishing columns, and only while the code has the version read",
      () =>
        Effect.gen(function* () {
          const codes = yield* MarketingQrCodeRepository
          const { drafts } = yield* workspaceWithDrafts(1)
          const read = drafts[0]!
          // Another writer changes the url after the publish read the code.
          const patched = { url: "https://wine.example/patched", updated_at: at(20) }
          yield* codes.update(read.id, patched)
          assert.isFalse(yield* publishWithin(read, null))
          assert.deepStrictEqual(yield* codes.findById(read.id), Option.some({ ...read, ...patched, version: 2 }))
          // Without a version condition only the publishing columns are written: the url stays.
          const changes = MarketingQrCode.publishChanges(read, at(30), BASE_URL)
          const stored = yield* codes.publishWithinQuota(read, changes, null)
          const expected = { ...read, ...patched, ...changes, version: 3 }
          assert.deepStrictEqual(stored, Option.some(expected))
          assert.deepStrictEqual(yield* codes.findById(read.id), Option.some(expected))
        })
    )

    it.effect("concurrent publishes racing in transactions for the last slot: exactly one wins", () =>
      Effect.gen(function* () {
        const codes = yield* MarketingQrCodeRepository
        const workspaces = yield* WorkspaceRepository
        const { transaction } = yield* Transactor
        const { workspace, drafts } = yield* workspaceWithDrafts(7)
        // As a use case does: read, publish within the quota, more work before the commit.
        const publish = (code: Code) =>
          transaction(
            Effect.gen(function* () {
              yield* workspaces.findById(workspace)
              const stored = yield* publishWithin(code, 3)
              yield* Effect.sleep("30 millis")
              return stored
            })
          )
        assert.deepStrictEqual(yield* Effect.forEach(drafts.slice(0, 2), publish), [true, true])
        const raced = yield* Effect.forEach(drafts.slice(2), publish, { concurrency: "unbounded" })
        assert.strictEqual(raced.filter(Boolean).length, 1)
        assert.strictEqual(Option.getOrThrow(yield* workspaces.findById(workspace)).published_qr_codes, 3)
        const stored = yield* codes.list([workspace], everything)
        assert.strictEqual(stored.filter((code) => code.is_published === true).length, 3)
      })
    )

    it.effect("concurrent publishes without a transaction around them: the slot check is still atomic", () =>
      Effect.gen(function* () {
        const codes = yield* MarketingQrCodeRepository
        const { workspace, drafts } = yield* workspaceWithDrafts(5)
        const raced = yield* Effect.forEach(drafts, (code) => publishWithin(code, 1), {
          concurrency: "unbounded"
        })
        assert.strictEqual(raced.filter(Boolean).length, 1)
        const stored = yield* codes.list([workspace], everything)
        assert.strictEqual(stored.filter((code) => code.is_published === true).length, 1)
      })
    )
  })
}
