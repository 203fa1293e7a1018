/**
 * `If-Match` on the POSTs that change a resource: publish and unpublish of
 * marketing codes, labels and brands answer 412 `precondition-failed` to a
 * tag that is not the resource's current one, and change nothing, even when
 * the operation would have had nothing to do; the current tag succeeds.
 * Adding a format changes its label, so it is guarded by the label's tag; a
 * duplicate copies the version its source's tag names, or nothing.
 */
import { assert, describe, it } from "@effect/vitest"
import { Brands, Labels, MarketingQrCodes } from "@elabel/domain"
import { createCompleteLabel, createLabel, createQrCode, seedWorkspace, users } from "@elabel/testkit"
import { Effect } from "effect"
import { AppWireLive } from "./support/appWire.ts"
import { call, problemOf, type WireResponse } from "./support/wire.ts"

/** `POST path` as the editor with `If-Match: tag`. */
const post = (path: string, tag: string) => call("POST", path, { as: users.editor, headers: { "if-match": tag } })

/** Fails the test unless `answer` is the 412 problem. */
const assertPreconditionFailed = (answer: WireResponse) =>
  Effect.map(problemOf(answer), (problem) => {
    assert.strictEqual(answer.status, 412)
    assert.strictEqual(problem.type, "/problems/precondition-failed")
  })

describe("publish and unpublish honour If-Match", () => {
  it.effect("a marketing code's publish with the tag of an older version is 412 and publishes nothing", () =>
    Effect.gen(function* () {
      const codes = yield* MarketingQrCodes
      const { workspace } = yield* seedWorkspace({ plan: "pro" })
      const draft = yield* createQrCode(users.editor, workspace.id)
      const patched = yield* codes.patch(users.editor, draft.id, { name: "Autumn campaign" })
      assert.strictEqual(patched.version, 2)
      const path = `/v1/marketing-qr-codes/${draft.id}`

      yield* assertPreconditionFailed(yield* post(`${path}/publish`, '"v1"'))
      assert.isFalse((yield* codes.get(users.editor, draft.id)).is_published)

      const published = yield* post(`${path}/publish`, '"v2"')
      assert.strictEqual(published.status, 200)
      assert.strictEqual(published.headers.get("etag"), '"v3"')
      // Nothing to do, but the tag is stale all the same.
      yield* assertPreconditionFailed(yield* post(`${path}/publish`, '"v2"'))
      yield* assertPreconditionFailed(yield* post(`${path}/unpublish`, '"v2"'))
      assert.isTrue((yield* codes.get(users.editor, draft.id)).is_published)
      const unpublished = yield* post(`${path}/unpublish`, '"v3"')
      assert.strictEqual(unpublished.status, 200)
      assert.strictEqual(unpublished.headers.get("etag"), '"v4"')
    }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("a label's and a brand's publish and unpublish with a stale tag are 412 and change nothing", () =>
    Effect.gen(function* () {
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createCompleteLabel(users.editor, workspace.id, brandId)
      const stale = `"v${label.version - 1}"`
      yield* assertPreconditionFailed(yield* post(`/v1/labels/${label.id}/publish`, stale))
      assert.isFalse((yield* (yield* Labels).get(users.editor, label.id)).is_published)
      const published = yield* post(`/v1/labels/${label.id}/publish`, `"v${label.version}"`)
      assert.strictEqual(published.status, 200)
      yield* assertPreconditionFailed(yield* post(`/v1/labels/${label.id}/unpublish`, `"v${label.version}"`))
      assert.isTrue((yield* (yield* Labels).get(users.editor, label.id)).is_published)

      const brand = yield* (yield* Brands).get(users.editor, brandId)
      yield* assertPreconditionFailed(yield* post(`/v1/brands/${brandId}/publish`, `"v${brand.version + 1}"`))
      yield* assertPreconditionFailed(yield* post(`/v1/brands/${brandId}/unpublish`, `"v${brand.version + 1}"`))
      assert.deepStrictEqual(yield* (yield* Brands).get(users.editor, brandId), brand)
    }).pipe(Effect.provide(AppWireLive))
  )
})

describe("adding a format and duplicating honour the label's If-Match", () => {
  it.effect(
    "a format POST with a stale label tag is 412 and adds nothing; the current tag adds it and moves the tag",
    () =>
      Effect.gen(function* () {
        const labels = yield* Labels
        const { workspace, brandId } = yield* seedWorkspace()
        const label = yield* createLabel(users.editor, workspace.id, brandId)
        const path = `/v1/labels/${label.id}/formats`
        const add = (tag: string) =>
          call("POST", path, { as: users.editor, headers: { "if-match": tag }, body: { quantity: 750 } })

        yield* assertPreconditionFailed(yield* add(`"v${label.version + 1}"`))
        assert.deepStrictEqual((yield* labels.get(users.editor, label.id)).formats, label.formats)

        const added = yield* add(`"v${label.version}"`)
        assert.strictEqual(added.status, 201)
        const after = yield* labels.get(users.editor, label.id)
        assert.strictEqual(after.formats.length, label.formats.length + 1)
        assert.strictEqual(after.version, label.version + 1)
        // The label changed: its old tag no longer adds anything.
        yield* assertPreconditionFailed(yield* add(`"v${label.version}"`))
        assert.strictEqual((yield* labels.get(users.editor, label.id)).formats.length, after.formats.length)
      }).pipe(Effect.provide(AppWireLive))
  )

  it.effect("a duplicate with a stale tag of its source is 412 and copies nothing; the current tag copies", () =>
    Effect.gen(function* () {
      const labels = yield* Labels
      const { workspace, brandId } = yield* seedWorkspace()
      const label = yield* createLabel(users.editor, workspace.id, brandId)
      const renamed = yield* labels.patch(users.editor, label.id, { name: "Spätlese" })
      const duplicate = (tag: string) =>
        call("POST", `/v1/labels/${label.id}/duplicate`, { as: users.editor, headers: { "if-match": tag }, body: {} })
      const count = Effect.map(
        labels.list(users.editor, { workspace_id: workspace.id }, { limit: 100, offset: 0 }),
        (page) => page.items.length
      )

      yield* assertPreconditionFailed(yield* duplicate(`"v${label.version}"`))
      assert.strictEqual(yield* count, 1)
      const copied = yield* duplicate(`"v${renamed.version}"`)
      assert.strictEqual(copied.status, 201)
      assert.strictEqual(yield* count, 2)
    }).pipe(Effect.provide(AppWireLive))
  )
})
